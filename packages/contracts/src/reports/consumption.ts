import { z } from 'zod';
import {
  optionalUuidParam,
  reportAmountSchema,
  reportGoodsSchema,
  reportScopeSchema,
  periodRule,
  periodShape,
} from './common';

/**
 * GET /api/v1/bao-cao/su-dung: per department and item, what reached the department's
 * warehouses from other departments' warehouses (net of what went back) and what was dispensed to
 * its patients from warehouses of other departments (a ward's cabinet counts once, when stocked).
 * `kho_id` narrows to movements leaving (or dispensed from) that warehouse; `khoa_id` to one department.
 */
export const consumptionQuerySchema = reportScopeSchema
  .extend({ khoa_id: optionalUuidParam })
  .extend(periodShape)
  .refine(...periodRule);
export type ConsumptionQuery = z.input<typeof consumptionQuerySchema>;

export const consumptionRowSchema = reportGoodsSchema.extend({
  khoa_id: z.string(),
  khoa_ma: z.string(),
  khoa_ten: z.string(),
  /** Received into the department's warehouses, net of returns from them. */
  linh_ve_khoa: reportAmountSchema,
  /** Dispensed to the department's patients from other departments' warehouses. */
  cap_phat_benh_nhan: reportAmountSchema,
  tong: reportAmountSchema,
});
export type ConsumptionRow = z.infer<typeof consumptionRowSchema>;

export const consumptionDepartmentSchema = z.object({
  khoa_id: z.string(),
  khoa_ma: z.string(),
  khoa_ten: z.string(),
  tong: reportAmountSchema,
});

export const consumptionReportSchema = z.object({
  tu_ngay: z.string(),
  den_ngay: z.string(),
  /** Totals per department (every line, not only the page), largest value first. */
  theo_khoa: z.array(consumptionDepartmentSchema),
  tong_cong: z.object({
    linh_ve_khoa: reportAmountSchema,
    cap_phat_benh_nhan: reportAmountSchema,
    tong: reportAmountSchema,
  }),
  dong: z.array(consumptionRowSchema),
});
export type ConsumptionReport = z.infer<typeof consumptionReportSchema>;
