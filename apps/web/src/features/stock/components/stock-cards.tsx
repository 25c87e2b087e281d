import { memo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import type { PhanLoaiQuanLy } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';
import { ExpiryValue, QuantityValue } from '../../../components/stock/warning-value';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { BatchTable } from './batch-table';
import { BelowMinimumChip, itemSubtitle, type StockRowsProps } from './stock-table';

/** A label over a value, three to a line on a phone card. */
function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The stock on a phone: a card per goods item, its batches below on demand (sideways scroll). */
export const StockCards = memo(function StockCards({
  items,
  rules,
  onCard,
  batchActions,
}: Omit<StockRowsProps, 'sort' | 'onSort'>) {
  const { t } = useTranslation('stock');
  const [open, setOpen] = useState<string | null>(null);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="stock-cards">
      {items.map((item) => {
        const expanded = open === item.hang_hoa_id;
        return (
          <Paper
            key={item.hang_hoa_id}
            variant="outlined"
            role="group"
            aria-label={`${item.ma} ${item.ten}`}
            data-testid="stock-row"
            data-code={item.ma}
            sx={{ p: 1.5, borderRadius: 2 }}
          >
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center' }}>
              <Typography variant="caption" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                {`${item.ma} · ${item.nhom_hang_hoa_ten}`}
              </Typography>
              <ManagementClassChip value={item.phan_loai_quan_ly as PhanLoaiQuanLy} hideOrdinary />
            </Box>
            <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{item.ten}</Typography>
            <Typography variant="body2" color="text.secondary">
              {itemSubtitle(item)}
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, mt: 1 }}>
              <Figure label={t('columns.so_luong')}>
                <QuantityValue value={item.so_luong} rules={rules} testId="stock-quantity" />
              </Figure>
              <Figure label={t('columns.kha_dung')}>{formatNumber(item.kha_dung)}</Figure>
              <Figure label={t('columns.gia_tri')}>{formatMoney(item.gia_tri)}</Figure>
            </Box>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
              <Typography variant="caption" color="text.secondary">
                {t('columns.han_dung_gan_nhat')}
              </Typography>
              <ExpiryValue date={item.han_dung_gan_nhat} rules={rules} inline testId="stock-expiry" />
              <BelowMinimumChip item={item} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, mt: 1 }}>
              <Button
                size="small"
                aria-expanded={expanded}
                data-testid="stock-row-expand"
                endIcon={
                  <KeyboardArrowDownRounded
                    sx={{ transform: expanded ? 'rotate(180deg)' : undefined, transition: 'transform .2s' }}
                  />
                }
                onClick={() => setOpen(expanded ? null : item.hang_hoa_id)}
              >
                {t('batches_count', { count: item.lo_hang.length })}
              </Button>
              <Button
                size="small"
                startIcon={<MenuBookRounded />}
                data-testid="stock-card-open"
                aria-label={t('card.open_for', { code: item.ma })}
                onClick={() => onCard(item)}
              >
                {t('card.open')}
              </Button>
            </Box>
            <Collapse in={expanded} unmountOnExit>
              <Box sx={{ mt: 1 }}>
                <BatchTable item={item} rules={rules} actions={batchActions} />
              </Box>
            </Collapse>
          </Paper>
        );
      })}
    </Box>
  );
});
