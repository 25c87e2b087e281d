import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import type { TenderCheckMismatch } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../lib/i18n/numbers';
import { useTenderCheck } from '../api/tender-check';

const NUMBER_COLUMNS = [
  'so_luong_trung',
  'so_luong_da_nhap',
  'nhap_theo_so_cai',
  'tra_nha_cung_cap',
  'so_luong_tinh_lai',
  'chenh_lech',
] as const satisfies readonly (keyof TenderCheckMismatch)[];

/**
 * The administrator's tender check (docs/inventory.md): every tender line of the organisation, or
 * of one tender, whose received quantity differs from its approved receipts less its goods returns.
 * It only reads; a mismatch is for the administrator to investigate.
 */
export function TenderCheckDialog({
  open,
  onClose,
  organisationId,
  tender,
}: {
  open: boolean;
  onClose: () => void;
  organisationId: string;
  /** One tender (its detail page), or the whole organisation when left out. */
  tender?: { id: string; ma: string };
}) {
  const { t } = useTranslation('tenders');
  const check = useTenderCheck(organisationId, tender?.id ?? null, open);
  const data = check.data;

  return (
    <Dialog open={open} onClose={onClose} maxWidth="lg" fullWidth aria-labelledby="tender-check-title">
      <DialogTitle id="tender-check-title">
        {tender ? t('check.title_one', { code: tender.ma }) : t('check.title')}
      </DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="tender-check">
        <Alert severity="info" variant="outlined">
          {t('check.description')}
        </Alert>
        {check.isFetching && <LinearProgress />}
        {check.isError && <Alert severity="error">{check.error.message}</Alert>}
        {data && !check.isFetching && (
          <Alert severity={data.khop ? 'success' : 'warning'} data-testid="tender-check-result">
            {data.khop
              ? t('check.consistent', { count: data.so_dong_kiem_tra })
              : t('check.mismatches', { count: data.sai_lech.length, checked: data.so_dong_kiem_tra })}
          </Alert>
        )}
        {data && data.sai_lech.length > 0 && (
          <TableContainer>
            <Table size="small" data-testid="tender-check-mismatches">
              <TableHead>
                <TableRow>
                  <TableCell>{t('check.columns.goi_thau')}</TableCell>
                  <TableCell>{t('check.columns.hang_hoa')}</TableCell>
                  {NUMBER_COLUMNS.map((column) => (
                    <TableCell key={column} align="right">
                      {t(`check.columns.${column}`)}
                    </TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.sai_lech.map((row) => (
                  <TableRow key={row.goi_thau_chi_tiet_id}>
                    <TableCell>{`${row.goi_thau_ma} · ${row.so_quyet_dinh}`}</TableCell>
                    <TableCell>{`${row.hang_hoa_ma} - ${row.hang_hoa_ten}`}</TableCell>
                    {NUMBER_COLUMNS.map((column) => (
                      <TableCell key={column} align="right">
                        {formatNumber(row[column])}
                      </TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void check.refetch()} disabled={check.isFetching}>
          {t('check.again')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('check.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
