import Chip from '@mui/material/Chip';
import type { TrangThaiDonThuoc } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import type { ScaleName } from '../../../app/theme/palette';

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
  const scale = SCALES[status];
  return (
    <Chip
      size="small"
      label={t(`status.${status}`)}
      data-testid="prescription-status"
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
