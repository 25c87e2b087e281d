import type { StocktakeDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { spreadsheet } from '../../test/spreadsheets';
import { hugeCellWorkbook, largeSharedStringsWorkbook, manyRowsWorkbook } from '../../test/xlsx-files';
import { setupInventory, type InventoryFixture } from '../inventory/inventory-test-helpers';
import {
  openStocktake,
  pharmacyWarehouse,
  receive,
  receiptLine,
  stocktakeDetail,
  STOCKTAKES,
} from '../inventory/stocktake/stocktake-test-helpers';
import { XLSX_MIME } from './excel';

/**
 * The limits of every spreadsheet import, through real HTTP uploads: decompression bombs, too many
 * rows, files that are not workbooks, and callers who may not import (refused before reading).
 */
let t: TestApp;
let f: InventoryFixture;
let st: StocktakeDetail;
let bomb: Buffer;

const COUNT_HEADERS = ['Mã hàng hóa', 'Số lô', 'SL thực tế'];
const GOODS_IMPORT = '/api/v1/hang-hoa/nhap-excel-hang-hoa';

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const store = await pharmacyWarehouse(t, f, 'LIM');
  await receive(t, f, store, [receiptLine(f.goods[0]!.id, { so_lo: 'L1', so_luong: 10 })]);
  st = await openStocktake(t, f, store);
  bomb = await hugeCellWorkbook(COUNT_HEADERS, 200);
});
afterAll(() => t.close());

function upload(
  url: string,
  token: string,
  bytes: Uint8Array,
  query: Record<string, string | number>,
  lang: 'vi' | 'en' = 'vi',
) {
  return t.raw('POST', url, { token, lang, bytes, contentType: XLSX_MIME, query });
}

const importCounts = (token: string, bytes: Uint8Array, lang: 'vi' | 'en' = 'vi') =>
  upload(
    `${STOCKTAKES}/${st.id}/nhap-so-dem-phieu-kiem-kho`,
    token,
    bytes,
    { to_chuc: f.organisation.id, phien_ban: st.phien_ban },
    lang,
  );

async function answer(response: Response) {
  return { status: response.status, message: ((await response.json()) as { message: string }).message };
}

describe('import limits', () => {
  it('refuses a small upload holding one huge cell at once, in the caller language, without inflating it', async () => {
    expect(bomb.length).toBeLessThan(400_000);
    const before = process.memoryUsage();
    const english = await answer(await importCounts(f.keeper.access_token, bomb, 'en'));
    const vietnamese = await answer(
      await upload(GOODS_IMPORT, f.pharmacist.access_token, bomb, { to_chuc: f.organisation.id }),
    );
    const after = process.memoryUsage();
    expect(english).toEqual({
      status: 400,
      message: 'A cell of the workbook is longer than 32767 characters',
    });
    expect(vietnamese).toEqual({ status: 400, message: 'Bảng tính có ô dài quá 32767 ký tự' });
    // Inflating the cell would take 200 MB (and more as text); the reader holds at most 256 kB of it.
    expect(after.rss - before.rss).toBeLessThan(40 * 1024 * 1024);
    expect(after.heapUsed - before.heapUsed).toBeLessThan(40 * 1024 * 1024);
    expect((await stocktakeDetail(t, f, st.id)).phien_ban).toBe(st.phien_ban);
  });

  it('refuses a workbook that unzips past the byte limit with 413', async () => {
    const file = await largeSharedStringsWorkbook(['Mã hàng hóa'], 55);
    expect(file.length).toBeLessThan(2 * 1024 * 1024);
    expect(await answer(await importCounts(f.keeper.access_token, file, 'en'))).toEqual({
      status: 413,
      message: 'The workbook is too large once unzipped (at most 50 MB of data); split it into smaller files',
    });
  });

  it('refuses a workbook with more rows than the limit when the limit is reached', async () => {
    const file = await manyRowsWorkbook(COUNT_HEADERS, 20_000, (i) => [`M${i}`, 'L1', String(i)]);
    expect(await answer(await importCounts(f.keeper.access_token, file))).toEqual({
      status: 400,
      message: 'Tệp có quá nhiều dòng (tối đa 10000)',
    });
    const tender = await answer(
      await upload(
        `/api/v1/goi-thau/${crypto.randomUUID()}/nhap-excel-chi-tiet-goi-thau`,
        f.pharmacist.access_token,
        file,
        {
          to_chuc: f.organisation.id,
          phien_ban: 1,
          che_do: 'gop',
        },
      ),
    );
    expect(tender.status).toBe(400);
  });

  it('answers 400 for a file that is not a workbook or is cut short, on every import', async () => {
    const good = await spreadsheet(COUNT_HEADERS, [['PARA500', 'L1', 9]]);
    const files = [
      new TextEncoder().encode('Mã hàng hóa;Số lô\nPARA500;L1'),
      good.subarray(0, Math.floor(good.length / 2)),
      good.subarray(0, good.length - 1),
    ];
    for (const file of files) {
      expect(await answer(await importCounts(f.keeper.access_token, file, 'en'))).toEqual({
        status: 400,
        message: 'The file is not a valid Excel workbook (.xlsx)',
      });
      const preview = await upload(
        '/api/v1/nha-cung-cap/xem-truoc-nhap-excel-nha-cung-cap',
        f.pharmacist.access_token,
        file,
        {
          to_chuc: f.organisation.id,
        },
      );
      expect(preview.status).toBe(400);
    }
    expect((await stocktakeDetail(t, f, st.id)).phien_ban).toBe(st.phien_ban);
  });

  it('refuses a stranger and a member without access to the warehouse with 403 before reading the file', async () => {
    // The bomb would be answered 400 if it were read: 403 shows the caller was refused first.
    for (const stranger of [f.outsider, f.wardNurse]) {
      const refused = await importCounts(stranger.access_token, bomb);
      expect(refused.status).toBe(403);
    }
    const reader = await upload(GOODS_IMPORT, f.nurse.access_token, bomb, { to_chuc: f.organisation.id });
    expect(reader.status).toBe(403);
    const otherOrganisation = await upload(GOODS_IMPORT, f.outsider.access_token, bomb, {
      to_chuc: f.organisation.id,
    });
    expect(otherOrganisation.status).toBe(403);
    expect((await stocktakeDetail(t, f, st.id)).phien_ban).toBe(st.phien_ban);
  });
});
