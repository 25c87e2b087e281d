import { IMPORT_MAX_BYTES, type CountImportResult, type StocktakeDetail } from '@kho/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { XLSX_MIME } from '../../catalogues/excel';
import {
  expectLedgerMatches,
  expectStatus,
  hanoiDay,
  setupInventory,
  type InventoryFixture,
} from '../inventory-test-helpers';
import {
  openStocktake,
  pharmacyWarehouse,
  receive,
  receiptLine,
  stocktakeDetail,
  STOCKTAKES,
  submitAndApprove,
} from './stocktake-test-helpers';

let t: TestApp;
let f: InventoryFixture;
let st: StocktakeDetail;
let store: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const [para, amox] = f.goods;
  store = await pharmacyWarehouse(t, f, 'IMP');
  await receive(t, f, store, [
    receiptLine(para!.id, { so_lo: 'L1', han_dung: hanoiDay(300), so_luong: 40, don_gia: 1000, vat: 0 }),
    // The same lot twice with different expiry dates: the sheet must say which.
    receiptLine(amox!.id, { so_lo: 'DUP', han_dung: hanoiDay(200), so_luong: 10, don_gia: 2000, vat: 0 }),
    receiptLine(amox!.id, { so_lo: 'DUP', han_dung: hanoiDay(500), so_luong: 5, don_gia: 2000, vat: 0 }),
  ]);
  st = await openStocktake(t, f, store);
});
afterAll(() => t.close());

const HEADERS = ['Mã hàng hóa', 'Tên hàng hóa', 'Số lô', 'Hạn dùng', 'SL thực tế', 'SL hỏng vỡ', 'Ghi chú'];

async function sheet(rows: (string | number | null)[][], headers = HEADERS): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Phiếu đếm');
  ws.addRow(headers);
  for (const row of rows) ws.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

function importCounts(
  bytes: Uint8Array,
  phienBan: number,
  lang: 'vi' | 'en' = 'vi',
  token = f.keeper.access_token,
) {
  return t.raw('POST', `${STOCKTAKES}/${st.id}/nhap-so-dem-phieu-kiem-kho`, {
    token,
    lang,
    bytes,
    contentType: XLSX_MIME,
    query: { to_chuc: f.organisation.id, phien_ban: phienBan },
  });
}

describe('count sheet', () => {
  it('exports every line with the book quantity and empty count columns', async () => {
    const response = await t.raw('GET', `${STOCKTAKES}/${st.id}/xuat-so-dem-phieu-kiem-kho`, {
      token: f.keeper.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(XLSX_MIME);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const ws = workbook.worksheets[0]!;
    const row = (n: number) => (ws.getRow(n).values as unknown[]).slice(1);
    expect(row(1)).toEqual([
      'Mã hàng hóa',
      'Tên hàng hóa',
      'Hàm lượng',
      'Đơn vị tính',
      'Số lô',
      'Hạn dùng',
      'Đơn giá',
      'SL sổ sách',
      'SL thực tế',
      'SL hỏng vỡ',
      'Ghi chú',
    ]);
    expect(ws.rowCount).toBe(4);
    const first = row(2);
    expect([first[0], first[4], first[5], first[7], first[8]]).toEqual([
      'AMOX500',
      'DUP',
      hanoiDay(200),
      10,
      undefined,
    ]);
  });

  it('applies the good rows in one go and refuses the others with their row numbers', async () => {
    const bytes = await sheet([
      ['PARA500', 'Paracetamol', 'L1', null, 38, 2, 'Vỡ 2 viên'],
      ['AMOX500', null, 'DUP', hanoiDay(500), 6, null, null],
      ['AMOX500', null, 'DUP', null, 9, null, null], // ambiguous: two expiry dates
      ['NOPE', null, 'L1', null, 1, null, null], // no such line
      ['PARA500', null, 'L1', null, 37, null, null], // the line again
      ['PARA500', null, 'L1', null, -1, null, null], // negative
      ['AMOX500', null, 'DUP', hanoiDay(200), 3, 5, null], // damaged over counted
      ['AMOX500', null, 'DUP', hanoiDay(200), null, null, null], // not counted: skipped
    ]);
    const response = await importCounts(bytes, st.phien_ban);
    const body = (await response.json()) as { data: CountImportResult; message: string };
    expect(response.status).toBe(200);
    expect(body.data.cap_nhat).toBe(2);
    expect(body.data.phien_ban).toBe(st.phien_ban + 1);
    expect(body.data.loi.map((e) => e.dong)).toEqual([4, 5, 6, 7, 8]);
    expect(body.data.loi[0]!.thong_bao).toContain('nhiều hạn dùng');
    expect(body.data.loi[1]!.thong_bao).toContain('không có lô L1 của mã NOPE');
    expect(body.data.loi[2]!.thong_bao).toContain('dòng 2');
    expect(body.data.loi[3]!.thong_bao).toContain('SL thực tế');
    expect(body.data.loi[4]!.thong_bao).toContain('SL hỏng vỡ');

    st = await stocktakeDetail(t, f, st.id);
    expect(st.dong.map((l) => [l.so_lo, l.han_dung, l.so_luong_thuc_te, l.so_luong_hong, l.ghi_chu])).toEqual(
      [
        ['DUP', hanoiDay(200), null, 0, null],
        ['DUP', hanoiDay(500), 6, 0, null],
        ['L1', hanoiDay(300), 38, 2, 'Vỡ 2 viên'],
      ],
    );
  });

  it('refuses a stranger and a nurse with 403 before the file is even read', async () => {
    // Larger than an import may be: reading it would answer 413, parsing it 400.
    const oversized = new Uint8Array(IMPORT_MAX_BYTES + 1024);
    for (const caller of [f.outsider, f.nurse]) {
      for (const bytes of [oversized, new TextEncoder().encode('not a workbook')]) {
        const refused = await importCounts(bytes, st.phien_ban, 'en', caller.access_token);
        expect(refused.status).toBe(403);
      }
    }
    expect((await stocktakeDetail(t, f, st.id)).phien_ban).toBe(st.phien_ban);
  });

  it('refuses an unreadable file, a stale version and English headers work too', async () => {
    const junk = await importCounts(new TextEncoder().encode('not a workbook'), st.phien_ban);
    expect(junk.status).toBe(400);
    const stale = await importCounts(
      await sheet([['PARA500', null, 'L1', null, 1, null, null]]),
      st.phien_ban - 1,
    );
    expect(stale.status).toBe(409);
    expect((await stocktakeDetail(t, f, st.id)).phien_ban).toBe(st.phien_ban);

    const english = await sheet(
      [['AMOX500', null, 'DUP', hanoiDay(200), 10, null, 'ok']],
      ['Goods code', 'Goods name', 'Lot', 'Expiry date', 'Counted quantity', 'Damaged quantity', 'Notes'],
    );
    const response = await importCounts(english, st.phien_ban, 'en');
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: CountImportResult; message: string };
    expect(body.message).toBe('1 counts imported; 0 rows refused');
    st = await stocktakeDetail(t, f, st.id);
    expect(st.tong.da_dem).toBe(3);

    // Imported counts approve like typed ones: L1 40 -> 38, DUP(500) 5 -> 6.
    expectStatus(await submitAndApprove(t, f, st), 200);
    await expectLedgerMatches(t, f, [store]);
  });
});
