import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-client';

/**
 * Asks before deleting a record. When the server refuses because the record is in use (409), its
 * reason is shown here, where the user is looking, and — if the caller allows it — the record can
 * be deactivated instead, which is what a record in use needs (issue 4).
 */
export function ConfirmDeleteDialog({
  open,
  name,
  onClose,
  onConfirm,
  onDeactivate,
}: {
  open: boolean;
  /** What is deleted, as the user knows it ("NCC01 - Công ty Dược Hậu Giang"). */
  name: string;
  onClose: () => void;
  /** Deletes; rejects with the ApiError of a refusal. */
  onConfirm: () => Promise<void>;
  /** Offered after a refusal when the record is still active. */
  onDeactivate?: () => Promise<void>;
}) {
  const { t } = useTranslation('catalogues');
  const [pending, setPending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const run = async (task: () => Promise<void>) => {
    setPending(true);
    try {
      await task();
      setRefusal(null);
    } catch (error) {
      // The delete call is silent (no toast): its refusal, usually "in use, deactivate it
      // instead" (409), is shown here and the dialog stays open.
      if (error instanceof ApiError) setRefusal(error.message);
    } finally {
      setPending(false);
    }
  };

  const close = () => {
    if (pending) return;
    setRefusal(null);
    onClose();
  };

  return (
    <Dialog open={open} onClose={close} maxWidth="xs" fullWidth aria-labelledby="confirm-delete-title">
      <DialogTitle id="confirm-delete-title">{t('delete.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <DialogContentText>{t('delete.question', { name })}</DialogContentText>
        {refusal && (
          <Alert severity="warning" data-testid="delete-refusal">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        {/* Cancel has the focus: Enter on a destructive dialog should not delete. */}
        <Button onClick={close} color="inherit" disabled={pending} autoFocus>
          {t('common:cancel')}
        </Button>
        {refusal && onDeactivate ? (
          <Button
            variant="contained"
            color="warning"
            loading={pending}
            onClick={() => void run(onDeactivate)}
            data-testid="delete-deactivate"
          >
            {t('delete.deactivate')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="error"
            loading={pending}
            disabled={refusal !== null}
            onClick={() => void run(onConfirm)}
            data-testid="delete-confirm"
          >
            {t('delete.confirm')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
