import { z } from 'zod';
import { loaiKhoaSchema } from '../enums';
import { codeSchema, departmentSchema, nameSchema } from '../organisation';
import { maKhoaBhytSchema } from '../regulatory/codes';
import { catalogueQuerySchema, organisationScopeSchema, recordAuditSchema, versionSchema } from './common';

export const DEPARTMENT_SORTS = ['ma', 'ten', 'loai_khoa', 'ngay_cap_nhat'] as const;

export const departmentRecordSchema = departmentSchema.extend(recordAuditSchema.shape).extend({
  ma_khoa_bhyt: z.string().nullable(),
  so_kho: z.number().int(),
  so_nhan_vien: z.number().int(),
});
export type DepartmentRecord = z.infer<typeof departmentRecordSchema>;

export const departmentQuerySchema = catalogueQuerySchema(DEPARTMENT_SORTS).extend({
  loai_khoa: loaiKhoaSchema.optional(),
});
export type DepartmentQuery = z.input<typeof departmentQuerySchema>;

export const departmentFieldsSchema = z.object({
  ma: codeSchema,
  ten: nameSchema,
  loai_khoa: loaiKhoaSchema,
  /** MA_KHOA of the insurance output (Phụ lục 5 QĐ 5937). */
  ma_khoa_bhyt: maKhoaBhytSchema,
  hoat_dong: z.boolean().default(true),
});
export type DepartmentFields = z.input<typeof departmentFieldsSchema>;

export const createDepartmentSchema = departmentFieldsSchema.extend(organisationScopeSchema.shape);
/** What a create or update writes, after parsing (defaults applied). */
export type DepartmentInput = z.output<typeof createDepartmentSchema>;
export const updateDepartmentSchema = createDepartmentSchema.extend(versionSchema.shape);
