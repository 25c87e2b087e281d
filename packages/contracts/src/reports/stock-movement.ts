import { z } from 'zod';
import {
  booleanParam,
  reportAmountSchema,
  reportGoodsSchema,
  reportScopeSchema,
  periodRule,
  periodShape,
} from './common';

/**
 * Report categories of a ledger row (docs/reports.md): one SQL classification is used by every
 * report, the month-end balances and the overview. Receipts first, then issues.
 */
export const RECEIPT_CATEGORIES = ['NHAP_NHA_CUNG_CAP', 'NHAP_NOI_BO', 'NHAP_KIEM_KE'] as const;
export const ISSUE_CATEGORIES = [
  'XUAT_KHOA',
  'XUAT_CAP_PHAT',
  'XUAT_TRA_NHA_CUNG_CAP',
  'XUAT_DIEU_CHINH',
  'XUAT_KHAC',
] as const;
export const MOVEMENT_CATEGORIES = [...RECEIPT_CATEGORIES, ...ISSUE_CATEGORIES] as const;
export const movementCategorySchema = z.enum(MOVEMENT_CATEGORIES);
export type MovementCategory = z.infer<typeof movementCategorySchema>;
export type ReceiptCategory = (typeof RECEIPT_CATEGORIES)[number];
export type IssueCategory = (typeof ISSUE_CATEGORIES)[number];

/** GET /api/v1/bao-cao/xuat-nhap-ton: per item, or per item and batch (`chi_tiet_lo=true`). */
export const stockMovementQuerySchema = reportScopeSchema
  .extend({ chi_tiet_lo: booleanParam })
  .extend(periodShape)
  .refine(...periodRule);
export type StockMovementQuery = z.input<typeof stockMovementQuerySchema>;

const receiptsSchema = z.object({
  NHAP_NHA_CUNG_CAP: reportAmountSchema,
  NHAP_NOI_BO: reportAmountSchema,
  NHAP_KIEM_KE: reportAmountSchema,
});
const issuesSchema = z.object({
  XUAT_KHOA: reportAmountSchema,
  XUAT_CAP_PHAT: reportAmountSchema,
  XUAT_TRA_NHA_CUNG_CAP: reportAmountSchema,
  XUAT_DIEU_CHINH: reportAmountSchema,
  XUAT_KHAC: reportAmountSchema,
});

/** Figures of a line or of the totals: opening + tong_nhap - tong_xuat = closing. */
export const stockMovementFiguresSchema = z.object({
  ton_dau: reportAmountSchema,
  nhap: receiptsSchema,
  tong_nhap: reportAmountSchema,
  xuat: issuesSchema,
  tong_xuat: reportAmountSchema,
  ton_cuoi: reportAmountSchema,
});
export type StockMovementFigures = z.infer<typeof stockMovementFiguresSchema>;

export const stockMovementRowSchema = reportGoodsSchema.extend(stockMovementFiguresSchema.shape).extend({
  /** Batch columns: null on a per-item report. */
  lo_hang_id: z.string().nullable(),
  so_lo: z.string().nullable(),
  han_dung: z.string().nullable(),
  don_gia: z.number().nullable(),
});
export type StockMovementRow = z.infer<typeof stockMovementRowSchema>;

/** data of the stock movement report; `tong_cong` totals every line, not only the page. */
export const stockMovementReportSchema = z.object({
  tu_ngay: z.string(),
  den_ngay: z.string(),
  /** The warehouses covered (one, or every one the caller may see). */
  kho: z.array(z.object({ id: z.string(), ma: z.string(), ten: z.string() })),
  /** The last closed month whose month-end balances the report started from (null: none). */
  thang_khoa_so: z.string().nullable(),
  tong_cong: stockMovementFiguresSchema,
  dong: z.array(stockMovementRowSchema),
});
export type StockMovementReport = z.infer<typeof stockMovementReportSchema>;
