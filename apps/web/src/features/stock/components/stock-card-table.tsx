import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import MuiLink from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createLink } from '@tanstack/react-router';
import type { StockCardRow } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { formatNumber } from '../../../lib/i18n/numbers';
import type { StockCardLine } from '../lib/stock-card-lines';
import { voucherLink } from '../lib/stock-card-query';

/** A MUI link that navigates through the router (no page reload). */
const Link = createLink(MuiLink);

function VoucherNumber({ row, linked }: { row: StockCardRow; linked: boolean }) {
  if (!linked) return <>{row.so_phieu}</>;
  const target = voucherLink(row.loai_phieu, row.phieu_id);
  return (
    <Link to={target.to} search={target.search} sx={{ fontWeight: 600 }} data-testid="card-voucher-link">
      {row.so_phieu}
    </Link>
  );
}

/** One movement on a phone: date and voucher, what it was, the lot, then in or out and the balance. */
function MovementItem({ row, linked }: { row: StockCardRow; linked: boolean }) {
  const { t } = useTranslation('stock');
  return (
    <Box
      data-testid="card-movement"
      aria-label={`${row.so_phieu} ${row.so_lo}`}
      role="listitem"
      sx={{ display: 'flex', gap: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2">
          {formatDate(row.ngay_chung_tu)} · <VoucherNumber row={row} linked={linked} />
          {row.la_dao_nguoc && ` · ${t('card.reversal')}`}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="div">
          {[t(`card.kind.${row.loai_phieu}`), row.dien_giai].filter(Boolean).join(' · ')}
        </Typography>
        <Typography variant="caption" color="textSecondary" component="div">
          {`${t('batch.so_lo')} ${row.so_lo} · ${formatDate(row.han_dung)}`}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'right', whiteSpace: 'nowrap' }}>
        <Typography variant="body2" color={row.nhap ? 'success.main' : 'error.main'} sx={{ fontWeight: 600 }}>
          {row.nhap ? `+${formatNumber(row.nhap)}` : `−${formatNumber(row.xuat)}`}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {`${t('card.columns.balance')} ${formatNumber(row.ton)}`}
        </Typography>
      </Box>
    </Box>
  );
}

/** A balance line on a phone (opening, closing). */
function BalanceItem({
  label,
  value,
  detail,
  testId,
}: {
  label: string;
  value: number;
  detail?: string;
  testId: string;
}) {
  return (
    <Box
      data-testid={testId}
      role="listitem"
      sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, py: 1, px: 1, bgcolor: 'action.hover' }}
    >
      <Box>
        <Typography variant="body2" sx={{ fontWeight: 700 }}>
          {label}
        </Typography>
        {detail && (
          <Typography variant="caption" color="textSecondary">
            {detail}
          </Typography>
        )}
      </Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }} data-testid={`${testId}-balance`}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
}

/** The stock card as a list on a phone, where eight columns cannot fit. */
function StockCardList({ lines, linked }: { lines: readonly StockCardLine[]; linked: boolean }) {
  const { t } = useTranslation('stock');
  return (
    <Box role="list" aria-label={t('card.table_label')} data-testid="stock-card-table">
      {lines.map((line) => {
        switch (line.kind) {
          case 'opening':
            return (
              <BalanceItem
                key="opening"
                label={t('card.opening')}
                value={line.balance}
                testId="card-opening"
              />
            );
          case 'closing':
            return (
              <BalanceItem
                key="closing"
                label={t('card.closing')}
                value={line.balance}
                detail={`${t('card.columns.in')} ${formatNumber(line.received)} · ${t('card.columns.out')} ${formatNumber(line.issued)}`}
                testId="card-closing"
              />
            );
          case 'movement':
            return <MovementItem key={line.row.id} row={line.row} linked={linked} />;
        }
      })}
    </Box>
  );
}

/**
 * The lines of a stock card: opening balance, each movement (in, out, running balance; a
 * cancellation's reversing entry marked), totals and closing balance. On screen the voucher
 * numbers open the voucher; printed they are plain text.
 */
export function StockCardTable({
  lines,
  linked = true,
  compact = false,
}: {
  lines: readonly StockCardLine[];
  linked?: boolean;
  /** A list instead of the table (phones). */
  compact?: boolean;
}) {
  const { t } = useTranslation('stock');
  if (compact) return <StockCardList lines={lines} linked={linked} />;
  const right = 'right' as const;
  const strong = { fontWeight: 700 };
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label={t('card.table_label')}
        sx={{ minWidth: 860 }}
        data-testid="stock-card-table"
      >
        <TableHead>
          <TableRow>
            <TableCell>{t('card.columns.date')}</TableCell>
            <TableCell>{t('card.columns.voucher')}</TableCell>
            <TableCell>{t('card.columns.description')}</TableCell>
            <TableCell>{t('batch.so_lo')}</TableCell>
            <TableCell>{t('batch.han_dung')}</TableCell>
            <TableCell align={right}>{t('card.columns.in')}</TableCell>
            <TableCell align={right}>{t('card.columns.out')}</TableCell>
            <TableCell align={right}>{t('card.columns.balance')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => {
            switch (line.kind) {
              case 'opening':
                return (
                  <TableRow key="opening" data-testid="card-opening" sx={{ bgcolor: 'action.hover' }}>
                    <TableCell colSpan={7} sx={strong}>
                      {t('card.opening')}
                    </TableCell>
                    <TableCell align={right} sx={strong} data-testid="card-opening-balance">
                      {formatNumber(line.balance)}
                    </TableCell>
                  </TableRow>
                );
              case 'closing':
                return (
                  <TableRow key="closing" data-testid="card-closing" sx={{ bgcolor: 'action.hover' }}>
                    <TableCell colSpan={5} sx={strong}>
                      {t('card.closing')}
                    </TableCell>
                    <TableCell align={right} sx={strong}>
                      {formatNumber(line.received)}
                    </TableCell>
                    <TableCell align={right} sx={strong}>
                      {formatNumber(line.issued)}
                    </TableCell>
                    <TableCell align={right} sx={strong} data-testid="card-closing-balance">
                      {formatNumber(line.balance)}
                    </TableCell>
                  </TableRow>
                );
              case 'movement': {
                const { row } = line;
                return (
                  <TableRow
                    key={row.id}
                    data-testid="card-movement"
                    aria-label={`${row.so_phieu} ${row.so_lo}`}
                    sx={row.la_dao_nguoc ? { '& td': { fontStyle: 'italic' } } : undefined}
                  >
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.ngay_chung_tu)}</TableCell>
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <VoucherNumber row={row} linked={linked} />
                      {row.la_dao_nguoc && (
                        <Chip
                          size="small"
                          label={t('card.reversal')}
                          color="warning"
                          variant="outlined"
                          sx={{ ml: 1 }}
                          data-testid="card-reversal"
                        />
                      )}
                    </TableCell>
                    <TableCell sx={{ maxWidth: 240 }}>
                      {[t(`card.kind.${row.loai_phieu}`), row.dien_giai].filter(Boolean).join(' · ')}
                    </TableCell>
                    <TableCell>{row.so_lo}</TableCell>
                    <TableCell>{formatDate(row.han_dung)}</TableCell>
                    <TableCell align={right}>{row.nhap ? formatNumber(row.nhap) : ''}</TableCell>
                    <TableCell align={right}>{row.xuat ? formatNumber(row.xuat) : ''}</TableCell>
                    <TableCell align={right} sx={{ fontWeight: 600 }}>
                      {formatNumber(row.ton)}
                    </TableCell>
                  </TableRow>
                );
              }
            }
          })}
        </TableBody>
      </Table>
    </Box>
  );
}
