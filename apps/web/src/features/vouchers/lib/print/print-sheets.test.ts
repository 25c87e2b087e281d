import { describe, expect, it } from 'vitest';
import type { VoucherDetail, VoucherLine } from '@kho/contracts';
import { printSheets, sheetTotal } from './print-sheets';

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
  ({ loai_phieu: 'LINH_HANG', chi_tiet: [], ...overrides }) as VoucherDetail;

describe('printSheets', () => {
  it('splits a requisition into ordinary and controlled drugs, each numbered from 1', () => {
    const sheets = printSheets(
      voucher({
        chi_tiet: [
          line({ id: 'a', stt: 1 }),
          line({ id: 'b', stt: 2, hang_hoa_ma: 'MORPH', phan_loai_quan_ly: 'GAY_NGHIEN' }),
          line({ id: 'c', stt: 3, hang_hoa_ma: 'DIAZ', phan_loai_quan_ly: 'HUONG_THAN' }),
          line({ id: 'd', stt: 4, hang_hoa_ma: 'EPHE', phan_loai_quan_ly: 'TIEN_CHAT' }),
          line({ id: 'e', stt: 5, hang_hoa_ma: 'KCL', phan_loai_quan_ly: 'DOC' }),
        ],
      }),
    );
    expect(sheets.map((s) => s.key)).toEqual(['ordinary', 'controlled']);
    expect(sheets[0]!.rows.map((r) => [r.stt, r.code])).toEqual([
      [1, 'PARA'],
      [2, 'KCL'],
    ]);
    expect(sheets[1]!.rows.map((r) => [r.stt, r.code])).toEqual([
      [1, 'MORPH'],
      [2, 'DIAZ'],
      [3, 'EPHE'],
    ]);
    expect(sheets[1]!.controlled).toBe(true);
  });

  it('prints only the controlled sheet when every line is controlled, and one empty sheet for no lines', () => {
    expect(
      printSheets(voucher({ chi_tiet: [line({ phan_loai_quan_ly: 'GAY_NGHIEN' })] })).map((s) => s.key),
    ).toEqual(['controlled']);
    const empty = printSheets(voucher({}));
    expect(empty.map((s) => [s.key, s.rows.length])).toEqual([['ordinary', 0]]);
  });

  it('shows asked, approved, the batches taken, their value and why a line was cut', () => {
    const [sheet] = printSheets(
      voucher({
        chi_tiet: [
          line({
            so_luong: 50,
            so_luong_duyet: 30,
            ly_do_dieu_chinh: 'Kho tổng thiếu hàng',
            phan_bo: [
              { lo_hang_id: 'b1', so_lo: 'L1', han_dung: '2027-01-31', so_luong: 20, don_gia: 1000 },
              { lo_hang_id: 'b2', so_lo: 'L2', han_dung: '2027-06-30', so_luong: 10, don_gia: 1200 },
            ],
          }),
        ],
      }),
    );
    const row = sheet!.rows[0] as { requested: number; approved: number; batches: unknown[]; note: string };
    expect(row).toMatchObject({ requested: 50, approved: 30, note: 'Kho tổng thiếu hàng' });
    expect(row.batches).toHaveLength(2);
    expect(sheetTotal(sheet!)).toBe(32_000);
  });

  it('prints every other kind on one sheet of batch rows', () => {
    const sheets = printSheets(
      voucher({ loai_phieu: 'TRA_HANG', chi_tiet: [line({ so_lo: 'L9', phan_loai_quan_ly: 'GAY_NGHIEN' })] }),
    );
    expect(sheets).toHaveLength(1);
    expect(sheets[0]!.key).toBe('all');
    expect(sheets[0]!.rows[0]).toMatchObject({ lot: 'L9' });
  });
});

describe('a dispensing with a line reversed on its own', () => {
  const batch = (lot: string, quantity: number, price: number) => ({
    lo_hang_id: lot,
    so_lo: lot,
    han_dung: '2027-01-31',
    so_luong: quantity,
    don_gia: price,
  });

  it('prints the reversed line struck through and leaves it out of the total', () => {
    const [sheet] = printSheets(
      voucher({
        loai_phieu: 'CAP_PHAT',
        chi_tiet: [
          line({ id: 'a', stt: 1, phan_bo: [batch('EARLY', 4, 1000), batch('LATE', 6, 1000)] }),
          line({
            id: 'b',
            stt: 2,
            hang_hoa_ma: 'VITC',
            ngay_dao_nguoc: '2026-11-26T03:00:00.000Z',
            phan_bo: [batch('VIT', 6, 500)],
          }),
        ],
      }),
    );
    expect(sheet!.rows.map((r) => [r.code, 'reversed' in r && r.reversed === true])).toEqual([
      ['PARA', false],
      ['PARA', false],
      ['VITC', true],
    ]);
    expect(sheetTotal(sheet!)).toBe(10_000);
  });
});
