import { eq } from 'drizzle-orm';
import type { ConsumptionReport, OfficialForm, VoucherDetail } from '@kho/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import { XLSX } from '../../test/spreadsheets';
import { preparedPlans } from '../../test/statements';
import {
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
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
  allOf,
  dispense,
  medicine,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';
import { ledgerBalances, report } from '../reports/reports-test-helpers';
import { readForReport } from '../reports/report-scope.repository';

const BASE = '/api/v1/bieu-mau-tt22';
let t: TestApp;
let f: PrescriptionFixture;
let para: { id: string };
let morphine: { id: string };
let receipt: VoucherDetail;
let requisition: VoucherDetail;
let disposal: VoucherDetail;
let sample: VoucherDetail;
const today = hanoiDay(0);
const month = today.slice(0, 7);

type Query = Record<string, string | undefined>;
const form = (path: string, query: Query = {}, token = f.admin.access_token, lang?: 'vi' | 'en') =>
  t.request<OfficialForm>('GET', `${BASE}/${path}`, {
    token,
    lang,
    query: { to_chuc: f.organisation.id, ...query },
  });
const excel = async (path: string, query: Query = {}) => {
  const response = await t.raw('GET', `${BASE}/${path}/xuat-excel`, {
    token: f.admin.access_token,
    query: { to_chuc: f.organisation.id, ...query },
  });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain(XLSX);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
};
/** The form's table as [first text cell, numbers...] per row, to compare with the workbook. */
const column = (data: OfficialForm, key: string) => {
  const index = data.columns.findIndex((c) => c.key === key);
  return data.rows.map((r) => r.cells[index]);
};
const total = (data: OfficialForm, key: string) => column(data, key).at(-1);

/**
 * The main store receives 100 paracetamol (P1, 1 000 đ) and 50 morphine (M1, 2 000 đ). Khoa Nội's
 * cabinet requisitions 20 paracetamol and 5 morphine (approved in full); the cabinet dispenses 4
 * paracetamol to an inpatient; the dispensary (stocked with 30 at 1 050 đ with VAT) dispenses 6 to an
 * outpatient. The
 * main store destroys 3 paracetamol (broken) and sends 2 to testing.
 */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  para = await medicine(t, f, 'Paracetamol biểu mẫu');
  morphine = await medicine(t, f, 'Morphin biểu mẫu', null, 'GAY_NGHIEN');
  await t.context.db.update(hangHoa).set({ nuoc_san_xuat: 'Việt Nam' }).where(eq(hangHoa.id, para.id));
  receipt = await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [
      receiptLine(para.id, { so_lo: 'P1', so_luong: 100, don_gia: 1000, vat: 0 }),
      receiptLine(morphine.id, { so_lo: 'M1', so_luong: 50, don_gia: 2000, vat: 0 }),
    ]),
  );
  const asked = await submitted(
    t,
    f,
    REQUISITIONS,
    f.wardNurse.access_token,
    requisitionBody(f, [
      { hang_hoa_id: para.id, so_luong: 20 },
      { hang_hoa_id: morphine.id, so_luong: 5 },
    ]),
  );
  requisition = expectStatus(await act(t, f, REQUISITIONS, asked, 'duyet', f.chemist.access_token), 200);
  const inpatient = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 4 }], {
    benh_nhan_id: f.inpatient,
    khoa_id: f.ward,
    kho_id: f.cabinet,
  });
  expectStatus(await dispense(t, f, inpatient, allOf(inpatient), { token: f.admin.access_token }), 200);
  await stockAt(t, f, para.id, 30, { so_lo: 'P2' });
  const outpatient = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 6 }]);
  expectStatus(await dispense(t, f, outpatient, allOf(outpatient)), 200);
  disposal = await runVoucher(
    t,
    f,
    ISSUES,
    issueBody(f, [{ hang_hoa_id: para.id, so_luong: 3 }], { loai_xuat: 'HUY', ly_do: 'Vỡ khi vận chuyển' }),
  );
  sample = await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: para.id, so_luong: 2 }]));
});
afterAll(() => t.close());

describe('01D phiếu lĩnh thuốc', () => {
  it("prints the ward's ordinary lines asked and issued; controlled drugs are left to their own form", async () => {
    const data = expectStatus(await form(`phieu-linh-thuoc/${requisition.id}`), 200);
    expect(data).toMatchObject({
      form_code: 'MS: 01D/BV-01',
      title: 'PHIẾU LĨNH THUỐC',
      department: 'Khoa Nội',
    });
    expect(data.rows.map((r) => r.cells.slice(2, 6))).toEqual([
      ['Paracetamol biểu mẫu', expect.any(String), 20, 20],
      ['Cộng', '', 20, 20],
    ]);
    expect(data.closing).toEqual([
      'Cộng khoản: 1',
      'Thuốc gây nghiện, hướng thần, tiền chất (1 khoản) lĩnh trên phiếu riêng.',
    ]);
    expect(data.signatures.map((s) => s.title)).toEqual([
      'Trưởng khoa Dược',
      'Người phát',
      'Người lĩnh',
      'Trưởng khoa lâm sàng',
    ]);
    expect(data.signatures[2]!.name).toBe('ĐD. Khoa Nội');
  });

  it('prints the controlled drugs on their own slip with the issued lots; Excel carries the same', async () => {
    const data = expectStatus(await form(`phieu-linh-thuoc-kiem-soat/${requisition.id}`), 200);
    expect(data).toMatchObject({
      form_code: 'Mẫu số 1 - TT 23/2011/TT-BYT',
      title: 'PHIẾU LĨNH THUỐC GÂY NGHIỆN, THUỐC HƯỚNG TÂM THẦN, THUỐC TIỀN CHẤT',
      department: 'Khoa Nội',
    });
    expect(data.columns.map((c) => c.key)).toEqual([
      'stt',
      'ma',
      'ten',
      'don_vi',
      'yeu_cau',
      'phat',
      'lo_han',
      'ghi_chu',
    ]);
    const [line, sum] = data.rows;
    expect(line!.cells[2]).toBe('Morphin biểu mẫu');
    expect(line!.cells.slice(4, 6)).toEqual([5, 5]);
    expect(String(line!.cells[6])).toMatch(/^M1, \d{2}\/\d{2}\/\d{4}$/);
    expect(sum!.cells.slice(2, 6)).toEqual(['Cộng', '', 5, 5]);
    expect(data.closing).toEqual(['Cộng khoản: 1', 'Thuốc khác (1 khoản) lĩnh trên phiếu lĩnh thuốc 01D.']);
    expect(data.signatures[2]!.name).toBe('ĐD. Khoa Nội');
    const sheet = await excel(`phieu-linh-thuoc-kiem-soat/${requisition.id}`);
    expect(sheet.some((r) => r.includes('Morphin biểu mẫu'))).toBe(true);
    expect(sheet.some((r) => r.includes('Paracetamol biểu mẫu'))).toBe(false);
    expect(sheet.find((r) => r.includes('Cộng'))!.filter((c) => c === 5)).toHaveLength(2);
  });

  it('refuses the controlled slip of a requisition without a controlled drug, in the caller language', async () => {
    const asked = await submitted(
      t,
      f,
      REQUISITIONS,
      f.wardNurse.access_token,
      requisitionBody(f, [{ hang_hoa_id: para.id, so_luong: 1 }]),
    );
    const refused = await form(`phieu-linh-thuoc-kiem-soat/${asked.id}`, {}, f.admin.access_token, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('it has no separate slip');
  });

  it('refuses a stranger and an id of another kind', async () => {
    expect((await form(`phieu-linh-thuoc/${requisition.id}`, {}, f.outsider.access_token)).status).toBe(403);
    expect(
      (await form(`phieu-linh-thuoc-kiem-soat/${requisition.id}`, {}, f.outsider.access_token)).status,
    ).toBe(403);
    expect((await form(`phieu-linh-thuoc/${receipt.id}`)).status).toBe(404);
  });
});

describe('biên bản kiểm nhập, 14D and 15D from their vouchers', () => {
  it('the receiving minutes list every batch; the total is the receipt total', async () => {
    const data = expectStatus(await form(`bien-ban-kiem-nhap/${receipt.id}`), 200);
    expect(data.form_code).toBeNull();
    expect(column(data, 'so_kiem_soat')).toEqual(['P1', 'M1', '']);
    expect(column(data, 'nuoc_sx').slice(0, 1)).toEqual(['Việt Nam']);
    expect(total(data, 'thanh_tien')).toBe(receipt.tong_tien);
    expect(total(data, 'so_luong')).toBe(150);
    expect(data.intro).toContain('Nguồn nhập: Công ty Dược phẩm Trung ương');
  });

  it('14D and 15D show the batches the disposal took, at their value; another issue is refused', async () => {
    const loss = expectStatus(await form(`bien-ban-mat-hong-vo/${disposal.id}`), 200);
    expect(loss.form_code).toBe('MS: 14D/BV-01');
    expect(loss.rows[0]!.cells.slice(1, 10)).toEqual([
      'Paracetamol biểu mẫu',
      expect.any(String),
      'P1',
      'Việt Nam',
      expect.any(String),
      3,
      1000,
      3000,
      'Vỡ khi vận chuyển',
    ]);
    expect(total(loss, 'thanh_tien')).toBe(disposal.tong_tien);
    const council = expectStatus(await form(`bien-ban-thanh-ly/${disposal.id}`), 200);
    expect(council.form_code).toBe('MS: 15D/BV-01');
    expect(council.columns.filter((c) => c.group === 'Xin thanh lý').map((c) => c.title)).toEqual([
      'Số lượng',
      'Thành tiền',
    ]);
    expect(total(council, 'thanh_tien')).toBe(3000);
    const refused = await form(`bien-ban-thanh-ly/${sample.id}`, {}, f.admin.access_token, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('disposal issue');
  });

  it('the Excel export carries the same headings and totals', async () => {
    const rows = await excel(`bien-ban-mat-hong-vo/${disposal.id}`);
    expect(rows[0]).toContain('CỘNG HÒA XÃ HỘI CHỦ NGHĨA VIỆT NAM');
    expect(rows.flat()).toContain('MS: 14D/BV-01');
    const header = rows.find((r) => r[0] === 'STT')!;
    expect(header).toEqual([
      'STT',
      'Tên thuốc, nồng độ, hàm lượng',
      'Đơn vị',
      'Số kiểm soát',
      'Nước sản xuất',
      'Hạn dùng',
      'Số lượng',
      'Đơn giá',
      'Thành tiền',
      'Lý do',
    ]);
    const sum = rows.find((r) => r[1] === 'Cộng')!;
    expect(sum[8]).toBe(3000);
    expect(rows.flat()).toContain('Thủ trưởng đơn vị');
  });
});

describe('04D thẻ kho', () => {
  it('opening, movements and closing of the period agree with the ledger', async () => {
    const query = { kho_id: f.mainStore, hang_hoa_id: para.id, tu_ngay: today, den_ngay: today };
    const data = expectStatus(await form('the-kho', query), 200);
    expect(data.form_code).toBe('MS: 04D/BV-01');
    const last = data.rows.at(-1)!.cells;
    expect(last.slice(6, 9)).toEqual([100, 25, 75]);
    const balances = await ledgerBalances(t, f, today, f.mainStore);
    const batch = receipt.chi_tiet.find((l) => l.hang_hoa_id === para.id)!.phan_bo[0]!.lo_hang_id;
    expect(balances.get(batch)).toBe(75);
    expect(column(data, 'ct_nhap')).toContain(receipt.so_phieu);
    expect(column(data, 'ct_xuat')).toContain(disposal.so_phieu);
    const rows = await excel('the-kho', query);
    expect(rows.find((r) => r[5] === 'Cộng phát sinh / tồn cuối kỳ')!.slice(6, 9)).toEqual([100, 25, 75]);
  });
});

describe('05D báo cáo sử dụng thuốc', () => {
  const amounts = (data: OfficialForm, ma: string) =>
    data.rows.find((r) => r.cells[2] === ma)?.cells.slice(5, 13);

  it('whole hospital: the cabinet is inside, so inpatient use is its dispensing; totals equal the consumption report', async () => {
    const data = expectStatus(await form('bao-cao-su-dung-thuoc', { thang: month }), 200);
    expect(data.subtitle).toEqual([`Tháng ${month.slice(5)} năm ${month.slice(0, 4)}`]);
    expect(amounts(data, 'Paracetamol biểu mẫu')).toEqual([4, 4000, 6, 6300, 0, 0, 10, 10300]);
    const consumption = expectStatus(
      await report<ConsumptionReport>(t, 'su-dung', f.admin.access_token, {
        to_chuc: f.organisation.id,
        tu_ngay: `${month}-01`,
        den_ngay: today,
      }),
      200,
    );
    expect(total(data, 'tong_tien')).toBe(consumption.tong_cong.tong.gia_tri);
  });

  it('asked for again and again, is planned for its own month every time (never a generic plan)', async () => {
    for (let run = 0; run < 9; run++)
      expectStatus(await form('bao-cao-su-dung-thuoc', { thang: month }), 200);
    // Sequential requests reuse the pool's last connection, whose prepared statements this reads.
    const plans = await readForReport(t.context.db, (tx) => preparedPlans(tx, "then 'NGOAI_TRU'"));
    expect(Math.max(0, ...plans.map((p) => p.custom))).toBeGreaterThanOrEqual(6);
    expect(plans.map((p) => p.generic)).toEqual(plans.map(() => 0));
  });

  it("one department from the main store: supplies to a clinical ward's cabinet are inpatient use", async () => {
    const data = expectStatus(
      await form('bao-cao-su-dung-thuoc', { thang: month, khoa_id: f.ward, kho_id: f.mainStore }),
      200,
    );
    expect(data.department).toBe('Khoa Nội');
    expect(amounts(data, 'Paracetamol biểu mẫu')).toEqual([20, 20000, 0, 0, 0, 0, 20, 20000]);
    expect(amounts(data, 'Morphin biểu mẫu')).toEqual([5, 10000, 0, 0, 0, 0, 5, 10000]);
    const thousands = expectStatus(
      await form('bao-cao-su-dung-thuoc', {
        thang: month,
        khoa_id: f.ward,
        kho_id: f.mainStore,
        don_vi_tien: '1000',
      }),
      200,
    );
    expect(total(thousands, 'tong_tien')).toBe(30);
    const rows = await excel('bao-cao-su-dung-thuoc', { thang: month, khoa_id: f.ward, kho_id: f.mainStore });
    const groups = rows.find((r) => r[0] === 'STT')!;
    expect(groups.slice(5)).toEqual([
      'Nội trú',
      'Nội trú',
      'Ngoại trú',
      'Ngoại trú',
      'Khác',
      'Khác',
      'Tổng cộng',
      'Tổng cộng',
    ]);
    expect(rows.find((r) => r[2] === 'Tổng cộng')![12]).toBe(30000);
  });

  it('refuses a malformed month in the caller language', async () => {
    const bad = await form('bao-cao-su-dung-thuoc', { thang: '2026-13' }, f.admin.access_token, 'en');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Month as year-month');
  });
});

describe('11D biên bản kiểm kê', () => {
  it('book and counted values per batch, totals as the stocktake, the chair signs last', async () => {
    const warehouse = await pharmacyWarehouse(t, f, 'KK11D');
    await receive(t, f, warehouse, [
      receiptLine(para.id, { so_lo: 'K1', so_luong: 10, don_gia: 500, vat: 0 }),
    ]);
    const opened = await openStocktake(t, f, warehouse);
    expectStatus(
      await saveCounts(t, f, opened, [{ id: opened.dong[0]!.id, so_luong_thuc_te: 8, so_luong_hong: 1 }]),
      200,
    );
    const detail = await stocktakeDetail(t, f, opened.id);
    const data = expectStatus(await form(`bien-ban-kiem-ke/${opened.id}`), 200);
    expect(data.form_code).toBe('MS: 11D/BV-01');
    expect(data.rows[0]!.cells.slice(3, 12)).toEqual([
      500,
      'K1',
      'Việt Nam',
      expect.any(String),
      10,
      5000,
      8,
      4000,
      1,
    ]);
    expect(total(data, 'ss_tt')).toBe(detail.tong.gia_tri_so_sach);
    expect(total(data, 'tt_tt')).toBe(detail.tong.gia_tri_thuc_te);
    // The snapshot's clock time is the organisation's (Hanoi), not UTC.
    const hanoi = new Date(new Date(detail.thoi_diem_chot_so).getTime() + 7 * 3_600_000);
    expect(data.intro.join('\n')).toContain(`lúc ${hanoi.toISOString().slice(11, 16)}`);
    expect(data.closing[0]).toBe('Đã kiểm kê 1/1 lô. Giá trị thừa: 0 đồng; giá trị thiếu: 1.000 đồng.');
    expect(data.signatures.map((s) => [s.title, s.name])).toEqual([
      ['Thành viên', 'Thủ Kho'],
      ['Chủ tịch hội đồng kiểm kê', 'DS. Trần Thị Dược'],
    ]);
  });
});
