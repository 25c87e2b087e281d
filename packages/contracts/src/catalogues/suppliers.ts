import { z } from 'zod';
import { codeSchema, nameSchema } from '../organisation';
import {
  catalogueQuerySchema,
  optionalText,
  organisationScopeSchema,
  recordAuditSchema,
  versionSchema,
} from './common';

export const SUPPLIER_SORTS = ['ma', 'ten', 'ma_so_thue', 'ngay_cap_nhat'] as const;

export const supplierFieldsSchema = z.object({
  ma: codeSchema,
  ten: nameSchema,
  ma_so_thue: z
    .string()
    .trim()
    .regex(/^\d{10}(-\d{3})?$/, { error: 'validation.tax_code' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  dia_chi: optionalText(500),
  so_dien_thoai: z
    .string()
    .trim()
    .regex(/^\+?[0-9 .-]{8,20}$/, { error: 'validation.phone' })
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  email: z
    .email({ error: 'validation.email' })
    .max(254)
    .nullish()
    .or(z.literal('').transform(() => null))
    .transform((v) => v ?? null),
  nguoi_lien_he: optionalText(100),
  hoat_dong: z.boolean().default(true),
});
export type SupplierFields = z.input<typeof supplierFieldsSchema>;

export const supplierRecordSchema = z
  .object({
    id: z.string(),
    ma: z.string(),
    ten: z.string(),
    ma_so_thue: z.string().nullable(),
    dia_chi: z.string().nullable(),
    so_dien_thoai: z.string().nullable(),
    email: z.string().nullable(),
    nguoi_lien_he: z.string().nullable(),
    hoat_dong: z.boolean(),
  })
  .extend(recordAuditSchema.shape);
export type SupplierRecord = z.infer<typeof supplierRecordSchema>;

export const supplierQuerySchema = catalogueQuerySchema(SUPPLIER_SORTS);
export type SupplierQuery = z.input<typeof supplierQuerySchema>;

export const createSupplierSchema = supplierFieldsSchema.extend(organisationScopeSchema.shape);
/** What a create or update writes, after parsing (defaults applied). */
export type SupplierInput = z.output<typeof createSupplierSchema>;
export const updateSupplierSchema = createSupplierSchema.extend(versionSchema.shape);

/** The columns of the supplier import (template, preview and import share them). */
export const SUPPLIER_IMPORT_FIELDS = Object.keys(
  supplierFieldsSchema.shape,
) as (keyof typeof supplierFieldsSchema.shape)[];
