import { useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createGoodsReturnSchema,
  createIssueSchema,
  createMedicineReturnSchema,
  createRequisitionSchema,
  createTransferSchema,
  type GoodsReturnInput,
  type IssueInput,
  type LoaiPhieu,
  type MedicineReturnInput,
  type RequisitionInput,
  type TransferInput,
  type VoucherDetail,
} from '@kho/contracts';
import { useForm, type Control, type DefaultValues, type FieldValues, type Resolver } from 'react-hook-form';
import { lineGoodsOf, lineGoodsOfSuggestion, type LineGoods } from '../../lib/lines/line-goods';
import {
  goodsReturnToForm,
  issueToForm,
  medicineReturnToForm,
  NO_PATIENT_CHOSEN,
  requisitionToForm,
  transferToForm,
  type FormContext,
  type GoodsReturnOutput,
  type IssueOutput,
  type MedicineReturnOutput,
  type RequisitionOutput,
  type TransferOutput,
} from '../../lib/voucher-form';
import { IssueHeaderFields, TransferHeaderFields, type HeaderProps } from './outgoing-header-fields';
import type { OutgoingLinesForm } from '../../lib/lines/outgoing-lines-form';
import { OutgoingLines, type BatchMode } from './outgoing-lines';
import { MedicineReturnLines } from './patient-return-lines';
import { RequisitionHeaderFields } from './requisition-header-fields';
import { RequisitionLines, type RequisitionLinesForm } from './requisition-lines';
import { GoodsReturnHeaderFields, MedicineReturnHeaderFields } from './return-header-fields';
import { useVoucherLifecycle } from '../form/use-voucher-lifecycle';
import { VoucherLayout } from '../form/voucher-layout';
import type { VoucherFormProps } from '../form/voucher-form-props';

/**
 * What the forms of goods leaving a warehouse differ in: schema, defaults, header fields, and how
 * lines get their batches (`goods`: a requisition names no batch, the source picks on approval).
 */
interface OutgoingKind<I extends FieldValues, O extends { to_chuc: string }> {
  kind: LoaiPhieu;
  resolver: Resolver<I, unknown, O>;
  toForm: (detail: VoucherDetail | null, ctx: FormContext) => I;
  Header: (props: HeaderProps<I, O>) => ReactNode;
  lines: BatchMode | 'goods';
  /** Lines of the kind's own (a medicine return's patient mode), instead of the shared outgoing lines. */
  Lines?: typeof OutgoingLines;
}

export const ISSUE_FORM: OutgoingKind<IssueInput, IssueOutput> = {
  kind: 'XUAT_KHO',
  resolver: zodResolver(createIssueSchema),
  toForm: issueToForm,
  Header: IssueHeaderFields,
  lines: 'fefo',
};

export const TRANSFER_FORM: OutgoingKind<TransferInput, TransferOutput> = {
  kind: 'CHUYEN_KHO',
  resolver: zodResolver(createTransferSchema),
  toForm: transferToForm,
  Header: TransferHeaderFields,
  lines: 'fefo',
};

export const REQUISITION_FORM: OutgoingKind<RequisitionInput, RequisitionOutput> = {
  kind: 'LINH_HANG',
  resolver: zodResolver(createRequisitionSchema),
  toForm: requisitionToForm,
  Header: RequisitionHeaderFields,
  lines: 'goods',
};

const medicineReturnSchema = zodResolver(createMedicineReturnSchema);

/** A patient's return needs its patient: the contract cannot tell '' (none chosen yet) from a ward's null. */
const medicineReturnResolver: Resolver<MedicineReturnInput, unknown, MedicineReturnOutput> = async (
  values,
  context,
  options,
) => {
  const result = await medicineReturnSchema(values, context, options);
  if (values.benh_nhan_id !== NO_PATIENT_CHOSEN) return result;
  const { kho_nhan_id: _hidden, ...errors } = result.errors;
  return {
    values: {},
    errors: { ...errors, benh_nhan_id: { type: 'required', message: 'validation.required' } },
  };
};

export const MEDICINE_RETURN_FORM: OutgoingKind<MedicineReturnInput, MedicineReturnOutput> = {
  kind: 'TRA_THUOC',
  resolver: medicineReturnResolver,
  toForm: medicineReturnToForm,
  Header: MedicineReturnHeaderFields,
  // Expired and blocked stock goes back to the pharmacy too (docs/inventory.md).
  lines: 'any',
  Lines: MedicineReturnLines,
};

export const GOODS_RETURN_FORM: OutgoingKind<GoodsReturnInput, GoodsReturnOutput> = {
  kind: 'TRA_HANG',
  resolver: zodResolver(createGoodsReturnSchema),
  toForm: goodsReturnToForm,
  Header: GoodsReturnHeaderFields,
  lines: 'any',
};

/**
 * An issue, transfer, requisition or return: header of its kind, the shared lines (with batches,
 * or goods only for a requisition), the shared lifecycle.
 */
export function OutgoingForm<I extends FieldValues, O extends { to_chuc: string }>({
  config,
  detail,
  organisationId,
  warehouseId,
  today,
  onBack,
  onCreated,
}: VoucherFormProps & { config: OutgoingKind<I, O> }) {
  const form = useForm<I, unknown, O>({
    resolver: config.resolver,
    defaultValues: config.toForm(detail, { organisationId, warehouseId, today }) as DefaultValues<I>,
  });
  const [goods, setGoods] = useState<Record<string, LineGoods>>(() => lineGoodsOf(detail));
  const lifecycle = useVoucherLifecycle({
    kind: config.kind,
    organisationId,
    detail,
    form,
    onBack,
    onCreated,
  });
  const { Header } = config;
  const Lines = config.Lines ?? OutgoingLines;
  const sourceId = detail?.kho_id ?? warehouseId;

  return (
    <VoucherLayout
      kind={config.kind}
      detail={detail}
      actions={lifecycle.actions}
      problem={lifecycle.problem}
      onReload={lifecycle.reload}
      onDismiss={lifecycle.dismissProblem}
      readOnly={lifecycle.readOnly}
      dialogs={lifecycle.dialogs}
    >
      <Box
        component="form"
        noValidate
        onSubmit={(e) => e.preventDefault()}
        data-testid="voucher-form"
        sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}
      >
        <Header
          control={form.control}
          readOnly={lifecycle.readOnly}
          organisationId={organisationId}
          detail={detail}
          sourceId={sourceId}
          setValue={form.setValue}
        />
        {config.lines === 'goods' ? (
          <RequisitionLines
            control={form.control as unknown as Control<RequisitionLinesForm>}
            readOnly={lifecycle.readOnly}
            organisationId={organisationId}
            detail={detail}
            goods={goods}
            onGoods={(more) => setGoods((known) => ({ ...known, ...more }))}
          />
        ) : (
          <Lines
            // Every such form holds the same lines (kho_id + chi_tiet); the lines see only that part.
            control={form.control as unknown as Control<OutgoingLinesForm>}
            readOnly={lifecycle.readOnly}
            organisationId={organisationId}
            detail={detail}
            goods={goods}
            batchMode={config.lines}
            voucherKind={config.kind}
            onGoods={(item) => setGoods((known) => ({ ...known, [item.id]: lineGoodsOfSuggestion(item) }))}
          />
        )}
      </Box>
    </VoucherLayout>
  );
}
