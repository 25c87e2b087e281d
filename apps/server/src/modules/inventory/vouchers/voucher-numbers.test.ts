import type { VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectStatus,
  hanoiDay,
  RECEIPTS,
  receiptBody,
  receiptLine,
  setupInventory,
  type InventoryFixture,
} from '../inventory-test-helpers';

let t: TestApp;
let f: InventoryFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(() => t.close());

const create = (invoice: string, goodsId = f.goods[0]!.id) =>
  t.request<VoucherDetail>('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
    token: f.chemist.access_token,
    body: receiptBody(f, [receiptLine(goodsId, { so_lo: invoice, han_dung: hanoiDay(400) })], {
      so_hoa_don: invoice,
    }),
  });

const numberOf = (soPhieu: string) => Number(soPhieu.split('-').pop());

describe('voucher numbers, taken as the creating transaction ends (decision 0034)', () => {
  it('run without gaps or repeats when vouchers are created at the same moment, and a refused one takes none', async () => {
    const created = (await Promise.all(Array.from({ length: 8 }, (_, i) => create(`HD-NUM-${i}`)))).map((r) =>
      expectStatus(r, 201),
    );
    const refused = await create('HD-NUM-REFUSED', '0190a000-0000-7000-8000-00000000dead');
    expect(refused.status).toBeGreaterThanOrEqual(400);
    const last = expectStatus(await create('HD-NUM-LAST'), 201);

    const numbers = [...created, last].map((v) => v.so_phieu);
    const year = hanoiDay(0).slice(0, 4);
    for (const n of numbers) expect(n).toMatch(new RegExp(`^PN-${year}-\\d{5}$`));
    const sorted = numbers.map(numberOf).sort((a, b) => a - b);
    expect(sorted).toEqual(Array.from({ length: 9 }, (_, i) => sorted[0]! + i));
    expect(numberOf(last.so_phieu)).toBe(sorted[8]);
    // Each voucher's totals are set with its number.
    for (const v of created) expect(v.so_dong).toBe(1);
  });

  it('is found in its book by its number, as typed', async () => {
    const voucher = expectStatus(await create('HD-NUM-SEARCH'), 201);
    const book = await t.request<VoucherDetail[]>('GET', `${RECEIPTS}/danh-sach-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.mainStore, tu_khoa: voucher.so_phieu.toLowerCase() },
    });
    expect(expectStatus(book, 200).map((v) => v.id)).toEqual([voucher.id]);
  });
});
