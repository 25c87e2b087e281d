import { z } from 'zod';
import { requiredUuid } from './catalogues/common';
import { loaiKhoSchema } from './enums';
import { loaiPhieuSchema } from './inventory/vouchers';

/** The overview dashboard's contracts (issue 8): GET /api/v1/bao-cao/tong-quan. */

const isoDate = z.iso.date({ error: 'validation.date' });
/** A query value the web app leaves empty when the user picked "all". */
const scopeId = z
  .uuid({ error: 'validation.uuid' })
  .optional()
  .or(z.literal('').transform(() => undefined));

/** The longest consumption period the dashboard sums (a year and a day: leap years). */
export const OVERVIEW_MAX_PERIOD_DAYS = 366;
/** The consumption period when none is given: the last 30 days, today included. */
export const OVERVIEW_DEFAULT_PERIOD_DAYS = 30;
/** The periods the screen offers, in days back from today. */
export const OVERVIEW_PERIOD_CHOICES = [7, 30, 90, 365] as const;
/** Months of the receipts and issues chart, the current one included. */
export const OVERVIEW_MONTHS = 12;
export const OVERVIEW_TOP_ITEMS = 10;

/**
 * Scope: one warehouse (`kho_id`), the warehouses of one department (`khoa_id`), or every warehouse
 * of the organisation the caller may see (neither). `tu_ngay`/`den_ngay` bound the consumption
 * figures (top items, by department); without `tu_ngay` the period is the last `so_ngay` days to
 * `den_ngay` (default today), 30 unless given.
 */
export const overviewQuerySchema = z
  .object({
    to_chuc: requiredUuid,
    khoa_id: scopeId,
    kho_id: scopeId,
    tu_ngay: isoDate.optional(),
    den_ngay: isoDate.optional(),
    // Worded by zod's own vi/en messages ("at least 1", "at most 366").
    so_ngay: z.coerce.number().int().min(1).max(OVERVIEW_MAX_PERIOD_DAYS).optional(),
  })
  .refine((q) => !q.tu_ngay || !q.den_ngay || q.den_ngay >= q.tu_ngay, {
    error: 'validation.end_before_start',
    path: ['den_ngay'],
  });
/** What the web app sends (the parsed shape: numbers as numbers). */
export type OverviewQuery = z.output<typeof overviewQuerySchema>;

export const overviewWarehouseSchema = z.object({
  id: z.string(),
  ma: z.string(),
  ten: z.string(),
  loai_kho: loaiKhoSchema,
  khoa_id: z.string(),
  khoa_ten: z.string(),
});
export type OverviewWarehouse = z.infer<typeof overviewWarehouseSchema>;

const countValueSchema = z.object({ so_lo: z.number().int(), gia_tri: z.number() });

/** The stock figures of one warehouse, so a figure of several warehouses opens each one's list. */
export const overviewStockFiguresSchema = z.object({
  kho_id: z.string(),
  gia_tri_ton: z.number(),
  so_mat_hang: z.number().int(),
  /** Active goods whose usable stock is below their minimum (a ward cabinet's: its par level). */
  duoi_toi_thieu: z.number().int(),
  /** Batches with stock, not expired, expiring within the warning window. */
  sap_het_han: countValueSchema,
  da_het_han: countValueSchema,
});
export type OverviewStockFigures = z.infer<typeof overviewStockFiguresSchema>;

/** Vouchers awaiting approval in the warehouse that approves them (two-sided kinds: the approver). */
export const overviewAwaitingSchema = z.object({
  loai_phieu: loaiPhieuSchema,
  kho_id: z.string(),
  so_phieu: z.number().int(),
});
export type OverviewAwaiting = z.infer<typeof overviewAwaitingSchema>;

export const overviewPrescriptionsAwaitingSchema = z.object({
  kho_id: z.string(),
  cho_cap_phat: z.number().int(),
  cap_phat_mot_phan: z.number().int(),
});
export type OverviewPrescriptionsAwaiting = z.infer<typeof overviewPrescriptionsAwaitingSchema>;

/** Value in and out of the shown warehouses in one month (`YYYY-MM`), each warehouse's own book. */
export const overviewMonthSchema = z.object({ thang: z.string(), nhap: z.number(), xuat: z.number() });
export type OverviewMonth = z.infer<typeof overviewMonthSchema>;

export const overviewTopItemSchema = z.object({
  hang_hoa_id: z.string(),
  ma: z.string(),
  ten: z.string(),
  ham_luong: z.string().nullable(),
  don_vi_tinh: z.string(),
  so_luong: z.number(),
  gia_tri: z.number(),
});
export type OverviewTopItem = z.infer<typeof overviewTopItemSchema>;

/** `khoa_id` null: issued to a department warehouse whose department is not known. */
export const overviewDepartmentUseSchema = z.object({
  khoa_id: z.string().nullable(),
  khoa_ten: z.string().nullable(),
  gia_tri: z.number(),
});
export type OverviewDepartmentUse = z.infer<typeof overviewDepartmentUseSchema>;

export const overviewSchema = z.object({
  /** The organisation's today, which the expiry figures count from. */
  ngay: z.string(),
  /** Days ahead the organisation's expiry warning rules reach (their widest); 0 = no expiry rule. */
  canh_bao_han_dung_ngay: z.number().int(),
  /** The warehouses the figures cover. */
  kho: z.array(overviewWarehouseSchema),
  tong: overviewStockFiguresSchema.omit({ kho_id: true }),
  theo_kho: z.array(overviewStockFiguresSchema),
  cho_duyet: z.array(overviewAwaitingSchema),
  don_thuoc: z.array(overviewPrescriptionsAwaitingSchema),
  theo_thang: z.array(overviewMonthSchema),
  /** The consumption period (top items and departments). */
  ky_su_dung: z.object({ tu_ngay: z.string(), den_ngay: z.string() }),
  top_hang_hoa: z.array(overviewTopItemSchema),
  theo_khoa: z.array(overviewDepartmentUseSchema),
});
export type Overview = z.infer<typeof overviewSchema>;
