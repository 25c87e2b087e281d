import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { GoodsSuggestion, LoaiXuat, OutgoingLineInput, VoucherDetail } from '@kho/contracts';
import { useFieldArray, useFormState, useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../components/form/form-number-field';
import { GoodsPicker } from '../../../components/goods/goods-picker';
import { formatNumber } from '../../../lib/numbers';
import { goodsLabel, type LineGoods } from '../lib/line-goods';
import { totalQuantity } from '../lib/line-totals';
import { isEditable } from '../lib/voucher-actions';
import { BatchAvailability, BatchPicker, TakenBatches, type BatchQuery } from './batch-picker';
import { LinesSection } from './lines-section';
import { LineTable, type LineColumn } from './line-table';
import { ReadText } from './read-text';

/** The part of an issue or transfer form the lines edit. */
export interface OutgoingLinesForm {
  kho_id: string;
  chi_tiet: OutgoingLineInput[];
  /** Issues only: a destruction (HUY) may take expired and blocked batches. */
  loai_xuat?: LoaiXuat | undefined;
}

const NO_GOODS_TAKEN: ReadonlySet<string> = new Set();

/**
 * The lines of an issue or a transfer: goods and quantity, the batch (FEFO unless chosen) with what
 * is available; once submitted, the batches each line reserved or took.
 */
export function OutgoingLines({
  control,
  readOnly,
  organisationId,
  detail,
  goods,
  onGoods,
}: {
  control: Control<OutgoingLinesForm>;
  readOnly: boolean;
  organisationId: string;
  detail: VoucherDetail | null;
  goods: Readonly<Record<string, LineGoods>>;
  onGoods: (goods: GoodsSuggestion) => void;
}) {
  const { t } = useTranslation('vouchers');
  const { fields, append, remove } = useFieldArray({ control, name: 'chi_tiet' });
  const lines = useWatch({ control, name: 'chi_tiet' }) ?? [];
  const warehouseId = useWatch({ control, name: 'kho_id' });
  const issueKind = useWatch({ control, name: 'loai_xuat' });
  const { errors } = useFormState({ control, name: 'chi_tiet' });
  const listError = errors.chi_tiet?.message ?? errors.chi_tiet?.root?.message;
  // Saved lines and form lines match one to one only while the voucher cannot be edited.
  const moved = detail && !isEditable(detail.trang_thai) ? detail.chi_tiet : null;
  const l = (key: string) => t(`lines.${key}`);
  const nameOf = (i: number) => goodsLabel(goods[lines[i]?.hang_hoa_id ?? ''], '');
  const queryOf = (i: number): BatchQuery => ({
    organisationId,
    warehouseId,
    goodsId: lines[i]?.hang_hoa_id ?? '',
    quantity: lines[i]?.so_luong,
    issueKind,
  });

  const add = (item: GoodsSuggestion) => {
    onGoods(item);
    append(
      { hang_hoa_id: item.id, lo_hang_id: '', so_luong: undefined as unknown as number, ghi_chu: '' },
      { focusName: `chi_tiet.${fields.length}.so_luong` },
    );
  };

  const columns: LineColumn[] = [
    { key: 'index', header: l('index'), width: 28, tableOnly: true, render: (i) => i + 1 },
    {
      key: 'goods',
      header: l('goods'),
      wide: true,
      render: (i, card) => {
        const item = goods[lines[i]?.hang_hoa_id ?? ''];
        return (
          <Box>
            {!card && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {goodsLabel(item, lines[i]?.hang_hoa_id ?? '')}
              </Typography>
            )}
            <Typography variant="caption" color="text.secondary">
              {[item?.ham_luong, item?.don_vi_tinh].filter(Boolean).join(' · ')}
            </Typography>
          </Box>
        );
      },
    },
    {
      key: 'so_luong',
      header: l('so_luong'),
      width: 120,
      render: (i) =>
        readOnly ? (
          <ReadText testId="line-quantity">{formatNumber(lines[i]?.so_luong)}</ReadText>
        ) : (
          <FormNumberField
            control={control}
            name={`chi_tiet.${i}.so_luong`}
            size="small"
            disabled={readOnly}
            slotProps={{
              htmlInput: { 'aria-label': `${l('so_luong')} ${nameOf(i)}`, 'data-testid': 'line-quantity' },
            }}
          />
        ),
    },
    {
      key: 'lo_hang',
      header: l('lo_hang'),
      width: 300,
      wide: true,
      render: (i) =>
        moved ? (
          <TakenBatches batches={moved[i]?.phan_bo ?? []} completed={detail?.trang_thai === 'HOAN_THANH'} />
        ) : (
          <BatchPicker
            control={control}
            index={i}
            query={queryOf(i)}
            disabled={readOnly}
            label={`${l('lo_hang')} ${nameOf(i)}`}
          />
        ),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'actions',
            header: '',
            width: 44,
            render: (i: number) => (
              <Tooltip title={t('lines.remove', { name: nameOf(i) })}>
                <IconButton
                  size="small"
                  aria-label={t('lines.remove', { name: nameOf(i) })}
                  onClick={() => remove(i)}
                  data-testid="line-remove"
                >
                  <DeleteOutlineRounded fontSize="small" />
                </IconButton>
              </Tooltip>
            ),
          },
        ]),
  ];

  return (
    <LinesSection
      count={fields.length}
      adder={
        !readOnly && (
          <Box sx={{ maxWidth: 560 }}>
            <GoodsPicker
              organisationId={organisationId}
              taken={NO_GOODS_TAKEN}
              onPick={add}
              label={l('add')}
              placeholder={l('add_placeholder')}
              alreadyAdded={l('already_added')}
            />
          </Box>
        )
      }
      error={listError}
      emptyText={l('empty_outgoing')}
    >
      <LineTable
        columns={columns}
        keys={fields.map((field) => field.id)}
        minWidth={820}
        title={(i) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {i + 1}. {nameOf(i)}
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
