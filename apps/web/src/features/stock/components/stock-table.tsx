import { memo, useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import TrendingDownRounded from '@mui/icons-material/TrendingDownRounded';
import type { PhanLoaiQuanLy, StockItem, StockWarningRule } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { DeferredTooltip } from '../../../components/deferred-tooltip';
import { PlainIcon } from '../../../components/plain-icon';
import { ManagementClassChip } from '../../../components/goods/management-class-chip';
import { ExpiryValue, QuantityValue } from '../../../components/stock/warning-value';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import type { StockListState, StockSort } from '../lib/stock-query';
import { BatchTable, type BatchActions } from './batch-table';
import styles from './stock-rows.module.css';

export interface StockRowsProps {
  items: readonly StockItem[];
  rules: readonly StockWarningRule[];
  sort: StockListState['sort'];
  onSort: (sort: StockListState['sort']) => void;
  onCard: (item: StockItem) => void;
  batchActions: BatchActions;
}

/** One goods item of the list, as a table row or a phone card. */
export type StockRowProps = Pick<StockRowsProps, 'rules' | 'onCard' | 'batchActions'> & {
  item: StockItem;
  expanded: boolean;
  onToggle: (id: string) => void;
};

/** Strength and unit: what tells two items of the same name apart. */
export function itemSubtitle(item: Pick<StockItem, 'ham_luong' | 'don_vi_tinh'>) {
  return [item.ham_luong, item.don_vi_tinh].filter(Boolean).join(' · ');
}

/** The "below minimum" marker, with the minimum on hover. */
export function BelowMinimumChip({ item }: { item: StockItem }) {
  const { t } = useTranslation('stock');
  if (!item.duoi_toi_thieu) return null;
  return (
    <DeferredTooltip
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
    </DeferredTooltip>
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

/** The name over its strength and unit, each cut with an ellipsis (as the catalogues' TwoLineCell). */
function TwoLineText({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <div className={styles.twoLine}>
      <span className={`${styles.ellipsis} ${styles.strong}`}>{title}</span>
      <span className={`${styles.ellipsis} ${styles.caption}`}>{subtitle}</span>
    </div>
  );
}

/** One goods item's row, and its batches below it once opened. */
const StockRow = memo(function StockRow({
  item,
  rules,
  expanded,
  onToggle,
  onCard,
  batchActions,
}: StockRowProps) {
  const { t } = useTranslation(['stock', 'goods']);
  const cell = styles.cell;
  const right = `${styles.cell} ${styles.right}`;
  return (
    <>
      <tr
        className={expanded ? `${styles.row} ${styles.expanded}` : styles.row}
        data-testid="stock-row"
        data-code={item.ma}
        aria-label={`${item.ma} ${item.ten}`}
      >
        <td className={`${cell} ${styles.narrow}`}>
          <button
            type="button"
            className={styles.iconButton}
            aria-expanded={expanded}
            aria-label={t('stock:show_batches', { code: item.ma, count: item.lo_hang.length })}
            data-testid="stock-row-expand"
            onClick={() => onToggle(item.hang_hoa_id)}
          >
            <PlainIcon name={expanded ? 'KeyboardArrowDownRounded' : 'KeyboardArrowRightRounded'} />
          </button>
        </td>
        <td className={`${cell} ${styles.code}`}>{item.ma}</td>
        <td className={`${cell} ${styles.name}`}>
          <TwoLineText title={item.ten} subtitle={itemSubtitle(item)} />
        </td>
        <td className={`${cell} ${styles.group}`}>
          <div className={styles.stack}>
            <span className={styles.anywhere}>{item.nhom_hang_hoa_ten}</span>
            <ManagementClassChip value={item.phan_loai_quan_ly as PhanLoaiQuanLy} hideOrdinary />
          </div>
        </td>
        <td className={right}>
          <QuantityValue value={item.so_luong} rules={rules} testId="stock-quantity" />
        </td>
        <td className={right}>{formatNumber(item.so_luong_giu)}</td>
        <td className={right}>
          <div className={`${styles.stack} ${styles.stackEnd}`}>
            <span>{formatNumber(item.kha_dung)}</span>
            <BelowMinimumChip item={item} />
          </div>
        </td>
        <td className={right}>{formatMoney(item.gia_tri)}</td>
        <td className={cell}>
          <ExpiryValue date={item.han_dung_gan_nhat} rules={rules} testId="stock-expiry" />
        </td>
        <td className={`${cell} ${styles.narrow}`}>
          <DeferredTooltip title={t('stock:card.open')}>
            <button
              type="button"
              className={styles.iconButton}
              aria-label={t('stock:card.open_for', { code: item.ma })}
              data-testid="stock-card-open"
              onClick={() => onCard(item)}
            >
              <PlainIcon name="MenuBookRounded" fontSize="small" />
            </button>
          </DeferredTooltip>
        </td>
      </tr>
      {expanded && (
        <tr>
          <td colSpan={10} className={`${cell} ${styles.detail}`}>
            <div className={styles.batches}>
              <BatchTable item={item} rules={rules} actions={batchActions} />
            </div>
          </td>
        </tr>
      )}
    </>
  );
});

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
  const toggle = useCallback(
    (id: string) =>
      setOpen((previous) => {
        const next = new Set(previous);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [],
  );
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
          {items.map((item) => (
            <StockRow
              key={item.hang_hoa_id}
              item={item}
              rules={rules}
              expanded={open.has(item.hang_hoa_id)}
              onToggle={toggle}
              onCard={onCard}
              batchActions={batchActions}
            />
          ))}
        </TableBody>
      </Table>
    </Box>
  );
});
