import { eq } from 'drizzle-orm';
import type { ProcurementPlan, ProcurementPlanRow, ProcurementRisk } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa, nhomHangHoa } from '../../db/schema';
import { startTestApp, type TestApp } from '../../test/harness';
import {
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  type InventoryFixture,
} from '../inventory/inventory-test-helpers';
import { createTender, tenderBody } from '../tenders/tender-test-helpers';

/**
 * The procurement plan on factory data (docs/procurement.md). The main store receives 100 Para 20
 * days ago and issues all of it to the ward's cabinet 15 days ago; it has none for the 9 days
 * after (a stock-out), receives 60 five days ago and issues 20 the same day. So over the 21 days
 * it consumed 120 on 12 days with stock: 300 a month. 10 more are held by an issue awaiting
 * approval, 25 are on a saved receipt, and a tender has 300 left.
 */

let t: TestApp;
let f: InventoryFixture;
const today = hanoiDay(0);

const plan = (
  query: Record<string, string | number | boolean | undefined>,
  token = f.chemist.access_token,
  lang?: 'vi' | 'en',
) =>
  t.request<ProcurementPlan>('GET', '/api/v1/du-tru-mua-sam/ke-hoach', {
    token,
    lang,
    query: { to_chuc: f.organisation.id, tu_ngay: hanoiDay(-20), den_ngay: today, ...query },
  });

const rowOf = (data: ProcurementPlan, goodsId: string): ProcurementPlanRow | undefined =>
  data.dong.find((r) => r.hang_hoa_id === goodsId);

async function receive(
  goodsId: string,
  quantity: number,
  day: string,
  lot: string,
  steps?: ('gui-duyet' | 'duyet')[],
  expiry = hanoiDay(400),
) {
  return runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(goodsId, { so_lo: lot, so_luong: quantity, han_dung: expiry })], {
      ngay_chung_tu: day,
    }),
    steps,
  );
}

async function issueToWard(
  goodsId: string,
  quantity: number,
  day: string,
  steps?: ('gui-duyet' | 'duyet')[],
) {
  return runVoucher(
    t,
    f,
    ISSUES,
    issueBody(f, [{ hang_hoa_id: goodsId, so_luong: quantity }], {
      loai_xuat: 'KHO_KHOA',
      kho_nhan_id: f.cabinet,
      ly_do: 'Bổ sung tủ trực',
      ngay_chung_tu: day,
    }),
    steps,
  );
}

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const [para, amox, nacl] = f.goods;
  const db = t.context.db;
  await db
    .update(hangHoa)
    .set({ so_ngay_cho_hang: 10, so_ngay_an_toan: 5, so_luong_dong_goi: 50 })
    .where(eq(hangHoa.id, para!.id));
  // Amox takes its lead time from its group, its safety stock from the organisation (15 days).
  await db.update(nhomHangHoa).set({ so_ngay_cho_hang: 20 }).where(eq(nhomHangHoa.id, f.groupId));

  await receive(para!.id, 100, hanoiDay(-20), 'P-1');
  await issueToWard(para!.id, 100, hanoiDay(-15));
  await receive(para!.id, 60, hanoiDay(-5), 'P-2');
  await issueToWard(para!.id, 20, hanoiDay(-5));
  await issueToWard(para!.id, 10, today, ['gui-duyet']);
  await receive(para!.id, 25, today, 'P-3', []);

  await receive(amox!.id, 90, hanoiDay(-20), 'A-1');
  await issueToWard(amox!.id, 21, hanoiDay(-10));

  // NaCl: 1 a day; 79 left of a batch expiring in 30 days, 20 of one expiring in 60.
  await receive(nacl!.id, 100, hanoiDay(-20), 'N-30', undefined, hanoiDay(30));
  await receive(nacl!.id, 20, hanoiDay(-20), 'N-60', undefined, hanoiDay(60));
  await issueToWard(nacl!.id, 21, hanoiDay(-10));

  const tender = await createTender(
    t,
    tenderBody(f, f.supplierId, 'GT-DUTRU', [
      { hang_hoa_id: para!.id, so_luong_trung: 300, don_gia_trung: 1000 },
    ]),
    f.chemist.access_token,
  );
  expectStatus(tender, 201);
});
afterAll(() => t.close());

describe('the procurement plan', () => {
  it('averages consumption over the days with stock and suggests whole packs', async () => {
    const data = expectStatus(await plan({ kho_id: f.mainStore }), 200);
    const para = rowOf(data, f.goods[0]!.id)!;
    expect(para).toMatchObject({
      tieu_hao: 120,
      so_ngay_co_hang: 12,
      tieu_hao_thang: 300,
      ton_kho: 40,
      giu_cho: 10,
      dang_ve: 25,
      so_ngay_cho_hang: 10,
      so_ngay_an_toan: 5,
      so_luong_dong_goi: 50,
      // 10 a day x (10 + 30 + 5) = 450, less 30 free and 25 coming = 395, up to 8 packs of 50.
      de_xuat: 400,
      so_ngay_du_dung: 3,
      sap_het: true,
    });
    expect(para.thau).toEqual([
      expect.objectContaining({ goi_thau_ma: 'GT-DUTRU', con_lai: 300, don_gia_trung: 1000 }),
    ]);
    expect(para.canh_bao).toEqual(['VUOT_THAU']);
  });

  it('takes the group and organisation defaults and warns when no tender covers the goods', async () => {
    const data = expectStatus(await plan({ kho_id: f.mainStore, so_ngay_du_tru: 60 }), 200);
    const amox = rowOf(data, f.goods[1]!.id)!;
    // In stock every day of the 21: 21 used = 30 a month; 1 a day x (20 + 60 + 15) - 69 = 26.
    expect(amox).toMatchObject({
      tieu_hao: 21,
      so_ngay_co_hang: 21,
      tieu_hao_thang: 30,
      so_ngay_cho_hang: 20,
      so_ngay_an_toan: 15,
      so_luong_dong_goi: null,
      de_xuat: 26,
      sap_het: false,
      thau: [],
      canh_bao: ['KHONG_CO_THAU'],
    });
  });

  it('plans the whole organisation over its pharmacy warehouses and lists only what to buy', async () => {
    const data = expectStatus(await plan({ so_ngay_du_tru: 10 }), 200);
    // 10 a day x (10 + 10 + 5) = 250, less 30 free and 25 coming = 195: 4 packs of 50.
    expect(rowOf(data, f.goods[0]!.id)).toMatchObject({ tieu_hao: 120, ton_kho: 40, de_xuat: 200 });
    // Amox: 1 a day x (20 + 10 + 15) = 45 < 69 free: nothing to buy, not listed unless asked.
    expect(rowOf(data, f.goods[1]!.id)).toBeUndefined();
    const all = expectStatus(await plan({ so_ngay_du_tru: 10, chi_can_mua: false }), 200);
    expect(rowOf(all, f.goods[1]!.id)).toMatchObject({ de_xuat: 0, canh_bao: [] });
    // The dispensary moved nothing: its plan is empty.
    expect(expectStatus(await plan({ kho_id: f.dispensary, chi_can_mua: false }), 200).dong).toEqual([]);
  });

  it('refuses bad input with a localised message', async () => {
    const reversed = await plan({ tu_ngay: today, den_ngay: hanoiDay(-1) }, f.chemist.access_token, 'en');
    expect(reversed.status).toBe(400);
    const days = await plan({ so_ngay_du_tru: 0 }, f.chemist.access_token, 'vi');
    expect(days.status).toBe(400);
    expect(JSON.stringify(days.body)).toContain('Số ngày dự trù từ 1 đến 365');
    const future = await plan({ den_ngay: hanoiDay(2) }, f.chemist.access_token, 'en');
    expect(future.status).toBe(400);
    expect(JSON.stringify(future.body)).toContain(`must end today (${today}) or earlier`);
  });

  it('lets planners in and keeps others out', async () => {
    expect((await plan({}, f.keeper.access_token)).status).toBe(200);
    expect((await plan({}, f.admin.access_token)).status).toBe(200);
    expect((await plan({}, f.wardNurse.access_token)).status).toBe(403);
    expect((await plan({}, f.outsider.access_token)).status).toBe(403);
  });

  it('lists the goods that run out before the next delivery and the batches that expire unused', async () => {
    const data = expectStatus(
      await t.request<ProcurementRisk>('GET', '/api/v1/du-tru-mua-sam/rui-ro', {
        token: f.keeper.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.mainStore, tu_ngay: hanoiDay(-20), den_ngay: today },
      }),
      200,
    );
    expect(data.sap_het.map((r) => r.hang_hoa_id)).toEqual([f.goods[0]!.id]);
    // N-30: 30 days use 30 of its 79; N-60: the 79 before it outlast its 60 days, so all 20 are left.
    expect(
      data.het_han.map((r) => [
        r.so_lo,
        r.con_lai_ngay,
        r.so_luong,
        r.dung_truoc_han,
        r.du_thua,
        r.gia_tri_du_thua,
      ]),
    ).toEqual([
      ['N-30', 30, 79, 30, 49, 49 * 1050],
      ['N-60', 60, 20, 0, 20, 20 * 1050],
    ]);
  });
});
