import { Fragment, memo, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import KeyboardArrowDownRounded from '@mui/icons-material/KeyboardArrowDownRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import type { PhanLoaiQuanLy, StockItem, StockWarningRule } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { TwoLineCell } from '../../../components/catalogue/catalogue-columns';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';
import { ExpiryValue, QuantityValue } from '../../../components/stock/warning-value';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import type { StockListState, StockSort } from '../lib/stock-query';
import { BatchTable, type BatchActions } from './batch-table';

export interface StockRowsProps {
  items: readonly StockItem[];
  rules: readonly StockWarningRule[];
  sort: StockListState['sort'];
  onSort: (sort: StockListState['sort']) => void;
  onCard: (item: StockItem) => void;
  batchActions: BatchActions;
}

/** Strength and unit: what tells two items of the same name apart. */
export function itemSubtitle(item: Pick<StockItem, 'ham_luong' | 'don_vi_tinh'>) {
  return [item.ham_luong, item.don_vi_tinh].filter(Boolean).join(' · ');
}

/** The "below minimum" marker, with the minimum on hover. */
export function BelowMinimumChip({ item }: { item: StockItem }) {
  const { t } = useTranslation('stock');
  if (!item.duoi_toi_thieu) return null;
  return (
    <Tooltip
      title={t('below_minimum_hint', { min: formatNumber(item.ton_toi_thieu), unit: item.don_vi_tinh })}
    >
      <Chip
        size="small"
        color="warning"
        variant="outlined"
        icon={<TrendingDownRounded />}
        label={t('below_minimum')}
        data-testid="below-minimum"
      />
    </Tooltip>
  );
}

/** A sortable header: asc, desc, then back to the server's order (code). */
function SortHeader({
  field,
  label,
  sort,
  onSort,
  align,
}: {
  field: StockSort;
  label: string;
  sort: StockListState['sort'];
  onSort: StockRowsProps['onSort'];
  align?: 'right';
}) {
  const active = sort?.field === field;
  const next = () => {
    if (!active) onSort({ field, direction: 'asc' });
    else if (sort.direction === 'asc') onSort({ field, direction: 'desc' });
    else onSort(null);
  };
  return (
    <TableCell align={align} sortDirection={active ? sort.direction : false} sx={{ whiteSpace: 'nowrap' }}>
      <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={next}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * The stock of a warehouse on a desktop: a row per goods item that opens onto its batches. A plain
 * table rather than the DataGrid: the MIT grid has no detail rows, and nested batch rows are the
 * point of this screen. It scrolls sideways below its natural width.
 */
export const StockTable = memo(function StockTable({
  items,
  rules,
  sort,
  onSort,
  onCard,
  batchActions,
}: StockRowsProps) {
  const { t } = useTranslation(['stock', 'goods']);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((previous) => {
      const next = new Set(previous);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const right = 'right' as const;
  const sortProps = { sort, onSort };

  return (
    <Box sx={{ overflowX: 'auto' }} data-testid="stock-table">
      <Table
        size="small"
        aria-label={t('stock:table_label')}
        sx={{ minWidth: 1000, '& th': { whiteSpace: 'nowrap' }, '& td, & th': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox" />
            <SortHeader field="ma" label={t('stock:columns.ma')} {...sortProps} />
            <SortHeader field="ten" label={t('stock:columns.ten')} {...sortProps} />
            <TableCell>{t('stock:columns.nhom')}</TableCell>
            <SortHeader field="so_luong" label={t('stock:columns.so_luong')} align={right} {...sortProps} />
            <TableCell align={right}>{t('stock:columns.so_luong_giu')}</TableCell>
            <TableCell align={right}>{t('stock:columns.kha_dung')}</TableCell>
            <SortHeader field="gia_tri" label={t('stock:columns.gia_tri')} align={right} {...sortProps} />
            <SortHeader
              field="han_dung_gan_nhat"
              label={t('stock:columns.han_dung_gan_nhat')}
              {...sortProps}
            />
            <TableCell padding="checkbox" />
          </TableRow>
        </TableHead>
        <TableBody>
          {items.map((item) => {
            const expanded = open.has(item.hang_hoa_id);
            return (
              <Fragment key={item.hang_hoa_id}>
                <TableRow
                  hover
                  data-testid="stock-row"
                  data-code={item.ma}
                  aria-label={`${item.ma} ${item.ten}`}
                  sx={{ '& > td': { borderBottom: expanded ? 0 : undefined } }}
                >
                  <TableCell padding="checkbox">
                    <IconButton
                      size="small"
                      aria-expanded={expanded}
                      aria-label={t('stock:show_batches', { code: item.ma, count: item.lo_hang.length })}
                      data-testid="stock-row-expand"
                      onClick={() => toggle(item.hang_hoa_id)}
                    >
                      {expanded ? <KeyboardArrowDownRounded /> : <KeyboardArrowRightRounded />}
                    </IconButton>
                  </TableCell>
                  <TableCell sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{item.ma}</TableCell>
                  <TableCell sx={{ minWidth: 200, maxWidth: 300, height: 56 }}>
                    <TwoLineCell title={item.ten} subtitle={itemSubtitle(item)} />
                  </TableCell>
                  <TableCell sx={{ maxWidth: 200 }}>
                    <Box
                      sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.25 }}
                    >
                      <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                        {item.nhom_hang_hoa_ten}
                      </Box>
                      <ManagementClassChip value={item.phan_loai_quan_ly as PhanLoaiQuanLy} hideOrdinary />
                    </Box>
                  </TableCell>
                  <TableCell align={right}>
                    <QuantityValue value={item.so_luong} rules={rules} testId="stock-quantity" />
                  </TableCell>
                  <TableCell align={right}>{formatNumber(item.so_luong_giu)}</TableCell>
                  <TableCell align={right}>
                    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.25 }}>
                      <span>{formatNumber(item.kha_dung)}</span>
                      <BelowMinimumChip item={item} />
                    </Box>
                  </TableCell>
                  <TableCell align={right}>{formatMoney(item.gia_tri)}</TableCell>
                  <TableCell>
                    <ExpiryValue date={item.han_dung_gan_nhat} rules={rules} testId="stock-expiry" />
                  </TableCell>
                  <TableCell padding="checkbox">
                    <Tooltip title={t('stock:card.open')}>
                      <IconButton
                        size="small"
                        aria-label={t('stock:card.open_for', { code: item.ma })}
                        data-testid="stock-card-open"
                        onClick={() => onCard(item)}
                      >
                        <MenuBookRounded fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
                <TableRow>
                  <TableCell colSpan={10} sx={{ p: 0, borderBottom: expanded ? undefined : 0 }}>
                    <Collapse in={expanded} unmountOnExit>
                      <Box sx={{ pl: 2, pr: 1, py: 1, bgcolor: 'grey.50' }}>
                        <BatchTable item={item} rules={rules} actions={batchActions} />
                      </Box>
                    </Collapse>
                  </TableCell>
                </TableRow>
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </Box>
  );
});
