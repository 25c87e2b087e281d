import { useEffect, useMemo, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import { createReceiptSchema, type ReceiptInput, type TenderLine } from '@kho/contracts';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useStockWarningRules } from '../../../../lib/stock/stock-warning-rules';
import { useTenderLines } from '../../api/tender-lines';
import { lineGoodsOf, lineGoodsOfSuggestion, type LineGoods } from '../../lib/lines/line-goods';
import { blankOptionalDates, expiredLines, receiptToForm, type ReceiptOutput } from '../../lib/voucher-form';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { ReceiptHeaderFields } from './receipt-header-fields';
import { ReceiptLines } from './receipt-lines';
import { useVoucherLifecycle } from '../form/use-voucher-lifecycle';
import { VoucherLayout } from '../form/voucher-layout';
import type { VoucherFormProps } from '../form/voucher-form-props';

const schemaResolver = zodResolver(createReceiptSchema);
// A cleared optional date is '' in the picker and null in the contract.
const resolver: Resolver<ReceiptInput, unknown, ReceiptOutput> = (values, context, options) =>
  schemaResolver(blankOptionalDates(values), context, options);

/** A goods receipt: editable while a draft or rejected, read-only after. */
export function ReceiptForm({
  detail,
  organisationId,
  warehouseId,
  today,
  onBack,
  onCreated,
}: VoucherFormProps) {
  const { t } = useTranslation('vouchers');
  const form = useForm<ReceiptInput, unknown, ReceiptOutput>({
    resolver,
    defaultValues: receiptToForm(detail, { organisationId, warehouseId, today }),
  });
  const [goods, setGoods] = useState<Record<string, LineGoods>>(() => lineGoodsOf(detail));
  const [expiredAsk, setExpiredAsk] = useState<{ lines: number[]; answer: (yes: boolean) => void } | null>(
    null,
  );
  const rules = useStockWarningRules();
  const supplierId = useWatch({ control: form.control, name: 'nha_cung_cap_id' }) || null;
  const tenderId = useWatch({ control: form.control, name: 'goi_thau_id' }) || null;
  const allowOverrun = useWatch({ control: form.control, name: 'cho_phep_vuot_thau' }) === true;
  const tenderDetail = useTenderLines(organisationId, tenderId);
  const tender = useMemo(
    () =>
      tenderId && tenderDetail.data
        ? new Map<string, TenderLine>(tenderDetail.data.chi_tiet.map((l) => [l.hang_hoa_id, l]))
        : null,
    [tenderId, tenderDetail.data],
  );

  // Another supplier's tender does not apply: a change of supplier clears the tender.
  const seenSupplier = useRef(supplierId);
  useEffect(() => {
    if (seenSupplier.current === supplierId) return;
    seenSupplier.current = supplierId;
    form.setValue('goi_thau_id', '', { shouldDirty: true });
  }, [supplierId, form]);

  // A tender the user picks sets the lines' unit price to the awarded price (the saved one is kept).
  const pricedTender = useRef(detail?.goi_thau_id ?? null);
  useEffect(() => {
    if (!tender || pricedTender.current === tenderId) return;
    pricedTender.current = tenderId;
    form.getValues('chi_tiet').forEach((line, index) => {
      const awarded = tender.get(line.hang_hoa_id);
      if (awarded) form.setValue(`chi_tiet.${index}.don_gia`, awarded.don_gia_trung, { shouldDirty: true });
    });
  }, [tender, tenderId, form]);

  const lifecycle = useVoucherLifecycle({
    kind: 'NHAP_KHO',
    organisationId,
    detail,
    form,
    // An expired lot is a mistake more often than not: the user confirms it is meant.
    confirmSave: (values) => {
      const lines = expiredLines(values.chi_tiet, today);
      if (lines.length === 0) return Promise.resolve(true);
      return new Promise<boolean>((resolve) =>
        setExpiredAsk({
          lines,
          answer: (yes) => {
            setExpiredAsk(null);
            resolve(yes);
          },
        }),
      );
    },
    onBack,
    onCreated,
  });

  return (
    <VoucherLayout
      kind="NHAP_KHO"
      detail={detail}
      actions={lifecycle.actions}
      problem={lifecycle.problem}
      onReload={lifecycle.reload}
      onDismiss={lifecycle.dismissProblem}
      readOnly={lifecycle.readOnly}
      dialogs={
        <>
          {lifecycle.dialogs}
          {expiredAsk && (
            <ConfirmDialog
              title={t('dialogs.expired_title')}
              text={t('dialogs.expired_text', { lines: expiredAsk.lines.map((i) => i + 1).join(', ') })}
              confirmText={t('dialogs.expired_confirm')}
              onAnswer={expiredAsk.answer}
            />
          )}
        </>
      }
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        data-testid="voucher-form"
        sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        <ReceiptHeaderFields
          control={form.control}
          readOnly={lifecycle.readOnly}
          organisationId={organisationId}
          supplierId={supplierId}
          detail={detail}
        />
        <ReceiptLines
          control={form.control}
          readOnly={lifecycle.readOnly}
          organisationId={organisationId}
          goods={goods}
          onGoods={(item) => setGoods((known) => ({ ...known, [item.id]: lineGoodsOfSuggestion(item) }))}
          tender={tender}
          allowOverrun={allowOverrun}
          rules={rules}
        />
      </Box>
    </VoucherLayout>
  );
}
