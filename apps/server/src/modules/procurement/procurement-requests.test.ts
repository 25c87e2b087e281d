import { count, eq } from 'drizzle-orm';
import type {
  ProcurementPlan,
  ProcurementRequest,
  ProcurementRequestDetail,
  ProcurementRequestTender,
} from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nhatKy, phieuDuTru } from '../../db/schema';
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
 * Procurement requests (docs/procurement.md): numbering, the lifecycle, who may do what, bad input
 * and stale versions, and approved requests counted as coming in the plan (decision 0031). Amox
 * (lead time 30 days, the organisation's default) is received 20 days ago and 21 are issued.
 */

let t: TestApp;
let f: InventoryFixture;
const today = hanoiDay(0);
const year = today.slice(0, 4);
const BASE = '/api/v1/du-tru-mua-sam';

const body = (overrides: Record<string, unknown> = {}) => ({
  to_chuc: f.organisation.id,
  kho_id: f.mainStore,
  tu_ngay: hanoiDay(-20),
  den_ngay: today,
  so_ngay_du_tru: 30,
  chi_tiet: [{ hang_hoa_id: f.goods[1]!.id, so_luong_de_xuat: 40, so_luong: 50, don_gia: 1200 }],
  ...overrides,
});

const create = (payload: unknown, token = f.keeper.access_token, lang?: 'vi' | 'en') =>
  t.request<ProcurementRequestDetail>('POST', `${BASE}/tao-moi-phieu-du-tru`, { token, lang, body: payload });

const step = (
  path: 'gui-duyet' | 'duyet' | 'tu-choi',
  request: { id: string; phien_ban: number },
  token: string,
  extra: Record<string, unknown> = {},
) =>
  t.request<ProcurementRequestDetail>('POST', `${BASE}/${request.id}/${path}-phieu-du-tru`, {
    token,
    body: { to_chuc: f.organisation.id, phien_ban: request.phien_ban, ...extra },
  });

const requestCount = async () =>
  (
    await t.context.db
      .select({ n: count() })
      .from(phieuDuTru)
      .where(eq(phieuDuTru.to_chuc_id, f.organisation.id))
  )[0]!.n;

const comingOf = async (query: Record<string, string>) => {
  const plan = expectStatus(
    await t.request<ProcurementPlan>('GET', `${BASE}/ke-hoach`, {
      token: f.chemist.access_token,
      query: {
        to_chuc: f.organisation.id,
        tu_ngay: hanoiDay(-20),
        den_ngay: today,
        chi_can_mua: false,
        ...query,
      },
    }),
    200,
  );
  return plan.dong.find((r) => r.hang_hoa_id === f.goods[1]!.id)?.dang_ve;
};

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const amox = f.goods[1]!.id;
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(amox, { so_lo: 'A-1', so_luong: 90 })], { ngay_chung_tu: hanoiDay(-20) }),
  );
  await runVoucher(
    t,
    f,
    ISSUES,
    issueBody(f, [{ hang_hoa_id: amox, so_luong: 21 }], {
      loai_xuat: 'KHO_KHOA',
      kho_nhan_id: f.cabinet,
      ly_do: 'Bổ sung tủ trực',
      ngay_chung_tu: hanoiDay(-10),
    }),
  );
});
afterAll(() => t.close());

describe('procurement requests', () => {
  it('numbers requests per year and takes them from draft through submission to approval', async () => {
    const first = expectStatus(await create(body()), 201);
    const second = expectStatus(await create(body({ kho_id: null })), 201);
    expect(first.so_phieu).toBe(`DTMS-${year}-00001`);
    expect(second.so_phieu).toBe(`DTMS-${year}-00002`);
    expect(first).toMatchObject({
      trang_thai: 'LUU_TAM',
      so_dong: 1,
      tong_tien: 60_000,
      kho_id: f.mainStore,
    });
    expect(first.chi_tiet[0]).toMatchObject({ so_luong_de_xuat: 40, so_luong: 50, thanh_tien: 60_000 });
    expect(second.kho_id).toBeNull();

    const edited = expectStatus(
      await t.request<ProcurementRequestDetail>('PUT', `${BASE}/${first.id}/cap-nhat-phieu-du-tru`, {
        token: f.keeper.access_token,
        body: {
          to_chuc: f.organisation.id,
          phien_ban: first.phien_ban,
          ghi_chu: 'Quý I',
          chi_tiet: [{ hang_hoa_id: f.goods[1]!.id, so_luong_de_xuat: 40, so_luong: 60, don_gia: 1000 }],
        },
      }),
      200,
    );
    expect(edited).toMatchObject({ phien_ban: 2, tong_tien: 60_000, ghi_chu: 'Quý I' });
    const submitted = expectStatus(await step('gui-duyet', edited, f.keeper.access_token), 200);
    expect(submitted.trang_thai).toBe('CHO_DUYET');
    const refused = expectStatus(
      await step('tu-choi', submitted, f.chemist.access_token, { ly_do: 'Giảm số lượng' }),
      200,
    );
    expect(refused).toMatchObject({ trang_thai: 'TU_CHOI', ly_do_tu_choi: 'Giảm số lượng' });
    const again = expectStatus(await step('gui-duyet', refused, f.keeper.access_token), 200);
    const approved = expectStatus(await step('duyet', again, f.chemist.access_token), 200);
    expect(approved).toMatchObject({ trang_thai: 'HOAN_THANH', nguoi_duyet_ten: expect.any(String) });

    const book = await t.request<ProcurementRequest[]>('GET', `${BASE}/danh-sach-phieu-du-tru`, {
      token: f.keeper.access_token,
      query: { to_chuc: f.organisation.id, trang_thai: 'HOAN_THANH' },
    });
    expect(expectStatus(book, 200).map((r) => r.so_phieu)).toEqual([first.so_phieu]);
    const audit = await t.context.db
      .select({ action: nhatKy.hanh_dong })
      .from(nhatKy)
      .where(eq(nhatKy.doi_tuong_id, first.id));
    expect(audit.map((a) => a.action).sort()).toEqual(
      [
        'PHIEU_DU_TRU_APPROVE',
        'PHIEU_DU_TRU_CREATE',
        'PHIEU_DU_TRU_REJECT',
        'PHIEU_DU_TRU_SUBMIT',
        'PHIEU_DU_TRU_SUBMIT',
        'PHIEU_DU_TRU_UPDATE',
      ].sort(),
    );
    // An approved request is no longer edited or approved again.
    expect((await step('duyet', approved, f.chemist.access_token)).status).toBe(409);
  });

  it('saves once per idempotency key', async () => {
    const before = await requestCount();
    const headers = { 'Idempotency-Key': `du-tru-${Date.now()}` };
    const payload = body();
    const one = await t.request<ProcurementRequestDetail>('POST', `${BASE}/tao-moi-phieu-du-tru`, {
      token: f.keeper.access_token,
      headers,
      body: payload,
    });
    const two = await t.request<ProcurementRequestDetail>('POST', `${BASE}/tao-moi-phieu-du-tru`, {
      token: f.keeper.access_token,
      headers,
      body: payload,
    });
    expect(expectStatus(two, 201).id).toBe(expectStatus(one, 201).id);
    expect(await requestCount()).toBe(before + 1);
  });

  it('lets planners write, approvers approve, and keeps others out', async () => {
    expect((await create(body(), f.wardNurse.access_token)).status).toBe(403);
    expect((await create(body(), f.outsider.access_token)).status).toBe(403);
    const draft = expectStatus(await create(body()), 201);
    const submitted = expectStatus(await step('gui-duyet', draft, f.keeper.access_token), 200);
    // A warehouse keeper plans but does not approve; the administrator does.
    expect((await step('duyet', submitted, f.keeper.access_token)).status).toBe(403);
    expect((await step('tu-choi', submitted, f.keeper.access_token, { ly_do: 'x' })).status).toBe(403);
    expect((await step('duyet', submitted, f.admin.access_token)).status).toBe(200);
  });

  it('refuses bad input with a localised message and writes nothing', async () => {
    const before = await requestCount();
    const zero = await create(
      body({ chi_tiet: [{ hang_hoa_id: f.goods[1]!.id, so_luong: 0 }] }),
      f.keeper.access_token,
      'vi',
    );
    expect(zero.status).toBe(400);
    const empty = await create(body({ chi_tiet: [] }), f.keeper.access_token, 'en');
    expect(empty.status).toBe(400);
    expect(JSON.stringify(empty.body)).toContain('at least one goods line');
    const foreign = await create(
      body({ chi_tiet: [{ hang_hoa_id: f.outsiderOrganisation.id, so_luong: 5 }] }),
      f.keeper.access_token,
      'en',
    );
    expect(foreign.status).toBe(400);
    expect(JSON.stringify(foreign.body)).toContain('nothing was saved');
    const vi = await create(
      body({
        chi_tiet: [{ hang_hoa_id: f.goods[1]!.id, so_luong: 5, goi_thau_chi_tiet_id: f.goods[0]!.id }],
      }),
      f.keeper.access_token,
      'vi',
    );
    expect(vi.status).toBe(400);
    expect(JSON.stringify(vi.body)).toContain('không lưu gì');
    expect(await requestCount()).toBe(before);
  });

  it('offers the tender lines valid today of its goods for editing, to planners only', async () => {
    const amox = f.goods[1]!.id;
    const valid = await createTender(
      t,
      tenderBody(f, f.supplierId, 'GT-SUA', [
        { hang_hoa_id: amox, so_luong_trung: 500, don_gia_trung: 1100 },
      ]),
      f.chemist.access_token,
    );
    const expired = await createTender(
      t,
      tenderBody(f, f.supplierId, 'GT-CU', [{ hang_hoa_id: amox, so_luong_trung: 500, don_gia_trung: 900 }], {
        hieu_luc_tu: hanoiDay(-400),
        hieu_luc_den: hanoiDay(-1),
      }),
      f.chemist.access_token,
    );
    expectStatus(expired, 201);
    const line = expectStatus(valid, 201).chi_tiet[0]!;
    const draft = expectStatus(await create(body()), 201);
    const tenders = (token: string) =>
      t.request<ProcurementRequestTender[]>('GET', `${BASE}/${draft.id}/goi-thau-phieu-du-tru`, {
        token,
        query: { to_chuc: f.organisation.id },
      });
    expect(expectStatus(await tenders(f.keeper.access_token), 200)).toEqual([
      expect.objectContaining({
        hang_hoa_id: amox,
        goi_thau_chi_tiet_id: line.id,
        goi_thau_ma: 'GT-SUA',
        don_gia_trung: 1100,
        con_lai: 500,
      }),
    ]);
    expect((await tenders(f.wardNurse.access_token)).status).toBe(403);
    expect((await tenders(f.outsider.access_token)).status).toBe(403);
  });

  it('takes a goods item added to a saved request: its tender lines offered, saved with the others', async () => {
    const para = f.goods[0]!.id;
    const offered = expectStatus(
      await createTender(
        t,
        tenderBody(f, f.supplierId, 'GT-THEM', [
          { hang_hoa_id: para, so_luong_trung: 300, don_gia_trung: 700 },
        ]),
        f.chemist.access_token,
      ),
      201,
    ).chi_tiet[0]!;
    const draft = expectStatus(await create(body()), 201);
    const tendersOf = (goodsId: string, token = f.keeper.access_token) =>
      t.request<ProcurementRequestTender[]>('GET', `${BASE}/${draft.id}/goi-thau-phieu-du-tru`, {
        token,
        query: { to_chuc: f.organisation.id, hang_hoa_id: goodsId },
      });
    // The added item's tender lines only (the request's own goods are asked for without hang_hoa_id).
    expect(expectStatus(await tendersOf(para), 200)).toEqual([
      expect.objectContaining({ hang_hoa_id: para, goi_thau_chi_tiet_id: offered.id, don_gia_trung: 700 }),
    ]);
    expect((await tendersOf(f.outsiderOrganisation.id)).status).toBe(404);
    expect((await tendersOf(para, f.wardNurse.access_token)).status).toBe(403);

    const update = (lines: Record<string, unknown>[], lang?: 'vi' | 'en') =>
      t.request<ProcurementRequestDetail>('PUT', `${BASE}/${draft.id}/cap-nhat-phieu-du-tru`, {
        token: f.keeper.access_token,
        lang,
        body: { to_chuc: f.organisation.id, phien_ban: draft.phien_ban, ghi_chu: null, chi_tiet: lines },
      });
    const amoxLine = { hang_hoa_id: f.goods[1]!.id, so_luong_de_xuat: 40, so_luong: 50, don_gia: 1200 };
    const twice = await update([amoxLine, { ...amoxLine, so_luong: 5 }], 'en');
    expect(twice.status).toBe(400);
    expect(JSON.stringify(twice.body)).toContain('one line only');
    const edited = expectStatus(
      await update([
        amoxLine,
        { hang_hoa_id: para, so_luong: 20, don_gia: 700, goi_thau_chi_tiet_id: offered.id },
      ]),
      200,
    );
    expect(
      edited.chi_tiet.map((l) => [l.hang_hoa_id, l.so_luong_de_xuat, l.so_luong, l.goi_thau_chi_tiet_id]),
    ).toEqual([
      [f.goods[1]!.id, 40, 50, null],
      [para, 0, 20, offered.id],
    ]);
    expect(edited.tong_tien).toBe(50 * 1200 + 20 * 700);
  });

  it('answers 409 to a stale version or a step from the wrong status', async () => {
    const draft = expectStatus(await create(body()), 201);
    expect(
      (await step('gui-duyet', { ...draft, phien_ban: draft.phien_ban + 1 }, f.keeper.access_token)).status,
    ).toBe(409);
    expect((await step('duyet', draft, f.chemist.access_token)).status).toBe(409);
    const unchanged = expectStatus(
      await t.request<ProcurementRequestDetail>('GET', `${BASE}/${draft.id}/chi-tiet-phieu-du-tru`, {
        token: f.keeper.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(unchanged).toMatchObject({ trang_thai: 'LUU_TAM', phien_ban: 1 });
  });
});

describe('approved requests in the plan', () => {
  it('count as coming within the lead time after approval, in their scope', async () => {
    await t.context.db.delete(phieuDuTru).where(eq(phieuDuTru.to_chuc_id, f.organisation.id));
    expect(await comingOf({ kho_id: f.mainStore })).toBe(0);
    const forStore = expectStatus(
      await create(body({ chi_tiet: [{ hang_hoa_id: f.goods[1]!.id, so_luong: 70 }] })),
      201,
    );
    const forHospital = expectStatus(
      await create(body({ kho_id: null, chi_tiet: [{ hang_hoa_id: f.goods[1]!.id, so_luong: 5 }] })),
      201,
    );
    // A draft or a request awaiting approval is not coming yet.
    const submitted = expectStatus(await step('gui-duyet', forStore, f.keeper.access_token), 200);
    expect(await comingOf({ kho_id: f.mainStore })).toBe(0);
    expectStatus(await step('duyet', submitted, f.chemist.access_token), 200);
    const hospital = expectStatus(await step('gui-duyet', forHospital, f.keeper.access_token), 200);
    expectStatus(await step('duyet', hospital, f.chemist.access_token), 200);
    // The store's request counts in its plan and the whole hospital's; the hospital's only in the latter.
    expect(await comingOf({ kho_id: f.mainStore })).toBe(70);
    expect(await comingOf({})).toBe(75);
    expect(await comingOf({ kho_id: f.dispensary })).toBeUndefined();
    // Approved as long ago as the lead time (30 days): taken as received, no longer coming.
    await t.context.db
      .update(phieuDuTru)
      .set({ ngay_duyet: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(phieuDuTru.id, forStore.id));
    expect(await comingOf({ kho_id: f.mainStore })).toBe(0);
  });
});
