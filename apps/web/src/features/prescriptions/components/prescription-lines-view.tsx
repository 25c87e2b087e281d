import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PhanLoaiQuanLy, PrescriptionLine } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';
import { formatNumber } from '../../../lib/i18n/numbers';
import { remainingOf } from '../lib/dispense-plan';
import { goodsName } from '../../../lib/catalogues/goods-name';

/** "1 viên/lần × 2 lần/ngày × 5 ngày", or nothing when the dose was not given. */
export function useDoseText() {
  const { t } = useTranslation('prescriptions');
  return (line: Pick<PrescriptionLine, 'lieu_moi_lan' | 'so_lan_ngay' | 'so_ngay' | 'don_vi_tinh'>) =>
    line.lieu_moi_lan !== null && line.so_lan_ngay !== null && line.so_ngay !== null
      ? t('detail.dose_text', {
          dose: formatNumber(line.lieu_moi_lan),
          unit: line.don_vi_tinh.toLowerCase(),
          times: line.so_lan_ngay,
          days: line.so_ngay,
        })
      : '';
}

const QUANTITIES = ['prescribed', 'dispensed', 'remaining'] as const;

/**
 * The medicines of a saved prescription: what was prescribed, how to take it, what was dispensed
 * and what remains. One row per line on wide screens; the quantities wrap under the name on phones.
 */
export function PrescriptionLinesView({ lines }: { lines: readonly PrescriptionLine[] }) {
  const { t } = useTranslation('prescriptions');
  const doseText = useDoseText();
  const grid = {
    display: 'grid',
    gridTemplateColumns: {
      xs: 'repeat(3, minmax(0, 1fr))',
      md: 'minmax(0, 1.3fr) minmax(0, 1fr) 90px 90px 90px',
    },
    columnGap: 2,
    rowGap: 0.5,
    alignItems: 'baseline',
  } as const;
  const quantity = (line: PrescriptionLine, which: (typeof QUANTITIES)[number]) =>
    which === 'prescribed' ? line.so_luong : which === 'dispensed' ? line.so_luong_da_cap : remainingOf(line);
  return (
    <Box data-testid="prescription-lines-view">
      <Box
        sx={{ ...grid, display: { xs: 'none', md: 'grid' }, pb: 1, borderBottom: 1, borderColor: 'divider' }}
        aria-hidden
      >
        {['col_goods', 'col_usage', 'col_prescribed', 'col_dispensed', 'col_remaining'].map((key, i) => (
          <Typography
            key={key}
            variant="caption"
            color="textSecondary"
            sx={{ fontWeight: 600, textAlign: i > 1 ? 'right' : 'left' }}
          >
            {t(`detail.${key}`)}
          </Typography>
        ))}
      </Box>
      {lines.map((line) => (
        <Box
          key={line.id}
          sx={{ ...grid, py: 1.25, borderBottom: 1, borderColor: 'divider' }}
          data-testid="prescription-line-view"
          data-goods={line.hang_hoa_ma}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1 }}>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {line.stt}. {goodsName(line.hang_hoa_ten, line.ham_luong)}
              </Typography>
              <ManagementClassChip value={line.phan_loai_quan_ly as PhanLoaiQuanLy} hideOrdinary />
            </Box>
            <Typography variant="caption" color="textSecondary">
              {[line.hang_hoa_ma, line.hoat_chat, line.duong_dung].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' }, minWidth: 0 }}>
            <Typography variant="body2">{doseText(line)}</Typography>
            {line.cach_dung && (
              <Typography variant="caption" color="textSecondary">
                {line.cach_dung}
              </Typography>
            )}
          </Box>
          {QUANTITIES.map((which) => (
            <Box key={which} sx={{ textAlign: { md: 'right' } }}>
              <Typography variant="caption" color="textSecondary" sx={{ display: { md: 'none' } }}>
                {t(`detail.col_${which}`)}:{' '}
              </Typography>
              <Typography
                variant="body2"
                component="span"
                data-testid={`line-${which}`}
                sx={{
                  fontWeight: which === 'remaining' ? 700 : 400,
                  color: which === 'remaining' && quantity(line, which) > 0 ? 'warning.dark' : undefined,
                }}
              >
                {formatNumber(quantity(line, which))}
              </Typography>{' '}
              <Typography variant="caption" color="textSecondary" component="span">
                {line.don_vi_tinh}
              </Typography>
            </Box>
          ))}
        </Box>
      ))}
    </Box>
  );
}
