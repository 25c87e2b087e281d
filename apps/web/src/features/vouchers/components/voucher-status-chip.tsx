import Chip from '@mui/material/Chip';
import type { TrangThaiPhieu } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { ScaleName } from '../../../app/theme/palette';

const SCALES: Record<TrangThaiPhieu, ScaleName> = {
  LUU_TAM: 'gray',
  CHO_DUYET: 'warning',
  HOAN_THANH: 'success',
  TU_CHOI: 'error',
  HUY: 'blue-gray',
};

/** The status of a voucher in the colours of spec §9's palette. */
export function VoucherStatusChip({ status }: { status: TrangThaiPhieu }) {
  const { t } = useTranslation('vouchers');
  const scale = SCALES[status];
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      data-testid="voucher-status"
      data-status={status}
      sx={(theme) => ({
        bgcolor: theme.tokens[scale][50],
        color: theme.tokens[scale][700],
        border: 1,
        borderColor: theme.tokens[scale][200],
        fontWeight: 600,
        textDecoration: status === 'HUY' ? 'line-through' : undefined,
      })}
    />
  );
}
