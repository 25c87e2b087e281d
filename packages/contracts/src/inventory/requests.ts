import { z } from 'zod';
import {
  nonNegativeNumber,
  optionalText,
  optionalUuid,
  organisationScopeSchema,
  requiredUuid,
  versionSchema,
} from '../catalogues/common';
import {
  isoDate,
  loaiLinhSchema,
  lyDoTraHangSchema,
  positiveQuantity,
  reasonText,
  voucherActionSchema,
  withDistinctWarehouses,
} from './vouchers';

// ---------------------------------------------------------------- requisition (lĩnh hàng hóa)

/** A requisition line: goods and the quantity asked; the source picks batches FEFO on approval. */
export const requisitionLineInputSchema = z.object({
  hang_hoa_id: requiredUuid,
  so_luong: positiveQuantity,
  ghi_chu: optionalText(500),
});
export type RequisitionLineInput = z.input<typeof requisitionLineInputSchema>;

/**
 * `kho_nhan_id` asks (a ward cabinet or dispensary), `kho_id` supplies (its source warehouse): the
 * stock moves from `kho_id` to `kho_nhan_id` on approval, as in every voucher.
 */
const requisitionFields = z.object({
  kho_id: requiredUuid,
  kho_nhan_id: requiredUuid,
  loai_linh: loaiLinhSchema,
  ngay_chung_tu: isoDate.optional(),
  ly_do: optionalText(1000),
  ghi_chu: optionalText(1000),
  chi_tiet: z
    .array(requisitionLineInputSchema)
    .min(1, { error: 'validation.lines_required' })
    .max(2000)
    .refine((lines) => new Set(lines.map((l) => l.hang_hoa_id)).size === lines.length, {
      error: 'validation.duplicate_goods',
    }),
});
export const createRequisitionSchema = withDistinctWarehouses(
  requisitionFields.extend(organisationScopeSchema.shape),
);
export const updateRequisitionSchema = withDistinctWarehouses(
  requisitionFields.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);
export type RequisitionInput = z.input<typeof createRequisitionSchema>;

/**
 * Approval of a requisition: lines not named are approved in full; a line approved below what was
 * asked needs a reason (checked by the server, which knows what was asked).
 */
export const approveRequisitionSchema = voucherActionSchema.extend({
  chi_tiet: z
    .array(
      z.object({
        id: requiredUuid,
        so_luong_duyet: nonNegativeNumber,
        ly_do_dieu_chinh: optionalText(500),
      }),
    )
    .max(2000)
    .optional(),
});
export type ApproveRequisition = z.input<typeof approveRequisitionSchema>;

/** The par-level top-up a cabinet would ask for now. */
export const parSuggestionQuerySchema = organisationScopeSchema.extend({ kho_id: requiredUuid });
export type ParSuggestionQuery = z.input<typeof parSuggestionQuerySchema>;

export const parSuggestionSchema = z.object({
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  phan_loai_quan_ly: z.string(),
  /** The par level (cơ số). */
  co_so: z.number(),
  /** On hand in the cabinet now. */
  ton_kho: z.number(),
  /** Already asked for by requisitions awaiting approval. */
  dang_linh: z.number(),
  /** co_so - ton_kho - dang_linh, when positive. */
  de_xuat: z.number(),
});
export type ParSuggestion = z.infer<typeof parSuggestionSchema>;

// ---------------------------------------------------------------- returns

/** A returned line names its batch: what goes back is exactly what came. */
export const batchLineInputSchema = z.object({
  hang_hoa_id: requiredUuid,
  lo_hang_id: requiredUuid,
  so_luong: positiveQuantity,
  ghi_chu: optionalText(500),
});
export type BatchLineInput = z.input<typeof batchLineInputSchema>;

const returnLines = z
  .array(batchLineInputSchema)
  .min(1, { error: 'validation.lines_required' })
  .max(2000)
  .refine((lines) => new Set(lines.map((l) => l.lo_hang_id)).size === lines.length, {
    error: 'validation.duplicate_batch',
  });

/**
 * Medicine return (trả thuốc): from `kho_id` (a ward cabinet, a department) back to `kho_nhan_id`;
 * or, naming `benh_nhan_id`, unused medicine a patient gives back to `kho_id`, the warehouse that
 * dispensed it (no receiving warehouse then).
 */
const medicineReturnFields = z.object({
  kho_id: requiredUuid,
  kho_nhan_id: optionalUuid,
  benh_nhan_id: optionalUuid,
  ngay_chung_tu: isoDate.optional(),
  ly_do: reasonText,
  ghi_chu: optionalText(1000),
  chi_tiet: returnLines,
});
/** A ward return names a receiving warehouse other than its own; a patient's return names none. */
function withReturnParties<
  T extends z.ZodType<{ kho_id: string; kho_nhan_id: string | null; benh_nhan_id: string | null }>,
>(schema: T) {
  return schema.superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message, path: ['kho_nhan_id'] });
    if (v.benh_nhan_id) {
      if (v.kho_nhan_id) issue('validation.patient_return_receiving');
    } else if (!v.kho_nhan_id) issue('validation.receiving_warehouse_required');
    else if (v.kho_nhan_id === v.kho_id) issue('validation.same_warehouse');
  });
}
export const createMedicineReturnSchema = withReturnParties(
  medicineReturnFields.extend(organisationScopeSchema.shape),
);
export const updateMedicineReturnSchema = withReturnParties(
  medicineReturnFields.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);
export type MedicineReturnInput = z.input<typeof createMedicineReturnSchema>;

/** What a patient may give back to a warehouse (the medicine-return form's patient mode). */
export const patientReturnableQuerySchema = organisationScopeSchema.extend({
  kho_id: requiredUuid,
  benh_nhan_id: requiredUuid,
  /** The return being edited: what it asks is not counted as already returned. */
  phieu_id: optionalUuid,
});
export type PatientReturnableQuery = z.input<typeof patientReturnableQuerySchema>;

/**
 * A batch dispensed to the patient from the warehouse (completed dispensings), with what came back
 * or awaits approval on the patient's returns, and what may still be returned.
 */
export const patientReturnableBatchSchema = z.object({
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  da_cap: z.number(),
  da_tra: z.number(),
  con_tra: z.number(),
});
export type PatientReturnableBatch = z.infer<typeof patientReturnableBatchSchema>;

/** Goods return to the supplier (trả hàng hóa): out of `kho_id`, by batch. */
const goodsReturnFields = z.object({
  kho_id: requiredUuid,
  nha_cung_cap_id: requiredUuid,
  ngay_chung_tu: isoDate.optional(),
  ly_do_tra_hang: lyDoTraHangSchema,
  ly_do: optionalText(1000),
  ghi_chu: optionalText(1000),
  chi_tiet: returnLines,
});
function withOtherReasonText<T extends z.ZodType<z.output<typeof goodsReturnFields>>>(schema: T) {
  return schema.refine((v) => v.ly_do_tra_hang !== 'KHAC' || !!v.ly_do, {
    error: 'validation.reason_required',
    path: ['ly_do'],
  });
}
export const createGoodsReturnSchema = withOtherReasonText(
  goodsReturnFields.extend(organisationScopeSchema.shape),
);
export const updateGoodsReturnSchema = withOtherReasonText(
  goodsReturnFields.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);
export type GoodsReturnInput = z.input<typeof createGoodsReturnSchema>;
