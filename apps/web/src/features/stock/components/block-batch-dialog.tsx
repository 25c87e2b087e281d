import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { StockBatch, StockItem } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { toast } from '../../../lib/ui/toast';
import { useBlockBatch } from '../api/block-batch';

export interface BlockTarget {
  item: StockItem;
  batch: StockBatch;
}

/**
 * Blocks a batch (recall, quarantine: no issue takes it, anywhere) with a required reason, or
 * unblocks it with an optional note. The server's refusal is shown in the dialog as it comes.
 */
export function BlockBatchDialog({
  organisationId,
  target,
  onClose,
}: {
  organisationId: string;
  target: BlockTarget | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('stock');
  const mutation = useBlockBatch();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One key per opened dialog: a double submit of the same change is answered once by the server.
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const [shownFor, setShownFor] = useState<BlockTarget | null>(null);
  if (target !== shownFor) {
    setShownFor(target);
    setReason('');
    setError(null);
    setIdempotencyKey(crypto.randomUUID());
  }
  const blocking = target ? !target.batch.bi_khoa : true;
  const reasonMissing = blocking && reason.trim() === '';

  const submit = async () => {
    if (!target || reasonMissing) return;
    setError(null);
    try {
      await mutation.mutateAsync({
        batchId: target.batch.lo_hang_id,
        input: { to_chuc: organisationId, bi_khoa: blocking, ly_do_khoa: reason.trim() || undefined },
        idempotencyKey,
      });
      toast.success(blocking ? t('block.blocked_done') : t('block.unblocked_done'), target.batch.so_lo);
      onClose();
    } catch (caught) {
      setError(caught instanceof ApiError ? caught.message : t('block.failed'));
    }
  };

  return (
    <Dialog open={target !== null} onClose={onClose} fullWidth maxWidth="xs" data-testid="block-batch-dialog">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <DialogTitle>{blocking ? t('block.title_block') : t('block.title_unblock')}</DialogTitle>
        <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          {target && (
            <DialogContentText>
              {t(blocking ? 'block.explain_block' : 'block.explain_unblock', {
                lot: target.batch.so_lo,
                name: target.item.ten,
              })}
            </DialogContentText>
          )}
          {!blocking && target?.batch.ly_do_khoa && (
            <Alert severity="info">{t('block.current_reason', { reason: target.batch.ly_do_khoa })}</Alert>
          )}
          <TextField
            autoFocus
            multiline
            minRows={2}
            label={blocking ? t('block.reason') : t('block.note')}
            required={blocking}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'block-reason' } }}
          />
          {error && <Alert severity="error">{error}</Alert>}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('actions.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            color={blocking ? 'error' : 'primary'}
            disabled={reasonMissing || mutation.isPending}
            data-testid="block-submit"
          >
            {blocking ? t('block.block') : t('block.unblock')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
