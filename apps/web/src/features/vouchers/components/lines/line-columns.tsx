import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { GoodsSuggestion } from '@kho/contracts';
import type { Control } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { FormNumberField } from '../../../../components/form/form-number-field';
import { GoodsPicker } from '../../../../components/goods/goods-picker';
import { formatNumber } from '../../../../lib/i18n/numbers';
import { goodsLabel, type LineGoods } from '../../lib/lines/line-goods';
import type { LineColumn } from './line-table';
import { ReadText } from './read-text';

/**
 * The columns every goods-lines table of an outgoing kind shares (number, goods, quantity, remove)
 * and the goods adder, so issues, transfers, returns and requisitions lay out alike.
 */
export interface LineColumnContext {
  t: TFunction;
  /** The goods id of each line, in order. */
  goodsIds: readonly (string | undefined)[];
  goods: Readonly<Record<string, LineGoods>>;
  readOnly: boolean;
}

export const nameOfLine = (ctx: LineColumnContext, i: number) =>
  goodsLabel(ctx.goods[ctx.goodsIds[i] ?? ''], '');

export function indexColumn(ctx: LineColumnContext): LineColumn {
  return {
    key: 'index',
    header: ctx.t('vouchers:lines.index'),
    width: 44, // fits "1000"
    tableOnly: true,
    render: (i) => i + 1,
  };
}

export function goodsColumn(ctx: LineColumnContext): LineColumn {
  return {
    key: 'goods',
    header: ctx.t('vouchers:lines.goods'),
    wide: true,
    render: (i, card) => {
      const id = ctx.goodsIds[i] ?? '';
      const item = ctx.goods[id];
      return (
        <Box>
          {!card && (
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {goodsLabel(item, id)}
            </Typography>
          )}
          <Typography variant="caption" color="textSecondary">
            {[item?.ham_luong, item?.don_vi_tinh].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      );
    },
  };
}

/** The quantity typed (or shown) of a line; `header` names it (asked, returned...). */
export function quantityColumn(
  ctx: LineColumnContext,
  control: Control<{ chi_tiet: { so_luong: number }[] }>,
  values: readonly (number | undefined)[],
  header = ctx.t('vouchers:lines.so_luong'),
): LineColumn {
  return {
    key: 'so_luong',
    header,
    width: 120,
    render: (i) =>
      ctx.readOnly ? (
        <ReadText testId="line-quantity">{formatNumber(values[i])}</ReadText>
      ) : (
        <FormNumberField
          control={control}
          name={`chi_tiet.${i}.so_luong`}
          size="small"
          slotProps={{
            htmlInput: { 'aria-label': `${header} ${nameOfLine(ctx, i)}`, 'data-testid': 'line-quantity' },
          }}
        />
      ),
  };
}

export function removeColumns(ctx: LineColumnContext, remove: (index: number) => void): LineColumn[] {
  if (ctx.readOnly) return [];
  return [
    {
      key: 'actions',
      header: '',
      width: 44,
      render: (i) => {
        const label = ctx.t('vouchers:lines.remove', { name: nameOfLine(ctx, i) });
        return (
          <Tooltip title={label}>
            <IconButton size="small" aria-label={label} onClick={() => remove(i)} data-testid="line-remove">
              <DeleteOutlineRounded fontSize="small" />
            </IconButton>
          </Tooltip>
        );
      },
    },
  ];
}

const NO_GOODS_TAKEN: ReadonlySet<string> = new Set();

/** The search box that adds a goods line; `taken` goods are shown but cannot be added again. */
export function GoodsAdder({
  t,
  organisationId,
  onPick,
  taken = NO_GOODS_TAKEN,
}: {
  t: TFunction;
  organisationId: string;
  onPick: (goods: GoodsSuggestion) => void;
  taken?: ReadonlySet<string>;
}) {
  return (
    <Box sx={{ flex: '1 1 320px', maxWidth: 560, minWidth: 0 }}>
      <GoodsPicker
        organisationId={organisationId}
        taken={taken}
        onPick={onPick}
        label={t('vouchers:lines.add')}
        placeholder={t('vouchers:lines.add_placeholder')}
        alreadyAdded={t('vouchers:lines.already_added')}
      />
    </Box>
  );
}
