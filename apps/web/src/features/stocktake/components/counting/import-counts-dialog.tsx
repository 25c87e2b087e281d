import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import UploadFileRounded from '@mui/icons-material/UploadFileRounded';
import { useQueryClient } from '@tanstack/react-query';
import type { CountImportResult, StocktakeDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/api-client';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { stocktakeKey } from '../../api/get-stocktake';
import { importCounts } from '../../api/import-counts';

const XLSX_ACCEPT = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Counts from a spreadsheet (the count sheet exported from this screen, filled in on paper or a
 * tablet): the rows that match a line are applied, every refused row is listed with why.
 */
export function ImportCountsDialog({
  detail,
  organisationId,
  flush,
  onClose,
}: {
  detail: StocktakeDetail;
  organisationId: string;
  flush: () => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('stocktake');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<CountImportResult | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const key = stocktakeKey(organisationId, detail.id);

  const upload = async (file: File) => {
    setFailure(null);
    setResult(null);
    setProgress(0);
    try {
      if (!(await flush())) return setFailure(t('import.save_first'));
      const current = queryClient.getQueryData<StocktakeDetail>(key) ?? detail;
      const answer = await importCounts(
        detail.id,
        { to_chuc: organisationId, phien_ban: current.phien_ban },
        file,
        (loaded, total) => setProgress(total > 0 ? loaded / total : null),
      );
      setResult(answer);
      if (answer.cap_nhat > 0) await queryClient.invalidateQueries({ queryKey: key });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    } finally {
      setProgress(null);
    }
  };

  const busy = progress !== null;
  return (
    <Dialog open onClose={busy ? undefined : onClose} fullWidth maxWidth="sm" data-testid="import-dialog">
      <DialogTitle>{t('import.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="textSecondary">
          {t('import.hint')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={XLSX_ACCEPT}
          hidden
          data-testid="import-file"
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
        <Button
          variant="outlined"
          startIcon={<UploadFileRounded />}
          disabled={busy}
          onClick={() => input.current?.click()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('import.pick')}
        </Button>
        {busy && (
          <LinearProgress
            variant={progress && progress < 1 ? 'determinate' : 'indeterminate'}
            value={(progress ?? 0) * 100}
          />
        )}
        {failure && (
          <Alert severity="error" data-testid="import-failure">
            {failure}
          </Alert>
        )}
        {result && (
          <Box data-testid="import-result">
            <Alert severity={result.loi.length > 0 ? 'warning' : 'success'}>
              {t('import.result', { count: result.cap_nhat, errors: result.loi.length })}
            </Alert>
            {result.loi.length > 0 && (
              <Box
                component="ul"
                sx={{ pl: 2.5, maxHeight: 260, overflow: 'auto' }}
                data-testid="import-errors"
              >
                {result.loi.map((row) => (
                  <li key={`${row.dong}-${row.thong_bao}`}>
                    <Typography variant="body2">
                      {t('import.row', { row: formatNumber(row.dong), message: row.thong_bao })}
                    </Typography>
                  </li>
                ))}
              </Box>
            )}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('actions.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
