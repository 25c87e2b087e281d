import { z } from 'zod';
import { requiredUuid } from '../catalogues/common';
import { stockCardSchema } from '../inventory/stock';
import { optionalUuidParam, reportPageSchema, periodRule, periodShape } from './common';

/** GET /api/v1/bao-cao/the-kho: the stock card of one item (optionally one batch) in one warehouse. */
export const stockCardReportQuerySchema = reportPageSchema
  .extend({
    to_chuc: requiredUuid,
    kho_id: requiredUuid,
    hang_hoa_id: requiredUuid,
    lo_hang_id: optionalUuidParam,
  })
  .extend(periodShape)
  .refine(...periodRule);
export type StockCardReportQuery = z.input<typeof stockCardReportQuerySchema>;

/** The stock card of the stock screen (ton_dau_ky, dong with running balance, ton_cuoi_ky), for a period. */
export const stockCardReportSchema = stockCardSchema.extend({
  tu_ngay: z.string(),
  den_ngay: z.string(),
  ham_luong: z.string().nullable(),
  phan_loai_quan_ly: z.string(),
});
export type StockCardReport = z.infer<typeof stockCardReportSchema>;

/**
 * GET /api/v1/bao-cao/lo-hang-the-kho: the batches of one item that have been in one warehouse
 * (those with stock and those used up), for the stock card's batch picker; `tu_khoa` searches the
 * lot number.
 */
export const stockCardBatchesQuerySchema = z.object({
  to_chuc: requiredUuid,
  kho_id: requiredUuid,
  hang_hoa_id: requiredUuid,
  tu_khoa: z.string().trim().max(100, { error: 'validation.too_long' }).optional(),
});
export type StockCardBatchesQuery = z.input<typeof stockCardBatchesQuerySchema>;

export const stockCardBatchSchema = z.object({
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  /** On hand in the warehouse now. */
  so_luong: z.number(),
  da_het_han: z.boolean(),
});
export type StockCardBatch = z.infer<typeof stockCardBatchSchema>;
