import { z } from 'zod';
import { fullNameSchema, phoneSchema } from '../auth';
import { loaiDieuTriSchema } from '../enums';
import { pageQuerySchema } from '../envelope';
import {
  optionalText,
  optionalUuid,
  organisationScopeSchema,
  recordAuditSchema,
  versionSchema,
} from '../catalogues/common';
import { isoDate } from '../inventory/vouchers';
import { requiredError } from '../validation-messages';

export const GIOI_TINH = ['NAM', 'NU', 'KHAC'] as const;
export const gioiTinhSchema = z.enum(GIOI_TINH, { error: 'validation.required' });
export type GioiTinh = z.infer<typeof gioiTinhSchema>;

/** Roles that register and edit patients; every member of the organisation reads them. */
export const PATIENT_WRITE_ROLES = ['QUAN_TRI', 'BAC_SI', 'DIEU_DUONG'] as const;

/** No date, blank (a cleared date field) or an ISO date. */
const optionalDate = z
  .string()
  .nullish()
  .transform((v) => v || null)
  .pipe(isoDate.nullable());

/** Căn cước công dân: 12 digits (the older CMND had 9). */
const nationalId = z
  .string()
  .trim()
  .regex(/^(\d{9}|\d{12})$/, { error: 'validation.national_id' });

/**
 * Health-insurance card number: the 15-character card (2 letters, benefit digit, 12 digits) or the
 * 10-digit social-insurance code printed on cards since 2025.
 */
const insuranceCard = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^([A-Z]{2}\d{13}|\d{10})$/, { error: 'validation.insurance_card' });

/** Blank means none; anything else must pass `schema` (piped, so its own message reaches the user). */
const blankToNull = <T extends z.ZodType<string, string>>(schema: T) =>
  z
    .string()
    .trim()
    .nullish()
    .transform((v) => v || null)
    .pipe(schema.nullable());

const allergyIngredients = z
  .array(
    z.string().trim().min(1, { error: 'validation.required' }).max(200, { error: 'validation.too_long' }),
  )
  .max(50)
  .default([])
  .transform((list) => [...new Set(list)]);

const patientFields = z.object({
  ho_ten: fullNameSchema,
  ngay_sinh: z.iso.date({ error: 'validation.date' }),
  gioi_tinh: gioiTinhSchema,
  dia_chi: optionalText(500),
  so_dien_thoai: blankToNull(phoneSchema),
  so_cccd: blankToNull(nationalId),
  so_the_bhyt: blankToNull(insuranceCard),
  bhyt_tu_ngay: optionalDate,
  bhyt_den_ngay: optionalDate,
  /** Benefit level in percent (80, 95, 100...). */
  muc_huong: z
    .number(requiredError)
    .int({ error: 'validation.percent' })
    .min(0, { error: 'validation.percent' })
    .max(100, { error: 'validation.percent' })
    .nullish()
    .transform((v) => v ?? null),
  loai_dieu_tri: loaiDieuTriSchema,
  khoa_id: optionalUuid,
  giuong: optionalText(30),
  ngay_vao_vien: optionalDate,
  ngay_ra_vien: optionalDate,
  di_ung: optionalText(1000),
  di_ung_hoat_chat: allergyIngredients,
});

/** Rules across fields: a card has its validity and benefit level; an inpatient a department and admission. */
function withPatientRules<T extends z.ZodType<z.output<typeof patientFields>>>(schema: T) {
  return schema
    .refine((v) => !v.so_the_bhyt || (!!v.bhyt_tu_ngay && !!v.bhyt_den_ngay), {
      error: 'validation.insurance_validity_required',
      path: ['bhyt_den_ngay'],
    })
    .refine((v) => !v.so_the_bhyt || v.muc_huong !== null, {
      error: 'validation.benefit_level_required',
      path: ['muc_huong'],
    })
    .refine((v) => !v.bhyt_tu_ngay || !v.bhyt_den_ngay || v.bhyt_den_ngay >= v.bhyt_tu_ngay, {
      error: 'validation.end_before_start',
      path: ['bhyt_den_ngay'],
    })
    .refine((v) => v.loai_dieu_tri !== 'NOI_TRU' || !!v.khoa_id, {
      error: 'validation.department_required',
      path: ['khoa_id'],
    })
    .refine((v) => v.loai_dieu_tri !== 'NOI_TRU' || !!v.ngay_vao_vien, {
      error: 'validation.admission_required',
      path: ['ngay_vao_vien'],
    })
    .refine((v) => !v.ngay_ra_vien || !v.ngay_vao_vien || v.ngay_ra_vien >= v.ngay_vao_vien, {
      error: 'validation.discharge_before_admission',
      path: ['ngay_ra_vien'],
    });
}

/** The form's fields and rules (no organisation, no version): the web form validates with it. */
export const patientFieldsSchema = withPatientRules(patientFields);
/** A patient's own fields after parsing, as the register stores them. */
export type PatientFields = z.output<typeof patientFieldsSchema>;
export const createPatientSchema = withPatientRules(patientFields.extend(organisationScopeSchema.shape));
export const updatePatientSchema = withPatientRules(
  patientFields.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);
export type PatientInput = z.input<typeof createPatientSchema>;

/** Admission state filter: in hospital now (admitted, not discharged) or discharged. */
export const TRANG_THAI_NHAP_VIEN = ['DANG_DIEU_TRI', 'DA_RA_VIEN'] as const;

export const patientQuerySchema = pageQuerySchema.extend({
  to_chuc: z.uuid({ error: 'validation.uuid' }),
  /** Accent-insensitive: name, code, phone or insurance card number. */
  tu_khoa: z.string().trim().max(200, { error: 'validation.too_long' }).optional(),
  loai_dieu_tri: loaiDieuTriSchema.optional(),
  khoa_id: z.uuid({ error: 'validation.uuid' }).optional(),
  trang_thai: z.enum(TRANG_THAI_NHAP_VIEN).optional(),
});
export type PatientQuery = z.input<typeof patientQuerySchema>;

export const patientSchema = z
  .object({
    id: z.string(),
    ma: z.string(),
    ho_ten: z.string(),
    ngay_sinh: z.string(),
    gioi_tinh: gioiTinhSchema,
    dia_chi: z.string().nullable(),
    so_dien_thoai: z.string().nullable(),
    so_cccd: z.string().nullable(),
    so_the_bhyt: z.string().nullable(),
    bhyt_tu_ngay: z.string().nullable(),
    bhyt_den_ngay: z.string().nullable(),
    muc_huong: z.number().nullable(),
    loai_dieu_tri: loaiDieuTriSchema,
    khoa_id: z.string().nullable(),
    khoa_ten: z.string().nullable(),
    giuong: z.string().nullable(),
    ngay_vao_vien: z.string().nullable(),
    ngay_ra_vien: z.string().nullable(),
    di_ung: z.string().nullable(),
    di_ung_hoat_chat: z.array(z.string()),
  })
  .extend(recordAuditSchema.shape);
export type Patient = z.infer<typeof patientSchema>;

/** One movement of medicine to (dispensed) or from (returned) the patient, batch by batch. */
export const patientMedicineMovementSchema = z.object({
  phieu_id: z.string(),
  loai_phieu: z.enum(['CAP_PHAT', 'TRA_THUOC']),
  so_phieu: z.string(),
  ngay_chung_tu: z.string(),
  trang_thai: z.string(),
  don_thuoc_id: z.string().nullable(),
  so_don: z.string().nullable(),
  kho_ten: z.string(),
  hang_hoa_id: z.string(),
  hang_hoa_ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  so_luong: z.number(),
});
export type PatientMedicineMovement = z.infer<typeof patientMedicineMovementSchema>;

/** Query of a patient's medicine history (thuoc-da-cap): the organisation and a page. */
export const patientMedicineQuerySchema = pageQuerySchema.extend(organisationScopeSchema.shape);
export type PatientMedicineQuery = z.input<typeof patientMedicineQuerySchema>;
