import { useMemo, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StocktakeLine } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../../lib/i18n/numbers';
import type { CountStore } from '../../lib/count-store';
import { stocktakeTotals } from '../../lib/variance';

function Figure({
  label,
  value,
  colour,
  testId,
}: {
  label: string;
  value: string;
  colour?: string;
  testId: string;
}) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="textSecondary" noWrap component="div">
        {label}
      </Typography>
      <Typography
        variant="subtitle2"
        sx={{ color: colour, fontVariantNumeric: 'tabular-nums' }}
        noWrap
        data-testid={testId}
      >
        {value}
      </Typography>
    </Box>
  );
}

/** Running totals of what is typed, saved or not: lines counted, book and counted value, variances. */
export function CountingTotals({ lines, store }: { lines: readonly StocktakeLine[]; store: CountStore }) {
  const { t } = useTranslation('stocktake');
  const stamp = useSyncExternalStore(store.subscribe, store.snapshot);
  const totals = useMemo(
    () => stocktakeTotals(lines, (line) => store.value(line.id) ?? { so_luong_thuc_te: null }),
    // `stamp` changes whenever a count does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [lines, store, stamp],
  );
  const money = (v: number) => t('money', { value: formatMoney(v) });
  return (
    <Box
      data-testid="counting-totals"
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(3, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
        p: 1.5,
        mb: 1.5,
        borderRadius: 1,
        bgcolor: 'grey.50',
        border: 1,
        borderColor: 'divider',
      }}
    >
      <Figure
        label={t('totals.counted')}
        value={t('totals.counted_value', {
          counted: formatNumber(totals.da_dem),
          total: formatNumber(totals.so_dong),
        })}
        testId="total-counted"
      />
      <Figure label={t('totals.book_value')} value={money(totals.gia_tri_so_sach)} testId="total-book" />
      <Figure label={t('totals.actual_value')} value={money(totals.gia_tri_thuc_te)} testId="total-actual" />
      <Figure
        label={t('totals.surplus')}
        value={money(totals.gia_tri_thua)}
        colour="success.dark"
        testId="total-surplus"
      />
      <Figure
        label={t('totals.shortage')}
        value={money(totals.gia_tri_thieu)}
        colour="error.main"
        testId="total-shortage"
      />
    </Box>
  );
}
