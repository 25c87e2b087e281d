import { z } from 'zod';
import { organisationScopeSchema } from '../catalogues/common';

/** A closed month: no movement may be dated into it (khóa sổ). */
export const closedPeriodSchema = z.object({
  id: z.string(),
  /** First day of the month, YYYY-MM-01. */
  thang: z.string(),
  ngay_khoa: z.string(),
  nguoi_khoa_ten: z.string().nullable(),
  /**
   * Whether the month-end balances are written. A month is closed (no movement may be dated into
   * it) from the moment it is closed; its balances follow in the background.
   */
  so_du_xong: z.boolean(),
});
export type ClosedPeriod = z.infer<typeof closedPeriodSchema>;

export const closePeriodSchema = organisationScopeSchema.extend({
  thang: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: 'validation.date' }),
});
export type ClosePeriodInput = z.input<typeof closePeriodSchema>;
