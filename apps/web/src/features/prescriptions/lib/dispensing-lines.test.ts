import { describe, expect, it } from 'vitest';
import type { Dispensing } from '@kho/contracts';
import { dispensingLines } from './dispensing-lines';

const batch = (chi_tiet_id: string, so_lo: string, so_luong: number, reversed: string | null = null) =>
  ({
    chi_tiet_id,
    don_thuoc_chi_tiet_id: `rx-${chi_tiet_id}`,
    hang_hoa_id: `goods-${chi_tiet_id}`,
    hang_hoa_ten: `Goods ${chi_tiet_id}`,
    don_vi_tinh: 'Viên',
    lo_hang_id: so_lo,
    so_lo,
    han_dung: '2027-01-01',
    so_luong,
    don_gia: 500,
    ngay_dao_nguoc: reversed,
    ly_do_dao_nguoc: reversed ? 'Không lấy' : null,
  }) satisfies Dispensing['chi_tiet'][number];

describe('dispensingLines', () => {
  it('groups the batches of each voucher line, in order, with the line total', () => {
    const lines = dispensingLines({
      chi_tiet: [
        batch('a', 'EARLY', 0.1),
        batch('a', 'LATE', 0.2),
        batch('b', 'ONLY', 6, '2026-11-26T01:00:00Z'),
      ],
    });
    expect(lines.map((l) => [l.chi_tiet_id, l.so_luong, l.batches.map((b) => b.so_lo)])).toEqual([
      ['a', 0.3, ['EARLY', 'LATE']],
      ['b', 6, ['ONLY']],
    ]);
    expect(lines[0]!.ngay_dao_nguoc).toBeNull();
    expect(lines[1]!.ly_do_dao_nguoc).toBe('Không lấy');
  });

  it('has no lines for a dispensing without batches', () => {
    expect(dispensingLines({ chi_tiet: [] })).toEqual([]);
  });
});
