import {
  HANG_ABC,
  PHAN_LOAI_VEN,
  type AbcClassTotal,
  type AbcVenCell,
  type AbcVenReport,
  type AbcVenRow,
  type HangAbc,
} from '@kho/contracts';

export type ConsumedGoods = Omit<AbcVenRow, 'ty_le' | 'ty_le_tich_luy' | 'hang_abc'>;
export interface AbcThresholds {
  a: number;
  b: number;
  c: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100 + 0;

/**
 * Classes goods already sorted by consumption value (largest first). An item's class is read from
 * its cumulative share including itself (decision 0029): A while it is at most `a` %, B while at
 * most `a + b` %, C after; so the item that crosses a boundary goes to the lower class. Sums are
 * kept in whole đồng hundredths so that ties on a boundary are decided exactly, not by float noise.
 */
export function classify(goods: readonly ConsumedGoods[], thresholds: AbcThresholds): AbcVenRow[] {
  const cents = goods.map((g) => Math.round(g.gia_tri * 100));
  const total = cents.reduce((sum, value) => sum + value, 0);
  let cumulative = 0;
  return goods.map((g, i) => {
    cumulative += cents[i] ?? 0;
    const hang_abc: HangAbc =
      cumulative * 100 <= thresholds.a * total
        ? 'A'
        : cumulative * 100 <= (thresholds.a + thresholds.b) * total
          ? 'B'
          : 'C';
    return {
      ...g,
      ty_le: total ? round2(((cents[i] ?? 0) * 100) / total) : 0,
      ty_le_tich_luy: total ? round2((cumulative * 100) / total) : 0,
      hang_abc,
    };
  });
}

/** The three class totals and the twelve ABC x VEN cells (VEN null last), computed from the rows. */
export function summarise(
  rows: readonly AbcVenRow[],
): Pick<AbcVenReport, 'theo_hang' | 'ma_tran' | 'tong_gia_tri' | 'so_mat_hang'> {
  const total = rows.reduce((sum, r) => sum + r.gia_tri, 0);
  const share = (value: number) => (total ? round2((value * 100) / total) : 0);
  const tally = (match: (r: AbcVenRow) => boolean) => {
    const picked = rows.filter(match);
    const gia_tri = round2(picked.reduce((sum, r) => sum + r.gia_tri, 0));
    return { so_mat_hang: picked.length, gia_tri, ty_le: share(gia_tri) };
  };
  const theo_hang: AbcClassTotal[] = HANG_ABC.map((hang_abc) => ({
    hang_abc,
    ...tally((r) => r.hang_abc === hang_abc),
  }));
  const ma_tran: AbcVenCell[] = HANG_ABC.flatMap((hang_abc) =>
    [...PHAN_LOAI_VEN, null].map((phan_loai_ven) => ({
      hang_abc,
      phan_loai_ven,
      ...tally((r) => r.hang_abc === hang_abc && r.phan_loai_ven === phan_loai_ven),
    })),
  );
  return { theo_hang, ma_tran, tong_gia_tri: round2(total), so_mat_hang: rows.length };
}
