import { describe, expect, it } from 'vitest';
import type { CommitteeMember, StocktakeLine } from '@kho/contracts';
import { minutesRows, signingOrder } from './minutes-rows';

describe('minutesRows', () => {
  it('prints book and actual quantity and value, damaged and notes per batch', () => {
    const line = {
      id: 'a',
      stt: 1,
      hang_hoa_ten: 'Paracetamol',
      ham_luong: '500mg',
      don_vi_tinh: 'Viên',
      don_gia: 1200,
      so_lo: 'L1',
      nuoc_san_xuat: 'Việt Nam',
      han_dung: '2030-01-01',
      so_luong_so_sach: 10,
    } as StocktakeLine;
    const [row] = minutesRows([line], () => ({ so_luong_thuc_te: 8, so_luong_hong: 1, ghi_chu: 'vỡ' }));
    expect(row).toMatchObject({
      name: 'Paracetamol 500mg',
      bookValue: 12000,
      actualQty: 8,
      actualValue: 9600,
      damaged: 1,
      note: 'vỡ',
      country: 'Việt Nam',
    });
  });
});

describe('signingOrder', () => {
  it('puts the chair first, then the secretary, then members as entered', () => {
    const m = (stt: number, vai_tro: CommitteeMember['vai_tro']) => ({ stt, vai_tro }) as CommitteeMember;
    expect(
      signingOrder([m(1, 'UY_VIEN'), m(2, 'THU_KY'), m(3, 'CHU_TICH'), m(4, 'UY_VIEN')]).map((x) => x.stt),
    ).toEqual([3, 2, 1, 4]);
  });
});
