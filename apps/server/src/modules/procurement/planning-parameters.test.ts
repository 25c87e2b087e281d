import { and, eq } from 'drizzle-orm';
import type {
  GoodsGroupRecord,
  GoodsRecord,
  OrganisationSettings,
  ProcurementPlan,
  ProcurementPlanRow,
} from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa, nhatKy, nhomHangHoa, toChuc } from '../../db/schema';
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

/**
 * The plan's parameters edited through the goods, goods group and organisation settings calls
 * (docs/procurement.md): bad values are 400 and write nothing, only the screens' editors may change
 * them, each change is audited, and the plan takes the item's, else the group's, else the
 * organisation's. Amox is used at 1 a day (21 over the 21 days) and 69 are left, so with 60 days
 * to cover the suggestion is lead time + 60 + safety stock - 69, rounded up to whole packs.
 */

let t: TestApp;
let f: InventoryFixture;
const today = hanoiDay(0);
const GOODS = '/api/v1/hang-hoa';
const GROUPS = '/api/v1/nhom-hang-hoa';
const SETTINGS = '/api/v1/to-chuc';
type Errors = { errors: { path: string; message: string }[] };

const amoxId = () => f.goods[1]!.id;

async function amoxRow(): Promise<ProcurementPlanRow> {
  const plan = await t.request<ProcurementPlan>('GET', '/api/v1/du-tru-mua-sam/ke-hoach', {
    token: f.chemist.access_token,
    query: {
      to_chuc: f.organisation.id,
      kho_id: f.mainStore,
      tu_ngay: hanoiDay(-20),
      den_ngay: today,
      so_ngay_du_tru: 60,
      chi_can_mua: false,
    },
  });
  return expectStatus(plan, 200).dong.find((r) => r.hang_hoa_id === amoxId())!;
}

const planned = (row: ProcurementPlanRow) => [
  row.so_ngay_cho_hang,
  row.so_ngay_an_toan,
  row.so_luong_dong_goi,
  row.de_xuat,
];

/** PUT of a catalogue record as its form sends it: the record read back, with the changes. */
async function updateRecord<T extends { phien_ban: number }>(
  base: string,
  resource: string,
  id: string,
  changes: Record<string, unknown>,
  token = f.chemist.access_token,
  lang?: 'vi' | 'en',
) {
  const read = await t.request<T>('GET', `${base}/${id}/chi-tiet-${resource}`, {
    token: f.admin.access_token,
    query: { to_chuc: f.organisation.id },
  });
  const record = expectStatus(read, 200);
  return t.request<T | Errors>('PUT', `${base}/${id}/cap-nhat-${resource}`, {
    token,
    lang,
    body: { ...record, to_chuc: f.organisation.id, ...changes },
  });
}

const updateGoods = (changes: Record<string, unknown>, token?: string, lang?: 'vi' | 'en') =>
  updateRecord<GoodsRecord>(GOODS, 'hang-hoa', amoxId(), changes, token, lang);
const updateGroup = (changes: Record<string, unknown>, token?: string, lang?: 'vi' | 'en') =>
  updateRecord<GoodsGroupRecord>(GROUPS, 'nhom-hang-hoa', f.groupId, changes, token, lang);

async function updateSettings(
  changes: Record<string, unknown>,
  token = f.admin.access_token,
  lang?: 'vi' | 'en',
) {
  const read = await t.request<OrganisationSettings>('GET', `${SETTINGS}/thiet-lap-to-chuc`, {
    token: f.admin.access_token,
    query: { to_chuc: f.organisation.id },
  });
  const settings = expectStatus(read, 200);
  return t.request<OrganisationSettings | Errors>('PUT', `${SETTINGS}/cap-nhat-thiet-lap-to-chuc`, {
    token,
    lang,
    body: { ...settings, to_chuc: f.organisation.id, ...changes },
  });
}

async function stored() {
  const db = t.context.db;
  const [goods] = await db
    .select({
      lead: hangHoa.so_ngay_cho_hang,
      safety: hangHoa.so_ngay_an_toan,
      pack: hangHoa.so_luong_dong_goi,
      version: hangHoa.phien_ban,
    })
    .from(hangHoa)
    .where(eq(hangHoa.id, amoxId()));
  const [group] = await db
    .select({ lead: nhomHangHoa.so_ngay_cho_hang, version: nhomHangHoa.phien_ban })
    .from(nhomHangHoa)
    .where(eq(nhomHangHoa.id, f.groupId));
  const [organisation] = await db
    .select({ lead: toChuc.so_ngay_cho_hang, safety: toChuc.so_ngay_an_toan, version: toChuc.phien_ban })
    .from(toChuc)
    .where(eq(toChuc.id, f.organisation.id));
  return { goods, group, organisation };
}

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(amoxId(), { so_lo: 'A-1', so_luong: 90 })], { ngay_chung_tu: hanoiDay(-20) }),
  );
  await runVoucher(
    t,
    f,
    ISSUES,
    issueBody(f, [{ hang_hoa_id: amoxId(), so_luong: 21 }], {
      loai_xuat: 'KHO_KHOA',
      kho_nhan_id: f.cabinet,
      ly_do: 'Bổ sung tủ trực',
      ngay_chung_tu: hanoiDay(-10),
    }),
  );
});
afterAll(() => t.close());

describe('planning parameters', () => {
  it('start unset on goods and groups and at 30 and 15 days on the organisation', async () => {
    const goods = expectStatus(
      await t.request<GoodsRecord>('GET', `${GOODS}/${amoxId()}/chi-tiet-hang-hoa`, {
        token: f.nurse.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(goods).toMatchObject({ so_ngay_cho_hang: null, so_ngay_an_toan: null, so_luong_dong_goi: null });
    const settings = expectStatus(
      await t.request<OrganisationSettings>('GET', `${SETTINGS}/thiet-lap-to-chuc`, {
        token: f.nurse.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(settings).toMatchObject({ so_ngay_cho_hang: 30, so_ngay_an_toan: 15 });
    // 1 a day x (30 + 60 + 15) - 69 = 36.
    expect(planned(await amoxRow())).toEqual([30, 15, null, 36]);
  });

  it('refuse values out of range with a localised message and write nothing', async () => {
    const before = await stored();
    const goods = await updateGoods(
      { so_ngay_cho_hang: 366, so_ngay_an_toan: 2.5, so_luong_dong_goi: 0 },
      undefined,
      'vi',
    );
    expect(goods.status).toBe(400);
    expect((goods.body.data as Errors).errors).toEqual([
      { path: 'so_ngay_cho_hang', message: 'Số ngày là số nguyên từ 0 đến 365' },
      { path: 'so_ngay_an_toan', message: 'Số ngày là số nguyên từ 0 đến 365' },
      { path: 'so_luong_dong_goi', message: expect.stringContaining('Số lượng mỗi kiện là số nguyên từ 1') },
    ]);
    const created = await t.request<Errors>('POST', `${GOODS}/tao-moi-hang-hoa`, {
      token: f.chemist.access_token,
      lang: 'en',
      body: {
        to_chuc: f.organisation.id,
        ma: 'NEWPACK',
        ten: 'Goods with a bad pack',
        loai_hang_hoa: 'THUOC',
        don_vi_tinh: 'Viên',
        nhom_hang_hoa_id: f.groupId,
        so_luong_dong_goi: -5,
      },
    });
    expect(created.status).toBe(400);
    expect(created.body.data.errors).toEqual([
      {
        path: 'so_luong_dong_goi',
        message: expect.stringContaining('Units per pack: a whole number from 1'),
      },
    ]);
    const group = await updateGroup({ so_ngay_an_toan: -1 }, undefined, 'en');
    expect(group.status).toBe(400);
    expect((group.body.data as Errors).errors).toEqual([
      { path: 'so_ngay_an_toan', message: 'Days: a whole number from 0 to 365' },
    ]);
    // The organisation always has a default: empty is refused, not taken as 0.
    const settings = await updateSettings({ so_ngay_cho_hang: null, so_ngay_an_toan: 400 }, undefined, 'en');
    expect(settings.status).toBe(400);
    expect((settings.body.data as Errors).errors.map((e) => e.path)).toEqual([
      'so_ngay_cho_hang',
      'so_ngay_an_toan',
    ]);
    expect(await stored()).toEqual(before);
    const [row] = await t.context.db
      .select({ id: hangHoa.id })
      .from(hangHoa)
      .where(and(eq(hangHoa.to_chuc_id, f.organisation.id), eq(hangHoa.ma, 'NEWPACK')));
    expect(row).toBeUndefined();
  });

  it('are changed only by those who edit goods, groups and the organisation', async () => {
    const before = await stored();
    expect((await updateGoods({ so_ngay_cho_hang: 5 }, f.keeper.access_token)).status).toBe(403);
    expect((await updateGroup({ so_ngay_cho_hang: 5 }, f.nurse.access_token)).status).toBe(403);
    expect((await updateSettings({ so_ngay_cho_hang: 5 }, f.pharmacist.access_token)).status).toBe(403);
    expect((await updateSettings({ so_ngay_cho_hang: 5 }, f.outsider.access_token)).status).toBe(403);
    expect(await stored()).toEqual(before);
  });

  it('drive the plan: the item over its group over the organisation, each change audited', async () => {
    const settings = await updateSettings({ so_ngay_cho_hang: 40, so_ngay_an_toan: 10 });
    expect(settings.status).toBe(200);
    expect(settings.body.data).toMatchObject({ so_ngay_cho_hang: 40, so_ngay_an_toan: 10 });
    // 1 a day x (40 + 60 + 10) - 69 = 41.
    expect(planned(await amoxRow())).toEqual([40, 10, null, 41]);

    const group = await updateGroup({ so_ngay_cho_hang: 25 });
    expect(group.status).toBe(200);
    expect(group.body.data).toMatchObject({ so_ngay_cho_hang: 25, so_ngay_an_toan: null });
    // The group's lead time, the organisation's safety stock: 25 + 60 + 10 - 69 = 26.
    expect(planned(await amoxRow())).toEqual([25, 10, null, 26]);

    const goods = await updateGoods({ so_ngay_cho_hang: 12, so_ngay_an_toan: 3, so_luong_dong_goi: 10 });
    expect(goods.status).toBe(200);
    expect(goods.body.data).toMatchObject({
      so_ngay_cho_hang: 12,
      so_ngay_an_toan: 3,
      so_luong_dong_goi: 10,
    });
    // 12 + 60 + 3 - 69 = 6, up to one pack of 10.
    expect(planned(await amoxRow())).toEqual([12, 3, 10, 10]);

    // Emptied again, the item inherits once more.
    const cleared = await updateGoods({
      so_ngay_cho_hang: null,
      so_ngay_an_toan: null,
      so_luong_dong_goi: null,
    });
    expect(cleared.status).toBe(200);
    expect(planned(await amoxRow())).toEqual([25, 10, null, 26]);

    const audit = await t.context.db
      .select({ action: nhatKy.hanh_dong, data: nhatKy.du_lieu })
      .from(nhatKy)
      .where(eq(nhatKy.to_chuc_id, f.organisation.id));
    const actions = audit.map((a) => a.action);
    expect(actions.filter((a) => a === 'HANG_HOA_UPDATE')).toHaveLength(2);
    expect(actions.filter((a) => a === 'NHOM_HANG_HOA_UPDATE')).toHaveLength(1);
    expect(audit.find((a) => a.action === 'TO_CHUC_THIET_LAP_UPDATE')?.data).toMatchObject({
      so_ngay_cho_hang: 40,
      so_ngay_an_toan: 10,
    });
  });
});
