import { describe, expect, it } from 'vitest';
import type { StocktakeLine } from '@kho/contracts';
import { countProblem, lineVariance, stocktakeTotals } from './variance';

const base = { so_luong_so_sach: 10, don_gia: 1500 };

describe('lineVariance', () => {
  it('is a surplus, a shortage, none, or not counted', () => {
    expect(lineVariance(base, { so_luong_thuc_te: 12 })).toEqual({
      quantity: 2,
      value: 3000,
      kind: 'surplus',
    });
    expect(lineVariance(base, { so_luong_thuc_te: 7 })).toEqual({
      quantity: -3,
      value: -4500,
      kind: 'shortage',
    });
    expect(lineVariance(base, { so_luong_thuc_te: 10 }).kind).toBe('none');
    expect(lineVariance(base, { so_luong_thuc_te: null }).kind).toBe('uncounted');
  });

  it('does not invent a variance from floating point', () => {
    expect(lineVariance({ so_luong_so_sach: 0.3, don_gia: 1 }, { so_luong_thuc_te: 0.1 + 0.2 }).kind).toBe(
      'none',
    );
  });
});

describe('stocktakeTotals', () => {
  const lines = [
    { id: 'a', so_luong_so_sach: 10, don_gia: 1000 },
    { id: 'b', so_luong_so_sach: 5, don_gia: 2000 },
    { id: 'c', so_luong_so_sach: 4, don_gia: 500 },
  ] as StocktakeLine[];
  const counts: Record<string, number | null> = { a: 12, b: 4, c: null };

  it('sums book and counted values, surplus and shortage apart', () => {
    expect(stocktakeTotals(lines, (l) => ({ so_luong_thuc_te: counts[l.id] ?? null }))).toEqual({
      so_dong: 3,
      da_dem: 2,
      gia_tri_so_sach: 10000 + 10000 + 2000,
      gia_tri_thuc_te: 12000 + 8000,
      gia_tri_thua: 2000,
      gia_tri_thieu: 2000,
    });
  });
});

describe('countProblem', () => {
  it('refuses damaged over the count', () => {
    expect(countProblem({ so_luong_thuc_te: 2, so_luong_hong: 3, ghi_chu: null })).toBe('damaged_over_count');
    expect(countProblem({ so_luong_thuc_te: 3, so_luong_hong: 3, ghi_chu: null })).toBeNull();
    expect(countProblem({ so_luong_thuc_te: null, so_luong_hong: 1, ghi_chu: null })).toBe(
      'damaged_without_count',
    );
  });
});
