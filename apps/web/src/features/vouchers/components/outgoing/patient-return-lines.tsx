import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PatientReturnableBatch, VoucherDetail } from '@kho/contracts';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../../lib/i18n/dates';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { usePatientReturnable } from '../../api/patient-returnable';
import type { LineGoods } from '../../lib/lines/line-goods';
import { totalQuantity } from '../../lib/lines/line-totals';
import { isPatientReturn } from '../../lib/voucher-form';
import { goodsColumn, indexColumn, nameOfLine, quantityColumn, removeColumns } from '../lines/line-columns';
import type { LineColumnContext } from '../lines/line-columns';
import { LineTable } from '../lines/line-table';
import { LinesSection } from '../lines/lines-section';
import { OutgoingLines } from './outgoing-lines';
import { ReadText } from '../lines/read-text';
import { useInvalidLineReveal } from '../lines/use-line-window';

type LinesProps = Parameters<typeof OutgoingLines>[0];

/** The lines of a medicine return: a ward's batches from its stock, a patient's from what they received. */
export function MedicineReturnLines(props: LinesProps) {
  const patientId = useWatch({ control: props.control, name: 'benh_nhan_id' });
  if (!isPatientReturn({ benh_nhan_id: patientId })) return <OutgoingLines {...props} />;
  return <PatientReturnLines {...props} patientId={patientId ?? ''} />;
}

const goodsOfBatch = (b: PatientReturnableBatch): LineGoods => ({
  ma: b.hang_hoa_ma,
  ten: b.hang_hoa_ten,
  ham_luong: b.ham_luong,
  don_vi_tinh: b.don_vi_tinh,
});

/** The lot of a line: from what the patient received, or (a completed return) from what it took. */
function lotText(
  batch: PatientReturnableBatch | undefined,
  line: VoucherDetail['chi_tiet'][number] | undefined,
) {
  const taken = line?.phan_bo[0];
  const lot = batch ?? taken;
  return lot ? { lot: lot.so_lo, expiry: formatDate(lot.han_dung) } : null;
}

/**
 * A patient's return: each line is a batch dispensed to the patient from this warehouse, with
 * what was dispensed, what already came back and what may still be returned.
 */
function PatientReturnLines({
  control,
  readOnly,
  organisationId,
  detail,
  goods,
  patientId,
}: LinesProps & { patientId: string }) {
  const { t } = useTranslation('vouchers');
  const { fields, append, remove } = useFieldArray({ control, name: 'chi_tiet' });
  const lines = useWatch({ control, name: 'chi_tiet' }) ?? [];
  const warehouseId = useWatch({ control, name: 'kho_id' });
  const { errors, submitCount } = useFormState({ control, name: 'chi_tiet' });
  const reveal = useInvalidLineReveal(errors.chi_tiet, submitCount);
  const returnable = usePatientReturnable(
    patientId && warehouseId ? { organisationId, warehouseId, patientId, voucherId: detail?.id } : null,
  );
  const batches = returnable.data ?? [];
  const byBatch = new Map(batches.map((b) => [b.lo_hang_id, b]));
  const known = { ...goods, ...Object.fromEntries(batches.map((b) => [b.hang_hoa_id, goodsOfBatch(b)])) };
  const ctx: LineColumnContext = { t, goodsIds: lines.map((l) => l.hang_hoa_id), goods: known, readOnly };
  const onLines = new Set(lines.map((l) => l.lo_hang_id));
  const batchOf = (i: number) => byBatch.get(lines[i]?.lo_hang_id ?? '');

  const batchColumn = {
    key: 'lo_hang',
    header: t('lines.lo_tra'),
    width: 220,
    wide: true,
    render: (i: number) => {
      const lot = lotText(batchOf(i), detail?.chi_tiet[i]);
      return <ReadText testId="line-batch-text">{lot ? t('patient_return.lot', lot) : ''}</ReadText>;
    },
  };
  const quantity = quantityColumn(
    ctx,
    control as unknown as Parameters<typeof quantityColumn>[1],
    lines.map((l) => l.so_luong),
    t('lines.so_luong_tra'),
  );
  const adder = !readOnly && (
    <ReturnableAdder
      batches={batches}
      loading={returnable.isPending && !!patientId}
      onLines={onLines}
      onPick={(b) =>
        append(
          { hang_hoa_id: b.hang_hoa_id, lo_hang_id: b.lo_hang_id, so_luong: b.con_tra, ghi_chu: '' },
          { focusName: `chi_tiet.${fields.length}.so_luong` },
        )
      }
    />
  );
  const emptyText = !patientId
    ? t('patient_return.choose_patient')
    : returnable.isSuccess && batches.every((b) => b.con_tra <= 0)
      ? t('patient_return.nothing_returnable')
      : t('patient_return.empty');

  return (
    <LinesSection
      count={fields.length}
      adder={adder}
      error={errors.chi_tiet?.message ?? errors.chi_tiet?.root?.message}
      emptyText={emptyText}
    >
      <LineTable
        columns={[indexColumn(ctx), goodsColumn(ctx), batchColumn, quantity, ...removeColumns(ctx, remove)]}
        keys={fields.map((field) => field.id)}
        reveal={reveal}
        minWidth={720}
        title={(i) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {i + 1}. {nameOfLine(ctx, i)}
          </Typography>
        )}
        below={(i) => <ReturnableFigures batch={batchOf(i)} asked={lines[i]?.so_luong} hidden={readOnly} />}
        footer={
          <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 700 }}>
            {t('lines.totals.quantity')}: {formatNumber(totalQuantity(lines))}
          </Typography>
        }
      />
    </LinesSection>
  );
}

/** Under an editable line: dispensed, already returned, still returnable (red when asked above it). */
function ReturnableFigures({
  batch,
  asked,
  hidden,
}: {
  batch: PatientReturnableBatch | undefined;
  asked: unknown;
  hidden: boolean;
}) {
  const { t } = useTranslation('vouchers');
  if (!batch || hidden) return null;
  const above = typeof asked === 'number' && asked > batch.con_tra;
  return (
    <Typography
      variant="caption"
      component="div"
      color={above ? 'error' : 'text.secondary'}
      data-testid="returnable-info"
      sx={{ fontWeight: above ? 600 : 400 }}
    >
      {t('patient_return.figures', {
        dispensed: formatNumber(batch.da_cap),
        returned: formatNumber(batch.da_tra),
        returnable: formatNumber(batch.con_tra),
        unit: batch.don_vi_tinh,
      })}
    </Typography>
  );
}

/** Picks one of the patient's returnable batches to add as a line (each batch once). */
function ReturnableAdder({
  batches,
  loading,
  onLines,
  onPick,
}: {
  batches: PatientReturnableBatch[];
  loading: boolean;
  onLines: ReadonlySet<string | null | undefined>;
  onPick: (batch: PatientReturnableBatch) => void;
}) {
  const { t } = useTranslation(['vouchers', 'common']);
  const [input, setInput] = useState('');
  const options = batches.filter((b) => b.con_tra > 0);
  const label = (b: PatientReturnableBatch) =>
    `${b.hang_hoa_ma} - ${b.hang_hoa_ten} · ${t('vouchers:patient_return.lot', { lot: b.so_lo, expiry: formatDate(b.han_dung) })}`;
  return (
    <Box sx={{ flex: '1 1 320px', maxWidth: 560, minWidth: 0 }}>
      <Autocomplete<PatientReturnableBatch>
        options={options}
        value={null}
        inputValue={input}
        onInputChange={(_, next, reason) => setInput(reason === 'reset' ? '' : next)}
        onChange={(_, batch) => {
          if (batch) onPick(batch);
          setInput('');
        }}
        getOptionLabel={label}
        getOptionDisabled={(b) => onLines.has(b.lo_hang_id)}
        isOptionEqualToValue={(a, b) => a.lo_hang_id === b.lo_hang_id}
        loading={loading}
        blurOnSelect
        noOptionsText={t('vouchers:patient_return.nothing_returnable')}
        loadingText={t('common:combobox.loading')}
        renderOption={({ key, ...props }, b) => (
          <Box component="li" key={key} {...props} sx={{ display: 'block !important' }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {b.hang_hoa_ma} - {b.hang_hoa_ten}
            </Typography>
            <Typography variant="caption" color="textSecondary">
              {t('vouchers:patient_return.lot', { lot: b.so_lo, expiry: formatDate(b.han_dung) })} ·{' '}
              {onLines.has(b.lo_hang_id)
                ? t('vouchers:lines.already_added')
                : t('vouchers:patient_return.returnable', {
                    quantity: formatNumber(b.con_tra),
                    unit: b.don_vi_tinh,
                  })}
            </Typography>
          </Box>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label={t('vouchers:patient_return.add')}
            slotProps={{
              ...params.slotProps,
              htmlInput: { ...params.slotProps.htmlInput, 'data-testid': 'returnable-picker' },
            }}
          />
        )}
      />
    </Box>
  );
}
