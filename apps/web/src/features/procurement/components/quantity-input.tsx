import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/numbers';
import type { PlanLine } from '../lib/plan-lines';

/** The quantity to buy, the suggestion until the user types another (never below 0). */
export function QuantityInput({
  line,
  onEdit,
}: {
  line: PlanLine;
  onEdit: (goodsId: string, value: number) => void;
}) {
  const { t } = useTranslation('procurement');
  return (
    <TextField
      size="small"
      type="number"
      value={line.quantity}
      onChange={(e) => {
        const value = Number(e.target.value);
        if (Number.isFinite(value) && value >= 0) onEdit(line.row.hang_hoa_id, value);
      }}
      helperText={t(line.edited ? 'hints.edited' : 'hints.suggested', {
        suggested: formatNumber(line.row.de_xuat),
      })}
      title={
        line.row.so_luong_dong_goi
          ? t('hints.pack', { pack: formatNumber(line.row.so_luong_dong_goi) })
          : undefined
      }
      slotProps={{
        htmlInput: {
          min: 0,
          step: line.row.so_luong_dong_goi ?? 1,
          'aria-label': `${t('columns.to_buy')} ${line.row.ten}`,
          'data-testid': `plan-quantity-${line.row.ma}`,
          style: { textAlign: 'right' },
        },
      }}
      sx={{ width: 120 }}
    />
  );
}
