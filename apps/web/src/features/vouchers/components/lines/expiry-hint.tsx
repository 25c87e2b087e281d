import Typography from '@mui/material/Typography';
import type { StockWarningRule } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { colorFromCode } from '../../../../lib/ui/palette';
import { useOrganisationToday } from '../../../../lib/session/organisation-today';
import { getExpiryWarning } from '../../../../lib/stock/stock-warnings';

/**
 * The warning under a lot's expiry, in the colour of the organisation's rule (canhBaoTonKhoLoHang):
 * "Lô đã hết hạn" for a past date, "Còn 2 tháng 3 ngày" within a warning window, nothing otherwise.
 */
export function ExpiryHint({ expiry, rules }: { expiry: unknown; rules: readonly StockWarningRule[] }) {
  const { t } = useTranslation('vouchers');
  const today = useOrganisationToday().date;
  if (typeof expiry !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(expiry)) return null;
  const result = getExpiryWarning(expiry, rules, { today });
  if (!result || (!result.is_expired && !result.warning)) return null;
  const color = colorFromCode(result.warning?.color) ?? (result.is_expired ? 'error.main' : 'warning.main');
  return (
    <Typography
      variant="caption"
      component="div"
      data-testid="expiry-hint"
      data-expired={result.is_expired}
      sx={{ color, fontWeight: 600, mt: 0.25 }}
    >
      {result.is_expired ? t('lines.expired') : t('lines.expires_in', { label: result.label })}
    </Typography>
  );
}
