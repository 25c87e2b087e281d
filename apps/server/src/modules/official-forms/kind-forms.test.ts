import { eq } from 'drizzle-orm';
import type { LoaiHangHoa, OfficialForm, VoucherDetail } from '@kho/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import {
  expectStatus,
  hanoiDay,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
} from '../inventory/inventory-test-helpers';
import {
  act,
  REQUISITIONS,
  requisitionBody,
  submitted,
} from '../inventory/requisitions/requests-test-helpers';
import {
  openStocktake,
  pharmacyWarehouse,
  receive,
  saveCounts,
  stocktakeDetail,
} from '../inventory/stocktake/stocktake-test-helpers';
import {
  medicine,
  setupPrescriptions,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';

/**
 * TT 22/2011 keeps a form per kind of goods: a ward's requisition of a medicine, a chemical and a
 * supply prints on 01D, 02D and 03D; a stocktake's minutes are 11D, 12D and 13D; the month's usage
 * 05D, 08D and 09D. Each form holds its own kind's lines only, and together they hold every line.
 */
const BASE = '/api/v1/bieu-mau-tt22';
let t: TestApp;
let f: PrescriptionFixture;
let para: { id: string };
let alcohol: { id: string };
let syringe: { id: string };
let requisition: VoucherDetail;
const month = hanoiDay(0).slice(0, 7);

const form = (path: string, query: Record<string, string> = {}, lang?: 'vi' | 'en') =>
  t.request<OfficialForm>('GET', `${BASE}/${path}`, {
    token: f.admin.access_token,
    lang,
    query: { to_chuc: f.organisation.id, ...query },
  });
const names = (data: OfficialForm) => {
  const index = data.columns.findIndex((c) => c.key === 'ten');
  return data.rows.filter((r) => !r.bold).map((r) => r.cells[index]);
};
const heading = (data: OfficialForm) => data.columns.find((c) => c.key === 'ten')!.title;
const totalOf = (data: OfficialForm, key: string) =>
  data.rows.at(-1)!.cells[data.columns.findIndex((c) => c.key === key)];

async function goodsOfKind(name: string, kind: LoaiHangHoa) {
  const goods = await medicine(t, f, name);
  await t.context.db.update(hangHoa).set({ loai_hang_hoa: kind }).where(eq(hangHoa.id, goods.id));
  return goods;
}

/** The main store receives the three; Khoa Nội's cabinet asks for all three, approved in full. */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  para = await medicine(t, f, 'Paracetamol loại');
  alcohol = await goodsOfKind('Cồn 70 độ', 'HOA_CHAT');
  syringe = await goodsOfKind('Bơm tiêm 5ml', 'VAT_TU');
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [
      receiptLine(para.id, { so_lo: 'P1', so_luong: 100, don_gia: 1000, vat: 0 }),
      receiptLine(alcohol.id, { so_lo: 'C1', so_luong: 40, don_gia: 15000, vat: 0 }),
      receiptLine(syringe.id, { so_lo: 'B1', so_luong: 500, don_gia: 800, vat: 0 }),
    ]),
  );
  const asked = await submitted(
    t,
    f,
    REQUISITIONS,
    f.wardNurse.access_token,
    requisitionBody(f, [
      { hang_hoa_id: para.id, so_luong: 20 },
      { hang_hoa_id: alcohol.id, so_luong: 2 },
      { hang_hoa_id: syringe.id, so_luong: 50 },
    ]),
  );
  requisition = expectStatus(await act(t, f, REQUISITIONS, asked, 'duyet', f.chemist.access_token), 200);
});
afterAll(() => t.close());

describe('requisition slips by kind of goods (01D, 02D, 03D)', () => {
  it('prints each kind on its own slip, and each slip names the others', async () => {
    const medicines = expectStatus(await form(`phieu-linh-thuoc/${requisition.id}`), 200);
    expect(names(medicines)).toEqual(['Paracetamol loại']);
    expect(medicines.closing).toEqual([
      'Cộng khoản: 1',
      'Hóa chất (1 khoản) lĩnh trên phiếu lĩnh hóa chất 02D.',
      'Vật tư y tế tiêu hao (1 khoản) lĩnh trên phiếu lĩnh vật tư y tế tiêu hao 03D.',
    ]);

    const chemicals = expectStatus(await form(`phieu-linh-hoa-chat/${requisition.id}`), 200);
    expect(chemicals).toMatchObject({ form_code: 'MS: 02D/BV-01', title: 'PHIẾU LĨNH HÓA CHẤT' });
    expect(heading(chemicals)).toBe('Tên hóa chất, nồng độ, hàm lượng');
    expect(chemicals.rows.map((r) => r.cells.slice(2, 6))).toEqual([
      ['Cồn 70 độ', expect.any(String), 2, 2],
      ['Cộng', '', 2, 2],
    ]);
    expect(chemicals.closing).toEqual([
      'Cộng khoản: 1',
      'Thuốc (1 khoản) lĩnh trên phiếu lĩnh thuốc 01D.',
      'Vật tư y tế tiêu hao (1 khoản) lĩnh trên phiếu lĩnh vật tư y tế tiêu hao 03D.',
    ]);
    expect(chemicals.signatures.map((s) => s.title)).toEqual(medicines.signatures.map((s) => s.title));

    const supplies = expectStatus(await form(`phieu-linh-vat-tu/${requisition.id}`), 200);
    expect(supplies).toMatchObject({ form_code: 'MS: 03D/BV-01', title: 'PHIẾU LĨNH VẬT TƯ Y TẾ TIÊU HAO' });
    expect(names(supplies)).toEqual(['Bơm tiêm 5ml']);
    expect(totalOf(supplies, 'phat')).toBe(50);

    const workbook = await t.raw('GET', `${BASE}/phieu-linh-vat-tu/${requisition.id}/xuat-excel`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(workbook.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await workbook.arrayBuffer());
    const cells: unknown[] = [];
    book.worksheets[0]!.eachRow((row) => cells.push(...(row.values as unknown[])));
    expect(cells).toContain('MS: 03D/BV-01');
    expect(cells).toContain('Bơm tiêm 5ml');
    expect(cells).not.toContain('Paracetamol loại');
  });

  it('refuses the slip of a kind the requisition does not hold, in the caller language', async () => {
    const asked = await submitted(
      t,
      f,
      REQUISITIONS,
      f.wardNurse.access_token,
      requisitionBody(f, [{ hang_hoa_id: para.id, so_luong: 1 }]),
    );
    const english = await form(`phieu-linh-hoa-chat/${asked.id}`, {}, 'en');
    expect(english.status).toBe(409);
    expect(english.body.message).toBe('This voucher holds no chemicals, so it has no form 02D');
    const vietnamese = await form(`phieu-linh-vat-tu/${asked.id}`);
    expect(vietnamese.status).toBe(409);
    expect(vietnamese.body.message).toBe('Phiếu này không có vật tư y tế tiêu hao nên không có biểu mẫu 03D');
  });
});

describe('stocktaking minutes by kind of goods (11D, 12D, 13D)', () => {
  it("lists each kind's batches with totals of its own, which add up to the stocktake's", async () => {
    const warehouse = await pharmacyWarehouse(t, f, 'KKLOAI');
    await receive(t, f, warehouse, [
      receiptLine(para.id, { so_lo: 'K1', so_luong: 10, don_gia: 500, vat: 0 }),
      receiptLine(syringe.id, { so_lo: 'K2', so_luong: 100, don_gia: 800, vat: 0 }),
    ]);
    const opened = await openStocktake(t, f, warehouse);
    const lineOf = (id: string) => opened.dong.find((l) => l.hang_hoa_id === id)!.id;
    expectStatus(
      await saveCounts(t, f, opened, [
        { id: lineOf(para.id), so_luong_thuc_te: 11 },
        { id: lineOf(syringe.id), so_luong_thuc_te: 97, so_luong_hong: 2 },
      ]),
      200,
    );
    const detail = await stocktakeDetail(t, f, opened.id);

    const medicines = expectStatus(await form(`bien-ban-kiem-ke/${opened.id}`), 200);
    expect(names(medicines)).toEqual(['Paracetamol loại']);
    expect(totalOf(medicines, 'ss_tt')).toBe(5000);
    expect(medicines.closing[0]).toBe('Đã kiểm kê 1/1 lô. Giá trị thừa: 500 đồng; giá trị thiếu: 0 đồng.');

    const supplies = expectStatus(await form(`bien-ban-kiem-ke-vat-tu/${opened.id}`), 200);
    expect(supplies).toMatchObject({
      form_code: 'MS: 13D/BV-01',
      title: 'BIÊN BẢN KIỂM KÊ VẬT TƯ Y TẾ TIÊU HAO',
    });
    expect(heading(supplies)).toBe('Tên vật tư y tế tiêu hao, quy cách');
    expect(names(supplies)).toEqual(['Bơm tiêm 5ml']);
    expect(totalOf(supplies, 'tt_tt')).toBe(77_600);
    expect(totalOf(supplies, 'hong')).toBe(2);
    expect(supplies.closing[0]).toBe('Đã kiểm kê 1/1 lô. Giá trị thừa: 0 đồng; giá trị thiếu: 2.400 đồng.');

    expect(Number(totalOf(medicines, 'ss_tt')) + Number(totalOf(supplies, 'ss_tt'))).toBe(
      detail.tong.gia_tri_so_sach,
    );
    expect(Number(totalOf(medicines, 'tt_tt')) + Number(totalOf(supplies, 'tt_tt'))).toBe(
      detail.tong.gia_tri_thuc_te,
    );

    const chemicals = await form(`bien-ban-kiem-ke-hoa-chat/${opened.id}`, {}, 'en');
    expect(chemicals.status).toBe(409);
    expect(chemicals.body.message).toBe('This voucher holds no chemicals, so it has no form 12D');
  });
});

describe('usage reports by kind of goods (05D, 08D, 09D)', () => {
  it("reports each kind's use on its own form; the medicine report leaves the others out", async () => {
    const query = { thang: month, khoa_id: f.ward, kho_id: f.mainStore };
    const medicines = expectStatus(await form('bao-cao-su-dung-thuoc', query), 200);
    expect(names(medicines)).toEqual(['Paracetamol loại']);

    const chemicals = expectStatus(await form('bao-cao-su-dung-hoa-chat', query), 200);
    expect(chemicals).toMatchObject({ form_code: 'MS: 08D/BV-01', title: 'BÁO CÁO SỬ DỤNG HÓA CHẤT' });
    expect(names(chemicals)).toEqual(['Cồn 70 độ']);
    expect(totalOf(chemicals, 'tong_tien')).toBe(30_000);

    const supplies = expectStatus(await form('bao-cao-su-dung-vat-tu', query), 200);
    expect(supplies).toMatchObject({
      form_code: 'MS: 09D/BV-01',
      title: 'BÁO CÁO SỬ DỤNG VẬT TƯ Y TẾ TIÊU HAO',
    });
    // Supplies to a clinical ward's cabinet are its inpatients' use.
    expect(supplies.rows[0]!.cells.slice(5, 13)).toEqual([50, 40_000, 0, 0, 0, 0, 50, 40_000]);
    expect(supplies.signatures.map((s) => s.title)).toEqual(medicines.signatures.map((s) => s.title));
  });
});
