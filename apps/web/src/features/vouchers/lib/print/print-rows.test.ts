import { describe, expect, it } from 'vitest';
import type { VoucherDetail, VoucherLine } from '@kho/contracts';
import { historyOf } from '../../components/form/voucher-history';
import { printRows } from './print-rows';

const line = (overrides: Partial<VoucherLine>): VoucherLine => ({
  id: 'l1',
  stt: 1,
  hang_hoa_id: 'g1',
  hang_hoa_ma: 'PARA',
  hang_hoa_ten: 'Paracetamol',
  ham_luong: '500mg',
  don_vi_tinh: 'Viên',
  phan_loai_quan_ly: 'THUONG',
  loai_hang_hoa: 'THUOC',
  so_luong: 50,
  don_gia: null,
  vat: 0,
  chiet_khau: 0,
  thanh_tien: null,
  so_lo: null,
  han_dung: null,
  ngay_san_xuat: null,
  ma_vach: null,
  lo_hang_id: null,
  goi_thau_chi_tiet_id: null,
  ghi_chu: null,
  so_luong_duyet: null,
  ly_do_dieu_chinh: null,
  phan_bo: [],
  ...overrides,
});

const voucher = (overrides: Partial<VoucherDetail>) =>
  ({ loai_phieu: 'XUAT_KHO', chi_tiet: [], ...overrides }) as VoucherDetail;

describe('printRows', () => {
  it('prints one row per batch an issue line took, at the batch cost', () => {
    const rows = printRows(
      voucher({
        chi_tiet: [
          line({
            phan_bo: [
              { lo_hang_id: 'a', so_lo: 'A', han_dung: '2027-01-01', so_luong: 40, don_gia: 1000 },
              { lo_hang_id: 'b', so_lo: 'B', han_dung: '2027-06-01', so_luong: 10, don_gia: 1200 },
            ],
          }),
        ],
      }),
    );
    expect(rows.map((r) => [r.lot, r.quantity, r.amount])).toEqual([
      ['A', 40, 40_000],
      ['B', 10, 12_000],
    ]);
    expect(rows[0]?.name).toBe('Paracetamol 500mg');
  });

  it('prints a receipt line as entered', () => {
    const rows = printRows(
      voucher({
        loai_phieu: 'NHAP_KHO',
        chi_tiet: [line({ so_lo: 'X', han_dung: '2027-01-01', don_gia: 100, thanh_tien: 5000 })],
      }),
    );
    expect(rows).toMatchObject([{ lot: 'X', quantity: 50, price: 100, amount: 5000 }]);
  });
});

describe('historyOf', () => {
  it('lists the steps in order and leaves out an update that was only a step', () => {
    const steps = historyOf(
      voucher({
        ngay_tao: '2026-05-01T08:00:00Z',
        nguoi_tao_ten: 'A',
        ngay_cap_nhat: '2026-05-01T09:00:00.500Z',
        ngay_gui: '2026-05-01T09:00:00Z',
        ngay_tu_choi: '2026-05-01T10:00:00Z',
        ly_do_tu_choi: 'Sai giá',
        ngay_duyet: null,
        ngay_huy: null,
      }),
    );
    expect(steps.map((s) => s.key)).toEqual(['created', 'submitted', 'rejected']);
    expect(steps[2]?.reason).toBe('Sai giá');
  });
});
