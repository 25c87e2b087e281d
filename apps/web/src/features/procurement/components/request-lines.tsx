import type { ProcurementRequestDetail } from '@kho/contracts';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatMoney, formatNumber } from '../../../lib/i18n/numbers';

/**
 * A request's lines on screen: the goods (with its tender and the suggestion when the quantity
 * differs), the quantity to buy and its value. Four columns, so a phone shows them without scrolling.
 */
export function RequestLines({ request }: { request: ProcurementRequestDetail }) {
  const { t } = useTranslation('procurement');
  return (
    <Table size="small" data-testid="request-lines">
      <TableHead>
        <TableRow>
          <TableCell>{t('columns.goods')}</TableCell>
          <TableCell align="right">{t('columns.to_buy')}</TableCell>
          <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
            {t('columns.price')}
          </TableCell>
          <TableCell align="right">{t('columns.value')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {request.chi_tiet.map((l) => (
          <TableRow key={l.id} data-testid="request-line">
            <TableCell>
              <Box sx={{ fontWeight: 600 }}>{l.ten_hang_hoa}</Box>
              <Typography variant="caption" color="textSecondary">
                {[l.ma_hang_hoa, l.goi_thau_ma].filter(Boolean).join(' · ')}
                {l.so_luong !== l.so_luong_de_xuat &&
                  ` · ${t('request.suggested', { quantity: formatNumber(l.so_luong_de_xuat) })}`}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatNumber(l.so_luong)} {l.don_vi_tinh}
            </TableCell>
            <TableCell align="right" sx={{ display: { xs: 'none', sm: 'table-cell' } }}>
              {l.don_gia === null ? '—' : formatMoney(l.don_gia)}
            </TableCell>
            <TableCell align="right">{formatMoney(l.thanh_tien)}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableCell colSpan={2} sx={{ fontWeight: 700 }}>
            {t('export.total')}
          </TableCell>
          <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }} />
          <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="request-total">
            {formatMoney(request.tong_tien)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}
