import type { FieldError } from '@kho/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phieuKho } from './db/schema/index';
import {
  RECEIPTS,
  receiptBody,
  receiptLine,
  setupInventory,
  type InventoryFixture,
} from './modules/inventory/inventory-test-helpers';
import { startTestApp, type TestApp } from './test/harness';

let t: TestApp;
let f: InventoryFixture;
beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
});
afterAll(async () => {
  await t.close();
});

type Invalid = { errors: FieldError[] };

describe('control characters', () => {
  it('refuses a NUL in the unauthenticated login call with a clear message, in either language', async () => {
    const body = { ten_dang_nhap: 'a\u0000b', mat_khau: 'x' };
    const vi = await t.request<Invalid>('POST', '/api/v1/xac-thuc/dang-nhap', { body });
    expect(vi.status).toBe(400);
    expect(vi.body.message).toBe(
      'Có ký tự điều khiển không được phép (như ký tự NUL); hãy nhập lại nội dung này',
    );
    expect(vi.body.data.errors).toEqual([{ path: 'ten_dang_nhap', message: vi.body.message }]);
    const en = await t.request('POST', '/api/v1/xac-thuc/dang-nhap', { body, lang: 'en' });
    expect(en.body.message).toMatch(/^Contains a control character/);
  });

  it('refuses one in a search, a nested line and an object key; tab and new line stay allowed', async () => {
    const search = await t.request<Invalid>('GET', '/api/v1/benh-nhan/danh-sach-benh-nhan', {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'nguy\u0000en' },
    });
    expect(search.status).toBe(400);
    expect(search.body.data.errors[0]!.path).toBe('tu_khoa');

    const line = receiptLine(f.goods[0]!.id, { so_lo: 'LO\u001b1' });
    const nested = await t.request<Invalid>('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: { ...receiptBody(f, [line]), ['ghi\u0000chu']: 'x' },
    });
    expect(nested.status).toBe(400);
    expect(nested.body.data.errors.map((error) => error.path).sort()).toEqual([
      'chi_tiet.0.so_lo',
      'ghi\u0000chu',
    ]);

    const noted = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(f.goods[0]!.id)], { ghi_chu: 'Dòng 1\n\tDòng 2\r\n' }),
    });
    expect(noted.status).toBe(201);
  });

  it('answers 400, not a crash, to a body nested thousands of levels deep', async () => {
    const deep = `{"ten_dang_nhap":${'['.repeat(100_000)}"a\u0000"${']'.repeat(100_000)},"mat_khau":"x"}`;
    const result = await t.request('POST', '/api/v1/xac-thuc/dang-nhap', { rawBody: deep });
    expect(result.status).toBe(400);
  });
});

describe('quantities', () => {
  it('refuses a quantity that would be stored as 0 (1e-320) or beyond the column, and writes nothing', async () => {
    for (const so_luong of [1e-320, 0.00001, 1e300]) {
      const result = await t.request<Invalid>('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
        token: f.chemist.access_token,
        body: receiptBody(f, [receiptLine(f.goods[0]!.id, { so_luong })], { ghi_chu: 'tiny' }),
      });
      expect(result.status, String(so_luong)).toBe(400);
      expect(result.body.data.errors[0]!.path).toBe('chi_tiet.0.so_luong');
    }
    const [written] = await t.context.db
      .select({ n: count() })
      .from(phieuKho)
      .where(eq(phieuKho.ghi_chu, 'tiny'));
    expect(written!.n).toBe(0);
    const smallest = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
      token: f.chemist.access_token,
      body: receiptBody(f, [receiptLine(f.goods[0]!.id, { so_luong: 0.0001 })]),
    });
    expect(smallest.status).toBe(201);
  });
});
