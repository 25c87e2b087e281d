import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import LockOpenRounded from '@mui/icons-material/LockOpenRounded';
import LockRounded from '@mui/icons-material/LockRounded';
import MenuBookRounded from '@mui/icons-material/MenuBookRounded';
import type { StockBatch, StockItem, StockWarningRule } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { ExpiryValue, QuantityValue } from '../../../components/stock/warning-value';
import { formatDate } from '../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { BatchStateChips } from './batch-state-chip';

export interface BatchActions {
  onCard: (item: StockItem, batch: StockBatch) => void;
  /** Present for pharmacists and administrators only. */
  onBlock?: (item: StockItem, batch: StockBatch) => void;
}

/** The batches of one goods item (inside its expanded row, or its card on a phone). */
export function BatchTable({
  item,
  rules,
  actions,
}: {
  item: StockItem;
  rules: readonly StockWarningRule[];
  actions: BatchActions;
}) {
  const { t } = useTranslation('stock');
  const right = { align: 'right' as const };
  return (
    // Positioned: the hidden "actions" header is placed, and clipped, inside this scroll box. Placed
    // against the page, it stretched a phone's page to the table's width once a card was opened.
    <Box sx={{ overflowX: 'auto', position: 'relative' }}>
      <Table
        size="small"
        aria-label={t('batch.table_label', { code: item.ma })}
        sx={{ minWidth: 900, '& th': { whiteSpace: 'nowrap' }, '& td, & th': { px: 1 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('batch.so_lo')}</TableCell>
            <TableCell>{t('batch.han_dung')}</TableCell>
            <TableCell>{t('batch.ngay_san_xuat')}</TableCell>
            <TableCell {...right}>{t('columns.so_luong')}</TableCell>
            <TableCell {...right}>{t('columns.so_luong_giu')}</TableCell>
            <TableCell {...right}>{t('columns.kha_dung')}</TableCell>
            <TableCell {...right}>{t('batch.don_gia')}</TableCell>
            <TableCell {...right}>{t('columns.gia_tri')}</TableCell>
            <TableCell>{t('batch.nha_cung_cap')}</TableCell>
            <TableCell>{t('batch.trang_thai')}</TableCell>
            <TableCell {...right}>
              <Box component="span" sx={visuallyHidden}>
                {t('batch.actions')}
              </Box>
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {item.lo_hang.map((batch) => (
            <TableRow
              key={batch.lo_hang_id}
              data-testid="batch-row"
              data-lot={batch.so_lo}
              aria-label={t('batch.row_label', { code: item.ma, lot: batch.so_lo })}
              sx={batch.bi_khoa || batch.da_het_han ? { bgcolor: 'action.hover' } : undefined}
            >
              <TableCell sx={{ fontWeight: 600 }}>{batch.so_lo}</TableCell>
              <TableCell>
                <ExpiryValue date={batch.han_dung} rules={rules} testId="batch-expiry" />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(batch.ngay_san_xuat)}</TableCell>
              <TableCell {...right}>
                <QuantityValue value={batch.so_luong} rules={rules} testId="batch-quantity" />
              </TableCell>
              <TableCell {...right}>{formatNumber(batch.so_luong_giu)}</TableCell>
              <TableCell {...right}>{formatNumber(batch.kha_dung)}</TableCell>
              <TableCell {...right}>{formatMoney(batch.don_gia)}</TableCell>
              <TableCell {...right}>{formatMoney(batch.gia_tri)}</TableCell>
              <TableCell sx={{ minWidth: 160, maxWidth: 220 }}>{batch.nha_cung_cap_ten}</TableCell>
              <TableCell>
                <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
                  <BatchStateChips batch={batch} />
                </Box>
              </TableCell>
              <TableCell {...right} sx={{ whiteSpace: 'nowrap' }}>
                <Tooltip title={t('card.open_batch')}>
                  <IconButton
                    size="small"
                    aria-label={t('card.open_batch_for', { code: item.ma, lot: batch.so_lo })}
                    data-testid="batch-card-open"
                    onClick={() => actions.onCard(item, batch)}
                  >
                    <MenuBookRounded fontSize="small" />
                  </IconButton>
                </Tooltip>
                {actions.onBlock && (
                  <Tooltip title={batch.bi_khoa ? t('block.unblock') : t('block.block')}>
                    <IconButton
                      size="small"
                      data-testid="batch-block-toggle"
                      aria-label={t(batch.bi_khoa ? 'block.unblock_for' : 'block.block_for', {
                        lot: batch.so_lo,
                      })}
                      onClick={() => actions.onBlock?.(item, batch)}
                    >
                      {batch.bi_khoa ? (
                        <LockOpenRounded fontSize="small" />
                      ) : (
                        <LockRounded fontSize="small" />
                      )}
                    </IconButton>
                  </Tooltip>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: 1,
  margin: -1,
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: 1,
} as const;
