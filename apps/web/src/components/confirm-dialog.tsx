import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

/**
 * A yes/no question before going on (an expired lot on a receipt, unsaved changes); `reason`, when
 * given, is shown above the question (why it is asked, such as the server's refusal).
 */
export function ConfirmDialog({
  title,
  reason,
  text,
  confirmText,
  cancelText,
  onAnswer,
}: {
  title: string;
  reason?: string;
  text: string;
  confirmText: string;
  /** The answer that goes back ("Quay lại" unless the question names what staying means). */
  cancelText?: string;
  onAnswer: (yes: boolean) => void;
}) {
  const { t } = useTranslation('common');
  return (
    <Dialog open onClose={() => onAnswer(false)} maxWidth="xs" fullWidth data-testid="confirm-dialog">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        {reason && (
          <DialogContentText sx={{ mb: 1.5, color: 'text.primary' }} data-testid="confirm-reason">
            {reason}
          </DialogContentText>
        )}
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)} autoFocus>
          {cancelText ?? t('go_back')}
        </Button>
        <Button variant="contained" color="warning" onClick={() => onAnswer(true)} data-testid="confirm-yes">
          {confirmText}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
