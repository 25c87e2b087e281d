import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import LocalPharmacyRounded from '@mui/icons-material/LocalPharmacyRounded';
import type { OverviewTopItem } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';

/**
 * The ten goods consumed most, ranked, each with a bar of its share of the first; a row opens the
 * goods item's stock in every warehouse. A list rather than a chart: long medicine names stay
 * readable on a phone and each row is a link the keyboard reaches.
 */
export function TopItemsList({
  items,
  onOpen,
}: {
  items: OverviewTopItem[];
  onOpen: (item: OverviewTopItem) => void;
}) {
  const { t } = useTranslation('overview');
  if (items.length === 0)
    return <EmptyState icon={<LocalPharmacyRounded />} title={t('charts.no_consumption')} />;
  const largest = items[0]!.gia_tri || 1;
  return (
    <List dense disablePadding data-testid="top-items">
      {items.map((item, index) => (
        <ListItemButton
          key={item.hang_hoa_id}
          onClick={() => onOpen(item)}
          aria-label={t('charts.open_goods', { name: item.ten })}
          sx={{ px: 1, borderRadius: 1, gap: 1.5, alignItems: 'flex-start' }}
        >
          <Typography variant="body2" color="textSecondary" sx={{ width: 20, textAlign: 'right', pt: 0.25 }}>
            {index + 1}
          </Typography>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', gap: 1, justifyContent: 'space-between' }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 500, minWidth: 0 }} title={item.ten}>
                {item.ten}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(item.gia_tri)}
              </Typography>
            </Box>
            <LinearProgress
              variant="determinate"
              value={(item.gia_tri / largest) * 100}
              sx={{ my: 0.5, height: 6, borderRadius: 3 }}
            />
            <Typography variant="caption" color="textSecondary">
              {item.ma} · {formatNumber(item.so_luong)} {item.don_vi_tinh}
            </Typography>
          </Box>
        </ListItemButton>
      ))}
    </List>
  );
}
