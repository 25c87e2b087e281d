import { randomUUID } from 'node:crypto';
import type { TenderCheck } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import {
  expectStatus,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  voucherAction,
  type InventoryFixture,
} from '../inventory/inventory-test-helpers';
import { GOODS_RETURNS } from '../inventory/requisitions/requests-test-helpers';
import { createTender, tenderBody } from './tender-test-helpers';

let t: TestApp;
let f: InventoryFixture;
let tenderId: string;
let otherTenderId: string;
/** The tender lines of the first two goods of the fixture. */
let lineA: string;
let lineB: string;

const check = (query: { goi_thau_id?: string } = {}, token = f.admin.access_token, lang?: 'vi' | 'en') =>
  t.request<TenderCheck>('GET', '/api/v1/goi-thau/doi-soat-goi-thau', {
    token,
    lang,
    query: { to_chuc: f.organisation.id, ...query },
  });

/** A goods return to the supplier of `quantity` of the batch, approved. */
function returnToSupplier(goodsId: string, batchId: string, quantity: number) {
  return runVoucher(t, f, GOODS_RETURNS, {
    to_chuc: f.organisation.id,
    kho_id: f.mainStore,
    nha_cung_cap_id: f.supplierId,
    ly_do_tra_hang: 'HONG',
    chi_tiet: [{ hang_hoa_id: goodsId, lo_hang_id: batchId, so_luong: quantity }],
  });
}

/**
 * A tender of two lines (A 100, B 50): a receipt of A 60 and B 40; a receipt of A 10 cancelled; a
 * goods return of A 5; a goods return of A 3 cancelled. A second tender (A 20) with a receipt of 7.
 */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const [a, b] = f.goods;
  const tender = expectStatus(
    await createTender(
      t,
      tenderBody(f, f.supplierId, 'GT-DS', [
        { hang_hoa_id: a!.id, so_luong_trung: 100, don_gia_trung: 5000 },
        { hang_hoa_id: b!.id, so_luong_trung: 50, don_gia_trung: 2000 },
      ]),
      f.pharmacist.access_token,
    ),
    201,
  );
  tenderId = tender.id;
  lineA = tender.chi_tiet.find((l) => l.hang_hoa_id === a!.id)!.id;
  lineB = tender.chi_tiet.find((l) => l.hang_hoa_id === b!.id)!.id;
  const received = await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(
      f,
      [
        receiptLine(a!.id, { so_lo: 'DS-A', so_luong: 60, don_gia: 5000 }),
        receiptLine(b!.id, { so_lo: 'DS-B', so_luong: 40, don_gia: 2000 }),
      ],
      { goi_thau_id: tenderId },
    ),
  );
  const cancelled = await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(a!.id, { so_lo: 'DS-A2', so_luong: 10, don_gia: 5000 })], {
      goi_thau_id: tenderId,
    }),
  );
  expectStatus(await voucherAction(t, f, RECEIPTS, cancelled, 'huy', { ly_do: 'Nhập nhầm' }), 200);
  const batchA = received.chi_tiet.find((l) => l.hang_hoa_id === a!.id)!.phan_bo[0]!.lo_hang_id;
  await returnToSupplier(a!.id, batchA, 5);
  const undone = await returnToSupplier(a!.id, batchA, 3);
  expectStatus(await voucherAction(t, f, GOODS_RETURNS, undone, 'huy', { ly_do: 'Trả nhầm' }), 200);

  const other = expectStatus(
    await createTender(
      t,
      tenderBody(f, f.supplierId, 'GT-DS2', [
        { hang_hoa_id: a!.id, so_luong_trung: 20, don_gia_trung: 5000 },
      ]),
      f.pharmacist.access_token,
    ),
    201,
  );
  otherTenderId = other.id;
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(a!.id, { so_lo: 'DS-A3', so_luong: 7, don_gia: 5000 })], {
      goi_thau_id: otherTenderId,
    }),
  );
});
afterAll(() => t.close());

describe('tender check (doi-soat-goi-thau)', () => {
  it('a consistent organisation has no mismatch: receipts less returns, cancellations netted', async () => {
    const all = expectStatus(await check(), 200);
    expect(all).toEqual({ goi_thau_id: null, so_dong_kiem_tra: 3, khop: true, sai_lech: [] });
    const one = expectStatus(await check({ goi_thau_id: tenderId }), 200);
    expect(one).toMatchObject({ goi_thau_id: tenderId, so_dong_kiem_tra: 2, khop: true });
    const [stored] = await queryRows<{ a: string; b: string }>(
      t.context.db,
      sql`select (select so_luong_da_nhap from goi_thau_chi_tiet where id = ${lineA}) as a,
                 (select so_luong_da_nhap from goi_thau_chi_tiet where id = ${lineB}) as b`,
    );
    expect([Number(stored!.a), Number(stored!.b)]).toEqual([55, 40]);
  });

  it('reports a corrupted tender line with what its vouchers add up to', async () => {
    await t.context.db.execute(
      sql`update goi_thau_chi_tiet set so_luong_da_nhap = so_luong_da_nhap + 7 where id = ${lineA}`,
    );
    const all = expectStatus(await check(), 200);
    expect(all.khop).toBe(false);
    expect(all.sai_lech).toEqual([
      {
        goi_thau_id: tenderId,
        goi_thau_ma: 'GT-DS',
        so_quyet_dinh: '989/QĐ-SYT',
        goi_thau_chi_tiet_id: lineA,
        hang_hoa_id: f.goods[0]!.id,
        hang_hoa_ma: f.goods[0]!.ma,
        hang_hoa_ten: f.goods[0]!.ten,
        so_luong_trung: 100,
        so_luong_da_nhap: 62,
        nhap_theo_so_cai: 60,
        tra_nha_cung_cap: 5,
        so_luong_tinh_lai: 55,
        chenh_lech: 7,
      },
    ]);
    // The other tender is still consistent on its own.
    expect(expectStatus(await check({ goi_thau_id: otherTenderId }), 200).khop).toBe(true);
    await t.context.db.execute(
      sql`update goi_thau_chi_tiet set so_luong_da_nhap = so_luong_da_nhap - 7 where id = ${lineA}`,
    );
    expect(expectStatus(await check(), 200).khop).toBe(true);
  });

  it('administrators only; a tender of another organisation is not found; bad ids answer 400', async () => {
    expect((await check({}, f.pharmacist.access_token)).status).toBe(403);
    expect((await check({}, f.chemist.access_token)).status).toBe(403);
    expect((await check({}, f.outsider.access_token)).status).toBe(403);
    const missing = await check({ goi_thau_id: randomUUID() }, f.admin.access_token, 'en');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Tender package not found in the organisation');
    const bad = await check({ goi_thau_id: 'khong-phai-uuid' }, f.admin.access_token, 'vi');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('goi_thau_id');
  });
});
