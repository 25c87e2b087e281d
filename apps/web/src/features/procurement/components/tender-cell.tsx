import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import type { PlanLine } from '../lib/plan-lines';

/** The tender lines the goods can be bought under, the chosen one first, and the line's warnings. */
export function TenderCell({ line }: { line: PlanLine }) {
  const { t } = useTranslation('procurement');
  const others = line.row.thau.filter((x) => x !== line.tender);
  const describe = (x: PlanLine['row']['thau'][number]) =>
    t('hints.tender_left', {
      code: x.goi_thau_ma,
      supplier: x.nha_cung_cap_ten,
      left: formatNumber(x.con_lai),
      price: formatMoney(x.don_gia_trung),
    });
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, minWidth: 0 }}>
      {line.tender ? (
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {describe(line.tender)}
        </Typography>
      ) : (
        <Typography variant="body2" color="textSecondary">
          {t('hints.no_tender')}
        </Typography>
      )}
      {others.map((x) => (
        <Typography key={x.goi_thau_chi_tiet_id} variant="caption" color="textSecondary">
          {describe(x)}
        </Typography>
      ))}
      {line.warnings.map((w) => (
        <Chip
          key={w}
          size="small"
          color="warning"
          variant="outlined"
          icon={<WarningAmberRounded />}
          label={t(`warnings.${w}`)}
          data-testid={`plan-warning-${w}`}
          sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
      ))}
    </Box>
  );
}
