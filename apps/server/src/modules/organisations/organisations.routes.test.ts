import type { DepartmentWithWarehouses, Organisation, SystemData } from '@kho/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toChuc } from '../../db/schema/index';
import { isDatabaseEmpty, seedDemo } from '../../demo/demo';
import { addMember, createOrganisation, createSignedInUser, signIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const MINE = '/api/v1/to-chuc/danh-sach-to-chuc-cua-toi';
const CREATE = '/api/v1/to-chuc/tao-moi-to-chuc';
const MY_DEPARTMENTS = '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi';

describe('tao-moi-to-chuc', () => {
  it('makes the creator administrator with a first department, warehouse and default lists', async () => {
    const owner = await createSignedInUser(t);
    const result = await t.request<Organisation>('POST', CREATE, {
      token: owner.access_token,
      body: {
        ma: 'PK_AN_BINH',
        ten: 'Phòng khám Đa khoa An Bình',
        dia_chi: '12 Lê Lợi, Huế',
        so_dien_thoai: '',
      },
    });
    expect(result.status).toBe(201);
    expect(result.body.message).toBe('Tạo tổ chức thành công');
    expect(result.body.data).toMatchObject({
      ma: 'PK_AN_BINH',
      vai_tro: 'QUAN_TRI',
      so_dien_thoai: null,
      mui_gio: 'Asia/Ho_Chi_Minh',
    });

    const mine = await t.request<Organisation[]>('GET', MINE, { token: owner.access_token });
    expect(mine.body.data.map((o) => o.id)).toEqual([result.body.data.id]);

    const departments = await t.request<DepartmentWithWarehouses[]>('GET', MY_DEPARTMENTS, {
      token: owner.access_token,
      query: { to_chuc_id: result.body.data.id },
    });
    expect(departments.body.data).toHaveLength(1);
    expect(departments.body.data[0]).toMatchObject({ ten: 'Khoa Dược', loai_khoa: 'DUOC' });
    expect(departments.body.data[0]!.kho_truc_thuoc).toMatchObject([
      { ten: 'Kho tổng', loai_kho: 'KHO_TONG' },
    ]);

    const rules = await t.request<SystemData[]>(
      'GET',
      '/api/v1/du-lieu-he-thong/danh-sach-du-lieu-he-thong',
      {
        token: owner.access_token,
        query: { to_chuc: result.body.data.id, loai: 'CANH_BAO_TON_KHO_LO_HANG' },
      },
    );
    expect(rules.body.data.map((r) => r.gia_tri)).toContainEqual({
      loai_canh_bao: 'SO_LUONG',
      so_luong: 10,
      mau_sac: { ma_danh_muc: 'red-600' },
    });

    const relogin = await signIn(t, owner.username);
    expect(relogin.user.so_to_chuc_tham_gia).toBe(1);
  });

  it('refuses a taken code (any case) and bad input, writing nothing', async () => {
    const owner = await createSignedInUser(t);
    const first = await createOrganisation(t, owner);
    const [before] = await t.context.db.select({ n: count() }).from(toChuc);
    const taken = await t.request('POST', CREATE, {
      token: owner.access_token,
      body: { ma: first.ma.toLowerCase(), ten: 'Khác' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('Mã tổ chức đã được sử dụng');
    for (const body of [
      {},
      { ma: 'có dấu', ten: 'X' },
      { ma: 'OK1', ten: 'x'.repeat(10_240) },
      { ma: 5, ten: null },
      { ma: "A'; drop table to_chuc; --", ten: 'X' },
    ]) {
      const bad = await t.request('POST', CREATE, { token: owner.access_token, body });
      expect(bad.status).toBe(400);
    }
    const [after] = await t.context.db.select({ n: count() }).from(toChuc);
    expect(after!.n).toBe(before!.n);
  });

  it('needs a signed-in caller', async () => {
    expect((await t.request('POST', CREATE, { body: { ma: 'X1', ten: 'X' } })).status).toBe(401);
    expect((await t.request('GET', MINE)).status).toBe(401);
  });
});

describe('danh-muc-khoa-kho-cua-toi', () => {
  it('returns only the departments the caller is assigned to, each with its warehouses', async () => {
    const demo = await startTestApp();
    try {
      expect(await isDatabaseEmpty(demo.context.db)).toBe(true);
      const { organisationId } = await seedDemo(demo.context.db);
      const nurse = await signIn(demo, 'dieuduong', 'demo1234');
      const result = await demo.request<DepartmentWithWarehouses[]>('GET', MY_DEPARTMENTS, {
        token: nurse.access_token,
        query: { to_chuc_id: organisationId },
      });
      expect(result.status).toBe(200);
      expect(result.body.data.map((d) => d.ten).sort()).toEqual(['Khoa Nhi', 'Khoa Nội']);
      for (const department of result.body.data) {
        expect(department.kho_truc_thuoc).toHaveLength(1);
        expect(department.kho_truc_thuoc[0]).toMatchObject({ loai_kho: 'TU_TRUC', khoa_id: department.id });
        expect(department.kho_truc_thuoc[0]!.kho_nguon_id).toBeTruthy();
      }
      const admin = await signIn(demo, 'admin', 'demo1234');
      const all = await demo.request<DepartmentWithWarehouses[]>('GET', MY_DEPARTMENTS, {
        token: admin.access_token,
        query: { to_chuc_id: organisationId },
      });
      expect(all.body.data).toHaveLength(5);
      const pharmacy = all.body.data.find((d) => d.ma === 'KD')!;
      expect(pharmacy.kho_truc_thuoc.map((w) => w.loai_kho).sort()).toEqual(['KHO_LE', 'KHO_TONG']);
    } finally {
      await demo.close();
    }
    // It seeds the whole demo hospital (stock, patients, prescriptions) first.
  }, 90_000);

  it("answers 403 for another organisation's id and 400 for a malformed one", async () => {
    const owner = await createSignedInUser(t);
    const outsider = await createSignedInUser(t);
    const organisation = await createOrganisation(t, owner);
    const forbidden = await t.request('GET', MY_DEPARTMENTS, {
      token: outsider.access_token,
      query: { to_chuc_id: organisation.id },
    });
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('Bạn không phải thành viên của tổ chức này');
    const malformed = await t.request('GET', MY_DEPARTMENTS, {
      token: owner.access_token,
      query: { to_chuc_id: "1' or '1'='1" },
    });
    expect(malformed.status).toBe(400);
    const missing = await t.request('GET', MY_DEPARTMENTS, { token: owner.access_token });
    expect(missing.status).toBe(400);
  });

  it('lists a new member with no assignment as having no departments', async () => {
    const owner = await createSignedInUser(t);
    const member = await createSignedInUser(t);
    const organisation = await createOrganisation(t, owner);
    await addMember(t, organisation.id, member, 'DIEU_DUONG');
    const result = await t.request<DepartmentWithWarehouses[]>('GET', MY_DEPARTMENTS, {
      token: member.access_token,
      query: { to_chuc_id: organisation.id },
    });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual([]);
    const rows = await t.context.db.select().from(toChuc).where(eq(toChuc.id, organisation.id));
    expect(rows).toHaveLength(1);
  });
});
