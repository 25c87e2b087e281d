import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { addFoundBatchSchema, type GoodsSuggestion, type StocktakeDetail } from '@kho/contracts';
import { useTranslation } from 'react-i18next';
import { GoodsPicker } from '../../../../components/goods/goods-picker';
import { ApiError } from '../../../../lib/api/api-client';
import { formatDate } from '../../../../lib/i18n/dates';
import { validationText } from '../../../../lib/i18n/i18n';
import { formatMoney } from '../../../../lib/i18n/numbers';
import { toast } from '../../../../lib/ui/toast';
import { parseNumberInput } from '../../../../components/form/form-number-field';
import { IdempotencyKeys, isRetryable } from '../../../../lib/api/idempotency-keys';
import type { ScanIntent } from '../../../vouchers/lib/lines/scan';
import { addFoundBatch } from '../../api/add-found-batch';
import { useGoodsBatches } from '../../api/goods-batches';
import { stocktakeKey } from '../../api/get-stocktake';

/** What a scan already knows of the found batch (null: nothing, the user picks the goods). */
export type FoundPrefill = { goods: GoodsSuggestion; batch: ScanIntent['batch'] } | null;

const NO_TAKEN = new Set<string>();
const num = (text: string) => {
  const v = parseNumberInput(text);
  return typeof v === 'number' ? v : v === undefined ? null : Number.NaN;
};

/**
 * A batch found on the shelf that the snapshot does not list: a batch the organisation already
 * knows (bought for another warehouse) or a new lot with its expiry and cost, with its count.
 */
export function FoundBatchDialog({
  detail,
  organisationId,
  prefill,
  flush,
  onClose,
}: {
  detail: StocktakeDetail;
  organisationId: string;
  prefill: FoundPrefill;
  flush: () => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useTranslation('stocktake');
  const queryClient = useQueryClient();
  const [keys] = useState(() => new IdempotencyKeys());
  const [goods, setGoods] = useState<GoodsSuggestion | null>(prefill?.goods ?? null);
  const batches = useGoodsBatches(organisationId, goods?.id ?? null);
  const onSheet = useMemo(() => new Set(detail.dong.map((l) => l.lo_hang_id)), [detail.dong]);
  const known = useMemo(() => {
    const seen = new Map<string, { id: string; so_lo: string; han_dung: string; don_gia: number }>();
    for (const b of batches.data ?? [])
      if (!onSheet.has(b.lo_hang_id))
        seen.set(b.lo_hang_id, {
          id: b.lo_hang_id,
          so_lo: b.so_lo,
          han_dung: b.han_dung,
          don_gia: b.don_gia,
        });
    return [...seen.values()];
  }, [batches.data, onSheet]);
  const [mode, setMode] = useState<'new' | 'known'>('new');
  const [batchId, setBatchId] = useState('');
  const [lot, setLot] = useState(prefill?.batch.so_lo ?? '');
  const [expiry, setExpiry] = useState(prefill?.batch.han_dung ?? '');
  const [price, setPrice] = useState('');
  const [count, setCount] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!goods) return setErrors({ hang_hoa_id: 'validation.required' });
    setRefusal(null);
    if (!(await flush())) return setRefusal(t('found.save_first'));
    const current =
      queryClient.getQueryData<StocktakeDetail>(stocktakeKey(organisationId, detail.id)) ?? detail;
    const candidate = {
      to_chuc: organisationId,
      phien_ban: current.phien_ban,
      hang_hoa_id: goods.id,
      ...(mode === 'known'
        ? { lo_hang_id: batchId || null }
        : { lo_hang_id: null, so_lo: lot, han_dung: expiry || null, don_gia: num(price) }),
      so_luong_thuc_te: num(count),
      ghi_chu: note,
    };
    const parsed = addFoundBatchSchema.safeParse(candidate);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      const fresh = await addFoundBatch(detail.id, parsed.data, keys.keyFor('found', parsed.data));
      keys.done('found');
      queryClient.setQueryData(stocktakeKey(organisationId, detail.id), fresh);
      toast.success(t('found.added', { lot: fresh.dong.at(-1)?.so_lo ?? lot }));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (!isRetryable(error.status)) keys.done('found');
      setRefusal(error.message);
    } finally {
      setBusy(false);
    }
  };

  const err = (key: string) => (errors[key] ? validationText(errors[key]) : undefined);
  const field = (key: string, label: string, value: string, set: (v: string) => void, extra: object = {}) => (
    <TextField
      size="small"
      label={label}
      value={value}
      onChange={(e) => set(e.target.value)}
      error={!!errors[key]}
      helperText={err(key)}
      slotProps={{ htmlInput: { 'data-testid': `found-${key}` } }}
      {...extra}
    />
  );

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" data-testid="found-dialog">
      <DialogTitle>{t('found.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography variant="body2" color="textSecondary">
          {t('found.hint')}
        </Typography>
        {goods ? (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Typography sx={{ fontWeight: 600, flex: 1 }} data-testid="found-goods">
              {goods.ma} · {goods.ten} {goods.ham_luong ?? ''} ({goods.don_vi_tinh})
            </Typography>
            <Button size="small" onClick={() => setGoods(null)}>
              {t('found.change_goods')}
            </Button>
          </Box>
        ) : (
          <GoodsPicker
            organisationId={organisationId}
            taken={NO_TAKEN}
            onPick={setGoods}
            label={t('found.goods')}
            placeholder={t('found.goods_placeholder')}
            alreadyAdded=""
          />
        )}
        {errors.hang_hoa_id && (
          <Typography color="error" variant="caption">
            {err('hang_hoa_id')}
          </Typography>
        )}
        <ToggleButtonGroup
          exclusive
          size="small"
          value={mode}
          onChange={(_, v: 'new' | 'known' | null) => v && setMode(v)}
        >
          <ToggleButton value="new" data-testid="found-mode-new">
            {t('found.new_lot')}
          </ToggleButton>
          <ToggleButton value="known" disabled={!goods || known.length === 0} data-testid="found-mode-known">
            {t('found.known_lot', { count: known.length })}
          </ToggleButton>
        </ToggleButtonGroup>
        {mode === 'known' ? (
          <TextField
            select
            size="small"
            label={t('found.batch')}
            value={batchId}
            onChange={(e) => setBatchId(e.target.value)}
            error={!!errors.so_lo}
            helperText={err('so_lo')}
          >
            {known.map((b) => (
              <MenuItem key={b.id} value={b.id}>
                {t('found.batch_option', {
                  lot: b.so_lo,
                  expiry: formatDate(b.han_dung),
                  price: formatMoney(b.don_gia),
                })}
              </MenuItem>
            ))}
          </TextField>
        ) : (
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' } }}>
            {field('so_lo', t('lines.lot'), lot, setLot, { required: true })}
            {field('han_dung', t('lines.expiry'), expiry, setExpiry, {
              type: 'date',
              required: true,
              slotProps: { inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'found-han_dung' } },
            })}
            {field('don_gia', t('lines.price'), price, setPrice, { required: true, inputMode: 'decimal' })}
          </Box>
        )}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          {field('so_luong_thuc_te', t('lines.counted'), count, setCount, { required: true })}
          {field('ghi_chu', t('lines.note'), note, setNote)}
        </Box>
        {refusal && (
          <Alert severity="error" data-testid="found-refusal">
            {refusal}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('actions.close')}</Button>
        <Button variant="contained" disabled={busy} onClick={() => void submit()} data-testid="found-confirm">
          {t('found.add')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
