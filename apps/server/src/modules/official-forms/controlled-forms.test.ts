import { eq, sql } from 'drizzle-orm';
import type { OfficialForm, VoucherDetail } from '@kho/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import { XLSX } from '../../test/spreadsheets';
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
  medicine,
  setupPrescriptions,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';
import { queryRows } from '../../db/client';

const PATH = '/api/v1/bieu-mau-tt22/so-thuoc-kiem-soat';
let t: TestApp;
let f: PrescriptionFixture;
let morphine: { id: string };
let diazepam: { id: string };
let para: { id: string };
let loss: VoucherDetail;
const today = hanoiDay(0);
const yesterday = hanoiDay(-1);
const twoDaysAgo = hanoiDay(-2);

type Query = Record<string, string | undefined>;
const register = (query: Query = {}, token = f.admin.access_token, lang?: 'vi' | 'en') =>
  t.request<OfficialForm>('GET', PATH, {
    token,
    lang,
    query: { to_chuc: f.organisation.id, kho_id: f.mainStore, tu_ngay: yesterday, den_ngay: today, ...query },
  });
const cellsOf = (data: OfficialForm, key: string) => {
  const index = data.columns.findIndex((c) => c.key === key);
  return data.rows.map((r) => r.cells[index]);
};

/**
 * Two days ago the main store receives 60 morphine (M1, registration VD-1) and 30 diazepam (D1);
 * yesterday it issues 10 morphine to the ward cabinet; today it receives 20 more morphine (M2) and
 * sends 5 diazepam to testing and destroys 2 (broken). Paracetamol (ordinary) moves too and stays out of the register.
 */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  morphine = await medicine(t, f, 'Morphin sổ', null, 'GAY_NGHIEN');
  diazepam = await medicine(t, f, 'Diazepam sổ', null, 'HUONG_THAN');
  para = await medicine(t, f, 'Paracetamol sổ');
  await t.context.db.update(hangHoa).set({ so_dang_ky: 'VD-1' }).where(eq(hangHoa.id, morphine.id));
  const line = (id: string, so_lo: string, so_luong: number) =>
    receiptLine(id, { so_lo, so_luong, don_gia: 1000, vat: 0 });
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [line(morphine.id, 'M1', 60), line(diazepam.id, 'D1', 30), line(para.id, 'P1', 10)], {
      ngay_chung_tu: twoDaysAgo,
    }),
  );
  await runVoucher(
    t,
    f,
    ISSUES,
    issueBody(f, [{ hang_hoa_id: morphine.id, so_luong: 10 }], {
      loai_xuat: 'KHO_KHOA',
      kho_nhan_id: f.cabinet,
      ngay_chung_tu: yesterday,
    }),
  );
  await runVoucher(t, f, RECEIPTS, receiptBody(f, [line(morphine.id, 'M2', 20)]));
  await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: diazepam.id, so_luong: 5 }]));
  await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: para.id, so_luong: 2 }]));
  loss = await runVoucher(
    t,
    f,
    ISSUES,
    issueBody(
      f,
      [
        { hang_hoa_id: diazepam.id, so_luong: 2 },
        { hang_hoa_id: para.id, so_luong: 1 },
      ],
      { loai_xuat: 'HUY', ly_do: 'Vỡ ống' },
    ),
  );
});
afterAll(() => t.close());

/** The ledger's balance per goods item in the main store up to a day. */
async function goodsBalances(to: string) {
  const rows = await queryRows<{ hang_hoa_id: string; so_luong: number }>(
    t.context.db,
    sql`select hang_hoa_id, sum(so_luong)::float8 as so_luong from the_kho
        where kho_id = ${f.mainStore} and ngay_chung_tu <= ${to}::date group by hang_hoa_id`,
  );
  return new Map(rows.map((r) => [r.hang_hoa_id, r.so_luong]));
}

describe('Phụ lục VIII sổ theo dõi xuất, nhập, tồn kho thuốc kiểm soát đặc biệt', () => {
  it('one section per controlled drug, opening before the period, balances as the ledger', async () => {
    const data = expectStatus(await register(), 200);
    expect(data.form_code).toBe('Phụ lục VIII');
    expect(data.columns.map((c) => c.title)).toEqual([
      'Ngày tháng',
      'Nơi xuất/nhập',
      'Số chứng từ xuất/nhập',
      'Nhập',
      'Xuất',
      'Còn lại',
      'Số lô, hạn dùng',
      'Ghi chú',
    ]);
    const sections = data.rows.filter((r) => r.section).map((r) => r.cells[0] as string);
    expect(sections).toHaveLength(2);
    expect(sections.some((s) => s.includes('Morphin sổ') && s.includes('VD-1'))).toBe(true);
    expect(sections.some((s) => s.includes('Diazepam sổ'))).toBe(true);
    expect(data.rows.some((r) => JSON.stringify(r.cells).includes('Paracetamol sổ'))).toBe(false);

    const name = cellsOf(data, 'noi');
    const balance = cellsOf(data, 'con_lai');
    const openings = name.flatMap((n, i) => (n === 'Tồn đầu kỳ' ? [balance[i]] : []));
    const closings = name.flatMap((n, i) => (n === 'Cộng phát sinh / tồn cuối kỳ' ? [balance[i]] : []));
    // Morphine opens at 60 (received before the period), diazepam at 30.
    expect(openings.sort()).toEqual([30, 60]);
    expect(closings.sort()).toEqual([23, 70]);
    // Each section's closing is the ledger's balance of that drug in the warehouse at the period's end.
    const ledger = await goodsBalances(today);
    expect(ledger.get(morphine.id)).toBe(70);
    expect(ledger.get(diazepam.id)).toBe(23);
    const totals = data.rows.find((r) => r.cells[1] === 'Cộng phát sinh / tồn cuối kỳ' && r.cells[5] === 70)!;
    expect(totals.cells.slice(3, 6)).toEqual([20, 10, 70]);
    expect(cellsOf(data, 'lo_han').some((c) => typeof c === 'string' && c.startsWith('M2'))).toBe(true);
    expect(cellsOf(data, 'noi')).toContain('Khoa Nội (Tủ trực Khoa Nội)');
  });

  it('gives a drug held without a movement in the period its section, opening = closing = the ledger', async () => {
    // Yesterday only morphine moved; diazepam lay in the store since the day before.
    const data = expectStatus(await register({ tu_ngay: yesterday, den_ngay: yesterday }), 200);
    const sectionAt = data.rows.findIndex((r) => r.section && String(r.cells[0]).includes('Diazepam sổ'));
    expect(sectionAt).toBeGreaterThanOrEqual(0);
    const [opening, closing, next] = data.rows.slice(sectionAt + 1, sectionAt + 4);
    const ledger = await goodsBalances(yesterday);
    expect(ledger.get(diazepam.id)).toBe(30);
    expect(opening!.cells.slice(1, 6)).toEqual(['Tồn đầu kỳ', null, null, null, 30]);
    expect(closing!.cells.slice(1, 6)).toEqual(['Cộng phát sinh / tồn cuối kỳ', null, 0, 0, 30]);
    // No movement rows: the next row is another drug's section, or the end.
    expect(next === undefined || next.section).toBe(true);
    expect(data.rows.filter((r) => r.section)).toHaveLength(2);
    // A book of another class leaves it out.
    const narcotics = expectStatus(
      await register({ tu_ngay: yesterday, den_ngay: yesterday, phan_loai_quan_ly: 'GAY_NGHIEN' }),
      200,
    );
    expect(narcotics.rows.some((r) => String(r.cells[0]).includes('Diazepam sổ'))).toBe(false);
  });

  it('one class makes its own book; the Excel export carries the same sections and balances', async () => {
    const data = expectStatus(await register({ phan_loai_quan_ly: 'HUONG_THAN' }), 200);
    expect(data.subtitle[0]).toBe('Loại: Thuốc hướng thần');
    expect(data.rows.filter((r) => r.section)).toHaveLength(1);
    const response = await t.raw('GET', `${PATH}/xuat-excel`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.mainStore, tu_ngay: yesterday, den_ngay: today },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(XLSX);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    expect(rows.some((r) => String(r[0]).includes('Morphin sổ'))).toBe(true);
    expect(rows.find((r) => r[1] === 'Cộng phát sinh / tồn cuối kỳ' && r[5] === 70)!.slice(3, 6)).toEqual([
      20, 10, 70,
    ]);
  });

  it('needs the warehouse and a sound period, and refuses a warehouse the caller cannot see', async () => {
    const missing = await register({ kho_id: undefined }, f.admin.access_token, 'en');
    expect(missing.status).toBe(400);
    const reversed = await register({ tu_ngay: today, den_ngay: yesterday }, f.admin.access_token, 'vi');
    expect(reversed.status).toBe(400);
    const stranger = await register({}, f.wardNurse.access_token);
    expect(stranger.status).toBe(403);
  });
});

describe('Phụ lục IX báo cáo năm', () => {
  it('per drug: carried over, received, issued, loss and closing; closing is the ledger at year end', async () => {
    const year = Number(today.slice(0, 4));
    const data = expectStatus(
      await t.request<OfficialForm>('GET', '/api/v1/bieu-mau-tt22/bao-cao-thuoc-kiem-soat-nam', {
        token: f.admin.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.mainStore, nam: String(year) },
      }),
      200,
    );
    expect(data.form_code).toBe('Phụ lục IX');
    const ledger = await goodsBalances(`${year}-12-31`);
    const byName = (name: string) => data.rows.find((r) => String(r.cells[1]).includes(name))!.cells;
    const diazepamRow = byName('Diazepam sổ');
    const [opening, received, total, issued, loss, closing] = diazepamRow.slice(5, 11) as number[];
    expect(loss).toBe(2);
    expect(issued).toBe(5);
    expect(opening! + received!).toBe(total);
    expect(total! - issued! - loss!).toBe(closing);
    expect(closing).toBe(ledger.get(diazepam.id));
    expect(byName('Morphin sổ')[10]).toBe(ledger.get(morphine.id));
    expect(data.rows.some((r) => String(r.cells[1]).includes('Paracetamol sổ'))).toBe(false);
    expect(data.rows.at(-1)!.cells[10]).toBe(70 + 23);
    const bad = await t.request('GET', '/api/v1/bieu-mau-tt22/bao-cao-thuoc-kiem-soat-nam', {
      token: f.admin.access_token,
      lang: 'en',
      query: { to_chuc: f.organisation.id, kho_id: f.mainStore, nam: 'abc' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('Invalid year');
  });
});

describe('Phụ lục XI báo cáo nhầm lẫn, thất thoát', () => {
  const lossReport = (id: string, lang?: 'vi' | 'en') =>
    t.request<OfficialForm>('GET', `/api/v1/bieu-mau-tt22/bao-cao-that-thoat/${id}`, {
      token: f.admin.access_token,
      lang,
      query: { to_chuc: f.organisation.id },
    });

  it("lists the disposal's controlled batches with quantity and reason; ordinary goods and other vouchers are refused", async () => {
    const data = expectStatus(await lossReport(loss.id), 200);
    expect(data.form_code).toBe('Phụ lục XI');
    expect(data.subtitle).toEqual([`Số phiếu: ${loss.so_phieu}`]);
    expect(data.rows).toHaveLength(2);
    const [line, totalRow] = data.rows;
    expect(String(line!.cells[1])).toContain('Diazepam sổ');
    expect(line!.cells.slice(3, 5)).toEqual([2, 'Vỡ ống']);
    expect(String(line!.cells[6])).toMatch(/^Lô D1/);
    expect(totalRow!.cells[3]).toBe(2);
    const ordinary = await runVoucher(
      t,
      f,
      ISSUES,
      issueBody(f, [{ hang_hoa_id: para.id, so_luong: 1 }], { loai_xuat: 'HUY', ly_do: 'Hết hạn' }),
    );
    const refused = await lossReport(ordinary.id, 'en');
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('no narcotic');
    const sample = await runVoucher(t, f, ISSUES, issueBody(f, [{ hang_hoa_id: diazepam.id, so_luong: 1 }]));
    expect((await lossReport(sample.id)).status).toBe(409);
  });
});
