import { z } from 'zod';
import { requiredUuid } from '../catalogues/common';
import {
  booleanParam,
  optionalUuidParam,
  periodRule,
  periodShape,
  reportGoodsSchema,
} from '../reports/common';

/**
 * GET /api/v1/du-tru-mua-sam/ke-hoach: the procurement plan (docs/procurement.md) of one warehouse
 * or (kho_id left out) every pharmacy warehouse the caller may see. Consumption is read over
 * tu_ngay..den_ngay; the suggestion covers lead time + `so_ngay_du_tru` + safety stock.
 */
export const procurementPlanQuerySchema = z
  .object({
    to_chuc: requiredUuid,
    kho_id: optionalUuidParam,
    nhom_hang_hoa_id: optionalUuidParam,
    ...periodShape,
    /** Days of use one purchase should cover (the planning cycle). */
    so_ngay_du_tru: z.coerce
      .number()
      .int({ error: 'validation.planning_days' })
      .min(1, { error: 'validation.planning_days' })
      .max(365, { error: 'validation.planning_days' })
      .default(30),
    /** true: only goods with a suggestion or at risk of running out (the default); false: every goods moved or held. */
    chi_can_mua: booleanParam,
  })
  .refine(...periodRule)
  .refine((q) => q.tu_ngay >= '2000-01-01', { error: 'validation.date', path: ['tu_ngay'] });
export type ProcurementPlanQuery = z.input<typeof procurementPlanQuerySchema>;

/** A tender line valid today that the goods can be bought under. */
export const procurementTenderLineSchema = z.object({
  goi_thau_chi_tiet_id: z.string(),
  goi_thau_id: z.string(),
  goi_thau_ma: z.string(),
  so_quyet_dinh: z.string(),
  nha_cung_cap_ten: z.string(),
  hieu_luc_den: z.string(),
  don_gia_trung: z.number(),
  /** Awarded less received (never below 0). */
  con_lai: z.number(),
});
export type ProcurementTenderLine = z.infer<typeof procurementTenderLineSchema>;

export const PROCUREMENT_WARNINGS = ['KHONG_CO_THAU', 'VUOT_THAU'] as const;
export type ProcurementWarning = (typeof PROCUREMENT_WARNINGS)[number];

export const procurementPlanRowSchema = reportGoodsSchema.extend({
  /** Consumption over the period (issues to wards and dispensing, less returns). */
  tieu_hao: z.number(),
  /** Days of the period the goods had stock (the average leaves the stock-out days out). */
  so_ngay_co_hang: z.number().int(),
  /** tieu_hao / so_ngay_co_hang x 30. */
  tieu_hao_thang: z.number(),
  ton_kho: z.number(),
  /** Held for vouchers awaiting approval. */
  giu_cho: z.number(),
  /** Goods receipts saved or awaiting approval (not yet in stock). */
  dang_ve: z.number(),
  so_ngay_cho_hang: z.number().int(),
  so_ngay_an_toan: z.number().int(),
  so_luong_dong_goi: z.number().nullable(),
  /** Days the available stock lasts at the average rate; null when nothing is consumed. */
  so_ngay_du_dung: z.number().nullable(),
  /** Runs out before the next delivery: days of cover below the lead time. */
  sap_het: z.boolean(),
  de_xuat: z.number(),
  thau: z.array(procurementTenderLineSchema),
  canh_bao: z.array(z.enum(PROCUREMENT_WARNINGS)),
});
export type ProcurementPlanRow = z.infer<typeof procurementPlanRowSchema>;

export const procurementPlanSchema = z.object({
  ngay_lap: z.string(),
  tu_ngay: z.string(),
  den_ngay: z.string(),
  so_ngay_du_tru: z.number().int(),
  dong: z.array(procurementPlanRowSchema),
});
export type ProcurementPlan = z.infer<typeof procurementPlanSchema>;

/** Days in an average month: the monthly figures are per 30 days. */
export const DAYS_PER_MONTH = 30;

export interface SuggestionInput {
  tieu_hao_thang: number;
  ton_kho: number;
  giu_cho: number;
  dang_ve: number;
  so_ngay_cho_hang: number;
  so_ngay_an_toan: number;
  so_luong_dong_goi: number | null;
}

/**
 * The suggested quantity: what the average use over lead time + cover + safety needs, less the
 * stock free to use and what is already coming, never below 0, rounded up to whole packs.
 */
export function suggestedQuantity(row: SuggestionInput, coverDays: number): number {
  const needed =
    (row.tieu_hao_thang / DAYS_PER_MONTH) * (row.so_ngay_cho_hang + coverDays + row.so_ngay_an_toan);
  const missing = needed - (row.ton_kho - row.giu_cho) - row.dang_ve;
  if (missing <= 1e-9) return 0;
  const pack = row.so_luong_dong_goi && row.so_luong_dong_goi > 0 ? row.so_luong_dong_goi : 1;
  return Math.round(Math.ceil(missing / pack - 1e-9) * pack * 10_000) / 10_000;
}

/**
 * What to warn of for a quantity to buy: no tender line valid today for the goods, or more than
 * any one of them has left (the web re-asks as the user edits the quantity).
 */
export function procurementWarnings(
  quantity: number,
  tenders: readonly { con_lai: number }[],
): ProcurementWarning[] {
  if (quantity <= 0) return [];
  if (tenders.length === 0) return ['KHONG_CO_THAU'];
  return tenders.some((t) => t.con_lai >= quantity) ? [] : ['VUOT_THAU'];
}

/** GET /api/v1/du-tru-mua-sam/rui-ro: goods that run out before the next delivery, batches that expire unused. */
export const procurementRiskQuerySchema = z
  .object({
    to_chuc: requiredUuid,
    kho_id: optionalUuidParam,
    nhom_hang_hoa_id: optionalUuidParam,
    ...periodShape,
  })
  .refine(...periodRule)
  .refine((q) => q.tu_ngay >= '2000-01-01', { error: 'validation.date', path: ['tu_ngay'] });
export type ProcurementRiskQuery = z.input<typeof procurementRiskQuerySchema>;

export const expiryRiskRowSchema = reportGoodsSchema.extend({
  lo_hang_id: z.string(),
  so_lo: z.string(),
  han_dung: z.string(),
  /** Days from today to expiry (negative: expired). */
  con_lai_ngay: z.number().int(),
  so_luong: z.number(),
  /** What the average use takes of this batch before it expires, batches that expire sooner first. */
  dung_truoc_han: z.number(),
  /** Left when it expires: so_luong - dung_truoc_han. */
  du_thua: z.number(),
  /** du_thua at the batch's unit cost. */
  gia_tri_du_thua: z.number(),
});
export type ExpiryRiskRow = z.infer<typeof expiryRiskRowSchema>;

export const procurementRiskSchema = z.object({
  ngay_lap: z.string(),
  /** Goods whose stock free to use lasts fewer days than their lead time. */
  sap_het: z.array(procurementPlanRowSchema),
  het_han: z.array(expiryRiskRowSchema),
});
export type ProcurementRisk = z.infer<typeof procurementRiskSchema>;
