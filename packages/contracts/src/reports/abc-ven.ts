import { z } from 'zod';
import { requiredUuid } from '../catalogues/common';
import { loaiHangHoaSchema, phanLoaiVenSchema } from '../catalogues/goods';
import { optionalUuidParam, periodRule, periodShape, reportGoodsSchema } from './common';

export const HANG_ABC = ['A', 'B', 'C'] as const;
export type HangAbc = (typeof HANG_ABC)[number];
/**
 * The shares of consumption value of classes A, B and C (%) an organisation starts with: the
 * WHO / MSH 80/15/5. Each organisation keeps its own (its settings, `nguong_abc_*`), which the
 * analysis uses unless a run names others.
 */
export const ABC_DEFAULT_THRESHOLDS = { a: 80, b: 15, c: 5 } as const;
export type AbcThresholds = { a: number; b: number; c: number };

/** One class's share (%): above 0 and below 100. */
export const abcThresholdSchema = z.coerce
  .number({ error: 'validation.abc_threshold' })
  .gt(0, { error: 'validation.abc_threshold' })
  .lt(100, { error: 'validation.abc_threshold' });

/** Shares are compared with a hundredth of a percent of slack (0.1 + 0.2 is not 0.3 in floats). */
export const abcThresholdsAddUpTo100 = (t: AbcThresholds): boolean => Math.abs(t.a + t.b + t.c - 100) < 0.01;

type Refinement<T> = [(value: T) => boolean, { error: string; path: string[] }];

/**
 * The rules of three optional thresholds named `keys` (A, B, C): all three or none
 * (`validation.abc_thresholds_all`), and three that add up to 100 (`validation.abc_thresholds_sum`),
 * both reported on the last. Used as `.refine(...all).refine(...sum)`.
 */
export function abcThresholdRules<K extends string>(
  keys: readonly [K, K, K],
): { all: Refinement<Partial<Record<K, number>>>; sum: Refinement<Partial<Record<K, number>>> } {
  const values = (o: Partial<Record<K, number>>) => keys.map((k) => o[k]);
  const given = (o: Partial<Record<K, number>>) => values(o).filter((v) => v !== undefined).length;
  const path = [keys[2]];
  return {
    all: [(o) => given(o) % 3 === 0, { error: 'validation.abc_thresholds_all', path }],
    sum: [
      (o) => {
        const [a, b, c] = values(o);
        return a === undefined || b === undefined || c === undefined || abcThresholdsAddUpTo100({ a, b, c });
      },
      { error: 'validation.abc_thresholds_sum', path },
    ],
  };
}
const queryThresholdRules = abcThresholdRules(['nguong_a', 'nguong_b', 'nguong_c']);

/**
 * GET /api/v1/bao-cao/abc-ven: ABC analysis by consumption value over a period, crossed with
 * the VEN class of the goods. Consumption is the consumption report's (issues and requisitions to
 * ward cabinets less their returns, dispensing to patients less what patients gave back), over one
 * warehouse or every warehouse the caller may see. Goods are sorted by value, largest first; an
 * item's class is read from its cumulative share including itself (decision 0029): A while it is at
 * most `nguong_a`, B while at most `nguong_a + nguong_b`, C after. Only goods with a positive net
 * consumption value are classified. Without thresholds, the organisation's own are used (its
 * settings); with them, all three, adding up to 100.
 */
export const abcVenQuerySchema = z
  .object({
    to_chuc: requiredUuid,
    kho_id: optionalUuidParam,
    nhom_hang_hoa_id: optionalUuidParam,
    /** Left out: every kind of goods (supplies and chemicals then count as not VEN-classified). */
    loai_hang_hoa: loaiHangHoaSchema.optional(),
    nguong_a: abcThresholdSchema.optional(),
    nguong_b: abcThresholdSchema.optional(),
    nguong_c: abcThresholdSchema.optional(),
  })
  .extend(periodShape)
  .refine(...periodRule)
  .refine(...queryThresholdRules.all)
  .refine(...queryThresholdRules.sum);
export type AbcVenQuery = z.input<typeof abcVenQuerySchema>;

export const abcVenRowSchema = reportGoodsSchema.extend({
  loai_hang_hoa: loaiHangHoaSchema,
  phan_loai_ven: phanLoaiVenSchema.nullable(),
  /** Net quantity consumed in the period. */
  so_luong: z.number(),
  /** Net consumption value (quantity x the batch's unit cost). */
  gia_tri: z.number(),
  /** Share of the total value, in percent. */
  ty_le: z.number(),
  /** Cumulative share up to and including this item, in percent. */
  ty_le_tich_luy: z.number(),
  hang_abc: z.enum(HANG_ABC),
});
export type AbcVenRow = z.infer<typeof abcVenRowSchema>;

/** One cell of the ABC x VEN matrix (VEN null: not classified). */
export const abcVenCellSchema = z.object({
  hang_abc: z.enum(HANG_ABC),
  phan_loai_ven: phanLoaiVenSchema.nullable(),
  so_mat_hang: z.number().int(),
  gia_tri: z.number(),
  ty_le: z.number(),
});
export type AbcVenCell = z.infer<typeof abcVenCellSchema>;

export const abcClassTotalSchema = z.object({
  hang_abc: z.enum(HANG_ABC),
  so_mat_hang: z.number().int(),
  gia_tri: z.number(),
  ty_le: z.number(),
});
export type AbcClassTotal = z.infer<typeof abcClassTotalSchema>;

export const abcVenReportSchema = z.object({
  tu_ngay: z.string(),
  den_ngay: z.string(),
  /** The thresholds used: the run's, or the organisation's when the run named none. */
  nguong: z.object({ a: z.number(), b: z.number(), c: z.number() }),
  tong_gia_tri: z.number(),
  so_mat_hang: z.number().int(),
  /** Every classified item, largest value first. */
  dong: z.array(abcVenRowSchema),
  /** The three classes, A to C. */
  theo_hang: z.array(abcClassTotalSchema),
  /** The twelve cells, A to C, each V, E, N then not classified. */
  ma_tran: z.array(abcVenCellSchema),
});
export type AbcVenReport = z.infer<typeof abcVenReportSchema>;
