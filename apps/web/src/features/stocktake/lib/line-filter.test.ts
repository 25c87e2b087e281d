import { describe, expect, it } from 'vitest';
import type { StocktakeLine } from '@kho/contracts';
import { filterLines, fold, matchScan, searchIndex } from './line-filter';

const make = (id: string, over: Partial<StocktakeLine>): StocktakeLine =>
  ({
    id,
    hang_hoa_id: `g-${id}`,
    hang_hoa_ma: id.toUpperCase(),
    hang_hoa_ten: 'Thuốc',
    so_lo: 'L1',
    ma_vach: null,
    so_luong_so_sach: 10,
    don_gia: 100,
    so_luong_thuc_te: null,
    so_luong_hong: 0,
    ghi_chu: null,
    ...over,
  }) as StocktakeLine;

const lines = [
  make('a', { hang_hoa_ten: 'Paracetamol 500mg', so_lo: 'PA1', ma_vach: '8934567890123' }),
  make('b', { hang_hoa_ten: 'Đường glucose', so_lo: 'GL2' }),
  make('c', { hang_hoa_ten: 'Paracetamol 500mg', so_lo: 'PA2', ma_vach: '8934567890123' }),
];
const counts: Record<string, number | null> = { a: 10, b: 12, c: null };
const countOf = (id: string) => ({ so_luong_thuc_te: counts[id] ?? null, so_luong_hong: 0, ghi_chu: null });
const none = { text: '', uncountedOnly: false, varianceOnly: false };

describe('filterLines', () => {
  const index = searchIndex(lines);
  it('finds by name or lot without accents', () => {
    expect(fold('Đường')).toBe('duong');
    expect(filterLines(lines, { ...none, text: 'duong' }, index, countOf).map((l) => l.id)).toEqual(['b']);
    expect(filterLines(lines, { ...none, text: 'para pa2' }, index, countOf).map((l) => l.id)).toEqual(['c']);
  });
  it('shows only uncounted lines, or only lines with a variance', () => {
    expect(filterLines(lines, { ...none, uncountedOnly: true }, index, countOf).map((l) => l.id)).toEqual([
      'c',
    ]);
    expect(filterLines(lines, { ...none, varianceOnly: true }, index, countOf).map((l) => l.id)).toEqual([
      'b',
    ]);
  });
});

describe('matchScan', () => {
  it('matches barcode and lot', () => {
    expect(matchScan(lines, { codes: ['8934567890123'], lot: 'pa1' }, countOf)?.id).toBe('a');
  });
  it('prefers an uncounted line when the scan has no lot', () => {
    expect(matchScan(lines, { codes: ['8934567890123'] }, countOf)?.id).toBe('c');
  });
  it('matches by goods id when the barcode is not on the line, and says none when the lot differs', () => {
    expect(matchScan(lines, { codes: ['x'], goodsId: 'g-b', lot: 'GL2' }, countOf)?.id).toBe('b');
    expect(matchScan(lines, { codes: ['8934567890123'], lot: 'ZZZ' }, countOf)).toBeNull();
  });
});
