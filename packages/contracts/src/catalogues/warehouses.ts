import { z } from 'zod';
import { loaiKhoSchema } from '../enums';
import { codeSchema, nameSchema, warehouseSchema } from '../organisation';
import {
  catalogueQuerySchema,
  nonNegativeNumber,
  optionalUuid,
  organisationScopeSchema,
  recordAuditSchema,
  requiredUuid,
  versionSchema,
} from './common';

export const WAREHOUSE_SORTS = ['ma', 'ten', 'loai_kho', 'ngay_cap_nhat'] as const;

/** A warehouse of the subordinate-warehouse and cabinet catalogues, with names for display. */
export const warehouseRecordSchema = warehouseSchema.extend(recordAuditSchema.shape).extend({
  khoa_ten: z.string(),
  kho_nguon_ten: z.string().nullable(),
  so_mat_hang_co_so: z.number().int(),
});
export type WarehouseRecord = z.infer<typeof warehouseRecordSchema>;

export const warehouseQuerySchema = catalogueQuerySchema(WAREHOUSE_SORTS).extend({
  loai_kho: loaiKhoSchema.optional(),
  khoa_id: z.uuid({ error: 'validation.uuid' }).optional(),
});
export type WarehouseQuery = z.input<typeof warehouseQuerySchema>;

export const warehouseFieldsSchema = z.object({
  ma: codeSchema,
  ten: nameSchema,
  loai_kho: loaiKhoSchema,
  khoa_id: requiredUuid,
  kho_nguon_id: optionalUuid,
  hoat_dong: z.boolean().default(true),
});
export type WarehouseFields = z.input<typeof warehouseFieldsSchema>;

export const createWarehouseSchema = warehouseFieldsSchema.extend(organisationScopeSchema.shape);
/** What a create or update writes, after parsing (defaults applied). */
export type WarehouseInput = z.output<typeof createWarehouseSchema>;
export const updateWarehouseSchema = createWarehouseSchema.extend(versionSchema.shape);

/** One par level (cơ số) of a ward cabinet. */
export const parLevelSchema = z.object({
  hang_hoa_id: z.string(),
  hang_hoa_ma: z.string(),
  hang_hoa_ten: z.string(),
  don_vi_tinh: z.string().nullable(),
  so_luong: z.number(),
});
export type ParLevel = z.infer<typeof parLevelSchema>;

/** Replaces a cabinet's par levels as a whole (the form edits the full list). */
export const updateParLevelsSchema = organisationScopeSchema.extend(versionSchema.shape).extend({
  co_so: z
    .array(
      z.object({
        hang_hoa_id: requiredUuid,
        so_luong: nonNegativeNumber.positive({ error: 'validation.positive' }),
      }),
    )
    .max(2000)
    .refine((lines) => new Set(lines.map((l) => l.hang_hoa_id)).size === lines.length, {
      error: 'validation.duplicate_goods',
    }),
});
export type UpdateParLevels = z.input<typeof updateParLevelsSchema>;
