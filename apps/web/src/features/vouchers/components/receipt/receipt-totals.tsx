import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../../lib/i18n/numbers';
import type { VoucherTotals } from '../../lib/lines/line-totals';

/** Under a receipt's lines: goods value, discount, VAT and the total to pay. */
export function ReceiptTotals({ totals }: { totals: VoucherTotals }) {
  const { t } = useTranslation('vouchers');
  return (
    <Box
      data-testid="receipt-totals"
      sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', columnGap: 3, rowGap: 0.5 }}
    >
      {(['goods', 'discount', 'vat'] as const).map((key) => (
        <Typography key={key} variant="body2" color="textSecondary">
          {t(`lines.totals.${key}`)}: {formatMoney(totals[key])}
        </Typography>
      ))}
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid="receipt-total">
        {t('lines.totals.total')}: {t('money', { value: formatMoney(totals.total) })}
      </Typography>
    </Box>
  );
}
