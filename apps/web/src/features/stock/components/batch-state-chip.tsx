import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import BlockRounded from '@mui/icons-material/BlockRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import type { StockBatch } from '@kho/contracts';
import { useTranslation } from 'react-i18next';

/** Why a batch cannot be issued: blocked (with the reason on hover) or expired; nothing otherwise. */
export function BatchStateChips({
  batch,
}: {
  batch: Pick<StockBatch, 'bi_khoa' | 'ly_do_khoa' | 'da_het_han'>;
}) {
  const { t } = useTranslation('stock');
  return (
    <>
      {batch.bi_khoa && (
        <Tooltip title={batch.ly_do_khoa ?? ''} describeChild>
          <Chip
            size="small"
            color="error"
            variant="outlined"
            icon={<BlockRounded />}
            label={t('batch.blocked')}
            data-testid="batch-blocked"
          />
        </Tooltip>
      )}
      {batch.da_het_han && (
        <Chip
          size="small"
          color="error"
          icon={<EventBusyRounded />}
          label={t('batch.expired')}
          data-testid="batch-expired"
        />
      )}
    </>
  );
}
