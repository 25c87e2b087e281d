import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import AutoFixHighRounded from '@mui/icons-material/AutoFixHighRounded';
import type { GoodsSuggestion, LoaiLinh, RequisitionLineInput, VoucherDetail } from '@kho/contracts';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../../../components/form/form-text-field';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { toast } from '../../../../lib/ui/toast';
import { useParSuggestion } from '../../api/par-suggestion';
import { lineGoodsOfSuggestion, type LineGoods } from '../../lib/lines/line-goods';
import { totalQuantity } from '../../lib/lines/line-totals';
import { mergeParSuggestion } from '../../lib/lines/par-fill';
import { isEditable } from '../../lib/voucher-actions';
import { TakenBatches } from '../lines/batch-picker';
import {
  goodsColumn,
  GoodsAdder,
  indexColumn,
  nameOfLine,
  quantityColumn,
  removeColumns,
  type LineColumnContext,
} from '../lines/line-columns';
import { LineScanField } from '../lines/line-scan-field';
import { LinesSection } from '../lines/lines-section';
import { useInvalidLineReveal } from '../lines/use-line-window';
import { LineTable, type LineColumn } from '../lines/line-table';
import { ReadText } from '../lines/read-text';

/** The part of a requisition form the lines edit. */
export interface RequisitionLinesForm {
  kho_nhan_id: string;
  loai_linh: LoaiLinh;
  chi_tiet: RequisitionLineInput[];
}

/**
 * The lines of a requisition: goods and the quantity asked, no batches (the source picks them
 * first-expiry-first-out when it approves). A top-up (lĩnh bù) fills itself from the cabinet's par
 * levels. Once submitted: asked, approved and why less, and the batches the source took.
 */
export function RequisitionLines({
  control,
  readOnly,
  organisationId,
  detail,
  goods,
  onGoods,
}: {
  control: Control<RequisitionLinesForm>;
  readOnly: boolean;
  organisationId: string;
  detail: VoucherDetail | null;
  goods: Readonly<Record<string, LineGoods>>;
  onGoods: (goods: Readonly<Record<string, LineGoods>>) => void;
}) {
  const { t } = useTranslation('vouchers');
  const { fields, append, remove, replace, update } = useFieldArray({ control, name: 'chi_tiet' });
  const lines = useWatch({ control, name: 'chi_tiet' }) ?? [];
  const kind = useWatch({ control, name: 'loai_linh' });
  const requesterId = useWatch({ control, name: 'kho_nhan_id' });
  const { errors, submitCount } = useFormState({ control, name: 'chi_tiet' });
  const reveal = useInvalidLineReveal(errors.chi_tiet, submitCount);
  const listError = errors.chi_tiet?.message ?? errors.chi_tiet?.root?.message;
  const suggest = useParSuggestion(organisationId);
  const [filling, setFilling] = useState(false);
  const saved = detail && !isEditable(detail.trang_thai) ? detail.chi_tiet : null;
  const ctx: LineColumnContext = { t, goodsIds: lines.map((l) => l.hang_hoa_id), goods, readOnly };
  const taken = new Set(lines.map((l) => l.hang_hoa_id));

  const add = (item: GoodsSuggestion) => {
    onGoods({ [item.id]: lineGoodsOfSuggestion(item) });
    append(
      { hang_hoa_id: item.id, so_luong: undefined as unknown as number, ghi_chu: '' },
      { focusName: `chi_tiet.${fields.length}.so_luong` },
    );
  };

  const fill = async () => {
    setFilling(true);
    try {
      const suggestion = await suggest(requesterId);
      const merged = mergeParSuggestion(lines, suggestion);
      onGoods(merged.goods);
      replace(merged.lines);
      if (merged.added + merged.updated === 0) toast.info(t('par.nothing'));
      else toast.success(t('par.filled', { added: merged.added, updated: merged.updated }));
    } catch {
      // The call's own error toast has said why.
    } finally {
      setFilling(false);
    }
  };

  const approvedColumns: LineColumn[] = saved
    ? [
        {
          key: 'so_luong_duyet',
          header: t('lines.so_luong_duyet'),
          width: 110,
          render: (i) => <ReadText testId="line-approved">{formatNumber(saved[i]?.so_luong_duyet)}</ReadText>,
        },
        {
          key: 'phan_bo',
          header: t('lines.lo_cap'),
          width: 360,
          wide: true,
          render: (i) => (
            <Box>
              <TakenBatches
                batches={saved[i]?.phan_bo ?? []}
                completed={detail?.trang_thai === 'HOAN_THANH'}
              />
              {saved[i]?.ly_do_dieu_chinh && (
                <Typography
                  variant="caption"
                  sx={{ color: 'warning.dark' }}
                  component="div"
                  data-testid="line-adjustment"
                >
                  {t('lines.adjusted', { reason: saved[i].ly_do_dieu_chinh })}
                </Typography>
              )}
            </Box>
          ),
        },
      ]
    : [];
  const noteColumn: LineColumn = {
    key: 'ghi_chu',
    header: t('lines.ghi_chu'),
    width: 220,
    wide: true,
    render: (i) =>
      readOnly ? (
        <ReadText>{lines[i]?.ghi_chu ?? ''}</ReadText>
      ) : (
        <FormTextField
          control={control}
          name={`chi_tiet.${i}.ghi_chu`}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { 'aria-label': `${t('lines.ghi_chu')} ${nameOfLine(ctx, i)}` } }}
        />
      ),
  };
  const columns = [
    indexColumn(ctx),
    goodsColumn(ctx),
    quantityColumn(
      ctx,
      control as unknown as Parameters<typeof quantityColumn>[1],
      lines.map((l) => l.so_luong),
      t('lines.so_luong_yeu_cau'),
    ),
    ...approvedColumns,
    ...(saved ? [] : [noteColumn]),
    ...removeColumns(ctx, remove),
  ];

  return (
    <LinesSection
      count={fields.length}
      adder={
        !readOnly && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <LineScanField
              organisationId={organisationId}
              lines={lines}
              batchQuery={null}
              onAdd={(item) => {
                onGoods({ [item.id]: lineGoodsOfSuggestion(item) });
                append({ hang_hoa_id: item.id, so_luong: 1, ghi_chu: '' }, { shouldFocus: false });
              }}
              onIncrement={(i, quantity) => {
                const line = lines[i];
                if (line) update(i, { ...line, so_luong: quantity });
              }}
            />
            <GoodsAdder t={t} organisationId={organisationId} onPick={add} taken={taken} />
            {kind === 'LINH_BU' && (
              <Button
                variant="outlined"
                startIcon={<AutoFixHighRounded />}
                onClick={() => void fill()}
                disabled={filling || !requesterId}
                data-testid="par-fill"
              >
                {t('par.fill')}
              </Button>
            )}
          </Box>
        )
      }
      error={listError}
      emptyText={t(kind === 'LINH_BU' && !readOnly ? 'lines.empty_top_up' : 'lines.empty_outgoing')}
    >
      <LineTable
        columns={columns}
        keys={fields.map((field) => field.id)}
        reveal={reveal}
        minWidth={saved ? 860 : 760}
        title={(i) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {i + 1}. {nameOfLine(ctx, i)}
          </Typography>
        )}
        footer={
          <Typography variant="body2" sx={{ textAlign: 'right', fontWeight: 700 }}>
            {t('lines.totals.quantity')}: {formatNumber(totalQuantity(lines))}
          </Typography>
        }
      />
    </LinesSection>
  );
}
