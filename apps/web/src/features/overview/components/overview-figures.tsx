import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AssignmentTurnedInRounded from '@mui/icons-material/AssignmentTurnedInRounded';
import EventBusyRounded from '@mui/icons-material/EventBusyRounded';
import HourglassBottomRounded from '@mui/icons-material/HourglassBottomRounded';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import MedicationRounded from '@mui/icons-material/MedicationRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import type { Overview } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { awaitingByKind, prescriptionTotals, type Figure } from '../lib/overview-links';
import { FigureCard } from './figure-card';

/** A titled panel of chips, each opening a filtered book. */
function ChipPanel({
  title,
  icon,
  empty,
  chips,
  testId,
}: {
  title: string;
  icon: React.ReactNode;
  empty: string;
  chips: { key: string; label: string; onOpen: () => void }[];
  testId: string;
}) {
  return (
    <Paper variant="outlined" sx={{ p: 2, height: '100%' }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5, color: 'text.secondary' }}>
        {icon}
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {title}
        </Typography>
      </Box>
      {chips.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {empty}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {chips.map((chip) => (
            <Chip
              key={chip.key}
              label={chip.label}
              onClick={chip.onOpen}
              color="primary"
              variant="outlined"
            />
          ))}
        </Box>
      )}
    </Paper>
  );
}

/** The figure cards: stock value, below minimum, expiring, expired; awaiting approval; prescriptions. */
export function OverviewFigures({ data, onOpen }: { data: Overview; onOpen: (figure: Figure) => void }) {
  const { t } = useTranslation('overview');
  const { tong } = data;
  const awaiting = awaitingByKind(data);
  const prescriptions = prescriptionTotals(data);
  const stock = (figure: Extract<Figure, { kind: 'stock' }>['figure']) => () =>
    onOpen({ kind: 'stock', figure });
  const prescriptionChips = (['CHO_CAP_PHAT', 'CAP_PHAT_MOT_PHAN'] as const)
    .map((status) => ({
      key: status,
      count: status === 'CHO_CAP_PHAT' ? prescriptions.cho_cap_phat : prescriptions.cap_phat_mot_phan,
      text: t(status === 'CHO_CAP_PHAT' ? 'figures.prescriptions_waiting' : 'figures.prescriptions_partial'),
      onOpen: () => onOpen({ kind: 'prescriptions', status }),
    }))
    .filter((chip) => chip.count > 0)
    .map((chip) => ({
      key: chip.key,
      label: `${chip.text}: ${formatNumber(chip.count)}`,
      onOpen: chip.onOpen,
    }));

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
      }}
    >
      <FigureCard
        testId="figure-stock-value"
        label={t('figures.stock_value')}
        value={formatMoney(tong.gia_tri_ton)}
        caption={t('figures.stock_items', { count: tong.so_mat_hang })}
        icon={<Inventory2Rounded />}
        onOpen={stock('gia_tri_ton')}
      />
      <FigureCard
        testId="figure-below-minimum"
        label={t('figures.below_minimum')}
        value={t('figures.items', { count: tong.duoi_toi_thieu })}
        caption={t('figures.below_minimum_caption')}
        icon={<TrendingDownRounded />}
        tone={tong.duoi_toi_thieu > 0 ? 'warning' : 'success'}
        onOpen={stock('duoi_toi_thieu')}
      />
      <FigureCard
        testId="figure-expiring"
        label={t('figures.expiring')}
        value={t('figures.batches', { count: tong.sap_het_han.so_lo })}
        caption={
          data.canh_bao_han_dung_ngay > 0
            ? t('figures.expiring_caption', {
                days: data.canh_bao_han_dung_ngay,
                value: formatMoney(tong.sap_het_han.gia_tri),
              })
            : t('figures.no_expiry_rule')
        }
        icon={<HourglassBottomRounded />}
        tone={tong.sap_het_han.so_lo > 0 ? 'warning' : 'success'}
        onOpen={data.canh_bao_han_dung_ngay > 0 ? stock('sap_het_han') : undefined}
      />
      <FigureCard
        testId="figure-expired"
        label={t('figures.expired')}
        value={t('figures.batches', { count: tong.da_het_han.so_lo })}
        caption={t('figures.expired_caption', { value: formatMoney(tong.da_het_han.gia_tri) })}
        icon={<EventBusyRounded />}
        tone={tong.da_het_han.so_lo > 0 ? 'error' : 'success'}
        onOpen={stock('da_het_han')}
      />
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <ChipPanel
          testId="figure-awaiting"
          title={t('figures.awaiting')}
          icon={<AssignmentTurnedInRounded fontSize="small" />}
          empty={t('figures.awaiting_none')}
          chips={awaiting.map((row) => ({
            key: row.kind,
            label: `${t(`kinds.${row.kind}`)}: ${formatNumber(row.count)}`,
            onOpen: () => onOpen({ kind: 'awaiting', voucherKind: row.kind }),
          }))}
        />
      </Box>
      <Box sx={{ gridColumn: { sm: 'span 2' } }}>
        <ChipPanel
          testId="figure-prescriptions"
          title={t('figures.prescriptions')}
          icon={<MedicationRounded fontSize="small" />}
          empty={t('figures.prescriptions_none')}
          chips={prescriptionChips}
        />
      </Box>
    </Box>
  );
}
