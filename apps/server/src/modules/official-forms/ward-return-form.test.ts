import type { OfficialForm } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus, hanoiDay } from '../inventory/inventory-test-helpers';
import { act, MEDICINE_RETURNS, submitted } from '../inventory/requisitions/requests-test-helpers';
import {
  allOf,
  dispense,
  medicine,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';

/**
 * The ward's return slip (phiếu trả lại thuốc, hóa chất, vật tư y tế tiêu hao): Khoa Nội's cabinet
 * gives 8 of a batch bought at 1 200 đ back to the main store. A patient's return at the dispensary
 * has no such slip.
 */
const PATH = '/api/v1/bieu-mau-tt22/phieu-tra-lai-thuoc';
let t: TestApp;
let f: PrescriptionFixture;
let goods: { id: string };
let batchId: string;

const slip = (id: string, lang?: 'vi' | 'en') =>
  t.request<OfficialForm>('GET', `${PATH}/${id}`, {
    token: f.admin.access_token,
    lang,
    query: { to_chuc: f.organisation.id },
  });

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  goods = await medicine(t, f, 'Cefuroxim trả lại');
  const receipt = await stockAt(t, f, goods.id, 20, {
    kho_id: f.cabinet,
    so_lo: 'TL1',
    han_dung: hanoiDay(300),
  });
  batchId = receipt.chi_tiet[0]!.phan_bo[0]!.lo_hang_id;
});
afterAll(() => t.close());

describe('phiếu trả lại thuốc', () => {
  it("prints the cabinet's batches given back, valued once approved, with the ward's signatures", async () => {
    const pending = await submitted(t, f, MEDICINE_RETURNS, f.wardNurse.access_token, {
      to_chuc: f.organisation.id,
      kho_id: f.cabinet,
      kho_nhan_id: f.mainStore,
      ly_do: 'Người bệnh ra viện, thuốc còn thừa',
      chi_tiet: [{ hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 8 }],
    });
    const before = expectStatus(await slip(pending.id), 200);
    expect(before).toMatchObject({
      form_code: null,
      title: 'PHIẾU TRẢ LẠI THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
      department: 'Khoa Nội',
    });
    expect(before.intro).toEqual([
      'Khoa: Khoa Nội',
      expect.stringMatching(/^Tủ\/kho trả: /),
      expect.stringMatching(/^Trả về: /),
      'Lý do trả: Người bệnh ra viện, thuốc còn thừa',
    ]);
    // Before approval the quantity is known, the value is not yet booked.
    expect(before.rows[0]!.cells.slice(1, 7)).toEqual([
      'Cefuroxim trả lại',
      expect.any(String),
      'TL1',
      8,
      null,
      null,
    ]);

    const done = expectStatus(
      await act(t, f, MEDICINE_RETURNS, pending, 'duyet', f.chemist.access_token),
      200,
    );
    const after = expectStatus(await slip(done.id), 200);
    const [line, total] = after.rows;
    expect(line!.cells.slice(3, 7)).toEqual(['TL1', 8, expect.any(Number), expect.any(Number)]);
    expect(line!.cells[6]).toBe(done.tong_tien);
    expect(total!.cells.slice(1, 7)).toEqual(['Cộng', '', '', 8, null, done.tong_tien]);
    expect(after.closing).toEqual(['Cộng khoản: 1']);
    const workbook = await t.raw('GET', `${PATH}/${done.id}/xuat-excel`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(workbook.status).toBe(200);
    expect(workbook.headers.get('content-disposition')).toContain(`Phieu-tra-lai_${done.so_phieu}.xlsx`);
    expect(after.signatures.map((s) => [s.title, s.name])).toEqual([
      ['Trưởng khoa Dược', null],
      ['Trưởng phòng TC-KT', null],
      ['Người lập phiếu', 'ĐD. Khoa Nội'],
      ['Trưởng khoa lâm sàng', null],
    ]);
  });

  it("refuses a patient's return in the caller language", async () => {
    const bought = await medicine(t, f, 'Amoxicillin người bệnh trả');
    const stocked = await stockAt(t, f, bought.id, 10, { so_lo: 'NB1', han_dung: hanoiDay(300) });
    const prescription = await prescribe(t, f, [{ hang_hoa_id: bought.id, so_luong: 4 }]);
    expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
    const given = await submitted(t, f, MEDICINE_RETURNS, f.chemist.access_token, {
      to_chuc: f.organisation.id,
      kho_id: f.dispensary,
      benh_nhan_id: f.outpatient,
      ly_do: 'Người bệnh đổi thuốc',
      chi_tiet: [
        { hang_hoa_id: bought.id, lo_hang_id: stocked.chi_tiet[0]!.phan_bo[0]!.lo_hang_id, so_luong: 1 },
      ],
    });
    const refused = await slip(given.id, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      "The return slip is made for a ward's or cabinet's return only; this is a patient's return",
    );
  });
});
