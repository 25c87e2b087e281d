import { eq, sql } from 'drizzle-orm';
import type { ExpiryReport, ReportWarehouse, StockCardBatch, StockCardReport } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { kho } from '../../db/schema/index';
import { startTestApp, type TestApp } from '../../test/harness';
import {
  expectStatus,
  hanoiDay,
  moveExpiry,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  type InventoryFixture,
} from '../inventory/inventory-test-helpers';
import { newGoods } from '../inventory/requisitions/requests-test-helpers';
import { report, stockMovement } from './reports-test-helpers';

let t: TestApp;
let f: InventoryFixture;
let goods: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  goods = await newGoods(t, f, 'Ceftriaxone hạn dùng');
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [
      receiptLine(goods.id, { so_lo: 'SOON', so_luong: 10, han_dung: hanoiDay(10) }),
      receiptLine(goods.id, { so_lo: 'LATER', so_luong: 20, han_dung: hanoiDay(200) }),
      receiptLine(goods.id, { so_lo: 'GONE', so_luong: 3, han_dung: hanoiDay(30) }),
    ]),
  );
  // The batch expired since it came in (the ledger does not change with the calendar).
  await moveExpiry(t, 'GONE', hanoiDay(-2));
});
afterAll(() => t.close());

const expiry = (query: Record<string, string | number | boolean | undefined>, token = f.admin.access_token) =>
  report<ExpiryReport>(t, 'han-dung', token, { to_chuc: f.organisation.id, ...query });

describe('expiry report (han-dung)', () => {
  it('lists batches expiring within the horizon and those expired, soonest first, with value', async () => {
    const answer = expectStatus(await expiry({ so_ngay: 30 }), 200);
    const lots = answer.dong.filter((r) => r.hang_hoa_id === goods.id);
    expect(lots.map((r) => r.so_lo)).toEqual(['GONE', 'SOON']);
    expect(lots[0]).toMatchObject({ da_het_han: true, con_lai_ngay: -2, so_luong: 3, gia_tri: 3 * 1050 });
    expect(lots[1]).toMatchObject({ da_het_han: false, con_lai_ngay: 10, so_luong: 10, gia_tri: 10 * 1050 });
    expect(answer.tong_cong.het_han.so_lo).toBeGreaterThanOrEqual(1);
    expect(answer.tong_cong.tong.gia_tri).toBe(
      Math.round(answer.dong.reduce((s, r) => s + r.gia_tri, 0) * 100) / 100,
    );
    const withoutExpired = expectStatus(await expiry({ so_ngay: 365, gom_het_han: false }), 200);
    expect(withoutExpired.dong.filter((r) => r.hang_hoa_id === goods.id).map((r) => r.so_lo)).toEqual([
      'SOON',
      'LATER',
    ]);
  });
});

describe('stock card report (the-kho)', () => {
  it('gives the opening of the period, the movements with a running balance and the closing', async () => {
    const card = (tu_ngay: string) =>
      report<StockCardReport>(t, 'the-kho', f.admin.access_token, {
        to_chuc: f.organisation.id,
        kho_id: f.mainStore,
        hang_hoa_id: goods.id,
        tu_ngay,
        den_ngay: hanoiDay(0),
      });
    const today = expectStatus(await card(hanoiDay(0)), 200);
    expect(today).toMatchObject({ ton_dau_ky: 0, tong_nhap: 33, tong_xuat: 0, ton_cuoi_ky: 33 });
    expect(today.dong.at(-1)!.ton).toBe(33);
    const tomorrowOnly = await report<StockCardReport>(t, 'the-kho', f.admin.access_token, {
      to_chuc: f.organisation.id,
      kho_id: f.mainStore,
      hang_hoa_id: goods.id,
      tu_ngay: hanoiDay(1),
      den_ngay: hanoiDay(1),
    });
    expect(expectStatus(tomorrowOnly, 200)).toMatchObject({ ton_dau_ky: 33, ton_cuoi_ky: 33, dong: [] });
    const [foreignGoods] = await queryRows<{ id: string }>(
      t.context.db,
      sql`select id from hang_hoa where to_chuc_id <> ${f.organisation.id} limit 1`,
    );
    if (foreignGoods) {
      const refused = await report(t, 'the-kho', f.admin.access_token, {
        to_chuc: f.organisation.id,
        kho_id: f.mainStore,
        hang_hoa_id: foreignGoods.id,
        tu_ngay: hanoiDay(0),
        den_ngay: hanoiDay(0),
      });
      expect(refused.status).toBe(404);
    }
  });
});

describe('stock card by batch (lo-hang-the-kho and lo_hang_id)', () => {
  const batches = (query: Record<string, string>, token = f.admin.access_token) =>
    t.request<StockCardBatch[]>('GET', '/api/v1/bao-cao/lo-hang-the-kho', {
      token,
      lang: 'en',
      query: { to_chuc: f.organisation.id, kho_id: f.mainStore, hang_hoa_id: goods.id, ...query },
    });

  it("lists the item's batches in the warehouse with lot, expiry and quantity, searchable by lot", async () => {
    const all = expectStatus(await batches({}), 200);
    // All three have stock: soonest expiry first (the expired one leads).
    expect(all.map((b) => b.so_lo)).toEqual(['GONE', 'SOON', 'LATER']);
    expect(all.find((b) => b.so_lo === 'SOON')).toMatchObject({
      so_luong: 10,
      han_dung: hanoiDay(10),
      da_het_han: false,
    });
    expect(all.find((b) => b.so_lo === 'GONE')).toMatchObject({ so_luong: 3, da_het_han: true });
    const found = expectStatus(await batches({ tu_khoa: 'lat' }), 200);
    expect(found.map((b) => b.so_lo)).toEqual(['LATER']);
    expect(expectStatus(await batches({ kho_id: f.dispensary }), 200)).toEqual([]);
    const refused = await batches({ hang_hoa_id: 'not-a-uuid' });
    expect(refused.status).toBe(400);
  });

  it('the card of one batch shows only its movements and balance', async () => {
    const soon = expectStatus(await batches({ tu_khoa: 'SOON' }), 200)[0]!;
    const card = expectStatus(
      await report<StockCardReport>(t, 'the-kho', f.admin.access_token, {
        to_chuc: f.organisation.id,
        kho_id: f.mainStore,
        hang_hoa_id: goods.id,
        lo_hang_id: soon.lo_hang_id,
        tu_ngay: hanoiDay(0),
        den_ngay: hanoiDay(0),
      }),
      200,
    );
    expect(card).toMatchObject({ ton_dau_ky: 0, tong_nhap: 10, ton_cuoi_ky: 10 });
    expect(card.dong.map((r) => r.so_lo)).toEqual(['SOON']);
  });
});

describe('report parameters and access', () => {
  const base = () => ({ to_chuc: f.organisation.id, tu_ngay: hanoiDay(-10), den_ngay: hanoiDay(0) });

  it('an end before the start and a period over five years are refused with a clear message', async () => {
    const backwards = await stockMovement(
      t,
      f.admin.access_token,
      { ...base(), den_ngay: hanoiDay(-20) },
      'en',
    );
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.data)).toContain('The end date must not be before the start date');
    const long = await stockMovement(t, f.admin.access_token, { ...base(), tu_ngay: '2015-01-01' });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('Kỳ báo cáo dài tối đa 5 năm; hãy chọn kỳ ngắn hơn');
    expect((await stockMovement(t, f.admin.access_token, { ...base(), tu_ngay: '2026-02-30' })).status).toBe(
      400,
    );
  });

  it("another organisation's warehouse or group is not found, and nothing else is told", async () => {
    const [foreign] = await t.context.db
      .select({ id: kho.id })
      .from(kho)
      .where(eq(kho.to_chuc_id, f.outsiderOrganisation.id));
    const answer = await stockMovement(t, f.admin.access_token, { ...base(), kho_id: foreign!.id }, 'en');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe('Warehouse not found in the organisation');
    const [group] = await queryRows<{ id: string }>(
      t.context.db,
      sql`select id from nhom_hang_hoa where to_chuc_id <> ${f.organisation.id} limit 1`,
    );
    if (group) {
      const byGroup = await stockMovement(t, f.admin.access_token, { ...base(), nhom_hang_hoa_id: group.id });
      expect(byGroup.status).toBe(404);
    }
    expect((await expiry({ kho_id: foreign!.id })).status).toBe(404);
    const outsider = await stockMovement(t, f.outsider.access_token, base());
    expect(outsider.status).toBe(403);
  });

  it("members see their departments' warehouses; administrators all of the organisation", async () => {
    const nurseList = expectStatus(
      await report<ReportWarehouse[]>(t, 'danh-sach-kho-bao-cao', f.wardNurse.access_token, {
        to_chuc: f.organisation.id,
      }),
      200,
    );
    expect(nurseList.map((k) => k.id)).toEqual([f.cabinet]);
    const adminList = expectStatus(
      await report<ReportWarehouse[]>(t, 'danh-sach-kho-bao-cao', f.admin.access_token, {
        to_chuc: f.organisation.id,
      }),
      200,
    );
    expect(adminList.map((k) => k.id)).toEqual(
      expect.arrayContaining([f.mainStore, f.dispensary, f.cabinet]),
    );
    const refused = await stockMovement(t, f.wardNurse.access_token, { ...base(), kho_id: f.mainStore });
    expect(refused.status).toBe(403);
    const own = expectStatus(await stockMovement(t, f.wardNurse.access_token, base()), 200);
    expect(own.kho.map((k) => k.id)).toEqual([f.cabinet]);
    expect(own.dong.some((r) => r.hang_hoa_id === goods.id)).toBe(false);
  });
});
