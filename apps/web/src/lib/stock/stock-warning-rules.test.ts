import { describe, expect, it } from 'vitest';
import { rulesFromRecords } from './stock-warning-rules';

describe('warning rules from system data', () => {
  it('keeps valid rules and leaves out records whose value is not a rule', () => {
    const rules = rulesFromRecords([
      { gia_tri: { loai_canh_bao: 'SO_LUONG', so_luong: 10, mau_sac: { ma_danh_muc: 'red-600' } } },
      { gia_tri: { loai_canh_bao: 'NGAY', so_luong: 30, mau_sac: { ma_danh_muc: 'orange-500' } } },
      { gia_tri: null },
      { gia_tri: { loai_canh_bao: 'TUAN', so_luong: 1, mau_sac: { ma_danh_muc: 'red-600' } } },
    ]);
    expect(rules.map((r) => r.loai_canh_bao)).toEqual(['SO_LUONG', 'NGAY']);
  });
});
