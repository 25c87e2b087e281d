import type { DepartmentWithWarehouses, StaffRecord } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const BASE = '/api/v1/nhan-vien';
let t: TestApp;
let f: OrganisationFixture;
let pharmacyId: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  const mine = await t.request<DepartmentWithWarehouses[]>(
    'GET',
    '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi',
    {
      token: f.admin.access_token,
      query: { to_chuc_id: f.organisation.id },
    },
  );
  pharmacyId = mine.body.data[0]!.id;
});
afterAll(async () => {
  await t.close();
});

const staff = (ma: string, extra: Record<string, unknown> = {}) => ({
  to_chuc: f.organisation.id,
  ma,
  ho_ten: 'Lê Thị Hoa',
  chuc_danh: 'Thủ kho',
  khoa_ids: [pharmacyId],
  ...extra,
});

describe('nhan-vien', () => {
  it('links a registered account: it becomes a member with the role and sees its departments', async () => {
    const newcomer = await createSignedInUser(t, { ho_ten: 'Lê Thị Hoa' });
    const created = await t.request<StaffRecord>('POST', `${BASE}/tao-moi-nhan-vien`, {
      token: f.admin.access_token,
      body: staff('TK01', { ten_dang_nhap: newcomer.username, vai_tro: 'THU_KHO' }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      ten_dang_nhap: newcomer.username,
      vai_tro: 'THU_KHO',
      khoa: [{ id: pharmacyId, ten: 'Khoa Dược' }],
    });
    const organisations = await t.request<{ id: string; vai_tro: string }[]>(
      'GET',
      '/api/v1/to-chuc/danh-sach-to-chuc-cua-toi',
      { token: newcomer.access_token },
    );
    expect(organisations.body.data).toEqual([
      expect.objectContaining({ id: f.organisation.id, vai_tro: 'THU_KHO' }),
    ]);
    const departments = await t.request<DepartmentWithWarehouses[]>(
      'GET',
      '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi',
      {
        token: newcomer.access_token,
        query: { to_chuc_id: f.organisation.id },
      },
    );
    expect(departments.body.data.map((d) => d.id)).toEqual([pharmacyId]);

    // Deactivating the staff record takes the access away.
    const off = await t.request('PUT', `${BASE}/${created.body.data.id}/cap-nhat-nhan-vien`, {
      token: f.admin.access_token,
      body: {
        ...staff('TK01', { ten_dang_nhap: newcomer.username, vai_tro: 'THU_KHO' }),
        hoat_dong: false,
        phien_ban: 1,
      },
    });
    expect(off.status).toBe(200);
    const after = await t.request('GET', '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi', {
      token: newcomer.access_token,
      query: { to_chuc_id: f.organisation.id },
    });
    expect(after.status).toBe(403);
    const refused = await t.request('DELETE', `${BASE}/${created.body.data.id}/xoa-nhan-vien`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(refused.status).toBe(409);
  });

  it('filters by department and role and searches without accents', async () => {
    await t.request('POST', `${BASE}/tao-moi-nhan-vien`, {
      token: f.admin.access_token,
      body: staff('BS01', { ho_ten: 'Trương Văn Đức', chuc_danh: 'Bác sĩ', khoa_ids: [] }),
    });
    const found = await t.request<StaffRecord[]>('GET', `${BASE}/danh-sach-nhan-vien`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'truong van duc' },
    });
    expect(found.body.data.map((s) => s.ma)).toEqual(['BS01']);
    const pharmacists = await t.request<StaffRecord[]>('GET', `${BASE}/danh-sach-nhan-vien`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, vai_tro: 'DUOC_SI' },
    });
    expect(pharmacists.body.data.map((s) => s.ho_ten)).toEqual(['DS. Dược Sĩ']);
    const inPharmacy = await t.request<StaffRecord[]>('GET', `${BASE}/danh-sach-nhan-vien`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, khoa_id: pharmacyId },
    });
    expect(inPharmacy.body.data.every((s) => s.khoa.some((k) => k.id === pharmacyId))).toBe(true);
    expect(inPharmacy.body.metadata).toMatchObject({ pagination: { count: inPharmacy.body.data.length } });
  });

  it('refuses unknown accounts, accounts already linked, missing roles and foreign departments', async () => {
    const cases: [Record<string, unknown>, number, string][] = [
      [staff('X1', { ten_dang_nhap: 'khong.co.ai', vai_tro: 'DUOC_SI' }), 409, 'ten_dang_nhap'],
      [staff('X2', { ten_dang_nhap: f.pharmacist.username, vai_tro: 'DUOC_SI' }), 409, 'ten_dang_nhap'],
      [staff('X3', { ten_dang_nhap: f.nurse.username }), 400, 'vai_tro'],
      [staff('X4', { khoa_ids: ['01900000-0000-7000-8000-000000000000'] }), 409, 'khoa_ids'],
    ];
    for (const [body, status, field] of cases) {
      const result = await t.request<{ errors: { path: string }[] }>('POST', `${BASE}/tao-moi-nhan-vien`, {
        token: f.admin.access_token,
        body,
      });
      expect(result.status).toBe(status);
      expect(result.body.data.errors.map((e) => e.path)).toContain(field);
    }
    expect(
      (
        await t.request('POST', `${BASE}/tao-moi-nhan-vien`, {
          token: f.pharmacist.access_token,
          body: staff('X5'),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await t.request('POST', `${BASE}/tao-moi-nhan-vien`, {
          token: f.outsider.access_token,
          body: staff('X6'),
        })
      ).status,
    ).toBe(403);
  });

  it('keeps at least one active administrator', async () => {
    const list = await t.request<StaffRecord[]>('GET', `${BASE}/danh-sach-nhan-vien`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id, vai_tro: 'QUAN_TRI' },
    });
    const admin = list.body.data[0]!;
    const demote = await t.request('PUT', `${BASE}/${admin.id}/cap-nhat-nhan-vien`, {
      token: f.admin.access_token,
      body: {
        ...staff(admin.ma, {
          ho_ten: admin.ho_ten,
          ten_dang_nhap: admin.ten_dang_nhap,
          vai_tro: 'DUOC_SI',
          khoa_ids: admin.khoa.map((k) => k.id),
        }),
        phien_ban: admin.phien_ban,
      },
    });
    expect(demote.status).toBe(422);
    expect(demote.body.message).toBe('Tổ chức cần ít nhất một quản trị viên đang hoạt động');
  });
});
