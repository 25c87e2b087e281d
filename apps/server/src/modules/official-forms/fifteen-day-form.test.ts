import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { OfficialForm } from '@kho/contracts';
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
  medicine,
  setupPrescriptions,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';

/**
 * Form 16D: what Khoa Nội used each day of a period of at most 16 days. Seen from the main store,
 * the ward's use is what its cabinet received: 10 paracetamol and 30 syringes two days ago, 5
 * paracetamol today.
 */
const PATH = '/api/v1/bieu-mau-tt22/thong-ke-15-ngay';
let t: TestApp;
let f: PrescriptionFixture;
const from = hanoiDay(-5);
const to = hanoiDay(0);

/** Khoa Nội from the main store over the six days. */
const wardQuery = () => ({
  to_chuc: f.organisation.id,
  khoa_id: f.ward,
  kho_id: f.mainStore,
  tu_ngay: from,
  den_ngay: to,
});
const form = (query: Record<string, string>, lang?: 'vi' | 'en') =>
  t.request<OfficialForm>('GET', PATH, {
    token: f.admin.access_token,
    lang,
    query: { ...wardQuery(), ...query },
  });

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  const para = await medicine(t, f, 'Paracetamol 16D');
  const syringe = await medicine(t, f, 'Bơm tiêm 16D');
  await t.context.db.update(hangHoa).set({ loai_hang_hoa: 'VAT_TU' }).where(eq(hangHoa.id, syringe.id));
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(
      f,
      [
        receiptLine(para.id, { so_lo: 'P16', so_luong: 100, don_gia: 1000, vat: 0 }),
        receiptLine(syringe.id, { so_lo: 'B16', so_luong: 100, don_gia: 800, vat: 0 }),
      ],
      { ngay_chung_tu: from },
    ),
  );
  const requisition = async (day: string, lines: { hang_hoa_id: string; so_luong: number }[]) => {
    const asked = await submitted(
      t,
      f,
      REQUISITIONS,
      f.wardNurse.access_token,
      requisitionBody(f, lines, { ngay_chung_tu: day }),
    );
    expectStatus(await act(t, f, REQUISITIONS, asked, 'duyet', f.chemist.access_token), 200);
  };
  await requisition(hanoiDay(-2), [
    { hang_hoa_id: para.id, so_luong: 10 },
    { hang_hoa_id: syringe.id, so_luong: 30 },
  ]);
  await requisition(to, [{ hang_hoa_id: para.id, so_luong: 5 }]);
});
afterAll(() => t.close());

describe('16D thống kê 15 ngày sử dụng', () => {
  it("prints the department's use per day, medicines and supplies apart, with each item's total", async () => {
    const data = expectStatus(await form({}), 200);
    expect(data).toMatchObject({
      form_code: 'MS: 16D/BV-01',
      title: 'THỐNG KÊ 15 NGÀY SỬ DỤNG THUỐC, HÓA CHẤT, VẬT TƯ Y TẾ TIÊU HAO',
      department: 'Khoa Nội',
      landscape: true,
    });
    const dayColumns = data.columns.filter((c) => c.group === 'Ngày');
    expect(dayColumns.map((c) => c.title)).toEqual(
      [-5, -4, -3, -2, -1, 0].map((offset) => hanoiDay(offset).slice(8, 10)),
    );
    const cells = (name: string) => {
      const line = data.rows.find((r) => r.cells[1] === name)!;
      return line.cells.slice(4, 11);
    };
    expect(cells('Paracetamol 16D')).toEqual([null, null, null, 10, null, 5, 15]);
    expect(cells('Bơm tiêm 16D')).toEqual([null, null, null, 30, null, null, 30]);
    expect(data.rows.filter((r) => r.section).map((r) => r.cells[0])).toEqual([
      'Thuốc',
      'Vật tư y tế tiêu hao',
    ]);
    expect(data.rows.map((r) => r.cells[0])).toEqual(['Thuốc', 1, 'Vật tư y tế tiêu hao', 2]);
    expect(data.closing).toEqual(['Tổng số khoản: 2']);
    expect(data.signatures.map((s) => s.title)).toEqual([
      'Người lập',
      'Kế toán dược',
      'Trưởng khoa lâm sàng',
    ]);
  });

  it('exports the same table to Excel, the days under one heading', async () => {
    const response = await t.raw('GET', `${PATH}/xuat-excel`, {
      token: f.admin.access_token,
      query: wardQuery(),
    });
    expect(response.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const line = rows.find((r) => r[1] === 'Paracetamol 16D')!;
    expect(line.slice(4, 11)).toEqual([undefined, undefined, undefined, 10, undefined, 5, 15]);
    expect(rows.some((r) => r.filter((cell) => cell === 'Ngày').length === 6)).toBe(true);
  });

  it('refuses a period over 16 days, or ending before it starts, in the caller language', async () => {
    const long = await form({ tu_ngay: hanoiDay(-16), den_ngay: to }, 'en');
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('cover at most 16 days');
    expectStatus(await form({ tu_ngay: hanoiDay(-15), den_ngay: to }), 200);
    const backwards = await form({ tu_ngay: to, den_ngay: from });
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('Ngày kết thúc phải sau ngày bắt đầu');
  });

  it('needs a department of the organisation', async () => {
    const missing = await t.request('GET', PATH, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id, tu_ngay: from, den_ngay: to },
    });
    expect(missing.status).toBe(400);
    expect((await form({ khoa_id: randomUUID() })).status).toBe(404);
  });
});
