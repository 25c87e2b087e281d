import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ProcurementRisk } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';

type Column<R> = { key: string; numeric?: boolean; value: (row: R) => string; phone?: boolean };

function RiskTable<R extends { hang_hoa_id: string }>({
  title,
  hint,
  empty,
  rows,
  columns,
  rowKey,
  testId,
}: {
  title: string;
  hint: string;
  empty: string;
  rows: readonly R[];
  columns: readonly Column<R>[];
  rowKey: (row: R) => string;
  testId: string;
}) {
  const { t } = useTranslation('procurement');
  // On a phone the table keeps the columns that matter and scrolls sideways for the rest.
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid={testId}>
      <Box>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {hint}
        </Typography>
      </Box>
      {rows.length === 0 ? (
        <Typography variant="body2" color="textSecondary">
          {empty}
        </Typography>
      ) : (
        <TableContainer>
          <Table size="small">
            <TableHead>
              <TableRow>
                {columns.map((c) => (
                  <TableCell
                    key={c.key}
                    align={c.numeric ? 'right' : 'left'}
                    sx={{
                      fontWeight: 600,
                      whiteSpace: { md: 'nowrap' },
                      display: c.phone === false ? { xs: 'none', md: 'table-cell' } : undefined,
                    }}
                  >
                    {t(`columns.${c.key}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={rowKey(row)} hover>
                  {columns.map((c) => (
                    <TableCell
                      key={c.key}
                      align={c.numeric ? 'right' : 'left'}
                      sx={{ display: c.phone === false ? { xs: 'none', md: 'table-cell' } : undefined }}
                    >
                      {c.value(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}

/** Goods that run out before the next delivery, and batches that expire before they are used. */
export function RiskView({ data }: { data: ProcurementRisk }) {
  const { t } = useTranslation('procurement');
  const n = (value: number | null) => (value === null ? '—' : formatNumber(value));
  const goods = (r: { ten: string; don_vi_tinh: string }) => `${r.ten} (${r.don_vi_tinh})`;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <RiskTable
        title={t('risk.low_stock')}
        hint={t('risk.low_stock_hint')}
        empty={t('risk.no_low_stock')}
        rows={data.sap_het}
        rowKey={(r) => r.hang_hoa_id}
        testId="risk-low-stock"
        columns={[
          { key: 'code', value: (r) => r.ma, phone: false },
          { key: 'name', value: goods },
          { key: 'monthly', numeric: true, value: (r) => n(r.tieu_hao_thang), phone: false },
          { key: 'on_hand', numeric: true, value: (r) => n(r.ton_kho - r.giu_cho) },
          { key: 'cover', numeric: true, value: (r) => n(r.so_ngay_du_dung) },
          { key: 'lead_time', numeric: true, value: (r) => n(r.so_ngay_cho_hang) },
        ]}
      />
      <RiskTable
        title={t('risk.expiry')}
        hint={t('risk.expiry_hint')}
        empty={t('risk.no_expiry')}
        rows={data.het_han}
        rowKey={(r) => r.lo_hang_id}
        testId="risk-expiry"
        columns={[
          { key: 'name', value: goods },
          { key: 'batch', value: (r) => r.so_lo, phone: false },
          { key: 'expiry', value: (r) => formatDate(r.han_dung) },
          { key: 'quantity', numeric: true, value: (r) => n(r.so_luong), phone: false },
          { key: 'used_before_expiry', numeric: true, value: (r) => n(r.dung_truoc_han), phone: false },
          { key: 'left_at_expiry', numeric: true, value: (r) => n(r.du_thua) },
          { key: 'value_at_risk', numeric: true, value: (r) => formatMoney(r.gia_tri_du_thua), phone: false },
        ]}
      />
    </Box>
  );
}
