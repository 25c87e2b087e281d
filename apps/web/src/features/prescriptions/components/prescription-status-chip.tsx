import type { TrangThaiDonThuoc } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { ScaleName } from '../../../lib/ui/palette';
import { StatusChip } from '../../../components/status-chip';

const SCALES: Record<TrangThaiDonThuoc, ScaleName> = {
  CHO_CAP_PHAT: 'warning',
  CAP_PHAT_MOT_PHAN: 'blue',
  DA_CAP_PHAT: 'success',
  DA_DONG: 'gray',
  HUY: 'blue-gray',
};

/** The status of a prescription in the palette's colours (awaiting stands out for the pharmacy). */
export function PrescriptionStatusChip({ status }: { status: TrangThaiDonThuoc }) {
  const { t } = useTranslation('prescriptions');
  return (
    <StatusChip
      label={t(`status.${status}`)}
      scale={SCALES[status]}
      status={status}
      struck={status === 'HUY'}
      testId="prescription-status"
    />
  );
}
