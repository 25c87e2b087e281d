import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import ContentCopyRounded from '@mui/icons-material/ContentCopyRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import type { GoodsSuggestion, StockWarningRule, TenderLine } from '@kho/contracts';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormNumberField } from '../../../../components/form/form-number-field';
import { FormTextField } from '../../../../components/form/form-text-field';
import { GoodsPicker } from '../../../../components/goods/goods-picker';
import { formatDate } from '../../../../lib/i18n/dates';
import { formatMoney, formatNumber } from '../../../../lib/i18n/numbers';
import { goodsLabel, type LineGoods } from '../../lib/lines/line-goods';
import { lineTotal, voucherTotals } from '../../lib/lines/line-totals';
import type { ScanIntent } from '../../lib/lines/scan';
import type { ReceiptControl } from '../../lib/voucher-form';
import { ExpiryHint } from '../lines/expiry-hint';
import { LineDateField } from '../lines/line-date-field';
import { LinesSection } from '../lines/lines-section';
import { ReceiptTotals } from './receipt-totals';
import { useInvalidLineReveal } from '../lines/use-line-window';
import { LineTable, type LineColumn } from '../lines/line-table';
import { ReadText } from '../lines/read-text';
import { ScanField } from '../lines/scan-field';

const NO_GOODS_TAKEN: ReadonlySet<string> = new Set();

const numberOr = (value: unknown) => (typeof value === 'number' ? value : null);

/**
 * The lines of a receipt: goods (search or scan), lot, expiry with the organisation's warning
 * colour, manufacture date, quantity, price, VAT and discount, the line total and the voucher's
 * totals. One goods item may come in several lots, so it may be added again (or a line duplicated).
 */
export function ReceiptLines({
  control,
  readOnly,
  organisationId,
  goods,
  onGoods,
  tender,
  allowOverrun,
  rules,
}: {
  control: ReceiptControl;
  readOnly: boolean;
  organisationId: string;
  goods: Readonly<Record<string, LineGoods>>;
  onGoods: (goods: GoodsSuggestion) => void;
  /** Lines of the chosen tender by goods id: awarded price and what remains. */
  tender: ReadonlyMap<string, TenderLine> | null;
  allowOverrun: boolean;
  rules: readonly StockWarningRule[];
}) {
  const { t } = useTranslation('vouchers');
  const { fields, append, remove, insert, update } = useFieldArray({ control, name: 'chi_tiet' });
  const lines = useWatch({ control, name: 'chi_tiet' }) ?? [];
  const { errors, submitCount } = useFormState({ control, name: 'chi_tiet' });
  const reveal = useInvalidLineReveal(errors.chi_tiet, submitCount);
  const listError = errors.chi_tiet?.message ?? errors.chi_tiet?.root?.message;
  const totals = voucherTotals(lines);
  const l = (key: string) => t(`lines.${key}`);

  const add = (
    item: GoodsSuggestion,
    batch: ScanIntent['batch'] = {},
    quantity?: number,
    fromScan = false,
  ) => {
    onGoods(item);
    const awarded = tender?.get(item.id);
    append(
      {
        hang_hoa_id: item.id,
        so_lo: batch.so_lo ?? '',
        han_dung: batch.han_dung ?? '',
        ngay_san_xuat: batch.ngay_san_xuat ?? null,
        so_luong: quantity as number,
        don_gia: awarded?.don_gia_trung as number,
        vat: 0,
        chiet_khau: 0,
        ma_vach: '',
        ghi_chu: '',
      },
      // A scan keeps the focus in the scan field for the next scan; a picked item goes to its lot.
      fromScan ? { shouldFocus: false } : { focusName: `chi_tiet.${fields.length}.so_lo` },
    );
  };

  const scanned = (item: GoodsSuggestion, batch: ScanIntent['batch']) => {
    const name = goodsLabel(item, item.ma);
    // The same lot scanned again counts one more unit on its line.
    const same = batch.so_lo
      ? lines.findIndex((line) => line.hang_hoa_id === item.id && line.so_lo === batch.so_lo)
      : -1;
    const existing = same >= 0 ? lines[same] : undefined;
    if (existing) {
      update(same, {
        ...existing,
        so_luong: (typeof existing.so_luong === 'number' ? existing.so_luong : 0) + 1,
      });
      return t('scan.batch_filled', { name, lot: batch.so_lo });
    }
    add(item, batch, batch.so_lo ? 1 : undefined, true);
    return batch.so_lo ? t('scan.batch_filled', { name, lot: batch.so_lo }) : t('scan.added', { name });
  };

  const nameOf = (index: number) => goodsLabel(goods[lines[index]?.hang_hoa_id ?? ''], '');
  const input = (index: number, key: string, testId: string) => ({
    htmlInput: { 'aria-label': `${l(key)} ${nameOf(index)}`, 'data-testid': testId },
  });

  const columns: LineColumn[] = [
    { key: 'index', header: l('index'), width: 28, tableOnly: true, render: (i) => i + 1 },
    {
      key: 'goods',
      header: l('goods'),
      wide: true,
      render: (i, card) => {
        const line = lines[i];
        const item = goods[line?.hang_hoa_id ?? ''];
        const awarded = line ? tender?.get(line.hang_hoa_id) : undefined;
        return (
          <Box>
            {!card && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {goodsLabel(item, line?.hang_hoa_id ?? '')}
              </Typography>
            )}
            <Typography variant="caption" color="textSecondary" component="div">
              {[item?.ham_luong, item?.don_vi_tinh].filter(Boolean).join(' · ')}
            </Typography>
            {tender && (
              <Typography
                variant="caption"
                component="div"
                data-testid="tender-remaining"
                sx={{ color: awarded ? 'text.secondary' : 'warning.dark' }}
              >
                {awarded
                  ? t('lines.tender_remaining', {
                      quantity: formatNumber(awarded.so_luong_con_lai),
                      unit: awarded.don_vi_tinh,
                    })
                  : l('not_in_tender')}
              </Typography>
            )}
          </Box>
        );
      },
    },
    {
      key: 'so_lo',
      header: l('so_lo'),
      width: 90,
      render: (i) =>
        readOnly ? (
          <ReadText testId="line-lot">{lines[i]?.so_lo}</ReadText>
        ) : (
          <FormTextField
            control={control}
            name={`chi_tiet.${i}.so_lo`}
            size="small"
            disabled={readOnly}
            slotProps={input(i, 'so_lo', 'line-lot')}
          />
        ),
    },
    {
      key: 'han_dung',
      header: l('han_dung'),
      width: 162,
      ownLabel: true,
      render: (i) =>
        readOnly ? (
          <>
            <ReadText testId="line-expiry">{formatDate(lines[i]?.han_dung)}</ReadText>
            <ExpiryHint expiry={lines[i]?.han_dung} rules={rules} />
          </>
        ) : (
          <>
            <LineDateField
              compact
              control={control}
              name={`chi_tiet.${i}.han_dung`}
              label={l('han_dung')}
              disabled={readOnly}
              testId="line-expiry"
            />
            <ExpiryHint expiry={lines[i]?.han_dung} rules={rules} />
          </>
        ),
    },
    {
      key: 'ngay_san_xuat',
      header: l('ngay_san_xuat'),
      width: 162,
      ownLabel: true,
      render: (i) =>
        readOnly ? (
          <ReadText testId="line-manufactured">{formatDate(lines[i]?.ngay_san_xuat)}</ReadText>
        ) : (
          <LineDateField
            compact
            control={control}
            name={`chi_tiet.${i}.ngay_san_xuat`}
            label={l('ngay_san_xuat')}
            disabled={readOnly}
            testId="line-manufactured"
          />
        ),
    },
    {
      key: 'so_luong',
      header: l('so_luong'),
      width: 76,
      render: (i) => {
        const line = lines[i];
        const awarded = line ? tender?.get(line.hang_hoa_id) : undefined;
        const over =
          !allowOverrun &&
          awarded &&
          typeof line?.so_luong === 'number' &&
          line.so_luong > awarded.so_luong_con_lai;
        if (readOnly)
          return <ReadText testId="line-quantity">{formatNumber(numberOr(line?.so_luong))}</ReadText>;
        return (
          <>
            <FormNumberField
              control={control}
              name={`chi_tiet.${i}.so_luong`}
              size="small"
              disabled={readOnly}
              slotProps={input(i, 'so_luong', 'line-quantity')}
            />
            {over && (
              <Typography
                variant="caption"
                component="div"
                sx={{ color: 'warning.dark' }}
                data-testid="tender-over"
              >
                {t('lines.tender_over', {
                  quantity: formatNumber(awarded.so_luong_con_lai),
                  unit: awarded.don_vi_tinh,
                })}
              </Typography>
            )}
          </>
        );
      },
    },
    {
      key: 'don_gia',
      header: l('don_gia'),
      width: 96,
      render: (i) =>
        readOnly ? (
          <ReadText testId="line-price">{formatMoney(numberOr(lines[i]?.don_gia))}</ReadText>
        ) : (
          <FormNumberField
            control={control}
            name={`chi_tiet.${i}.don_gia`}
            size="small"
            disabled={readOnly}
            slotProps={input(i, 'don_gia', 'line-price')}
          />
        ),
    },
    {
      key: 'vat',
      header: l('vat_percent'),
      width: 60,
      render: (i) =>
        readOnly ? (
          <ReadText testId="line-vat">{formatNumber(numberOr(lines[i]?.vat))}</ReadText>
        ) : (
          <FormNumberField
            control={control}
            name={`chi_tiet.${i}.vat`}
            size="small"
            disabled={readOnly}
            slotProps={input(i, 'vat', 'line-vat')}
          />
        ),
    },
    {
      key: 'chiet_khau',
      header: l('chiet_khau_percent'),
      width: 60,
      render: (i) =>
        readOnly ? (
          <ReadText testId="line-discount">{formatNumber(numberOr(lines[i]?.chiet_khau))}</ReadText>
        ) : (
          <FormNumberField
            control={control}
            name={`chi_tiet.${i}.chiet_khau`}
            size="small"
            disabled={readOnly}
            slotProps={input(i, 'chiet_khau', 'line-discount')}
          />
        ),
    },
    {
      key: 'thanh_tien',
      header: l('thanh_tien'),
      width: 92,
      align: 'right',
      render: (i) => (
        <Typography variant="body2" sx={{ pt: { md: 1 }, fontWeight: 600 }} data-testid="line-total">
          {formatMoney(lineTotal(lines[i] ?? {}))}
        </Typography>
      ),
    },
    ...(readOnly
      ? []
      : [
          {
            key: 'actions',
            header: '',
            width: 64,
            render: (i: number) => (
              <Box sx={{ display: 'flex' }}>
                <Tooltip title={l('duplicate')}>
                  <IconButton
                    size="small"
                    aria-label={`${l('duplicate')} ${nameOf(i)}`}
                    onClick={() => {
                      const line = lines[i];
                      if (line)
                        insert(
                          i + 1,
                          {
                            ...line,
                            so_lo: '',
                            han_dung: '',
                            ngay_san_xuat: null,
                            so_luong: undefined as unknown as number,
                          },
                          { focusName: `chi_tiet.${i + 1}.so_lo` },
                        );
                    }}
                  >
                    <ContentCopyRounded fontSize="small" />
                  </IconButton>
                </Tooltip>
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
              </Box>
            ),
          },
        ]),
  ];

  return (
    <LinesSection
      count={fields.length}
      adder={
        !readOnly && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
            <ScanField organisationId={organisationId} onFound={scanned} />
            <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
              <GoodsPicker
                organisationId={organisationId}
                taken={NO_GOODS_TAKEN}
                onPick={(item) => add(item)}
                label={l('add')}
                placeholder={l('add_placeholder')}
                alreadyAdded={l('already_added')}
              />
            </Box>
          </Box>
        )
      }
      error={listError}
      emptyText={l('empty')}
    >
      <LineTable
        columns={columns}
        keys={fields.map((field) => field.id)}
        reveal={reveal}
        minWidth={1030}
        title={(i) => (
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {i + 1}. {goodsLabel(goods[lines[i]?.hang_hoa_id ?? ''], '')}
          </Typography>
        )}
        footer={<ReceiptTotals totals={totals} />}
      />
    </LinesSection>
  );
}
