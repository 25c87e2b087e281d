import Typography from '@mui/material/Typography';
import type {
  GoodsSuggestion,
  LoaiPhieu,
  VoucherAllocation,
  VoucherDetail,
  VoucherLine,
} from '@kho/contracts';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { totalQuantity } from '../../lib/lines/line-totals';
import type { LineGoods } from '../../lib/lines/line-goods';
import { isEditable } from '../../lib/voucher-actions';
import type { OutgoingLinesForm } from '../../lib/lines/outgoing-lines-form';
import { BatchAvailability, BatchPicker, TakenBatches, type BatchQuery } from '../lines/batch-picker';
import {
  goodsColumn,
  GoodsAdder,
  indexColumn,
  nameOfLine,
  quantityColumn,
  removeColumns,
  type LineColumnContext,
} from '../lines/line-columns';
import { LineScanField, ScanAdderRow } from '../lines/line-scan-field';
import { LinesSection } from '../lines/lines-section';
import { useInvalidLineReveal } from '../lines/use-line-window';
import { LineTable } from '../lines/line-table';

/**
 * How a line gets its batch: `fefo` first-expiry-first-out unless the user picks one (issues,
 * transfers); `any` the user names the batch, expired and blocked ones included (a return gives
 * back exactly what it holds, and getting spoilt stock off the shelf is what it is for).
 */
export type BatchMode = 'fefo' | 'any';

/** The batches a submitted line holds: its allocations, or the batch it names (a return). */
function heldBatches(line: VoucherLine | undefined): VoucherAllocation[] {
  if (!line) return [];
  if (line.phan_bo.length > 0 || !line.lo_hang_id || !line.so_lo) return line.phan_bo;
  return [
    {
      lo_hang_id: line.lo_hang_id,
      so_lo: line.so_lo,
      han_dung: line.han_dung ?? '',
      so_luong: line.so_luong,
      don_gia: line.don_gia ?? 0,
    },
  ];
}

/**
 * The lines of an issue, transfer or return: goods and quantity, the batch with what is
 * available; once submitted, the batches each line reserved or took.
 */
export function OutgoingLines({
  control,
  readOnly,
  organisationId,
  detail,
  goods,
  onGoods,
  batchMode = 'fefo',
  voucherKind,
}: {
  control: Control<OutgoingLinesForm>;
  readOnly: boolean;
  organisationId: string;
  detail: VoucherDetail | null;
  goods: Readonly<Record<string, LineGoods>>;
  onGoods: (goods: GoodsSuggestion) => void;
  batchMode?: BatchMode;
  /** Tells the batch call which batches this kind may take. */
  voucherKind?: LoaiPhieu;
}) {
  const { t } = useTranslation('vouchers');
  const { fields, append, remove, update } = useFieldArray({ control, name: 'chi_tiet' });
  const lines = useWatch({ control, name: 'chi_tiet' }) ?? [];
  const warehouseId = useWatch({ control, name: 'kho_id' });
  const issueKind = useWatch({ control, name: 'loai_xuat' });
  const supplierId = useWatch({ control, name: 'nha_cung_cap_id' });
  const { errors, submitCount } = useFormState({ control, name: 'chi_tiet' });
  const reveal = useInvalidLineReveal(errors.chi_tiet, submitCount);
  const listError = errors.chi_tiet?.message ?? errors.chi_tiet?.root?.message;
  // Saved lines and form lines match one to one only while the voucher cannot be edited.
  const moved = detail && !isEditable(detail.trang_thai) ? detail.chi_tiet : null;
  const ctx: LineColumnContext = { t, goodsIds: lines.map((l) => l.hang_hoa_id), goods, readOnly };
  const queryOf = (i: number): BatchQuery => ({
    organisationId,
    warehouseId,
    goodsId: lines[i]?.hang_hoa_id ?? '',
    quantity: lines[i]?.so_luong,
    issueKind,
    voucherKind,
    supplierId,
  });

  const add = (item: GoodsSuggestion) => {
    onGoods(item);
    append(
      { hang_hoa_id: item.id, lo_hang_id: '', so_luong: undefined as unknown as number, ghi_chu: '' },
      // A chosen batch comes first: the quantity is checked against it.
      { focusName: `chi_tiet.${fields.length}.${batchMode === 'fefo' ? 'so_luong' : 'lo_hang_id'}` },
    );
  };

  const batchColumn = {
    key: 'lo_hang',
    header: t(batchMode === 'fefo' ? 'lines.lo_hang' : 'lines.lo_tra'),
    width: 300,
    wide: true,
    render: (i: number) =>
      moved ? (
        <TakenBatches batches={heldBatches(moved[i])} completed={detail?.trang_thai === 'HOAN_THANH'} />
      ) : (
        <BatchPicker
          control={control}
          index={i}
          query={queryOf(i)}
          disabled={readOnly}
          fefo={batchMode === 'fefo'}
          label={`${t(batchMode === 'fefo' ? 'lines.lo_hang' : 'lines.lo_tra')} ${nameOfLine(ctx, i)}`}
        />
      ),
  };
  const quantity = quantityColumn(
    ctx,
    control as unknown as Parameters<typeof quantityColumn>[1],
    lines.map((l) => l.so_luong),
  );
  const columns =
    batchMode === 'fefo'
      ? [indexColumn(ctx), goodsColumn(ctx), quantity, batchColumn, ...removeColumns(ctx, remove)]
      : [indexColumn(ctx), goodsColumn(ctx), batchColumn, quantity, ...removeColumns(ctx, remove)];

  return (
    <LinesSection
      count={fields.length}
      adder={
        !readOnly && (
          <ScanAdderRow>
            <LineScanField
              organisationId={organisationId}
              lines={lines}
              batchQuery={(goodsId) => ({ ...queryOf(-1), goodsId, quantity: undefined })}
              onAdd={(item, batchId) => {
                onGoods(item);
                append(
                  { hang_hoa_id: item.id, lo_hang_id: batchId, so_luong: 1, ghi_chu: '' },
                  { shouldFocus: false },
                );
              }}
              onIncrement={(i, quantity) => {
                const line = lines[i];
                if (line) update(i, { ...line, so_luong: quantity });
              }}
            />
            <GoodsAdder t={t} organisationId={organisationId} onPick={add} />
          </ScanAdderRow>
        )
      }
      error={listError}
      emptyText={t('lines.empty_outgoing')}
    >
      <LineTable
        columns={columns}
        keys={fields.map((field) => field.id)}
        reveal={reveal}
        minWidth={820}
        title={(i) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {i + 1}. {nameOfLine(ctx, i)}
          </Typography>
        )}
        below={
          moved || readOnly
            ? undefined
            : (i) =>
                lines[i]?.hang_hoa_id ? (
                  <BatchAvailability
                    query={queryOf(i)}
                    unit={goods[lines[i].hang_hoa_id]?.don_vi_tinh ?? ''}
                    proposal={batchMode === 'fefo'}
                  />
                ) : null
        }
        footer={
          <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 700 }}>
            {t('lines.totals.quantity')}: {formatNumber(totalQuantity(lines))}
          </Typography>
        }
      />
    </LinesSection>
  );
}
