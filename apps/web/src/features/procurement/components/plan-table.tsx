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
        {row.ham_luong ? ` ${row.ham_luong}` : ''}
      </Typography>
      <Typography variant="caption" color="text.secondary">
        {row.ma} · {row.don_vi_tinh}
      </Typography>
    </Box>
  );
}

function Cover({ line, total }: { line: PlanLine; total: number }) {
  const { t } = useTranslation('procurement');
  const { row } = line;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.25 }}>
      <span>{row.so_ngay_du_dung === null ? '—' : formatNumber(row.so_ngay_du_dung)}</span>
      {row.sap_het && <Chip size="small" color="error" label={t('hints.runs_out')} />}
      <Typography variant="caption" color="text.secondary">
        {t('hints.days_in_stock', { days: row.so_ngay_co_hang, total })}
      </Typography>
    </Box>
  );
}

/** The plan, one goods item a row (a card on a phone): figures, the editable quantity, tenders and warnings. */
export function PlanTable({
  lines,
  periodDays,
  onEdit,
}: {
  lines: readonly PlanLine[];
  periodDays: number;
  onEdit: Edit;
}) {
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
    ['consumed', true],
    ['monthly', true],
    ['on_hand', true],
    ['held', true],
    ['coming', true],
    ['cover', true],
    ['suggested', true],
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
              <TableCell sx={{ minWidth: 200 }}>
                <GoodsName line={line} />
              </TableCell>
              <TableCell align="right">{n(line.row.tieu_hao)}</TableCell>
              <TableCell align="right">{n(line.row.tieu_hao_thang)}</TableCell>
              <TableCell align="right">{n(line.row.ton_kho)}</TableCell>
              <TableCell align="right">{n(line.row.giu_cho)}</TableCell>
              <TableCell align="right">{n(line.row.dang_ve)}</TableCell>
              <TableCell align="right">
                <Cover line={line} total={periodDays} />
              </TableCell>
              <TableCell align="right">
                <Tooltip
                  title={
                    line.row.so_luong_dong_goi ? t('hints.pack', { pack: n(line.row.so_luong_dong_goi) }) : ''
                  }
                >
                  <span>{n(line.row.de_xuat)}</span>
                </Tooltip>
              </TableCell>
              <TableCell align="right">
                <QuantityInput line={line} onEdit={onEdit} />
              </TableCell>
              <TableCell sx={{ minWidth: 240 }}>
                <TenderCell line={line} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
