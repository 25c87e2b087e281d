import type { ProcurementRequestDetail, ProcurementRequestTender } from '@kho/contracts';
import { describe, expect, it } from 'vitest';
import { addedLine, editLinesOf, editTotal, tenderChoices, updateLinesOf, withTender } from './request-edit';

const line = (id: string, fields: Partial<ProcurementRequestDetail['chi_tiet'][number]> = {}) => ({
  id,
  stt: 1,
  hang_hoa_id: `goods-${id}`,
  ma_hang_hoa: id.toUpperCase(),
  ten_hang_hoa: `Goods ${id}`,
  don_vi_tinh: 'Viên',
  so_luong_de_xuat: 100,
  so_luong: 100,
  don_gia: 10,
  thanh_tien: 1000,
  goi_thau_chi_tiet_id: 'old-line',
  goi_thau_ma: 'GT-OLD',
  ghi_chu: null,
  ...fields,
});

const request = {
  id: 'r',
  phien_ban: 3,
  chi_tiet: [line('a'), line('b', { goi_thau_chi_tiet_id: null, goi_thau_ma: null, don_gia: null })],
} as ProcurementRequestDetail;

const tender = (id: string, goods: string, price: number, left: number): ProcurementRequestTender => ({
  hang_hoa_id: goods,
  goi_thau_chi_tiet_id: id,
  goi_thau_id: id,
  goi_thau_ma: id.toUpperCase(),
  so_quyet_dinh: '1/QĐ',
  nha_cung_cap_ten: 'NCC',
  hieu_luc_den: '2027-12-31',
  don_gia_trung: price,
  con_lai: left,
});

describe('editing a procurement request', () => {
  it('offers the valid tender lines of each goods item, keeping a saved one that expired', () => {
    const [a, b] = editLinesOf(request);
    const tenders = [tender('new', 'goods-a', 12, 500), tender('other', 'goods-b', 7, 50)];
    expect(tenderChoices(request, a!, tenders)).toEqual([
      { id: 'new', code: 'NEW', supplier: 'NCC', price: 12, left: 500 },
      { id: 'old-line', code: 'GT-OLD', supplier: null, price: 10, left: null },
    ]);
    expect(tenderChoices(request, b!, tenders).map((c) => c.id)).toEqual(['other']);
  });

  it('prices a line at its tender, totals to the cent and sends the lines as the update takes them', () => {
    const [a, b] = editLinesOf(request);
    const edited = [
      { ...withTender(a!, { id: 'new', code: 'NEW', supplier: 'NCC', price: 12.5, left: 500 }), so_luong: 3 },
      withTender(b!, null),
    ];
    expect(editTotal(edited)).toBe(37.5);
    expect(updateLinesOf(edited)).toEqual([
      {
        hang_hoa_id: 'goods-a',
        so_luong_de_xuat: 100,
        so_luong: 3,
        don_gia: 12.5,
        goi_thau_chi_tiet_id: 'new',
        ghi_chu: null,
      },
      {
        hang_hoa_id: 'goods-b',
        so_luong_de_xuat: 100,
        so_luong: 100,
        don_gia: null,
        goi_thau_chi_tiet_id: null,
        ghi_chu: null,
      },
    ]);
  });

  it('sends nothing while a quantity is empty or not above 0, or no line is left', () => {
    const [a, b] = editLinesOf(request);
    expect(updateLinesOf([{ ...a!, so_luong: null }, b!])).toBeNull();
    expect(updateLinesOf([{ ...a!, so_luong: 0 }])).toBeNull();
    expect(updateLinesOf([])).toBeNull();
    expect(updateLinesOf([b!])).toHaveLength(1);
  });

  it('adds a goods item the plan did not list: no suggestion, a quantity to enter, its own tenders', () => {
    const lines = editLinesOf(request);
    const added = addedLine({ id: 'goods-c', ma: 'C', ten: 'Goods c', don_vi_tinh: 'Lọ' });
    expect(added).toMatchObject({ hang_hoa_id: 'goods-c', so_luong_de_xuat: 0, so_luong: null, added: true });
    expect(lines.every((l) => !l.added)).toBe(true);
    // Not sent until it has a quantity.
    expect(updateLinesOf([...lines, added])).toBeNull();
    const choices = tenderChoices(request, added, [
      tender('t-c', 'goods-c', 7, 30),
      tender('t-a', 'goods-a', 9, 5),
    ]);
    expect(choices.map((c) => c.id)).toEqual(['t-c']);
    const priced = withTender({ ...added, so_luong: 4 }, choices[0]!);
    expect(updateLinesOf([...lines, priced])?.[2]).toEqual({
      hang_hoa_id: 'goods-c',
      so_luong_de_xuat: 0,
      so_luong: 4,
      don_gia: 7,
      goi_thau_chi_tiet_id: 't-c',
      ghi_chu: null,
    });
  });
});
