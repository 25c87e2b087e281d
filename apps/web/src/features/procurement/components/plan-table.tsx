import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/numbers';
import type { PlanLine } from '../lib/plan-lines';
import { QuantityInput } from './quantity-input';
import { TenderCell } from './tender-cell';

type Edit = (goodsId: string, value: number) => void;

function GoodsName({ line }: { line: PlanLine }) {
  const { row } = line;
  return (
    <Box sx={{ minWidth: 0 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {row.ten}
      </Typography>
      <Typography variant="caption" color="textSecondary">
        {row.ma} · {row.don_vi_tinh}
      </Typography>
    </Box>
  );
}

function Figure({ value, caption }: { value: string; caption?: string | undefined }) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end' }}>
      <span>{value}</span>
      {caption && (
        <Typography variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
          {caption}
        </Typography>
      )}
    </Box>
  );
}

function Cover({ line }: { line: PlanLine }) {
  const { t } = useTranslation('procurement');
  const { row } = line;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.25 }}>
      <span>{row.so_ngay_du_dung === null ? '—' : formatNumber(row.so_ngay_du_dung)}</span>
      {/* Running low compares the days of cover with the lead time: both are shown. */}
      <Typography
        variant="caption"
        color="textSecondary"
        sx={{ whiteSpace: 'nowrap' }}
        data-testid="plan-lead-time"
      >
        {t('hints.lead_time', { days: formatNumber(row.so_ngay_cho_hang) })}
      </Typography>
      {row.sap_het && <Chip size="small" color="error" label={t('hints.runs_out')} />}
    </Box>
  );
}

/** The plan, one goods item a row (a card on a phone): figures, the editable quantity, tenders and warnings. */
export function PlanTable({ lines, onEdit }: { lines: readonly PlanLine[]; onEdit: Edit }) {
  const { t } = useTranslation('procurement');
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const n = (value: number) => formatNumber(value);
  if (phone)
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }} data-testid="plan-table">
        {lines.map((line) => (
          <Paper
            key={line.row.hang_hoa_id}
            variant="outlined"
            sx={{ p: 1.5, display: 'grid', gap: 1 }}
            data-testid="plan-row"
          >
            <GoodsName line={line} />
            <Box
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 0.5, typography: 'caption' }}
            >
              <span>
                {t('columns.monthly')}: <b>{n(line.row.tieu_hao_thang)}</b>
              </span>
              <span>
                {t('columns.on_hand')}: <b>{n(line.row.ton_kho)}</b>
              </span>
              <span>
                {t('columns.coming')}: <b>{n(line.row.dang_ve)}</b>
              </span>
              <span>
                {t('columns.held')}: <b>{n(line.row.giu_cho)}</b>
              </span>
              <span>
                {t('columns.cover')}:{' '}
                <b>{line.row.so_ngay_du_dung === null ? '—' : n(line.row.so_ngay_du_dung)}</b>
              </span>
              <span>
                {t('columns.suggested')}: <b>{n(line.row.de_xuat)}</b>
              </span>
              <span data-testid="plan-lead-time">
                {t('columns.lead_time')}: <b>{n(line.row.so_ngay_cho_hang)}</b>
              </span>
            </Box>
            {line.row.sap_het && (
              <Chip size="small" color="error" label={t('hints.runs_out')} sx={{ justifySelf: 'start' }} />
            )}
            <QuantityInput line={line} onEdit={onEdit} />
            <TenderCell line={line} />
          </Paper>
        ))}
      </Box>
    );
  const headers: [string, boolean][] = [
    ['goods', false],
    ['monthly', true],
    ['on_hand', true],
    ['coming', true],
    ['cover', true],
    ['to_buy', true],
    ['tender', false],
  ];
  return (
    <TableContainer sx={{ maxHeight: '70vh' }}>
      <Table size="small" stickyHeader data-testid="plan-table">
        <TableHead>
          <TableRow>
            {headers.map(([key, numeric]) => (
              <TableCell
                key={key}
                align={numeric ? 'right' : 'left'}
                sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}
              >
                {key === 'monthly' ? (
                  <Tooltip title={t('hints.monthly')}>
                    <span>{t('columns.monthly')}</span>
                  </Tooltip>
                ) : (
                  t(`columns.${key}`)
                )}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.row.hang_hoa_id} hover data-testid="plan-row" sx={{ verticalAlign: 'top' }}>
              <TableCell sx={{ minWidth: 160 }}>
                <GoodsName line={line} />
              </TableCell>
              <TableCell align="right">
                <Figure
                  value={n(line.row.tieu_hao_thang)}
                  caption={t('hints.consumed', {
                    value: n(line.row.tieu_hao),
                    days: line.row.so_ngay_co_hang,
                  })}
                />
              </TableCell>
              <TableCell align="right">
                <Figure
                  value={n(line.row.ton_kho)}
                  caption={line.row.giu_cho > 0 ? t('hints.held', { value: n(line.row.giu_cho) }) : undefined}
                />
              </TableCell>
              <TableCell align="right">{n(line.row.dang_ve)}</TableCell>
              <TableCell align="right">
                <Cover line={line} />
              </TableCell>
              <TableCell align="right">
                <QuantityInput line={line} onEdit={onEdit} />
              </TableCell>
              <TableCell sx={{ minWidth: 200, maxWidth: 280 }}>
                <TenderCell line={line} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
