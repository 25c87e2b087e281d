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
 * GET /api/v1/bao-cao/su-dung: per consuming department and item, read from the ledger of the
 * warehouses in scope (every warehouse the caller may see, or only `kho_id`) over the period:
 * - supplies to wards: what those warehouses issued (XUAT_KHO) or granted on a requisition
 *   (LINH_HANG) to a ward cabinet outside the scope, less the medicine returns (TRA_THUOC) such a
 *   cabinet sent back into them; the department is the cabinet's;
 * - dispensing: every dispensing voucher (CAP_PHAT) of those warehouses; the department is the
 *   prescription's.
 * So a cabinet's goods count once: when it is supplied if it is outside the scope, when it
 * dispenses if it is inside. Moves between pharmacy warehouses, transfers, issues to other
 * facilities, destruction and quality-test samples are not consumption. Quantities are net of
 * reversals (cancelled vouchers), values at each batch's unit cost. `khoa_id` keeps one department.
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
  /** Issued or granted to the department's ward cabinets (outside the scope), less their returns. */
  linh_ve_khoa: reportAmountSchema,
  /** Dispensed from the warehouses in scope on the department's prescriptions. */
  cap_phat_benh_nhan: reportAmountSchema,
  /** The two together. */
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
