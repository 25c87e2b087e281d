import { z } from 'zod';
import { booleanParam, reportAmountSchema, reportGoodsSchema, reportScopeSchema } from './common';

/**
 * GET /api/v1/bao-cao/han-dung: batches with stock expiring within `so_ngay` days from today, and
 * (unless `gom_het_han=false`) those already expired.
 */
export const expiryQuerySchema = reportScopeSchema.extend({
  so_ngay: z.coerce.number().int().min(0).max(3650).default(90),
  gom_het_han: booleanParam,
});
export type ExpiryQuery = z.input<typeof expiryQuerySchema>;

export const expiryRowSchema = reportGoodsSchema.extend({
  kho_id: z.string(),
  kho_ten: z.string(),
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  /** Days from today to expiry; negative when expired. */
  con_lai_ngay: z.number().int(),
  da_het_han: z.boolean(),
  bi_khoa: z.boolean(),
  don_gia: z.number(),
  so_luong: z.number(),
  gia_tri: z.number(),
  nha_cung_cap_ten: z.string().nullable(),
});
export type ExpiryRow = z.infer<typeof expiryRowSchema>;

export const expiryReportSchema = z.object({
  ngay_bao_cao: z.string(),
  so_ngay: z.number().int(),
  tong_cong: z.object({
    so_lo: z.number().int(),
    het_han: reportAmountSchema.extend({ so_lo: z.number().int() }),
    sap_het_han: reportAmountSchema.extend({ so_lo: z.number().int() }),
    tong: reportAmountSchema,
  }),
  dong: z.array(expiryRowSchema),
});
export type ExpiryReport = z.infer<typeof expiryReportSchema>;
