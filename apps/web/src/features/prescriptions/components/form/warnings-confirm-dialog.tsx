import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PrescriptionWarning } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { WarningList } from './warning-list';

/** Before a prescription with warnings is saved: each warning, and "save anyway" or back. */
export function WarningsConfirmDialog({
  warnings,
  onAnswer,
}: {
  warnings: readonly PrescriptionWarning[];
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation('prescriptions');
  return (
    <Dialog open onClose={() => onAnswer(false)} maxWidth="sm" fullWidth data-testid="warnings-dialog">
      <DialogTitle>{t('confirm.title', { count: warnings.length })}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{t('confirm.text')}</DialogContentText>
        <WarningList warnings={warnings} />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {t('form.back')}
        </Button>
        <Button
          variant="contained"
          color="warning"
          onClick={() => onAnswer(true)}
          data-testid="warnings-confirm"
        >
          {t('confirm.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
