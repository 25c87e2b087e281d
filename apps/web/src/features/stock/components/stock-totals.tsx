import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { StockTotals } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';

/** Totals of everything the filters match (not only the page): items, batches, quantity, value. */
export function StockTotalsBar({ totals }: { totals: StockTotals | null }) {
  const { t } = useTranslation('stock');
  const figures = [
    { key: 'items', label: t('totals.items'), value: formatNumber(totals?.so_mat_hang ?? 0) },
    { key: 'batches', label: t('totals.batches'), value: formatNumber(totals?.so_lo ?? 0) },
    { key: 'quantity', label: t('totals.quantity'), value: formatNumber(totals?.tong_so_luong ?? 0) },
    {
      key: 'value',
      label: t('totals.value'),
      value: `${formatMoney(totals?.tong_gia_tri ?? 0)} ${t('currency')}`,
    },
  ];
  return (
    <Box
      component="dl"
      data-testid="stock-totals"
      aria-label={t('totals.label')}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(4, minmax(0, 1fr))' },
        gap: 1,
        m: 0,
        mb: 2,
      }}
    >
      {figures.map((figure) => (
        <Box
          key={figure.key}
          data-testid={`stock-total-${figure.key}`}
          sx={{
            px: 1.5,
            py: 1,
            borderRadius: 2,
            bgcolor: (theme) => theme.tokens.brand[25],
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Typography component="dt" variant="caption" color="textSecondary">
            {figure.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 700, fontSize: '1.05rem' }}>
            {figure.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
