import { describe, expect, it } from 'vitest';
import { statusAfterDispensing } from './dispensed-status';

const line = (id: string, so_luong: number, so_luong_da_cap = 0) => ({ id, so_luong, so_luong_da_cap });

describe('the status a dispensing leaves', () => {
  it('is dispensed when every line is given in full, counting what was given before', () => {
    const lines = [line('a', 10, 4), line('b', 0.3)];
    const plan = [
      { don_thuoc_chi_tiet_id: 'a', so_luong: 6 },
      { don_thuoc_chi_tiet_id: 'b', so_luong: 0.1 },
      { don_thuoc_chi_tiet_id: 'b', so_luong: 0.2 },
    ];
    expect(statusAfterDispensing(lines, plan)).toBe('DA_CAP_PHAT');
  });

  it('is partly dispensed while a line is short, and waiting when nothing was given', () => {
    const lines = [line('a', 10), line('b', 5)];
    expect(statusAfterDispensing(lines, [{ don_thuoc_chi_tiet_id: 'a', so_luong: 10 }])).toBe(
      'CAP_PHAT_MOT_PHAN',
    );
    expect(statusAfterDispensing(lines, [])).toBe('CHO_CAP_PHAT');
    expect(statusAfterDispensing([], [])).toBe('CHO_CAP_PHAT');
  });
});
