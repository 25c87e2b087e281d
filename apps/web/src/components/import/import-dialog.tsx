import { useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import FileDownloadRounded from '@mui/icons-material/FileDownloadRounded';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api/api-client';
import { formatNumber } from '../../lib/i18n/numbers';
import { toast } from '../../lib/ui/toast';
import type { UploadProgress } from '../../lib/api/xhr-send';
import { ImportPreviewTable } from './import-preview-table';
import {
  blockingErrors,
  canImport,
  importReducer,
  initialImportState,
  visibleRows,
  type AnyImportPreview,
  type ImportState,
} from './import-state';

/** Rows drawn at once; a 10 000-row sheet would make the dialog crawl, and errors come first anyway. */
const ROW_LIMIT = 200;
const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface ImportDialogProps<P extends AnyImportPreview> {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  /** Header of each field of the sheet, for the table and the errors ("Mã nhóm hàng hóa: ..."). */
  labels: Readonly<Record<string, string>>;
  /** Fields the preview table shows. */
  columns: readonly string[];
  downloadTemplate: () => Promise<unknown>;
  /** Uploads the file and answers every row with its errors; writes nothing. */
  preview: (file: File, onProgress: UploadProgress) => Promise<P>;
  /** Imports every row (resolves with their number), or rejects 422 with the preview as data. */
  run: (file: File, onProgress: UploadProgress) => Promise<number>;
  onImported?: (count: number) => void;
  /** Choices that change what the import does (tender lines: merge or replace). */
  options?: ReactNode;
  /** When it changes, the picked file is previewed again (an option changed the outcome). */
  previewKey?: string;
  /** Figures beyond rows valid and wrong (lines added, updated, removed). */
  summary?: (preview: P) => ReactNode;
  /** Why the import cannot be started now, shown instead of the file picker. */
  blockedReason?: string;
}

function isPreview(data: unknown): data is AnyImportPreview {
  return typeof data === 'object' && data !== null && Array.isArray((data as AnyImportPreview).dong);
}

function ProgressLine({ state }: { state: ImportState }) {
  const { t } = useTranslation('import');
  if (state.phase !== 'previewing' && state.phase !== 'importing') return null;
  // Once every byte is up the server is still reading the sheet: an indeterminate bar says so.
  const uploading = state.progress !== null && state.progress < 1;
  const percent = Math.round((state.progress ?? 0) * 100);
  return (
    <Box data-testid="import-progress">
      <LinearProgress variant={uploading ? 'determinate' : 'indeterminate'} value={percent} />
      <Typography variant="caption" color="textSecondary">
        {uploading
          ? t('uploading', { percent })
          : state.phase === 'importing'
            ? t('importing')
            : t('checking')}
      </Typography>
    </Box>
  );
}

function Body<P extends AnyImportPreview>(props: ImportDialogProps<P> & { onBusy: (busy: boolean) => void }) {
  const { t } = useTranslation('import');
  const [state, dispatch] = useReducer(importReducer<P>, undefined, initialImportState<P>);
  const [onlyErrors, setOnlyErrors] = useState(true);
  const [downloading, setDownloading] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  // Answers to an older file (the user picked another meanwhile) are dropped.
  const attempt = useRef(0);
  const busy = state.phase === 'previewing' || state.phase === 'importing';
  const { onBusy } = props;
  useEffect(() => onBusy(busy), [busy, onBusy]);

  const progress = (loaded: number, total: number) => dispatch({ type: 'progress', loaded, total });
  const failure = (error: unknown) => (error instanceof ApiError ? error.message : t('failed'));

  const startPreview = async (file: File) => {
    const mine = ++attempt.current;
    dispatch({ type: 'pick', file });
    try {
      const preview = await props.preview(file, progress);
      if (mine === attempt.current) dispatch({ type: 'previewed', preview });
    } catch (error) {
      if (mine === attempt.current) dispatch({ type: 'failed', message: failure(error) });
    }
  };

  const previewKey = props.previewKey;
  const seenKey = useRef(previewKey);
  useEffect(() => {
    if (seenKey.current === previewKey) return;
    seenKey.current = previewKey;
    if (state.file) void startPreview(state.file);
    // Only a change of the key re-runs the preview, not every new state.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [previewKey]);

  const runImport = async () => {
    if (!state.file || !canImport(state)) return;
    dispatch({ type: 'import' });
    try {
      const count = await props.run(state.file, progress);
      dispatch({ type: 'imported', count });
      toast.success(t('done', { count }), state.file.name);
      props.onImported?.(count);
      props.onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422 && isPreview(error.data)) {
        dispatch({ type: 'refused', preview: error.data as P });
      } else dispatch({ type: 'failed', message: failure(error) });
    }
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      await props.downloadTemplate();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setDownloading(false);
    }
  };

  const preview = state.preview;
  const errors = blockingErrors(preview);
  const shown = visibleRows(preview, onlyErrors && errors > 0, ROW_LIMIT);
  return (
    <>
      <DialogTitle id="import-dialog-title">{props.title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {props.description && <Typography color="textSecondary">{props.description}</Typography>}
        {props.blockedReason && <Alert severity="info">{props.blockedReason}</Alert>}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button
            variant="outlined"
            startIcon={<FileDownloadRounded />}
            loading={downloading}
            onClick={() => void downloadTemplate()}
            data-testid="import-template"
          >
            {t('template')}
          </Button>
          <Button
            variant="contained"
            startIcon={<UploadFileRounded />}
            disabled={busy || props.blockedReason !== undefined}
            onClick={() => input.current?.click()}
          >
            {state.file ? t('pick_other') : t('pick')}
          </Button>
          <input
            ref={input}
            type="file"
            hidden
            accept={XLSX_ACCEPT}
            data-testid="import-file"
            onChange={(event) => {
              const file = event.target.files?.[0];
              // Cleared so the same (corrected) file can be picked again.
              event.target.value = '';
              if (file) void startPreview(file);
            }}
          />
          {state.file && (
            <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
              {t('file', { name: state.file.name, size: formatNumber(Math.ceil(state.file.size / 1024)) })}
            </Typography>
          )}
        </Box>
        {props.options}
        <ProgressLine state={state} />
        {state.failure && (
          <Alert severity="error" data-testid="import-failure">
            {state.failure}
          </Alert>
        )}
        {preview && (
          <>
            <Box
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
              data-testid="import-summary"
            >
              <Chip label={t('rows', { count: preview.so_dong })} />
              <Chip
                color="success"
                variant="outlined"
                label={t('valid', { count: preview.so_dong_hop_le })}
              />
              <Chip
                color={preview.so_dong_loi > 0 ? 'error' : 'default'}
                variant={preview.so_dong_loi > 0 ? 'filled' : 'outlined'}
                label={t('invalid', { count: preview.so_dong_loi })}
              />
              {props.summary?.(preview)}
            </Box>
            {state.refused && <Alert severity="error">{t('refused', { count: errors })}</Alert>}
            {!state.refused && errors > 0 && (
              <Alert severity="warning" data-testid="import-has-errors">
                {t('fix_and_retry', { count: errors })}
              </Alert>
            )}
            {errors === 0 && preview.so_dong > 0 && <Alert severity="success">{t('all_valid')}</Alert>}
            {preview.loi_chung?.map((error, index) => (
              <Alert key={index} severity="error">
                {error.message}
              </Alert>
            ))}
            {preview.cot_khong_ro.length > 0 && (
              <Alert severity="info">
                {t('unknown_columns', { columns: preview.cot_khong_ro.join(', ') })}
              </Alert>
            )}
            {errors > 0 && (
              <FormControlLabel
                control={<Switch checked={onlyErrors} onChange={(e) => setOnlyErrors(e.target.checked)} />}
                label={t('only_errors')}
              />
            )}
            <ImportPreviewTable rows={shown.rows} columns={props.columns} labels={props.labels} />
            {shown.total > shown.rows.length && (
              <Typography variant="caption" color="textSecondary">
                {t('showing', { shown: shown.rows.length, total: shown.total })}
              </Typography>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button color="inherit" onClick={props.onClose} disabled={busy}>
          {t('close')}
        </Button>
        <Button
          variant="contained"
          disabled={!canImport(state)}
          loading={state.phase === 'importing'}
          onClick={() => void runImport()}
          data-testid="import-submit"
        >
          {preview && errors === 0 ? t('submit_count', { count: preview.so_dong }) : t('submit')}
        </Button>
      </DialogActions>
    </>
  );
}

/**
 * Import from Excel (issue 4 item 4), one component for every sheet (goods, tender lines):
 * download the template, pick a file, see it uploaded with its progress, read the preview with
 * every wrong row and field, and import only when all rows are valid. Nothing is written before.
 */
export function ImportDialog<P extends AnyImportPreview>(props: ImportDialogProps<P>) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [busy, setBusy] = useState(false);
  // A new session after the dialog has closed: the next opening starts from an empty state, and
  // the content stays on screen during the closing animation.
  const [session, setSession] = useState(0);
  return (
    <Dialog
      open={props.open}
      onClose={busy ? undefined : props.onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={fullScreen}
      aria-labelledby="import-dialog-title"
      data-testid="import-dialog"
      slotProps={{ transition: { onExited: () => setSession((s) => s + 1) } }}
    >
      <Body key={session} {...props} onBusy={setBusy} />
    </Dialog>
  );
}
