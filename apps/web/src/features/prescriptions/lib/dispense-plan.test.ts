import { describe, expect, it } from 'vitest';
import type { PrescriptionLine } from '@kho/contracts';
import {
  dispenseDefaults,
  dispenseProblems,
  openLines,
  proposedQuantity,
  remainingOf,
  toDispenseBody,
} from './dispense-plan';

function line(id: string, so_luong: number, so_luong_da_cap: number): PrescriptionLine {
  return {
    id,
    stt: 1,
    hang_hoa_id: `g-${id}`,
    hang_hoa_ma: id,
    hang_hoa_ten: id,
    hoat_chat: null,
    ham_luong: null,
    duong_dung: null,
    don_vi_tinh: 'Viên',
    phan_loai_quan_ly: 'THUONG',
    lieu_moi_lan: 1,
    so_lan_ngay: 2,
    so_ngay: 5,
    cach_dung: null,
    so_luong,
    so_luong_da_cap,
    ghi_chu: null,
  };
}

describe('dispense plan', () => {
  const lines = [line('a', 10, 0), line('b', 20, 5), line('c', 4, 4)];

  it('lists the lines still owed and what is left of each', () => {
    expect(openLines({ chi_tiet: lines }).map((l) => l.id)).toEqual(['a', 'b']);
    expect(remainingOf(lines[1]!)).toBe(15);
  });

  it('proposes the remainder, capped by what the warehouse has', () => {
    expect(proposedQuantity(15, 40)).toBe(15);
    expect(proposedQuantity(15, 6)).toBe(6);
    expect(proposedQuantity(15, 0)).toBe(0);
    expect(proposedQuantity(15, undefined)).toBe(15);
  });

  it('fills the dialog with the proposals', () => {
    const values = dispenseDefaults(openLines({ chi_tiet: lines }), (goods) => (goods === 'g-b' ? 3 : 99));
    expect(values.chi_tiet.map((l) => l.so_luong)).toEqual([10, 3]);
  });

  it('refuses more than the remainder, nothing at all, and a close without its reason', () => {
    const open = openLines({ chi_tiet: lines });
    const values = dispenseDefaults(open, () => 99);
    expect(dispenseProblems(values, open)).toEqual([]);
    values.chi_tiet[1]!.so_luong = 16;
    expect(dispenseProblems(values, open)).toEqual([{ line: 1, key: 'over_remaining' }]);
    values.chi_tiet.forEach((l) => (l.so_luong = 0));
    expect(dispenseProblems(values, open)).toEqual([{ line: null, key: 'nothing' }]);
    values.dong_phan_con_lai = true;
    expect(dispenseProblems(values, open)).toEqual([{ line: null, key: 'reason_required' }]);
  });

  it('sends every open line, with the chosen batch or none for FEFO', () => {
    const open = openLines({ chi_tiet: lines });
    const values = dispenseDefaults(open, () => 99);
    values.chi_tiet[0]!.lo_hang_id = 'lot-1';
    expect(toDispenseBody(values, 'org', 3)).toEqual({
      to_chuc: 'org',
      phien_ban: 3,
      chi_tiet: [
        { don_thuoc_chi_tiet_id: 'a', so_luong: 10, lo_hang_id: 'lot-1' },
        { don_thuoc_chi_tiet_id: 'b', so_luong: 15, lo_hang_id: null },
      ],
      dong_phan_con_lai: false,
      ly_do_dong: null,
    });
  });
});
