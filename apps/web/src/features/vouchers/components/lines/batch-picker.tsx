import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { BatchOption, LoaiPhieu, LoaiXuat, VoucherAllocation } from '@kho/contracts';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/i18n/dates';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { useBatchOptions } from '../../api/batch-options';
import type { OutgoingLinesForm } from '../../lib/lines/outgoing-lines-form';

/** The quantity typed settles this long before FEFO is asked to split it. */
const QUANTITY_DEBOUNCE_MS = 300;

function useSettled<T>(value: T): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), QUANTITY_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return settled;
}

export interface BatchQuery {
  organisationId: string;
  warehouseId: string;
  goodsId: string;
  quantity: unknown;
  issueKind?: LoaiXuat | undefined;
  voucherKind?: LoaiPhieu | undefined;
  supplierId?: string | undefined;
}

function useLineBatches({ quantity, ...query }: BatchQuery) {
  const settled = useSettled(typeof quantity === 'number' && quantity > 0 ? quantity : undefined);
  return useBatchOptions({ ...query, quantity: settled });
}

function whyNot(option: BatchOption, t: (key: string) => string): string {
  return [option.da_het_han ? t('batch.expired') : null, option.bi_khoa ? t('batch.blocked') : null]
    .filter(Boolean)
    .join(', ');
}

/**
 * The batch of an issue or transfer line: first-expiry-first-out by default, or one batch the user
 * chooses; without `fefo` (a return) the user must choose. Expired and blocked batches are listed
 * with the reason, disabled unless the voucher may take them (the server says which may be chosen).
 */
export function BatchPicker({
  control,
  index,
  query,
  disabled,
  label,
  fefo = true,
}: {
  control: Control<OutgoingLinesForm>;
  index: number;
  query: BatchQuery;
  disabled: boolean;
  label: string;
  fefo?: boolean;
}) {
  const { t } = useTranslation('vouchers');
  const batches = useLineBatches(query);
  const options = batches.data?.lo_hang ?? [];
  return (
    <Controller
      control={control}
      name={`chi_tiet.${index}.lo_hang_id`}
      render={({ field, fieldState }) => {
        const value = typeof field.value === 'string' ? field.value : '';
        return (
          <TextField
            select
            size="small"
            fullWidth
            name={field.name}
            inputRef={field.ref}
            value={options.some((o) => o.lo_hang_id === value) ? value : ''}
            onChange={(e) => field.onChange(e.target.value)}
            onBlur={field.onBlur}
            disabled={disabled}
            error={fieldState.invalid}
            helperText={fieldState.invalid && !fefo ? t('batch.required') : undefined}
            slotProps={{
              htmlInput: { 'aria-label': label, 'data-testid': 'line-batch' },
              // Show the FEFO choice ('' value) as text rather than an empty box.
              select: { displayEmpty: true },
            }}
          >
            <MenuItem value="" disabled={!fefo}>
              {fefo ? t('batch.fefo') : t(options.length > 0 ? 'batch.choose' : 'batch.none')}
            </MenuItem>
            {options.map((option) => {
              const reason = whyNot(option, t);
              return (
                <MenuItem key={option.lo_hang_id} value={option.lo_hang_id} disabled={!option.chon_duoc}>
                  <Box>
                    <Typography variant="body2">
                      {t('batch.option', {
                        lot: option.so_lo,
                        expiry: formatDate(option.han_dung),
                        available: formatNumber(option.kha_dung),
                      })}
                    </Typography>
                    {reason && (
                      <Typography variant="caption" color="error">
                        {reason}
                      </Typography>
                    )}
                  </Box>
                </MenuItem>
              );
            })}
          </TextField>
        );
      }}
    />
  );
}

/** Under an editable line: what is available and how FEFO would take the quantity. */
export function BatchAvailability({
  query,
  unit,
  proposal: withProposal = true,
}: {
  query: BatchQuery;
  unit: string;
  /** How FEFO would split the quantity: only where FEFO picks. */
  proposal?: boolean;
}) {
  const { t } = useTranslation('vouchers');
  const batches = useLineBatches(query);
  const data = batches.data;
  if (!data) return null;
  if (data.lo_hang.length === 0) {
    return (
      <Typography variant="caption" color="error" component="div" data-testid="batch-info">
        {t('batch.none')}
      </Typography>
    );
  }
  const proposal = withProposal ? data.lo_hang.filter((o) => o.de_xuat > 0) : [];
  return (
    <Box data-testid="batch-info" sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2 }}>
      <Typography variant="caption" color="textSecondary">
        {t('batch.available', { quantity: formatNumber(data.tong_kha_dung), unit })}
      </Typography>
      {proposal.length > 0 && (
        <Typography variant="caption" color="textSecondary" data-testid="fefo-proposal">
          {t('batch.proposal', {
            batches: proposal.map((o) => `${o.so_lo} (${formatNumber(o.de_xuat)})`).join(', '),
          })}
        </Typography>
      )}
      {withProposal && data.thieu > 0 && (
        <Typography variant="caption" color="error" sx={{ fontWeight: 600 }}>
          {t('batch.short', { quantity: formatNumber(data.thieu), unit })}
        </Typography>
      )}
    </Box>
  );
}

/** Under a submitted or completed line: the batches it reserved or took (phan_bo). */
export function TakenBatches({
  batches,
  completed,
}: {
  batches: readonly VoucherAllocation[];
  completed: boolean;
}) {
  const { t } = useTranslation('vouchers');
  if (batches.length === 0) return null;
  return (
    <Typography variant="caption" component="div" data-testid="allocations" sx={{ color: 'text.secondary' }}>
      <strong>{t(completed ? 'batch.taken' : 'batch.reserved')}:</strong>{' '}
      {batches.map((b) => (
        <Box component="span" key={b.lo_hang_id} data-testid="allocation" data-lot={b.so_lo} sx={{ mr: 1.5 }}>
          {t('batch.taken_item', {
            lot: b.so_lo,
            expiry: formatDate(b.han_dung),
            quantity: formatNumber(b.so_luong),
          })}
        </Box>
      ))}
    </Typography>
  );
}
