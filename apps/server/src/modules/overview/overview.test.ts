import type { Overview, StockItem, StockTotals } from '@kho/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { hangHoa, khoa } from '../../db/schema/index';
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
  TRANSFERS,
  voucherAction,
  type InventoryFixture,
} from '../inventory/inventory-test-helpers';
import { addDays, monthsEnding } from './overview-dates';

let t: TestApp;
let f: InventoryFixture;
let wardId: string;
/** The lot the cabinet received (P-SOON). */
let cabinetBatch: string;

const OVERVIEW = '/api/v1/bao-cao/tong-quan';

/**
 * Kho tổng receives Para (10 expiring in 20 days at 100, 30 later at 200), Amox (40 at 1 000, below
 * its minimum of 50) and NaCl (5 expired at 50): 47 250. It issues 4 Para to the ward's cabinet
 * (400, FEFO from the lot expiring soon) and submits a transfer of 6 Para to the dispensary.
 */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const [para, amox, nacl] = f.goods;
  await t.context.db.update(hangHoa).set({ ton_toi_thieu: 50 }).where(eq(hangHoa.id, amox!.id));
  const line = receiptLine;
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(
      f,
      [
        line(para!.id, { so_lo: 'P-SOON', han_dung: hanoiDay(20), so_luong: 10, don_gia: 100, vat: 0 }),
        line(para!.id, { so_lo: 'P-LATER', han_dung: hanoiDay(400), so_luong: 30, don_gia: 200, vat: 0 }),
        line(amox!.id, { so_lo: 'A-1', han_dung: hanoiDay(300), so_luong: 40, don_gia: 1000, vat: 0 }),
        line(nacl!.id, { so_lo: 'N-OLD', han_dung: hanoiDay(-3), so_luong: 5, don_gia: 50, vat: 0 }),
      ],
      { ngay_chung_tu: hanoiDay(-1) },
    ),
  );
  const issue = await runVoucher(
    t,
    f,
    ISSUES,
    issueBody(f, [{ hang_hoa_id: para!.id, so_luong: 4 }], {
      loai_xuat: 'KHO_KHOA',
      kho_nhan_id: f.cabinet,
      ly_do: 'Bổ sung tủ trực',
    }),
  );
  await runVoucher(
    t,
    f,
    TRANSFERS,
    {
      to_chuc: f.organisation.id,
      kho_id: f.mainStore,
      kho_nhan_id: f.dispensary,
      chi_tiet: [{ hang_hoa_id: para!.id, so_luong: 6 }],
    },
    ['gui-duyet'],
  );
  cabinetBatch = issue.chi_tiet[0]!.phan_bo[0]!.lo_hang_id;
  const [ward] = await t.context.db.select().from(khoa).where(eq(khoa.ma, 'NOI'));
  wardId = ward!.id;
});
afterAll(() => t.close());

function overview(query: Record<string, string> = {}, token = f.chemist.access_token, lang?: 'en') {
  return t.request<Overview>('GET', OVERVIEW, {
    token,
    lang,
    query: { to_chuc: f.organisation.id, ...query },
  });
}

const sum = (rows: { nhap: number; xuat: number }[], key: 'nhap' | 'xuat') =>
  rows.reduce((s, r) => s + r[key], 0);

describe('overview of one warehouse', () => {
  it('answers stock value, below minimum, expiry, awaiting approval, months and consumption', async () => {
    const data = expectStatus(await overview({ kho_id: f.mainStore }), 200);
    expect(data.kho.map((w) => w.id)).toEqual([f.mainStore]);
    expect(data.ngay).toBe(hanoiDay(0));
    // Default rules reach 6 months ahead.
    expect(data.canh_bao_han_dung_ngay).toBeGreaterThanOrEqual(181);
    expect(data.canh_bao_han_dung_ngay).toBeLessThanOrEqual(184);
    expect(data.tong).toEqual({
      gia_tri_ton: 47_250 - 400,
      so_mat_hang: 3,
      duoi_toi_thieu: 1,
      sap_het_han: { so_lo: 1, gia_tri: 600 },
      da_het_han: { so_lo: 1, gia_tri: 250 },
    });
    expect(data.theo_kho).toEqual([{ kho_id: f.mainStore, ...data.tong }]);
    expect(data.cho_duyet).toEqual([{ loai_phieu: 'CHUYEN_KHO', kho_id: f.mainStore, so_phieu: 1 }]);
    expect(data.don_thuoc).toEqual([]);
    expect(data.theo_thang.map((m) => m.thang)).toEqual(monthsEnding(hanoiDay(0), 12));
    expect(sum(data.theo_thang, 'nhap')).toBe(47_250);
    expect(sum(data.theo_thang, 'xuat')).toBe(400);
    expect(data.ky_su_dung).toEqual({ tu_ngay: addDays(hanoiDay(0), -29), den_ngay: hanoiDay(0) });
    expect(data.top_hang_hoa).toEqual([
      expect.objectContaining({ hang_hoa_id: f.goods[0]!.id, so_luong: 4, gia_tri: 400 }),
    ]);
    expect(data.theo_khoa).toEqual([{ khoa_id: wardId, khoa_ten: 'Khoa Nội', gia_tri: 400 }]);
  });

  it('a transfer awaiting approval counts in the approving warehouse only', async () => {
    const data = expectStatus(await overview({ kho_id: f.dispensary }), 200);
    expect(data.cho_duyet).toEqual([]);
  });

  it('a consumption period with nothing in it has no consumption', async () => {
    const data = expectStatus(
      await overview({ kho_id: f.mainStore, tu_ngay: hanoiDay(-90), den_ngay: hanoiDay(-60) }),
      200,
    );
    expect(data.top_hang_hoa).toEqual([]);
    expect(data.theo_khoa).toEqual([]);
    expect(data.ky_su_dung).toEqual({ tu_ngay: hanoiDay(-90), den_ngay: hanoiDay(-60) });
  });

  it('so_ngay chooses how many days back from today the consumption period reaches', async () => {
    const data = expectStatus(await overview({ kho_id: f.mainStore, so_ngay: '7' }), 200);
    expect(data.ky_su_dung).toEqual({ tu_ngay: addDays(hanoiDay(0), -6), den_ngay: hanoiDay(0) });
    expect(data.top_hang_hoa).toHaveLength(1);
  });
});

describe('overview of several warehouses', () => {
  it('the whole organisation sums the warehouses; a move between shown warehouses is not consumption', async () => {
    const data = expectStatus(await overview({}, f.admin.access_token), 200);
    expect(data.kho.map((w) => w.id).sort()).toEqual([f.mainStore, f.dispensary, f.cabinet].sort());
    // Amox's minimum holds in the dispensary too (it has none), as its stock screen shows.
    expect(data.tong).toEqual({
      gia_tri_ton: 47_250,
      so_mat_hang: 3,
      duoi_toi_thieu: 2,
      sap_het_han: { so_lo: 2, gia_tri: 1000 },
      da_het_han: { so_lo: 1, gia_tri: 250 },
    });
    expect(data.theo_kho.find((w) => w.kho_id === f.cabinet)).toMatchObject({
      gia_tri_ton: 400,
      sap_het_han: { so_lo: 1, gia_tri: 400 },
    });
    expect(sum(data.theo_thang, 'nhap')).toBe(47_650);
    expect(sum(data.theo_thang, 'xuat')).toBe(400);
    expect(data.top_hang_hoa).toEqual([]);
    expect(data.theo_khoa).toEqual([]);
  });

  it("a department's warehouses, and a user sees only the warehouses of their departments", async () => {
    const ward = expectStatus(await overview({ khoa_id: wardId }, f.admin.access_token), 200);
    expect(ward.kho.map((w) => w.id)).toEqual([f.cabinet]);
    const nurse = expectStatus(await overview({}, f.wardNurse.access_token), 200);
    expect(nurse.kho.map((w) => w.id)).toEqual([f.cabinet]);
    expect(nurse.tong.gia_tri_ton).toBe(400);
    const chemist = expectStatus(await overview({}), 200);
    expect(chemist.kho.map((w) => w.id).sort()).toEqual([f.mainStore, f.dispensary].sort());
  });
});

describe('refusals', () => {
  it('a warehouse or department the user does not work in is forbidden', async () => {
    expect((await overview({ kho_id: f.mainStore }, f.wardNurse.access_token)).status).toBe(403);
    expect((await overview({ khoa_id: wardId })).status).toBe(403);
  });

  it("another organisation's ids are not found; its organisation is not the caller's", async () => {
    const [foreignWarehouse] = await t.context.db
      .select()
      .from(khoa)
      .where(eq(khoa.to_chuc_id, f.outsiderOrganisation.id));
    const unknown = await overview({ khoa_id: foreignWarehouse!.id }, f.admin.access_token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Không tìm thấy khoa trong tổ chức');
    const foreign = await overview({ kho_id: f.outsiderOrganisation.id }, f.admin.access_token, 'en');
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Warehouse not found in the organisation');
    const notMember = await t.request('GET', OVERVIEW, {
      token: f.admin.access_token,
      query: { to_chuc: f.outsiderOrganisation.id },
    });
    expect(notMember.status).toBe(403);
  });

  it('bad parameters are answered 400 with a clear message', async () => {
    const backwards = await overview({ tu_ngay: hanoiDay(-1), den_ngay: hanoiDay(-5) }, undefined, 'en');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body.data)).toContain('The end date must not be before the start date');
    const tooLong = await overview({ tu_ngay: hanoiDay(-400), den_ngay: hanoiDay(0) });
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('Khoảng thời gian tối đa 366 ngày');
    expect((await overview({ tu_ngay: hanoiDay(3) })).status).toBe(400);
    expect((await overview({ kho_id: 'kho-1' })).status).toBe(400);
    expect((await overview({ so_ngay: '0' })).status).toBe(400);
    expect((await overview({ so_ngay: '400' })).status).toBe(400);
    const mismatch = await overview({ kho_id: f.mainStore, khoa_id: wardId }, f.admin.access_token, 'en');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.message).toBe('The chosen warehouse does not belong to the chosen department');
  });
});

describe('consumption nets out returns', () => {
  it("medicine the ward's cabinet returns lowers the ward's consumption", async () => {
    const line = { hang_hoa_id: f.goods[0]!.id, lo_hang_id: cabinetBatch, so_luong: 1 };
    const pending = await runVoucher(
      t,
      f,
      '/api/v1/phieu-tra-thuoc',
      {
        to_chuc: f.organisation.id,
        kho_id: f.cabinet,
        kho_nhan_id: f.mainStore,
        ly_do: 'Thừa',
        chi_tiet: [line],
      },
      ['gui-duyet'],
      f.wardNurse.access_token,
    );
    expectStatus(await voucherAction(t, f, '/api/v1/phieu-tra-thuoc', pending, 'duyet'), 200);
    const data = expectStatus(await overview({ kho_id: f.mainStore }), 200);
    expect(data.theo_khoa).toEqual([{ khoa_id: wardId, khoa_ten: 'Khoa Nội', gia_tri: 300 }]);
    expect(data.top_hang_hoa).toEqual([expect.objectContaining({ so_luong: 3, gia_tri: 300 })]);
  });
});

describe('months from closed periods', () => {
  it('a closed month read from its stored movements gives the same chart as the ledger', async () => {
    const nacl = f.goods[2]!;
    const day = hanoiDay(-40);
    await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(nacl.id, { so_lo: 'N-BACK', so_luong: 7, don_gia: 30, vat: 0 })], {
        ngay_chung_tu: day,
      }),
    );
    const before = expectStatus(await overview({}, f.admin.access_token), 200).theo_thang;
    expect(before.find((m) => m.thang === day.slice(0, 7))!.nhap).toBeGreaterThanOrEqual(210);
    // The month has ended and is open: the chart reads its running totals, which are its ledger's sums.
    const [ledger] = await queryRows<{ nhap: string; xuat: string }>(
      t.context.db,
      sql`select coalesce(sum(so_luong * don_gia) filter (where nhom like 'NHAP%'), 0)::text as nhap,
                 coalesce(-sum(so_luong * don_gia) filter (where nhom like 'XUAT%'), 0)::text as xuat
          from the_kho where to_chuc_id = ${f.organisation.id} and to_char(ngay_chung_tu, 'YYYY-MM') = ${day.slice(0, 7)}`,
    );
    expect(before.find((m) => m.thang === day.slice(0, 7))).toEqual({
      thang: day.slice(0, 7),
      nhap: Number(ledger!.nhap),
      xuat: Number(ledger!.xuat),
    });
    const closed = expectStatus(
      await t.request<{ id: string }>('POST', '/api/v1/khoa-so/tao-moi-khoa-so', {
        token: f.chemist.access_token,
        body: { to_chuc: f.organisation.id, thang: day.slice(0, 7) },
      }),
      201,
    );
    // The month's values per warehouse and category are now stored, summing its batch movements,
    // and the chart reads them rather than the ledger.
    const perWarehouse = () =>
      queryRows<{ nhom: string; gia_tri: string; theo_lo: string }>(
        t.context.db,
        sql`select k.nhom, k.gia_tri::text as gia_tri,
                   (select sum(p.gia_tri) from phat_sinh_thang p where p.to_chuc_id = k.to_chuc_id
                      and p.thang = k.thang and p.kho_id = k.kho_id and p.nhom = k.nhom)::text as theo_lo
            from phat_sinh_thang_kho k
            where k.to_chuc_id = ${f.organisation.id} and k.thang = ${`${day.slice(0, 7)}-01`}::date`,
      );
    const stored = await perWarehouse();
    expect(stored.map((r) => r.nhom)).toContain('NHAP_NHA_CUNG_CAP');
    for (const r of stored) expect(Number(r.gia_tri)).toBe(Number(r.theo_lo));
    const after = expectStatus(await overview({}, f.admin.access_token), 200).theo_thang;
    expect(after).toEqual(before);
    // Reopening the month removes them, and the chart reads the ledger again.
    expectStatus(
      await t.request('DELETE', `/api/v1/khoa-so/${closed.id}/xoa-khoa-so`, {
        token: f.admin.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(await perWarehouse()).toEqual([]);
    expect(expectStatus(await overview({}, f.admin.access_token), 200).theo_thang).toEqual(before);
  });
});

describe('below minimum', () => {
  const mainStoreStock = async (query: Record<string, string> = {}) => {
    const result = await t.request<StockItem[]>('GET', '/api/v1/ton-kho/danh-sach-ton-kho', {
      token: f.chemist.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.mainStore, page_size: '100', ...query },
    });
    return { items: expectStatus(result, 200), metadata: result.body.metadata! };
  };
  /** Usable stock of an item in the main store as the stock screen counts it, batch by batch. */
  const usable = async (goodsId: string) =>
    (await mainStoreStock()).items.find((i) => i.hang_hoa_id === goodsId)!.kha_dung;
  /** Goods below their minimum in the main store: the overview's count and the stock screen's. */
  const belowCounts = async () => [
    expectStatus(await overview({ kho_id: f.mainStore }), 200).tong.duoi_toi_thieu,
    ((await mainStoreStock({ duoi_toi_thieu: 'true' })).metadata.tong_hop as StockTotals).so_mat_hang,
  ];
  const setMinimum = (goodsId: string, minimum: number) =>
    t.context.db.update(hangHoa).set({ ton_toi_thieu: minimum }).where(eq(hangHoa.id, goodsId));

  it('counts neither reserved stock nor expired or blocked batches as usable, as the stock screen does', async () => {
    const [para, , nacl] = f.goods;
    const counts = await belowCounts();
    const base = counts[0]!;
    expect(counts).toEqual([base, base]);
    // NaCl holds an expired lot besides usable stock: a minimum just above the usable part is missed.
    const naclUsable = await usable(nacl!.id);
    await setMinimum(nacl!.id, naclUsable + 1);
    expect(await belowCounts()).toEqual([base + 1, base + 1]);
    await setMinimum(nacl!.id, 0);
    // Para: on hand less what the transfer awaiting approval reserved.
    const paraUsable = await usable(para!.id);
    await setMinimum(para!.id, paraUsable);
    expect(await belowCounts()).toEqual([base, base]);
    await setMinimum(para!.id, paraUsable + 1);
    expect(await belowCounts()).toEqual([base + 1, base + 1]);
    // Para's later lot recalled: blocked stock is not usable either.
    const [later] = await queryRows<{ id: string }>(
      t.context.db,
      sql`select id from lo_hang where so_lo = 'P-LATER' and to_chuc_id = ${f.organisation.id}`,
    );
    const block = (bi_khoa: boolean) =>
      t.request('PUT', `/api/v1/lo-hang/${later!.id}/khoa-lo-hang`, {
        token: f.chemist.access_token,
        body: { to_chuc: f.organisation.id, bi_khoa, ly_do_khoa: bi_khoa ? 'Thu hồi' : undefined },
      });
    expectStatus(await block(true), 200);
    const blockedUsable = await usable(para!.id);
    expect(blockedUsable).toBeLessThan(paraUsable);
    await setMinimum(para!.id, blockedUsable);
    expect(await belowCounts()).toEqual([base, base]);
    await setMinimum(para!.id, blockedUsable + 1);
    expect(await belowCounts()).toEqual([base + 1, base + 1]);
    expectStatus(await block(false), 200);
    await setMinimum(para!.id, 0);
  });
});
