import type { ComboboxItem, Organisation, SystemData } from '@kho/contracts';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { duLieuHeThong } from '../../db/schema/index';
import { addMember, createOrganisation, createSignedInUser, type SignedInUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const BASE = '/api/v1/du-lieu-he-thong';
let t: TestApp;
let admin: SignedInUser;
let nurse: SignedInUser;
let outsider: SignedInUser;
let organisation: Organisation;

beforeAll(async () => {
  t = await startTestApp();
  admin = await createSignedInUser(t);
  nurse = await createSignedInUser(t);
  outsider = await createSignedInUser(t);
  organisation = await createOrganisation(t, admin);
  await addMember(t, organisation.id, nurse, 'DIEU_DUONG');
  await createOrganisation(t, outsider, 'Bệnh viện Khác');
});
afterAll(async () => {
  await t.close();
});

async function rowCount() {
  const [row] = await t.context.db.select({ n: count() }).from(duLieuHeThong);
  return row!.n;
}

const list = (token: string, query: Record<string, string | number | undefined>) =>
  t.request<SystemData[]>('GET', `${BASE}/danh-sach-du-lieu-he-thong`, {
    token,
    query: { to_chuc: organisation.id, ...query },
  });

describe('danh-sach / goi-y / combobox', () => {
  it('filters by category, accent-insensitive text and active flag, with pagination metadata', async () => {
    const routes = await list(nurse.access_token, { loai: 'DUONG_DUNG', page_size: 5 });
    expect(routes.status).toBe(200);
    expect(routes.body.data).toHaveLength(5);
    expect(routes.body.metadata).toEqual({ pagination: { page: 1, page_size: 5, count: 14 } });
    expect(routes.body.data.every((r) => r.loai === 'DUONG_DUNG')).toBe(true);

    const tiem = await list(nurse.access_token, { loai: 'DUONG_DUNG', tu_khoa: 'tiem' });
    expect(tiem.body.data.map((r) => r.ten).sort()).toEqual(['Tiêm bắp', 'Tiêm dưới da', 'Tiêm tĩnh mạch']);
    const accented = await list(nurse.access_token, { tu_khoa: 'TĨNH MẠCH' });
    expect(accented.body.data.map((r) => r.ten).sort()).toEqual(['Tiêm tĩnh mạch', 'Truyền tĩnh mạch']);
    const duoc = await list(nurse.access_token, { tu_khoa: 'duoc hau giang' });
    expect(duoc.body.data.map((r) => r.ten)).toEqual(['Công ty CP Dược Hậu Giang']);
    const wildcard = await list(nurse.access_token, { tu_khoa: '%' });
    expect(wildcard.body.data).toEqual([]);

    const page2 = await list(nurse.access_token, { loai: 'DUONG_DUNG', page_size: 5, page: 3 });
    expect(page2.body.data).toHaveLength(4);
  });

  it('combobox answers id, code and name of active records with metadata.pagination.count', async () => {
    const result = await t.request<ComboboxItem[]>('GET', `${BASE}/combobox-du-lieu-he-thong`, {
      token: nurse.access_token,
      query: { to_chuc: organisation.id, loai: 'DON_VI_TINH', tu_khoa: 'ong' },
    });
    expect(result.status).toBe(200);
    expect(result.body.data[0]).toEqual({ id: expect.any(String), ma: 'ONG', ten: 'Ống' });
    expect(result.body.metadata).toMatchObject({ pagination: { count: result.body.data.length } });
  });

  it('goi-y leaves out inactive records and the list can ask for them', async () => {
    const created = await t.request<SystemData>('POST', `${BASE}/tao-moi-du-lieu-he-thong`, {
      token: admin.access_token,
      body: {
        to_chuc: organisation.id,
        loai: 'DUONG_DUNG',
        ma: 'CU',
        ten: 'Đường dùng cũ',
        hoat_dong: false,
      },
    });
    expect(created.status).toBe(201);
    const suggestions = await t.request<SystemData[]>('GET', `${BASE}/goi-y-du-lieu-he-thong`, {
      token: nurse.access_token,
      query: { to_chuc: organisation.id, tu_khoa: 'duong dung cu' },
    });
    expect(suggestions.body.data).toEqual([]);
    const inactive = await list(nurse.access_token, { hoat_dong: 'false', loai: 'DUONG_DUNG' });
    expect(inactive.body.data.map((r) => r.ma)).toEqual(['CU']);
  });

  it('answers 403 to a member of another organisation and 400 for bad filters', async () => {
    expect((await list(outsider.access_token, {})).status).toBe(403);
    expect((await list(nurse.access_token, { loai: 'KHONG_CO' })).status).toBe(400);
    expect((await list(nurse.access_token, { page_size: 1000 })).status).toBe(400);
    expect((await list(nurse.access_token, { tu_khoa: 'x'.repeat(10_240) })).status).toBe(400);
    const missingOrg = await t.request('GET', `${BASE}/combobox-du-lieu-he-thong`, {
      token: nurse.access_token,
    });
    expect(missingOrg.status).toBe(400);
  });
});

describe('tao-moi / cap-nhat / chi-tiet', () => {
  it('creates, reads and updates a warning rule with optimistic versions', async () => {
    const body = {
      to_chuc: organisation.id,
      loai: 'CANH_BAO_TON_KHO_LO_HANG',
      ma: 'SL_100',
      ten: 'Tồn kho từ 100 trở xuống',
      gia_tri: { loai_canh_bao: 'SO_LUONG', so_luong: 100, mau_sac: { ma_danh_muc: 'yellow-500' } },
    };
    const created = await t.request<SystemData>('POST', `${BASE}/tao-moi-du-lieu-he-thong`, {
      token: admin.access_token,
      body,
    });
    expect(created.status).toBe(201);
    expect(created.body.data.phien_ban).toBe(1);
    const id = created.body.data.id;

    const detail = await t.request<SystemData>('GET', `${BASE}/${id}/chi-tiet-du-lieu-he-thong`, {
      token: nurse.access_token,
      query: { to_chuc: organisation.id },
    });
    expect(detail.body.data).toMatchObject({ ma: 'SL_100', gia_tri: body.gia_tri });

    const update = {
      ...body,
      ten: 'Tồn kho ≤ 100',
      gia_tri: { ...body.gia_tri, so_luong: 120 },
      phien_ban: 1,
    };
    const updated = await t.request<SystemData>('PUT', `${BASE}/${id}/cap-nhat-du-lieu-he-thong`, {
      token: admin.access_token,
      body: update,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({ ten: 'Tồn kho ≤ 100', phien_ban: 2 });

    const stale = await t.request('PUT', `${BASE}/${id}/cap-nhat-du-lieu-he-thong`, {
      token: admin.access_token,
      lang: 'en',
      body: { ...update, ten: 'Lost update' },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Someone else changed this record; reload it and try again');
    const after = await t.request<SystemData>('GET', `${BASE}/${id}/chi-tiet-du-lieu-he-thong`, {
      token: admin.access_token,
      query: { to_chuc: organisation.id },
    });
    expect(after.body.data.ten).toBe('Tồn kho ≤ 100');
  });

  it('refuses bad input, duplicates, other roles and other organisations, writing nothing', async () => {
    const before = await rowCount();
    const base = { to_chuc: organisation.id, loai: 'DON_VI_TINH', ma: 'VIEN_MOI', ten: 'Viên mới' };
    const cases: [string, SignedInUser, unknown, number][] = [
      ['duplicate code (case-insensitive)', admin, { ...base, ma: 'vien' }, 409],
      ['nurse may not edit', nurse, base, 403],
      ['another organisation', outsider, base, 403],
      [
        'bad rule value',
        admin,
        { ...base, loai: 'CANH_BAO_TON_KHO_LO_HANG', gia_tri: { loai_canh_bao: 'SO_LUONG', so_luong: -1 } },
        400,
      ],
      ['rule without value', admin, { ...base, loai: 'CANH_BAO_TON_KHO_LO_HANG' }, 400],
      ['unknown category', admin, { ...base, loai: 'XYZ' }, 400],
      ['10 kB name', admin, { ...base, ten: 'x'.repeat(10_240) }, 400],
      ['code with spaces', admin, { ...base, ma: 'a b' }, 400],
      ['wrong types', admin, { ...base, thu_tu: 'first', hoat_dong: 'yes' }, 400],
    ];
    for (const [name, user, body, status] of cases) {
      const result = await t.request('POST', `${BASE}/tao-moi-du-lieu-he-thong`, {
        token: user.access_token,
        body,
      });
      expect(result.status, name).toBe(status);
      expect(result.body.success, name).toBe(false);
    }
    expect(await rowCount()).toBe(before);
  });

  it('keeps HTML in names as text', async () => {
    const created = await t.request<SystemData>('POST', `${BASE}/tao-moi-du-lieu-he-thong`, {
      token: admin.access_token,
      body: { to_chuc: organisation.id, loai: 'QUOC_GIA', ma: 'XSS', ten: '<img src=x onerror=alert(1)>' },
    });
    expect(created.body.data.ten).toBe('<img src=x onerror=alert(1)>');
  });

  it("does not show or change another organisation's record", async () => {
    const foreignOrg = (
      await t.request<Organisation[]>('GET', '/api/v1/to-chuc/danh-sach-to-chuc-cua-toi', {
        token: outsider.access_token,
      })
    ).body.data[0]!;
    const foreign = await t.request<SystemData[]>('GET', `${BASE}/danh-sach-du-lieu-he-thong`, {
      token: outsider.access_token,
      query: { to_chuc: foreignOrg.id, loai: 'QUOC_GIA', page_size: 1 },
    });
    const foreignId = foreign.body.data[0]!.id;
    const read = await t.request('GET', `${BASE}/${foreignId}/chi-tiet-du-lieu-he-thong`, {
      token: admin.access_token,
      query: { to_chuc: organisation.id },
    });
    expect(read.status).toBe(404);
    const write = await t.request('PUT', `${BASE}/${foreignId}/cap-nhat-du-lieu-he-thong`, {
      token: admin.access_token,
      body: {
        to_chuc: organisation.id,
        loai: foreign.body.data[0]!.loai,
        ma: 'HACK',
        ten: 'Hack',
        phien_ban: 1,
      },
    });
    expect(write.status).toBe(404);
    const malformedId = await t.request('GET', `${BASE}/not-a-uuid/chi-tiet-du-lieu-he-thong`, {
      token: admin.access_token,
      query: { to_chuc: organisation.id },
    });
    expect(malformedId.status).toBe(400);
  });
});
