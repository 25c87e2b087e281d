import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { StocktakeDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useSnapshotDrift } from '../api/snapshot-drift';
import type { StocktakeActions } from './use-stocktake-actions';

/**
 * What went wrong and what the stocktake's state means: a stale version (reload), a refusal with
 * the server's words, and, when the refusal is because stock moved since the snapshot, the lines
 * that moved and the refresh that fixes it.
 */
export function StocktakeAlerts({
  detail,
  organisationId,
  actions,
}: {
  detail: StocktakeDetail;
  organisationId: string;
  actions: StocktakeActions;
}) {
  const { t } = useTranslation(['stocktake', 'vouchers']);
  const { problem, reload, dismissProblem } = actions.lifecycle;
  // Only a refusal can be the moved stock; asking the server which lines moved is cheap then.
  const drift = useSnapshotDrift(organisationId, detail.id, problem?.kind === 'refusal');
  const moved = problem?.kind === 'refusal' ? (drift.data ?? []) : [];
  const reloadButton = (
    <Button color="inherit" size="small" onClick={reload} data-testid="voucher-reload">
      {t('vouchers:actions.reload')}
    </Button>
  );

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mb: 1.5, '&:empty': { display: 'none' } }}>
      {problem?.kind === 'stale' && (
        <Alert severity="warning" action={reloadButton} data-testid="voucher-stale">
          {problem.message}
        </Alert>
      )}
      {problem?.kind === 'changed' && (
        <Alert severity="info" action={reloadButton} data-testid="voucher-changed">
          {problem.message}
        </Alert>
      )}
      {problem?.kind === 'refusal' && (
        <Alert
          severity="error"
          onClose={dismissProblem}
          data-testid="voucher-refusal"
          action={
            moved.length > 0 ? (
              <Button
                color="inherit"
                size="small"
                disabled={actions.busy}
                onClick={() => void actions.refresh()}
                data-testid="drift-refresh"
              >
                {t('stocktake:actions.refresh')}
              </Button>
            ) : undefined
          }
        >
          {problem.message}
          {moved.length > 0 && (
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }} data-testid="drift-lines">
              {moved.slice(0, 5).map((line) => (
                <li key={line.id}>
                  <Typography variant="body2">
                    {t('stocktake:drift.line', {
                      goods: line.hang_hoa_ten,
                      lot: line.so_lo,
                      book: formatNumber(line.so_luong_so_sach),
                      current: formatNumber(line.so_luong_hien_tai),
                    })}
                  </Typography>
                </li>
              ))}
              {moved.length > 5 && <li>{t('stocktake:drift.more', { count: moved.length - 5 })}</li>}
            </Box>
          )}
        </Alert>
      )}
      {detail.trang_thai === 'TU_CHOI' && detail.ly_do_tu_choi && (
        <Alert severity="error" variant="outlined">
          {t('vouchers:rejected_reason', { reason: detail.ly_do_tu_choi })}
        </Alert>
      )}
      {detail.trang_thai === 'HUY' && detail.ly_do_huy && (
        <Alert severity="info" variant="outlined">
          {t('vouchers:cancelled_reason', { reason: detail.ly_do_huy })}
        </Alert>
      )}
    </Box>
  );
}
