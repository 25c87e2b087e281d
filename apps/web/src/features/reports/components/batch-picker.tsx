import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import { normalizeSearchText, type StockCardBatch } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useStockCardBatches } from '../api/stock-card-batches';

/**
 * The stock card's batch: every batch of the chosen item in the chosen warehouse with its lot,
 * expiry and quantity on hand; typing a lot narrows the list. Clearing it shows every batch.
 */
export function BatchPicker({
  organisationId,
  warehouseId,
  goodsId,
  value,
  onChange,
  sx,
}: {
  organisationId: string;
  warehouseId: string | undefined;
  goodsId: string;
  /** The chosen batch id, or '' for every batch. */
  value: string;
  onChange: (batchId: string) => void;
  sx?: SxProps<Theme>;
}) {
  const { t } = useTranslation('reports');
  const batches = useStockCardBatches(organisationId, warehouseId, goodsId);
  const options = batches.data ?? [];
  const chosen = options.find((b) => b.lo_hang_id === value) ?? null;
  const detail = (b: StockCardBatch) =>
    [
      t('params.batch_expiry', { date: formatDate(b.han_dung) }),
      t('params.batch_quantity', { quantity: formatNumber(b.so_luong) }),
      b.da_het_han ? t('params.batch_expired') : null,
    ]
      .filter(Boolean)
      .join(' · ');
  return (
    <Autocomplete<StockCardBatch>
      size="small"
      options={options}
      value={chosen}
      loading={batches.isLoading}
      onChange={(_, batch) => onChange(batch?.lo_hang_id ?? '')}
      getOptionLabel={(b) => b.so_lo}
      getOptionKey={(b) => b.lo_hang_id}
      isOptionEqualToValue={(a, b) => a.lo_hang_id === b.lo_hang_id}
      filterOptions={(list, state) => {
        const needle = normalizeSearchText(state.inputValue);
        return needle ? list.filter((b) => normalizeSearchText(b.so_lo).includes(needle)) : list;
      }}
      noOptionsText={t('params.batch_none')}
      loadingText={t('params.batch_loading')}
      autoHighlight
      sx={sx}
      data-testid="param-batch"
      renderOption={({ key, ...props }, b) => (
        <Box component="li" key={key} {...props}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {b.so_lo}
            </Typography>
            <Typography variant="caption" color={b.da_het_han ? 'error' : 'text.secondary'}>
              {detail(b)}
            </Typography>
          </Box>
        </Box>
      )}
      renderInput={(input) => (
        <TextField
          {...input}
          label={t('params.batch')}
          placeholder={t('params.batch_all')}
          helperText={chosen ? detail(chosen) : undefined}
          slotProps={{ ...input.slotProps, inputLabel: { ...input.slotProps.inputLabel, shrink: true } }}
        />
      )}
    />
  );
}
