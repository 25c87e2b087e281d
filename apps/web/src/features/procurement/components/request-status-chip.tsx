import type { TrangThaiPhieu } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { StatusChip } from '../../../components/status-chip';
import type { ScaleName } from '../../../lib/ui/palette';

const SCALES: Record<TrangThaiPhieu, ScaleName> = {
  LUU_TAM: 'gray',
  CHO_DUYET: 'warning',
  HOAN_THANH: 'success',
  TU_CHOI: 'error',
  HUY: 'blue-gray',
};

/** A procurement request's status in the vouchers' colours ("approved" where a voucher says "completed"). */
export function RequestStatusChip({ status }: { status: TrangThaiPhieu }) {
  const { t } = useTranslation('procurement');
  return (
    <StatusChip
      label={t(`request.status.${status}`)}
      scale={SCALES[status]}
      status={status}
      struck={false}
      testId="request-status"
    />
  );
}
