import { useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import CloudDoneRounded from '@mui/icons-material/CloudDoneRounded';
import EditNoteRounded from '@mui/icons-material/EditNoteRounded';
import ErrorOutlineRounded from '@mui/icons-material/ErrorOutlineRounded';
import { useTranslation } from 'react-i18next';
import type { CountStore } from '../../lib/count-store';
import type { SaveState } from './use-count-autosave';

/** "Đã lưu" / "N dòng chưa lưu" / "Đang lưu…" beside the list, so the counter always knows. */
export function SaveStatus({
  state,
  store,
  onShowInvalid,
}: {
  state: SaveState;
  store: CountStore;
  /** Goes to the first line that cannot be saved as typed. */
  onShowInvalid?: (lineId: string) => void;
}) {
  const { t } = useTranslation('stocktake');
  // Subscribes to the counts here, so only this line re-renders as the counter types.
  useSyncExternalStore(store.subscribe, store.snapshot);
  const pending = store.pendingCount;
  const invalidIds = store.invalidIds();
  const invalid = invalidIds.length;
  const kind =
    state.kind === 'saving'
      ? 'saving'
      : invalid > 0 || state.kind === 'error'
        ? 'error'
        : pending > 0
          ? 'dirty'
          : 'saved';
  const icon = {
    saving: <CircularProgress size={16} />,
    error: <ErrorOutlineRounded fontSize="small" color="error" />,
    dirty: <EditNoteRounded fontSize="small" color="warning" />,
    saved: <CloudDoneRounded fontSize="small" color="success" />,
  }[kind];
  const text =
    kind === 'saving'
      ? t('save.saving')
      : invalid > 0
        ? t('save.invalid', { count: invalid })
        : kind === 'error'
          ? t('save.failed', { count: pending })
          : kind === 'dirty'
            ? t('save.unsaved', { count: pending })
            : t('save.saved');
  return (
    <Box
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={kind}
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontSize: 13, color: 'text.secondary' }}
    >
      {icon}
      {text}
      {invalid > 0 && onShowInvalid && (
        <Button size="small" onClick={() => onShowInvalid(invalidIds[0] ?? '')}>
          {t('save.show_invalid')}
        </Button>
      )}
    </Box>
  );
}
