import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Inventory2Rounded from '@mui/icons-material/Inventory2Rounded';
import type { GoodsRecord } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { ExpiryValue, QuantityValue } from '../../../components/stock/warning-value';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';
import { useStockWarningRules } from '../../../lib/stock/stock-warning-rules';
import { useGoodsStock } from '../api/goods-stock';

/**
 * The "Tồn kho" tab of a goods item: its batches in every warehouse the user may act in, expiry
 * coloured by the organisation's rules, with totals. Blocked or expired batches are marked.
 */
export function GoodsStockTab({
  record,
  organisationId,
}: {
  record: GoodsRecord;
  organisationId: string | null;
}) {
  const { t } = useTranslation('goods');
  const stock = useGoodsStock(organisationId, record.id);
  const rules = useStockWarningRules();
  const rows = stock.data ?? [];
  const sum = (pick: (row: (typeof rows)[number]) => number) =>
    rows.reduce((total, row) => total + pick(row), 0);
  const right = 'right' as const;

  if (stock.data && rows.length === 0)
    return (
      <EmptyState
        icon={<Inventory2Rounded />}
        title={t('goods.stock.empty')}
        description={t('goods.stock.empty_hint')}
      />
    );
  return (
    <Box data-testid="goods-stock">
      <Box sx={{ height: 4 }}>{stock.isFetching && <LinearProgress />}</Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('goods.stock.table_label')} sx={{ minWidth: 760 }}>
          <TableHead>
            <TableRow>
              <TableCell>{t('goods.stock.warehouse')}</TableCell>
              <TableCell>{t('goods.stock.lot')}</TableCell>
              <TableCell>{t('goods.stock.expiry')}</TableCell>
              <TableCell align={right}>{t('goods.stock.on_hand')}</TableCell>
              <TableCell align={right}>{t('goods.stock.reserved')}</TableCell>
              <TableCell align={right}>{t('goods.stock.available')}</TableCell>
              <TableCell align={right}>{t('goods.stock.value')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow
                key={`${row.kho_id}-${row.lo_hang_id}`}
                data-testid="goods-stock-row"
                aria-label={`${row.kho_ma} ${row.so_lo}`}
                sx={row.bi_khoa || row.da_het_han ? { bgcolor: 'action.hover' } : undefined}
              >
                <TableCell>{`${row.kho_ten} (${row.kho_ma})`}</TableCell>
                <TableCell sx={{ fontWeight: 600 }}>
                  {row.so_lo}
                  {row.bi_khoa && (
                    <Box
                      component="span"
                      sx={{ ml: 1, color: 'error.main', fontWeight: 400 }}
                      title={row.ly_do_khoa ?? ''}
                    >
                      {t('goods.stock.blocked')}
                    </Box>
                  )}
                </TableCell>
                <TableCell>
                  <ExpiryValue date={row.han_dung} rules={rules} inline testId="goods-stock-expiry" />
                </TableCell>
                <TableCell align={right}>
                  <QuantityValue value={row.so_luong} rules={rules} />
                </TableCell>
                <TableCell align={right}>{formatNumber(row.so_luong_giu)}</TableCell>
                <TableCell align={right}>{formatNumber(row.kha_dung)}</TableCell>
                <TableCell align={right}>{formatMoney(row.gia_tri)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
          {rows.length > 0 && (
            <TableFooter>
              <TableRow
                data-testid="goods-stock-total"
                sx={{ '& td': { fontWeight: 700, color: 'text.primary' } }}
              >
                <TableCell colSpan={3}>
                  {t('goods.stock.total', { count: rows.length, unit: record.don_vi_tinh })}
                </TableCell>
                <TableCell align={right}>{formatNumber(sum((r) => r.so_luong))}</TableCell>
                <TableCell align={right}>{formatNumber(sum((r) => r.so_luong_giu))}</TableCell>
                <TableCell align={right}>{formatNumber(sum((r) => r.kha_dung))}</TableCell>
                <TableCell
                  align={right}
                >{`${formatMoney(sum((r) => r.gia_tri))} ${t('goods.currency')}`}</TableCell>
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </Box>
    </Box>
  );
}
