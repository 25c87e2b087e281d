import { z } from 'zod';
import { pageQuerySchema } from '../envelope';
import { requiredError } from '../validation-messages';
import { loaiHangHoaSchema } from '../catalogues/goods';
import {
  nonNegativeNumber,
  optionalText,
  optionalUuid,
  organisationScopeSchema,
  percentSchema,
  requiredUuid,
  versionSchema,
} from '../catalogues/common';

/**
 * Kinds of warehouse voucher; every kind follows the same lifecycle and writes the same ledger.
 * Requisition (LINH_HANG), medicine return (TRA_THUOC), goods return to the supplier (TRA_HANG),
 * stocktake (KIEM_KE), dispensing a prescription (CAP_PHAT).
 */
export const LOAI_PHIEU = [
  'NHAP_KHO',
  'XUAT_KHO',
  'CHUYEN_KHO',
  'LINH_HANG',
  'TRA_THUOC',
  'TRA_HANG',
  'KIEM_KE',
  'CAP_PHAT',
] as const;
export const loaiPhieuSchema = z.enum(LOAI_PHIEU);
export type LoaiPhieu = z.infer<typeof loaiPhieuSchema>;

/** Number prefix per kind: PN-2026-00001. */
export const VOUCHER_NUMBER_PREFIX: Record<LoaiPhieu, string> = {
  NHAP_KHO: 'PN',
  XUAT_KHO: 'PX',
  CHUYEN_KHO: 'PC',
  LINH_HANG: 'PL',
  TRA_THUOC: 'PTT',
  TRA_HANG: 'PTH',
  KIEM_KE: 'KK',
  CAP_PHAT: 'PCP',
};

/** Common lifecycle (domain.md): draft -> submitted (reserved) -> completed | rejected | cancelled. */
export const TRANG_THAI_PHIEU = ['LUU_TAM', 'CHO_DUYET', 'HOAN_THANH', 'TU_CHOI', 'HUY'] as const;
export const trangThaiPhieuSchema = z.enum(TRANG_THAI_PHIEU);
export type TrangThaiPhieu = z.infer<typeof trangThaiPhieuSchema>;

/** Statuses in which the voucher may still be edited. */
export const EDITABLE_STATUSES: readonly TrangThaiPhieu[] = ['LUU_TAM', 'TU_CHOI'];

/** Where an issue goes: a department's warehouse (stock arrives there), another facility, destruction, testing. */
export const LOAI_XUAT = ['KHO_KHOA', 'CO_SO_KHAC', 'HUY', 'KIEM_NGHIEM'] as const;
export const loaiXuatSchema = z.enum(LOAI_XUAT);
export type LoaiXuat = z.infer<typeof loaiXuatSchema>;

/** Requisition kinds: planned (dự trù) or top-up to the cabinet's par levels (lĩnh bù). */
export const LOAI_LINH = ['DU_TRU', 'LINH_BU'] as const;
export const loaiLinhSchema = z.enum(LOAI_LINH);
export type LoaiLinh = z.infer<typeof loaiLinhSchema>;

/** Why goods go back to the supplier: damaged, recalled, near expiry, other. */
export const LY_DO_TRA_HANG = ['HONG', 'THU_HOI', 'CAN_HAN', 'KHAC'] as const;
export const lyDoTraHangSchema = z.enum(LY_DO_TRA_HANG);
export type LyDoTraHang = z.infer<typeof lyDoTraHangSchema>;

export const isoDate = z.iso.date({ error: 'validation.date' });
/**
 * Quantities are stored with 4 decimals: anything smaller would be stored as 0 (a tiny number
 * such as 1e-320 included), so the smallest quantity accepted is 0.0001.
 */
export const positiveQuantity = nonNegativeNumber
  .positive({ error: 'validation.positive' })
  .min(0.0001, { error: 'validation.quantity_min' });
export const reasonText = z
  .string(requiredError)
  .trim()
  .min(1, { error: 'validation.reason_required' })
  .max(1000, { error: 'validation.too_long' });

// ---------------------------------------------------------------- receipt

export const receiptLineInputSchema = z
  .object({
    hang_hoa_id: requiredUuid,
    so_lo: z
      .string(requiredError)
      .trim()
      .min(1, { error: 'validation.lot_number' })
      .max(50, { error: 'validation.lot_number' }),
    han_dung: isoDate,
    ngay_san_xuat: isoDate.nullish().transform((v) => v ?? null),
    so_luong: positiveQuantity,
    don_gia: nonNegativeNumber,
    vat: percentSchema.default(0),
    /** Discount in percent of the line before VAT. */
    chiet_khau: percentSchema.default(0),
    ma_vach: optionalText(80),
    ghi_chu: optionalText(500),
  })
  .refine((l) => !l.ngay_san_xuat || l.han_dung > l.ngay_san_xuat, {
    error: 'validation.expiry_before_manufacture',
    path: ['han_dung'],
  });
export type ReceiptLineInput = z.input<typeof receiptLineInputSchema>;

const receiptFields = z.object({
  kho_id: requiredUuid,
  ngay_chung_tu: isoDate.optional(),
  nha_cung_cap_id: requiredUuid,
  so_hoa_don: optionalText(50),
  ngay_hoa_don: isoDate.nullish().transform((v) => v ?? null),
  goi_thau_id: optionalUuid,
  /** The user records that this receipt may take tender lines past their awarded quantity. */
  cho_phep_vuot_thau: z.boolean().default(false),
  nguoi_giao: optionalText(100),
  ghi_chu: optionalText(1000),
  chi_tiet: z.array(receiptLineInputSchema).min(1, { error: 'validation.lines_required' }).max(2000),
});
export const createReceiptSchema = receiptFields.extend(organisationScopeSchema.shape);
export const updateReceiptSchema = createReceiptSchema.extend(versionSchema.shape);
export type ReceiptInput = z.input<typeof createReceiptSchema>;

// ---------------------------------------------------------------- issue and transfer

/** A line of an issue or transfer: the goods and quantity; a batch only when the user overrides FEFO. */
export const outgoingLineInputSchema = z.object({
  hang_hoa_id: requiredUuid,
  lo_hang_id: optionalUuid,
  so_luong: positiveQuantity,
  ghi_chu: optionalText(500),
});
export type OutgoingLineInput = z.input<typeof outgoingLineInputSchema>;

const outgoingLines = z
  .array(outgoingLineInputSchema)
  .min(1, { error: 'validation.lines_required' })
  .max(2000)
  .refine(
    (lines) => {
      const picked = lines.flatMap((l) => (l.lo_hang_id ? [l.lo_hang_id] : []));
      return new Set(picked).size === picked.length;
    },
    { error: 'validation.duplicate_batch' },
  );

const issueFields = z.object({
  kho_id: requiredUuid,
  ngay_chung_tu: isoDate.optional(),
  loai_xuat: loaiXuatSchema,
  kho_nhan_id: optionalUuid,
  don_vi_nhan: optionalText(255),
  ly_do: reasonText,
  ghi_chu: optionalText(1000),
  chi_tiet: outgoingLines,
});

function withIssueTarget<T extends z.ZodType<z.output<typeof issueFields>>>(schema: T) {
  return schema
    .refine((v) => v.loai_xuat !== 'KHO_KHOA' || !!v.kho_nhan_id, {
      error: 'validation.receiving_warehouse_required',
      path: ['kho_nhan_id'],
    })
    .refine((v) => v.loai_xuat !== 'CO_SO_KHAC' || !!v.don_vi_nhan, {
      error: 'validation.receiving_unit_required',
      path: ['don_vi_nhan'],
    })
    .refine((v) => v.kho_nhan_id !== v.kho_id, { error: 'validation.same_warehouse', path: ['kho_nhan_id'] });
}
export const createIssueSchema = withIssueTarget(issueFields.extend(organisationScopeSchema.shape));
export const updateIssueSchema = withIssueTarget(
  issueFields.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);
export type IssueInput = z.input<typeof createIssueSchema>;

const transferFields = z.object({
  kho_id: requiredUuid,
  kho_nhan_id: requiredUuid,
  ngay_chung_tu: isoDate.optional(),
  ly_do: optionalText(1000),
  ghi_chu: optionalText(1000),
  chi_tiet: outgoingLines,
});
export function withDistinctWarehouses<T extends z.ZodType<{ kho_id: string; kho_nhan_id: string }>>(
  schema: T,
) {
  return schema.refine((v) => v.kho_nhan_id !== v.kho_id, {
    error: 'validation.same_warehouse',
    path: ['kho_nhan_id'],
  });
}
export const createTransferSchema = withDistinctWarehouses(
  transferFields.extend(organisationScopeSchema.shape),
);
export const updateTransferSchema = withDistinctWarehouses(
  transferFields.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);
export type TransferInput = z.input<typeof createTransferSchema>;

// ---------------------------------------------------------------- actions

/** Submit and approve name the version the user saw, so nobody approves what they did not read. */
export const voucherActionSchema = organisationScopeSchema.extend(versionSchema.shape);
export const voucherReasonActionSchema = voucherActionSchema.extend({ ly_do: reasonText });
export type VoucherAction = z.input<typeof voucherActionSchema>;
export type VoucherReasonAction = z.input<typeof voucherReasonActionSchema>;

// ---------------------------------------------------------------- read models

/** A batch a line took (issue, transfer) or created (receipt). */
export const voucherAllocationSchema = z.object({
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  so_luong: z.number(),
  don_gia: z.number(),
});
export type VoucherAllocation = z.infer<typeof voucherAllocationSchema>;

export const voucherLineSchema = z.object({
  id: z.string(),
  stt: z.number().int(),
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  phan_loai_quan_ly: z.string(),
  /** Medicine, chemical or supply: which of the kind's forms (TT 22/2011) the line is printed on. */
  loai_hang_hoa: loaiHangHoaSchema,
  so_luong: z.number(),
  /** Receipt lines: the invoice price, VAT and discount. Outgoing lines: null until batches are taken. */
  don_gia: z.number().nullable(),
  vat: z.number(),
  chiet_khau: z.number(),
  thanh_tien: z.number().nullable(),
  so_lo: z.string().nullable(),
  han_dung: z.string().nullable(),
  ngay_san_xuat: z.string().nullable(),
  ma_vach: z.string().nullable(),
  /** The batch the user chose (outgoing lines); null means first-expiry-first-out. */
  lo_hang_id: z.string().nullable(),
  goi_thau_chi_tiet_id: z.string().nullable(),
  ghi_chu: z.string().nullable(),
  /** Requisitions: the approved quantity (null until approved) and why it is less than asked. */
  so_luong_duyet: z.number().nullable(),
  ly_do_dieu_chinh: z.string().nullable(),
  /**
   * A dispensing line reversed on its own (the rest of the voucher standing): when. Such a line
   * stays on the voucher, struck through, and no longer counts in its total.
   */
  ngay_dao_nguoc: z.string().nullish(),
  phan_bo: z.array(voucherAllocationSchema),
});
export type VoucherLine = z.infer<typeof voucherLineSchema>;

export const voucherSchema = z.object({
  id: z.string(),
  loai_phieu: loaiPhieuSchema,
  so_phieu: z.string(),
  trang_thai: trangThaiPhieuSchema,
  ngay_chung_tu: z.string(),
  kho_id: z.string(),
  kho_ten: z.string(),
  kho_nhan_id: z.string().nullable(),
  kho_nhan_ten: z.string().nullable(),
  nha_cung_cap_id: z.string().nullable(),
  nha_cung_cap_ten: z.string().nullable(),
  so_hoa_don: z.string().nullable(),
  ngay_hoa_don: z.string().nullable(),
  goi_thau_id: z.string().nullable(),
  goi_thau_ma: z.string().nullable(),
  cho_phep_vuot_thau: z.boolean(),
  nguoi_giao: z.string().nullable(),
  loai_xuat: loaiXuatSchema.nullable(),
  don_vi_nhan: z.string().nullable(),
  loai_linh: loaiLinhSchema.nullable(),
  ly_do_tra_hang: lyDoTraHangSchema.nullable(),
  /**
   * A dispensing (CAP_PHAT): the prescription and its number; a dispensing or a medicine return
   * from a patient: the patient. The server always sends them (null when none).
   */
  don_thuoc_id: z.string().nullish(),
  so_don: z.string().nullish(),
  benh_nhan_id: z.string().nullish(),
  benh_nhan_ten: z.string().nullish(),
  ly_do: z.string().nullable(),
  ghi_chu: z.string().nullable(),
  so_dong: z.number().int(),
  tong_tien: z.number(),
  phien_ban: z.number().int(),
  ngay_tao: z.string(),
  nguoi_tao_ten: z.string().nullable(),
  ngay_cap_nhat: z.string(),
  nguoi_cap_nhat_ten: z.string().nullable(),
  ngay_gui: z.string().nullable(),
  nguoi_gui_ten: z.string().nullable(),
  ngay_duyet: z.string().nullable(),
  nguoi_duyet_ten: z.string().nullable(),
  ngay_tu_choi: z.string().nullable(),
  nguoi_tu_choi_ten: z.string().nullable(),
  ly_do_tu_choi: z.string().nullable(),
  ngay_huy: z.string().nullable(),
  nguoi_huy_ten: z.string().nullable(),
  ly_do_huy: z.string().nullable(),
  /** Stocktakes: the chair of the count committee, and the batches counted of all on the sheet. */
  chu_tich_hoi_dong: z.string().nullish(),
  so_dong_da_dem: z.number().int().nullish(),
  so_dong_kiem_ke: z.number().int().nullish(),
});
export type Voucher = z.infer<typeof voucherSchema>;

export const voucherDetailSchema = voucherSchema.extend({ chi_tiet: z.array(voucherLineSchema) });
export type VoucherDetail = z.infer<typeof voucherDetailSchema>;

export const voucherQuerySchema = pageQuerySchema
  .extend({
    to_chuc: requiredUuid,
    /** The book of this warehouse; a transfer shows in the books of both its warehouses. */
    kho_id: requiredUuid,
    trang_thai: trangThaiPhieuSchema.optional(),
    tu_ngay: isoDate.optional(),
    den_ngay: isoDate.optional(),
    tu_khoa: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
  })
  .refine((q) => !q.tu_ngay || !q.den_ngay || q.den_ngay >= q.tu_ngay, {
    error: 'validation.end_before_start',
    path: ['den_ngay'],
  });
export type VoucherQuery = z.input<typeof voucherQuerySchema>;

/** metadata of a book list: totals of the filtered vouchers and counts per status for the tabs. */
export const voucherListMetadataSchema = z.object({
  tong_tien: z.number(),
  dem_trang_thai: z.record(z.string(), z.number().int()),
});
export type VoucherListMetadata = z.infer<typeof voucherListMetadataSchema>;
