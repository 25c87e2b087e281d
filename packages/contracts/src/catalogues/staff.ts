import { z } from 'zod';
import { vaiTroSchema } from '../enums';
import { codeSchema } from '../organisation';
import { maBacSiSchema } from '../regulatory/codes';
import { fullNameSchema, USERNAME_PATTERN } from '../auth';
import {
  catalogueQuerySchema,
  optionalText,
  organisationScopeSchema,
  recordAuditSchema,
  versionSchema,
} from './common';

export const STAFF_SORTS = ['ma', 'ho_ten', 'chuc_danh', 'vai_tro', 'ngay_cap_nhat'] as const;

/**
 * A staff member of the organisation. Linking a registered account (by username) makes that user a
 * member with the role given; the departments are what the department/warehouse selector offers.
 */
const staffBaseSchema = z.object({
  ma: codeSchema,
  ho_ten: fullNameSchema,
  chuc_danh: optionalText(100),
  so_dien_thoai: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .-]{8,20}$/, { error: 'validation.phone' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  /** Practising-certificate number (CCHN), MA_BAC_SI of the insurance output. */
  so_chung_chi_hanh_nghe: maBacSiSchema,
  ten_dang_nhap: z
    .string()
    .trim()
    .regex(USERNAME_PATTERN, { error: 'validation.username_format' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  vai_tro: vaiTroSchema.nullish().transform((v) => v ?? null),
  khoa_ids: z
    .array(z.uuid({ error: 'validation.uuid' }))
    .max(100)
    .default([]),
  hoat_dong: z.boolean().default(true),
});

function withRoleCheck<T extends z.ZodType<{ ten_dang_nhap: string | null; vai_tro: unknown }>>(schema: T) {
  return schema.refine((s) => !s.ten_dang_nhap || s.vai_tro !== null, {
    error: 'validation.role_required',
    path: ['vai_tro'],
  });
}

export const staffFieldsSchema = withRoleCheck(staffBaseSchema);
export type StaffFields = z.input<typeof staffFieldsSchema>;
export const createStaffSchema = withRoleCheck(staffBaseSchema.extend(organisationScopeSchema.shape));
export const updateStaffSchema = withRoleCheck(
  staffBaseSchema.extend(organisationScopeSchema.shape).extend(versionSchema.shape),
);

export const staffRecordSchema = z
  .object({
    id: z.string(),
    ma: z.string(),
    ho_ten: z.string(),
    chuc_danh: z.string().nullable(),
    so_dien_thoai: z.string().nullable(),
    so_chung_chi_hanh_nghe: z.string().nullable(),
    nguoi_dung_id: z.string().nullable(),
    ten_dang_nhap: z.string().nullable(),
    vai_tro: vaiTroSchema.nullable(),
    khoa: z.array(z.object({ id: z.string(), ten: z.string() })),
    hoat_dong: z.boolean(),
  })
  .extend(recordAuditSchema.shape);
export type StaffRecord = z.infer<typeof staffRecordSchema>;

export const staffQuerySchema = catalogueQuerySchema(STAFF_SORTS).extend({
  khoa_id: z.uuid({ error: 'validation.uuid' }).optional(),
  vai_tro: vaiTroSchema.optional(),
});
export type StaffQuery = z.input<typeof staffQuerySchema>;
