import { z } from 'zod';
import { loaiDieuTriSchema } from '../enums';
import { pageQuerySchema } from '../envelope';
import {
  optionalText,
  optionalUuid,
  organisationScopeSchema,
  requiredUuid,
  versionSchema,
} from '../catalogues/common';
import { isoDate, positiveQuantity, reasonText } from '../inventory/vouchers';
import { requiredError } from '../validation-messages';

/**
 * A prescription's life (domain.md): awaiting dispensing -> partly dispensed -> dispensed, or its
 * remainder closed (DA_DONG); cancelled (HUY) only while nothing has been dispensed.
 */
export const TRANG_THAI_DON_THUOC = [
  'CHO_CAP_PHAT',
  'CAP_PHAT_MOT_PHAN',
  'DA_CAP_PHAT',
  'DA_DONG',
  'HUY',
] as const;
export const trangThaiDonThuocSchema = z.enum(TRANG_THAI_DON_THUOC);
export type TrangThaiDonThuoc = z.infer<typeof trangThaiDonThuocSchema>;

/** Statuses the pharmacy still dispenses from. */
export const DISPENSABLE_STATUSES: readonly TrangThaiDonThuoc[] = ['CHO_CAP_PHAT', 'CAP_PHAT_MOT_PHAN'];

/** Who prescribes, who dispenses (enforced on the server); every member reads. */
export const PRESCRIBER_ROLES = ['QUAN_TRI', 'BAC_SI'] as const;
/** Narcotic, psychotropic and precursor lines need a doctor's own account. */
export const CONTROLLED_PRESCRIBER_ROLES = ['BAC_SI'] as const;
export const DISPENSER_ROLES = ['QUAN_TRI', 'DUOC_SI'] as const;

/** ICD-10: a letter, two digits, optionally a dot and up to four more characters (J18.9). */
export const icd10Schema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]\d{2}(\.[0-9A-Z]{1,4})?$/, { error: 'validation.icd10' });

export const prescriptionLineInputSchema = z.object({
  hang_hoa_id: requiredUuid,
  /** Dose per time, times a day and days: their product is the suggested quantity. */
  lieu_moi_lan: positiveQuantity.nullish().transform((v) => v ?? null),
  so_lan_ngay: z
    .number(requiredError)
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.positive' })
    .max(24, { error: 'validation.invalid' })
    .nullish()
    .transform((v) => v ?? null),
  so_ngay: z
    .number(requiredError)
    .int({ error: 'validation.invalid' })
    .min(1, { error: 'validation.positive' })
    .max(365, { error: 'validation.invalid' })
    .nullish()
    .transform((v) => v ?? null),
  cach_dung: optionalText(500),
  so_luong: positiveQuantity,
  ghi_chu: optionalText(500),
});
export type PrescriptionLineInput = z.input<typeof prescriptionLineInputSchema>;

const prescriptionFields = z.object({
  benh_nhan_id: requiredUuid,
  /** The prescribing department (one the doctor works in). */
  khoa_id: requiredUuid,
  /** The dispensing warehouse: a dispensary (KHO_LE) for outpatients, the department's ward cabinet for inpatients. */
  kho_id: requiredUuid,
  ngay_ke: isoDate.optional(),
  ma_icd: z
    .literal('')
    .transform(() => null)
    .or(icd10Schema.nullish().transform((v) => v ?? null)),
  chan_doan: z
    .string(requiredError)
    .trim()
    .min(1, { error: 'validation.diagnosis_required' })
    .max(500, { error: 'validation.too_long' }),
  loi_dan: optionalText(1000),
  /** The re-visit date (TT 26/2025): not before the prescription's date (checked by the server). */
  ngay_tai_kham: z
    .literal('')
    .transform(() => null)
    .or(isoDate.nullish().transform((v) => v ?? null)),
  /** The parent's or guardian's name: required for a child under GUARDIAN_AGE_MONTHS on the prescription's date. */
  nguoi_giam_ho: optionalText(100),
  chi_tiet: z
    .array(prescriptionLineInputSchema)
    .min(1, { error: 'validation.lines_required' })
    .max(100)
    .refine((lines) => new Set(lines.map((l) => l.hang_hoa_id)).size === lines.length, {
      error: 'validation.duplicate_goods',
    }),
});

/**
 * TT 26/2025: a child under 72 months has their age printed in months and the prescription names
 * a parent or guardian.
 */
export const GUARDIAN_AGE_MONTHS = 72;

/** Whole months from a birth date to a day (both `yyyy-mm-dd`); null when either is unreadable. */
export function ageInMonths(birthDate: string, onDate: string): number | null {
  const parse = (d: string) => /^(\d{4})-(\d{2})-(\d{2})/.exec(d)?.slice(1).map(Number);
  const birth = parse(birthDate);
  const on = parse(onDate);
  if (!birth || !on) return null;
  const months = (on[0]! - birth[0]!) * 12 + (on[1]! - birth[1]!) - (on[2]! < birth[2]! ? 1 : 0);
  return months < 0 ? null : months;
}

/** Whether the prescription must name a parent or guardian (a child under 72 months on its date). */
export function needsGuardian(birthDate: string, prescriptionDate: string): boolean {
  const months = ageInMonths(birthDate, prescriptionDate);
  return months !== null && months < GUARDIAN_AGE_MONTHS;
}

/** The check before saving takes the same body; saving with warnings needs `xac_nhan_canh_bao`. */
export const checkPrescriptionSchema = prescriptionFields.extend(organisationScopeSchema.shape);
export const createPrescriptionSchema = checkPrescriptionSchema.extend({
  /** The prescriber saw the warnings the check returned and prescribes anyway. */
  xac_nhan_canh_bao: z.boolean().default(false),
});
export type PrescriptionInput = z.input<typeof createPrescriptionSchema>;

/**
 * Editing a prescription nothing was ever dispensed from: the diagnosis, advice and lines (doses,
 * days, quantities) change; the patient, department, warehouse and date stay those it was written
 * with (other values sent are ignored). `phien_ban` is the version the prescriber edited.
 */
export const updatePrescriptionSchema = createPrescriptionSchema
  .omit({ benh_nhan_id: true, khoa_id: true, kho_id: true, ngay_ke: true })
  .extend(versionSchema.shape);
export type UpdatePrescriptionInput = z.input<typeof updatePrescriptionSchema>;

/**
 * Warnings before saving: the same active ingredient twice, an ingredient the patient is allergic
 * to, a controlled drug, a quantity above what the dispensing warehouse has available.
 */
export const LOAI_CANH_BAO_DON = ['TRUNG_HOAT_CHAT', 'DI_UNG', 'THUOC_KIEM_SOAT', 'VUOT_TON'] as const;
export const prescriptionWarningSchema = z.object({
  loai: z.enum(LOAI_CANH_BAO_DON),
  hang_hoa_id: z.string(),
  hang_hoa_ten: z.string(),
  /** TRUNG_HOAT_CHAT and DI_UNG: the ingredient; THUOC_KIEM_SOAT: the management class. */
  chi_tiet: z.string().nullable(),
  /** VUOT_TON: what is available and what was prescribed. */
  kha_dung: z.number().nullable(),
  so_luong: z.number().nullable(),
});
export type PrescriptionWarning = z.infer<typeof prescriptionWarningSchema>;
export const prescriptionCheckResultSchema = z.object({ canh_bao: z.array(prescriptionWarningSchema) });

/**
 * Dispensing: per prescription line the quantity given now (0 = none of it now) and, when the
 * pharmacist overrides first-expiry-first-out, the batch. `dong_phan_con_lai` closes what is left.
 */
export const dispenseLineInputSchema = z.object({
  don_thuoc_chi_tiet_id: requiredUuid,
  so_luong: z.number(requiredError).min(0, { error: 'validation.non_negative' }).max(1e9),
  lo_hang_id: optionalUuid,
});
export const dispenseSchema = organisationScopeSchema.extend(versionSchema.shape).extend({
  chi_tiet: z.array(dispenseLineInputSchema).min(1, { error: 'validation.lines_required' }).max(100),
  dong_phan_con_lai: z.boolean().default(false),
  ly_do_dong: optionalText(1000),
});
export type DispenseInput = z.input<typeof dispenseSchema>;

/** Reverses one line of a completed dispensing (`chi_tiet_id`: the voucher line), with a reason. */
export const reverseDispensingLineSchema = organisationScopeSchema.extend(versionSchema.shape).extend({
  chi_tiet_id: requiredUuid,
  ly_do: reasonText,
});
export type ReverseDispensingLineInput = z.input<typeof reverseDispensingLineSchema>;

/** Close a prescription's remainder, or cancel one nothing was dispensed from. */
export const prescriptionReasonActionSchema = organisationScopeSchema
  .extend(versionSchema.shape)
  .extend({ ly_do: reasonText });

export const prescriptionQuerySchema = pageQuerySchema.extend({
  to_chuc: z.uuid({ error: 'validation.uuid' }),
  /** The dispensing warehouse's book. */
  kho_id: z.uuid({ error: 'validation.uuid' }).optional(),
  /** The prescribing department's list (a doctor's department may have no warehouse). */
  khoa_id: z.uuid({ error: 'validation.uuid' }).optional(),
  benh_nhan_id: z.uuid({ error: 'validation.uuid' }).optional(),
  trang_thai: trangThaiDonThuocSchema.optional(),
  tu_ngay: isoDate.optional(),
  den_ngay: isoDate.optional(),
  /** Accent-insensitive: number, patient name or code, diagnosis. */
  tu_khoa: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
});
export type PrescriptionQuery = z.input<typeof prescriptionQuerySchema>;

/** Diagnoses this organisation wrote before, for free entry with suggestions. */
export const diagnosisSuggestionQuerySchema = organisationScopeSchema.extend({
  tu_khoa: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
});
export const diagnosisSuggestionSchema = z.object({
  ma_icd: z.string().nullable(),
  chan_doan: z.string(),
  so_lan: z.number().int(),
});
export type DiagnosisSuggestion = z.infer<typeof diagnosisSuggestionSchema>;

/** Goods to prescribe from a warehouse, with what it has available (usable stock less reservations). */
export const prescribableGoodsQuerySchema = organisationScopeSchema.extend({
  kho_id: z.uuid({ error: 'validation.uuid' }),
  tu_khoa: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
});
export const prescribableGoodsSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  hoat_chat: z.string().nullable(),
  ham_luong: z.string().nullable(),
  duong_dung: z.string().nullable(),
  don_vi_tinh: z.string(),
  phan_loai_quan_ly: z.string(),
  kha_dung: z.number(),
});
export type PrescribableGoods = z.infer<typeof prescribableGoodsSchema>;

export const prescriptionListItemSchema = z.object({
  id: z.string(),
  so_don: z.string(),
  /** The national code `XXXXXYYYYYYY-Z` (a legacy code: the number, for older prescriptions). */
  ma_don_thuoc: z.string(),
  /** N narcotic, H psychotropic/precursor, C other. */
  loai_don: z.enum(['N', 'H', 'C']),
  trang_thai: trangThaiDonThuocSchema,
  ngay_ke: z.string(),
  loai_dieu_tri: loaiDieuTriSchema,
  benh_nhan_id: z.string(),
  benh_nhan_ma: z.string(),
  benh_nhan_ten: z.string(),
  bac_si_ten: z.string(),
  khoa_ten: z.string(),
  kho_id: z.string(),
  kho_ten: z.string(),
  ma_icd: z.string().nullable(),
  chan_doan: z.string(),
  so_dong: z.number().int(),
  co_thuoc_kiem_soat: z.boolean(),
  phien_ban: z.number().int(),
});
export type PrescriptionListItem = z.infer<typeof prescriptionListItemSchema>;

export const prescriptionLineSchema = z.object({
  id: z.string(),
  stt: z.number().int(),
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  hoat_chat: z.string().nullable(),
  ham_luong: z.string().nullable(),
  duong_dung: z.string().nullable(),
  don_vi_tinh: z.string(),
  phan_loai_quan_ly: z.string(),
  lieu_moi_lan: z.number().nullable(),
  so_lan_ngay: z.number().nullable(),
  so_ngay: z.number().nullable(),
  cach_dung: z.string().nullable(),
  so_luong: z.number(),
  so_luong_da_cap: z.number(),
  ghi_chu: z.string().nullable(),
});
export type PrescriptionLine = z.infer<typeof prescriptionLineSchema>;

/** One dispensing voucher of the prescription and the batches it gave. */
export const dispensingSchema = z.object({
  id: z.string(),
  so_phieu: z.string(),
  trang_thai: z.string(),
  ngay_chung_tu: z.string(),
  nguoi_cap_phat_ten: z.string().nullable(),
  ngay_huy: z.string().nullable(),
  ly_do_huy: z.string().nullable(),
  tong_tien: z.number(),
  chi_tiet: z.array(
    z.object({
      /** The voucher line the batch belongs to (what a per-line reversal names). */
      chi_tiet_id: z.string(),
      don_thuoc_chi_tiet_id: z.string(),
      hang_hoa_id: z.string(),
      hang_hoa_ten: z.string(),
      don_vi_tinh: z.string(),
      lo_hang_id: z.string(),
      so_lo: z.string(),
      han_dung: z.string(),
      so_luong: z.number(),
      don_gia: z.number(),
      /** The line was reversed on its own: when and why (null while it stands). */
      ngay_dao_nguoc: z.string().nullable(),
      ly_do_dao_nguoc: z.string().nullable(),
    }),
  ),
});
export type Dispensing = z.infer<typeof dispensingSchema>;

export const prescriptionDetailSchema = prescriptionListItemSchema.extend({
  benh_nhan: z.object({
    id: z.string(),
    ma: z.string(),
    ho_ten: z.string(),
    ngay_sinh: z.string(),
    gioi_tinh: z.string(),
    dia_chi: z.string().nullable(),
    so_the_bhyt: z.string().nullable(),
    so_cccd: z.string().nullable(),
    muc_huong: z.number().nullable(),
    giuong: z.string().nullable(),
    di_ung: z.string().nullable(),
    di_ung_hoat_chat: z.array(z.string()),
  }),
  khoa_id: z.string(),
  bac_si_id: z.string(),
  /** The prescriber's practising-certificate number (staff catalogue), printed under the signature. */
  bac_si_cchn: z.string().nullable(),
  loi_dan: z.string().nullable(),
  ngay_tai_kham: z.string().nullable(),
  nguoi_giam_ho: z.string().nullable(),
  canh_bao: z.array(prescriptionWarningSchema),
  ly_do_dong: z.string().nullable(),
  ly_do_huy: z.string().nullable(),
  ngay_tao: z.string(),
  chi_tiet: z.array(prescriptionLineSchema),
  cap_phat: z.array(dispensingSchema),
});
export type PrescriptionDetail = z.infer<typeof prescriptionDetailSchema>;

/** The warehouses a patient's prescription may be dispensed from (outpatient: dispensaries; inpatient: the ward's cabinet). */
export const dispensingWarehouseQuerySchema = organisationScopeSchema.extend({
  benh_nhan_id: z.uuid({ error: 'validation.uuid' }),
});

/** `data` of the 409 (code PRESCRIPTION_WARNINGS) answered when warnings were not confirmed. */
export const prescriptionWarningsErrorSchema = z.object({ canh_bao: z.array(prescriptionWarningSchema) });
export type PrescriptionCheckResult = z.infer<typeof prescriptionCheckResultSchema>;
