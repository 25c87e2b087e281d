import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import CloseRounded from '@mui/icons-material/CloseRounded';
import GridOnRounded from '@mui/icons-material/GridOnRounded';
import PrintRounded from '@mui/icons-material/PrintRounded';
import { DEFAULT_PAGE_SIZE } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/dates';
import { useBatchOptions } from '../api/batch-options';
import { useStockCard } from '../api/stock-card';
import { stockCardLines } from '../lib/stock-card-lines';
import { toStockCardQuery, type StockCardState } from '../lib/stock-card-query';
import { useOfficialFormPrint } from '../../../components/print/use-official-form-print';
import { exportOfficialForm, type FormLink } from '../../../lib/api/official-forms';
import { StockCardTable } from './stock-card-table';

/**
 * The stock card (thẻ kho) of a goods item in the selected warehouse, over the stock screen. Its
 * state lives in the URL (lib/stock-card-query), so the card of an item can be shared.
 */
export function StockCardDialog({
  state,
  scope,
  onChange,
  onClose,
}: {
  state: StockCardState | null;
  scope: { organisationId: string; warehouseId: string };
  onChange: (next: StockCardState) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('stock');
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('md'));
  const narrow = useMediaQuery(theme.breakpoints.down('sm'));
  const query = state ? toStockCardQuery(state, scope) : null;
  const card = useStockCard(query);
  const batches = useBatchOptions(state ? { ...scope, goodsId: state.goodsId } : null);
  const printing = useOfficialFormPrint();
  const [exporting, setExporting] = useState(false);
  const data = card.data;
  const pages = data ? Math.max(1, Math.ceil(data.count / DEFAULT_PAGE_SIZE)) : 1;
  const rangeInvalid = state !== null && state.to < state.from;

  /** The card on paper and in Excel is form 04D (TT 22/2011), over the whole range. */
  const formLink = (current: StockCardState): FormLink => {
    const { page: _page, page_size: _size, ...query } = toStockCardQuery(current, scope);
    return { key: '04D', path: 'the-kho', query };
  };
  const download = async () => {
    if (!state) return;
    setExporting(true);
    try {
      await exportOfficialForm(formLink(state), t('card.title'));
    } catch {
      // The API client has told the user why.
    } finally {
      setExporting(false);
    }
  };

  const heading = data ? `${data.card.hang_hoa_ma} · ${data.card.hang_hoa_ten}` : t('card.title');
  return (
    <Dialog
      open={state !== null}
      onClose={onClose}
      fullWidth
      maxWidth="lg"
      fullScreen={phone}
      aria-labelledby="stock-card-title"
      data-testid="stock-card"
    >
      <DialogTitle id="stock-card-title" sx={{ pr: 6 }}>
        <Typography variant="overline" component="div" color="textSecondary" sx={{ lineHeight: 1.4 }}>
          {t('card.title')}
          {data && ` · ${data.card.kho_ten} · ${data.card.don_vi_tinh}`}
        </Typography>
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {heading}
        </Box>
        <IconButton
          aria-label={t('actions.close')}
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseRounded />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {state && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mb: 2 }}>
            <TextField
              type="date"
              size="small"
              label={t('card.from')}
              value={state.from}
              onChange={(e) => e.target.value && onChange({ ...state, from: e.target.value, page: 1 })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'card-from' } }}
              sx={{ flex: { xs: '1 1 40%', sm: '0 0 170px' } }}
            />
            <TextField
              type="date"
              size="small"
              label={t('card.to')}
              value={state.to}
              error={rangeInvalid}
              helperText={rangeInvalid ? t('card.range_invalid') : undefined}
              onChange={(e) => e.target.value && onChange({ ...state, to: e.target.value, page: 1 })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'card-to' } }}
              sx={{ flex: { xs: '1 1 40%', sm: '0 0 170px' } }}
            />
            <TextField
              select
              size="small"
              label={t('card.batch')}
              value={batches.data?.lo_hang.some((b) => b.lo_hang_id === state.batchId) ? state.batchId : ''}
              onChange={(e) => onChange({ ...state, batchId: e.target.value, page: 1 })}
              slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
              sx={{ flex: { xs: '1 1 100%', sm: '0 1 260px' } }}
            >
              <MenuItem value="">{t('card.all_batches')}</MenuItem>
              {(batches.data?.lo_hang ?? []).map((batch) => (
                <MenuItem key={batch.lo_hang_id} value={batch.lo_hang_id}>
                  {t('card.batch_option', { lot: batch.so_lo, expiry: formatDate(batch.han_dung) })}
                </MenuItem>
              ))}
            </TextField>
          </Box>
        )}
        <Box sx={{ height: 4 }}>{card.isFetching && <LinearProgress />}</Box>
        {data && (
          <StockCardTable
            compact={narrow}
            lines={stockCardLines(data.card, {
              page: state?.page ?? 1,
              count: data.count,
              pageSize: DEFAULT_PAGE_SIZE,
            })}
          />
        )}
        {data && data.count === 0 && (
          <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5 }} data-testid="card-no-movement">
            {t('card.no_movement')}
          </Typography>
        )}
        {state && pages > 1 && (
          <Pagination
            count={pages}
            page={Math.min(state.page, pages)}
            onChange={(_, page) => onChange({ ...state, page })}
            size="small"
            sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<PrintRounded />}
          disabled={!data || !state || printing.busy}
          onClick={() => state && void printing.print(formLink(state))}
          data-testid="card-print"
        >
          {t('actions.print')}
        </Button>
        <Button
          startIcon={<GridOnRounded />}
          disabled={!data || exporting}
          onClick={() => void download()}
          data-testid="card-excel"
        >
          {t('actions.export')}
        </Button>
        <Button onClick={onClose}>{t('actions.close')}</Button>
      </DialogActions>
      {printing.paper}
    </Dialog>
  );
}
