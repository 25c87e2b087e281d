import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { zodResolver } from '@hookform/resolvers/zod';
import { voucherReasonActionSchema } from '@kho/contracts';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';

const reasonSchema = voucherReasonActionSchema.pick({ ly_do: true });
type ReasonFields = { ly_do: string };

/**
 * Asks why a voucher is rejected or cancelled (the contract requires a reason). Mounted only while
 * open, so every opening starts empty. `warning` explains a cancellation's consequences.
 */
export function ReasonDialog({
  title,
  text,
  warning,
  confirmText,
  onClose,
  onConfirm,
}: {
  title: string;
  text: string;
  warning?: string;
  confirmText: string;
  onClose: () => void;
  onConfirm: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation('vouchers');
  const form = useForm<ReasonFields>({ resolver: zodResolver(reasonSchema), defaultValues: { ly_do: '' } });
  const submit = form.handleSubmit(async ({ ly_do }) => onConfirm(ly_do));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="reason-dialog">
      <form noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <DialogContentText>{text}</DialogContentText>
          {warning && (
            <Alert severity="warning" data-testid="reason-warning">
              {warning}
            </Alert>
          )}
          <FormTextField
            control={form.control}
            name="ly_do"
            label={t('dialogs.reason')}
            required
            autoFocus
            multiline
            minRows={2}
            slotProps={{ htmlInput: { 'data-testid': 'reason-input' } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('dialogs.back')}</Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={form.formState.isSubmitting}
            data-testid="reason-confirm"
          >
            {confirmText}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
