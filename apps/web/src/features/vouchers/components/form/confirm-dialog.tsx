import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/** A yes/no question before going on (an expired lot on a receipt, unsaved changes). */
export function ConfirmDialog({
  title,
  text,
  confirmText,
  onAnswer,
}: {
  title: string;
  text: string;
  confirmText: string;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation('vouchers');
  return (
    <Dialog open onClose={() => onAnswer(false)} maxWidth="xs" fullWidth data-testid="confirm-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {t('dialogs.back')}
        </Button>
        <Button variant="contained" color="warning" onClick={() => onAnswer(true)} data-testid="confirm-yes">
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
