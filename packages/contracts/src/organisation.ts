import { z } from 'zod';
import { requiredError } from './validation-messages';
import { loaiKhoaSchema, loaiKhoSchema, vaiTroSchema } from './enums';

export const codeSchema = z
  .string(requiredError)
  .trim()
  .regex(/^[A-Za-z0-9._-]{1,30}$/, { error: 'validation.code_format' });

export const nameSchema = z
  .string(requiredError)
  .trim()
  .min(1, { error: 'validation.name' })
  .max(255, { error: 'validation.name' });

export const warehouseSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  loai_kho: loaiKhoSchema,
  khoa_id: z.string(),
  kho_nguon_id: z.string().nullable(),
  hoat_dong: z.boolean(),
});
export type Warehouse = z.infer<typeof warehouseSchema>;

export const departmentSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  loai_khoa: loaiKhoaSchema,
  hoat_dong: z.boolean(),
});
export type Department = z.infer<typeof departmentSchema>;

/**
 * A warehouse in the caller's own list: `mac_dinh` marks the one warehouse of the whole answer the
 * workspace selects on a first visit (where the caller worked most lately, else the main store).
 */
export const myWarehouseSchema = warehouseSchema.extend({ mac_dinh: z.boolean() });
export type MyWarehouse = z.infer<typeof myWarehouseSchema>;

/**
 * A department with the warehouses it owns, as `danh-muc-khoa-kho-cua-toi` returns it (spec §7):
 * main store first, then dispensaries, then ward cabinets, each by name.
 */
export const departmentWithWarehousesSchema = departmentSchema.extend({
  kho_truc_thuoc: z.array(myWarehouseSchema),
});
export type DepartmentWithWarehouses = z.infer<typeof departmentWithWarehousesSchema>;

export const myDepartmentsQuerySchema = z.object({ to_chuc_id: z.uuid({ error: 'validation.uuid' }) });

export const organisationSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  dia_chi: z.string().nullable(),
  so_dien_thoai: z.string().nullable(),
  mui_gio: z.string(),
  vai_tro: vaiTroSchema,
});
export type Organisation = z.infer<typeof organisationSchema>;

export const createOrganisationRequestSchema = z.object({
  ma: codeSchema,
  ten: nameSchema,
  dia_chi: z.string().trim().max(500, { error: 'validation.too_long' }).nullish(),
  so_dien_thoai: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .-]{8,20}$/, { error: 'validation.phone' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  ten_khoa_dau_tien: nameSchema.optional(),
  ten_kho_dau_tien: nameSchema.optional(),
});
export type CreateOrganisationRequest = z.input<typeof createOrganisationRequestSchema>;
