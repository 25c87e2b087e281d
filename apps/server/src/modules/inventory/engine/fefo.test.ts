import { describe, expect, it } from 'vitest';
import { allocate } from './fefo';
import type { LockedStockRow } from './stock.repository';

function batch(
  id: string,
  expiry: string,
  onHand: number,
  extra: Partial<LockedStockRow> = {},
): LockedStockRow {
  return {
    kho_id: 'w',
    lo_hang_id: id,
    hang_hoa_id: 'g',
    so_lo: id.toUpperCase(),
    han_dung: expiry,
    don_gia: 1000,
    so_luong: onHand,
    so_luong_giu: 0,
    bi_khoa: false,
    da_het_han: false,
    ...extra,
  };
}

describe('allocate', () => {
  const rows = [
    batch('expired', '2020-01-01', 50, { da_het_han: true }),
    batch('blocked', '2026-01-01', 50, { bi_khoa: true }),
    batch('early', '2027-01-01', 10, { so_luong_giu: 4 }),
    batch('late', '2028-01-01', 100),
  ];

  it('takes the earliest-expiring available stock first, skipping expired and blocked batches', () => {
    expect(allocate(rows, [{ key: 'l1', hang_hoa_id: 'g', so_luong: 20 }])).toEqual({
      allocations: [
        { key: 'l1', lo_hang_id: 'early', hang_hoa_id: 'g', so_luong: 6 },
        { key: 'l1', lo_hang_id: 'late', hang_hoa_id: 'g', so_luong: 14 },
      ],
    });
  });

  it('honours a chosen batch before FEFO lines take from it', () => {
    const result = allocate(rows, [
      { key: 'fefo', hang_hoa_id: 'g', so_luong: 3 },
      { key: 'chosen', hang_hoa_id: 'g', so_luong: 5, lo_hang_id: 'early' },
    ]);
    expect(result).toEqual({
      allocations: [
        { key: 'chosen', lo_hang_id: 'early', hang_hoa_id: 'g', so_luong: 5 },
        { key: 'fefo', lo_hang_id: 'early', hang_hoa_id: 'g', so_luong: 1 },
        { key: 'fefo', lo_hang_id: 'late', hang_hoa_id: 'g', so_luong: 2 },
      ],
    });
  });

  it('reports what is available when the goods are short, counting neither expired nor blocked', () => {
    expect(allocate(rows, [{ key: 'l', hang_hoa_id: 'g', so_luong: 107 }])).toEqual({
      shortage: { kind: 'goods', hang_hoa_id: 'g', needed: 107, available: 106 },
    });
  });

  it('refuses a chosen expired or blocked batch', () => {
    const result = allocate(rows, [{ key: 'l', hang_hoa_id: 'g', so_luong: 1, lo_hang_id: 'expired' }]);
    expect(result).toMatchObject({ shortage: { kind: 'batch', row: { lo_hang_id: 'expired' } } });
  });

  it('splits fractional quantities exactly', () => {
    const fractional = [batch('a', '2027-01-01', 0.3), batch('b', '2028-01-01', 1)];
    expect(allocate(fractional, [{ key: 'l', hang_hoa_id: 'g', so_luong: 0.7 }])).toEqual({
      allocations: [
        { key: 'l', lo_hang_id: 'a', hang_hoa_id: 'g', so_luong: 0.3 },
        { key: 'l', lo_hang_id: 'b', hang_hoa_id: 'g', so_luong: 0.4 },
      ],
    });
  });
});
