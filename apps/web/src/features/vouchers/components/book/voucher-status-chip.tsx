import type { TrangThaiPhieu } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { ScaleName } from '../../../../lib/ui/palette';
import { StatusChip } from '../../../../components/status-chip';

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
  return (
    <StatusChip
      label={t(`status.${status}`)}
      scale={SCALES[status]}
      status={status}
      struck={status === 'HUY'}
      testId="voucher-status"
    />
  );
}
