import type { StocktakeLine, StocktakeTotals } from '@kho/contracts';

/** What the counter entered for one line; `so_luong_thuc_te` null means "not counted yet". */
export interface CountValue {
  so_luong_thuc_te: number | null;
  so_luong_hong: number;
  ghi_chu: string | null;
}

export interface LineVariance {
  /** Counted minus book; null while not counted. */
  quantity: number | null;
  value: number | null;
  kind: 'none' | 'surplus' | 'shortage' | 'uncounted';
}

/**
 * Quantities are numeric(18,4) and prices numeric(18,4) on the server; in the browser they are
 * doubles, so sums are rounded to 4 decimals (quantities) and whole đồng (values) to keep
 * 0.1 + 0.2 from showing as a variance.
 */
export const roundQuantity = (n: number) => Math.round(n * 1e4) / 1e4;
export const roundMoney = (n: number) => Math.round(n);

export function lineVariance(
  line: Pick<StocktakeLine, 'so_luong_so_sach' | 'don_gia'>,
  count: Pick<CountValue, 'so_luong_thuc_te'>,
): LineVariance {
  if (count.so_luong_thuc_te === null) return { quantity: null, value: null, kind: 'uncounted' };
  const quantity = roundQuantity(count.so_luong_thuc_te - line.so_luong_so_sach);
  const value = roundMoney(quantity * line.don_gia);
  return { quantity, value, kind: quantity > 0 ? 'surplus' : quantity < 0 ? 'shortage' : 'none' };
}

/**
 * The running totals of the counting screen, the same figures as the server's `tong`: lines,
 * lines counted, book value, counted value, and surplus and shortage values (each positive).
 * A line not counted yet adds its book value but no counted value or variance.
 */
export function stocktakeTotals(
  lines: readonly StocktakeLine[],
  countOf: (line: StocktakeLine) => Pick<CountValue, 'so_luong_thuc_te'>,
): StocktakeTotals {
  let counted = 0;
  let book = 0;
  let actual = 0;
  let surplus = 0;
  let shortage = 0;
  for (const line of lines) {
    book += line.so_luong_so_sach * line.don_gia;
    const count = countOf(line);
    if (count.so_luong_thuc_te === null) continue;
    counted += 1;
    actual += count.so_luong_thuc_te * line.don_gia;
    const variance = lineVariance(line, count);
    if (variance.kind === 'surplus') surplus += variance.value ?? 0;
    if (variance.kind === 'shortage') shortage -= variance.value ?? 0;
  }
  return {
    so_dong: lines.length,
    da_dem: counted,
    gia_tri_so_sach: roundMoney(book),
    gia_tri_thuc_te: roundMoney(actual),
    gia_tri_thua: roundMoney(surplus),
    gia_tri_thieu: roundMoney(shortage),
  };
}

/** Why a count cannot be saved as typed (the contract's own rule), or null when it can. */
export function countProblem(count: CountValue): 'damaged_over_count' | 'damaged_without_count' | null {
  if (count.so_luong_thuc_te === null) return count.so_luong_hong > 0 ? 'damaged_without_count' : null;
  return count.so_luong_hong > count.so_luong_thuc_te ? 'damaged_over_count' : null;
}
