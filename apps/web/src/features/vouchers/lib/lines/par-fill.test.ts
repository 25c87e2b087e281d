import { describe, expect, it } from 'vitest';
import type { ParSuggestion } from '@kho/contracts';
import { mergeParSuggestion } from './par-fill';

const suggestion = (id: string, de_xuat: number): ParSuggestion => ({
  hang_hoa_id: id,
  hang_hoa_ma: id.toUpperCase(),
  hang_hoa_ten: `Thuốc ${id}`,
  ham_luong: null,
  don_vi_tinh: 'Ống',
  phan_loai_quan_ly: 'THUONG',
  co_so: 20,
  ton_kho: 20 - de_xuat,
  dang_linh: 0,
  de_xuat,
});

describe('mergeParSuggestion', () => {
  it('adds what the cabinet lacks to an empty top-up', () => {
    const fill = mergeParSuggestion([], [suggestion('a', 5), suggestion('b', 12)]);
    expect(fill.lines).toEqual([
      { hang_hoa_id: 'a', so_luong: 5, ghi_chu: '' },
      { hang_hoa_id: 'b', so_luong: 12, ghi_chu: '' },
    ]);
    expect(fill.goods.a).toEqual({ ma: 'A', ten: 'Thuốc a', ham_luong: null, don_vi_tinh: 'Ống' });
    expect([fill.added, fill.updated]).toEqual([2, 0]);
  });

  it('updates lines already there, keeps their notes and the lines it does not name, skips nothing-to-ask', () => {
    const fill = mergeParSuggestion(
      [
        { hang_hoa_id: 'a', so_luong: 1, ghi_chu: 'gấp' },
        { hang_hoa_id: 'x', so_luong: 3, ghi_chu: '' },
      ],
      [suggestion('a', 5), suggestion('z', 0)],
    );
    expect(fill.lines).toEqual([
      { hang_hoa_id: 'a', so_luong: 5, ghi_chu: 'gấp' },
      { hang_hoa_id: 'x', so_luong: 3, ghi_chu: '' },
    ]);
    expect([fill.added, fill.updated]).toEqual([0, 1]);
  });
});
