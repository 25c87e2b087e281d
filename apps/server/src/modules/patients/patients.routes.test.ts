import type { Patient } from '@kho/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benhNhan, nhatKy } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import {
  addMember,
  createSignedInUser,
  setupOrganisation,
  type OrganisationFixture,
  type SignedInUser,
} from '../../test/factories';
import { startTestApp, type ApiResult, type TestApp } from '../../test/harness';
import { insertDepartment } from '../organisations/organisations.repository';

const BASE = '/api/v1/benh-nhan';
let t: TestApp;
let f: OrganisationFixture;
let doctor: SignedInUser;
let ward: string;
let otherWard: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  doctor = await createSignedInUser(t, { ho_ten: 'BS. Lê Văn Khám' });
  await addMember(t, f.organisation.id, doctor, 'BAC_SI');
  ward = (
    await insertDepartment(t.context.db, {
      id: newId(),
      to_chuc_id: f.organisation.id,
      ma: 'NOI',
      ten: 'Khoa Nội',
    })
  ).id;
  otherWard = (
    await insertDepartment(t.context.db, {
      id: newId(),
      to_chuc_id: f.outsiderOrganisation.id,
      ma: 'NHI',
      ten: 'Khoa Nhi',
    })
  ).id;
});
afterAll(async () => {
  await t.close();
});

const outpatient = (extra: Record<string, unknown> = {}) => ({
  to_chuc: f.organisation.id,
  ho_ten: 'Nguyễn Văn An',
  ngay_sinh: '1980-05-12',
  gioi_tinh: 'NAM',
  dia_chi: '12 Lê Lợi, Phường Bến Nghé, Quận 1, TP. Hồ Chí Minh',
  so_dien_thoai: '0912 345 678',
  so_cccd: '079080001234',
  so_the_bhyt: 'dn4797912345678',
  bhyt_tu_ngay: '2026-01-01',
  bhyt_den_ngay: '2026-12-31',
  muc_huong: 80,
  loai_dieu_tri: 'NGOAI_TRU',
  ...extra,
});

const inpatient = (extra: Record<string, unknown> = {}) => ({
  ...outpatient({
    ho_ten: 'Trần Thị Bình',
    ngay_sinh: '1955-11-02',
    gioi_tinh: 'NU',
    so_dien_thoai: '0987 654 321',
    so_cccd: null,
    so_the_bhyt: 'HT3797900001111',
    muc_huong: 100,
    loai_dieu_tri: 'NOI_TRU',
    khoa_id: ward,
    giuong: 'G12',
    ngay_vao_vien: '2026-03-01',
    di_ung: 'Nổi mẩn khi dùng kháng sinh nhóm penicillin',
    di_ung_hoat_chat: ['Amoxicillin', 'Amoxicillin', 'Penicillin'],
  }),
  ...extra,
});

function create(body: unknown, token = doctor.access_token, lang: 'vi' | 'en' = 'vi') {
  return t.request<Patient>('POST', `${BASE}/tao-moi-benh-nhan`, { token, body, lang });
}

function list(query: Record<string, string | number>, token = f.nurse.access_token) {
  return t.request<Patient[]>('GET', `${BASE}/danh-sach-benh-nhan`, {
    token,
    query: { to_chuc: f.organisation.id, ...query },
  });
}

function fieldErrors(result: ApiResult<unknown>) {
  return (result.body.data as { errors: { path: string; message: string }[] }).errors;
}

async function patientRows() {
  const [row] = await t.context.db.select({ n: count() }).from(benhNhan);
  return row!.n;
}

describe('benh-nhan: register, read, update', () => {
  it('registers a patient with a code from the counter, records who and audits it', async () => {
    const first = await create(outpatient());
    expect(first.status).toBe(201);
    const yy = String(new Date().getFullYear() % 100).padStart(2, '0');
    expect(first.body.data).toMatchObject({
      ma: `BN${yy}000001`,
      ho_ten: 'Nguyễn Văn An',
      so_the_bhyt: 'DN4797912345678',
      khoa_id: null,
      phien_ban: 1,
      nguoi_tao_ten: 'BS. Lê Văn Khám',
    });
    expect(first.body.message).toBe(`Đã đăng ký bệnh nhân BN${yy}000001`);
    const second = await create(inpatient(), f.nurse.access_token);
    expect(second.status).toBe(201);
    expect(second.body.data).toMatchObject({
      ma: `BN${yy}000002`,
      khoa_ten: 'Khoa Nội',
      giuong: 'G12',
      di_ung_hoat_chat: ['Amoxicillin', 'Penicillin'],
    });
    const audits = await t.context.db
      .select()
      .from(nhatKy)
      .where(eq(nhatKy.doi_tuong_id, first.body.data.id));
    expect(audits.map((a) => a.hanh_dong)).toEqual(['BENH_NHAN_CREATE']);

    const detail = await t.request<Patient>('GET', `${BASE}/${second.body.data.id}/chi-tiet-benh-nhan`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data).toEqual(second.body.data);
  });

  it('keeps no inpatient stay on an outpatient', async () => {
    const result = await create(
      outpatient({
        ho_ten: 'Lý Thị Cúc',
        so_dien_thoai: '0903 111 222',
        giuong: 'G1',
        ngay_vao_vien: '2026-01-01',
      }),
    );
    expect(result.body.data).toMatchObject({ giuong: null, ngay_vao_vien: null, ngay_ra_vien: null });
  });

  it('updates with the version it saw; a stale version is refused and changes nothing', async () => {
    const created = (await create(outpatient({ ho_ten: 'Phạm Minh Đức' }))).body.data;
    const url = `${BASE}/${created.id}/cap-nhat-benh-nhan`;
    const discharged = inpatient({ ho_ten: 'Phạm Minh Đức', ngay_ra_vien: '2026-03-10', phien_ban: 1 });
    const updated = await t.request<Patient>('PUT', url, { token: f.admin.access_token, body: discharged });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      ma: created.ma,
      loai_dieu_tri: 'NOI_TRU',
      ngay_ra_vien: '2026-03-10',
      phien_ban: 2,
      nguoi_cap_nhat_ten: 'Quản Trị Viên',
    });
    const stale = await t.request('PUT', url, {
      token: f.admin.access_token,
      body: { ...discharged, ho_ten: 'Tên khác', phien_ban: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe(50);
    const [row] = await t.context.db.select().from(benhNhan).where(eq(benhNhan.id, created.id));
    expect(row).toMatchObject({ ho_ten: 'Phạm Minh Đức', phien_ban: 2 });
  });
});

describe('benh-nhan: list', () => {
  it('finds without accents by name, and by code, phone or card number', async () => {
    const byName = await list({ tu_khoa: 'nguyen van' });
    expect(byName.status).toBe(200);
    expect(byName.body.data.map((p) => p.ho_ten)).toEqual(['Nguyễn Văn An']);
    const code = byName.body.data[0]!.ma;
    expect((await list({ tu_khoa: code.toLowerCase() })).body.data.map((p) => p.ma)).toEqual([code]);
    expect((await list({ tu_khoa: '0912345678' })).body.data.map((p) => p.ma)).toEqual([code]);
    expect((await list({ tu_khoa: '0912 345' })).body.data.map((p) => p.ma)).toEqual([code]);
    expect((await list({ tu_khoa: 'HT37979' })).body.data.map((p) => p.ho_ten)).toEqual([
      'Phạm Minh Đức',
      'Trần Thị Bình',
    ]);
  });

  it('filters by care type, department and admission state, newest first, paged', async () => {
    const inpatients = await list({ loai_dieu_tri: 'NOI_TRU' });
    expect(inpatients.body.data.map((p) => p.ho_ten)).toEqual(['Phạm Minh Đức', 'Trần Thị Bình']);
    const admitted = await list({ trang_thai: 'DANG_DIEU_TRI', khoa_id: ward });
    expect(admitted.body.data.map((p) => p.ho_ten)).toEqual(['Trần Thị Bình']);
    const discharged = await list({ trang_thai: 'DA_RA_VIEN' });
    expect(discharged.body.data.map((p) => p.ho_ten)).toEqual(['Phạm Minh Đức']);
    const page = await list({ page: 2, page_size: 2 });
    expect(page.body.metadata).toEqual({ pagination: { page: 2, page_size: 2, count: 4 } });
    expect(page.body.data).toHaveLength(2);
  });

  it('answers bad filters with 400', async () => {
    const bad = await list({ loai_dieu_tri: 'CAP_CUU', khoa_id: 'khoa-noi', trang_thai: 'X' });
    expect(bad.status).toBe(400);
    const paths = fieldErrors(bad).map((e) => e.path);
    expect(paths.sort()).toEqual(['khoa_id', 'loai_dieu_tri', 'trang_thai']);
  });
});

describe('benh-nhan: rules', () => {
  const cases: [string, Record<string, unknown>, string, string][] = [
    ['no name', { ho_ten: '' }, 'ho_ten', 'Enter the full name'],
    ['a bad birth date', { ngay_sinh: '12/05/1980' }, 'ngay_sinh', ''],
    ['an unknown sex', { gioi_tinh: 'X' }, 'gioi_tinh', ''],
    ['a bad phone', { so_dien_thoai: 'abc' }, 'so_dien_thoai', ''],
    ['a bad national ID', { so_cccd: '12345' }, 'so_cccd', 'A national ID has 12 digits (the old ID card 9)'],
    ['a bad card', { so_the_bhyt: 'DN47979' }, 'so_the_bhyt', 'A health-insurance card number has 15'],
    ['a card without validity', { bhyt_den_ngay: null }, 'bhyt_den_ngay', 'Enter the validity'],
    ['a card without benefit', { muc_huong: null }, 'muc_huong', 'Enter the benefit level'],
    ['a benefit over 100', { muc_huong: 120 }, 'muc_huong', 'A rate from 0 to 100'],
    ['validity ending first', { bhyt_den_ngay: '2025-12-31' }, 'bhyt_den_ngay', 'The end date must not'],
    [
      'an inpatient without department',
      { loai_dieu_tri: 'NOI_TRU', ngay_vao_vien: '2026-03-01' },
      'khoa_id',
      "Choose the inpatient's department",
    ],
    [
      'an inpatient without admission',
      { loai_dieu_tri: 'NOI_TRU', khoa_id: newId() },
      'ngay_vao_vien',
      "Enter the inpatient's admission date",
    ],
    [
      'discharge before admission',
      { loai_dieu_tri: 'NOI_TRU', khoa_id: newId(), ngay_vao_vien: '2026-03-01', ngay_ra_vien: '2026-02-01' },
      'ngay_ra_vien',
      'The discharge date must be after',
    ],
    ['an unknown care type', { loai_dieu_tri: 'CAP_CUU' }, 'loai_dieu_tri', ''],
    ['a too long allergy', { di_ung: 'x'.repeat(1001) }, 'di_ung', ''],
    ['an empty allergy ingredient', { di_ung_hoat_chat: [' '] }, 'di_ung_hoat_chat.0', 'required'],
  ];
  it.each(cases)('refuses %s and writes nothing', async (_name, change, path, message) => {
    const before = await patientRows();
    const result = await create(outpatient(change), doctor.access_token, 'en');
    expect(result.status).toBe(400);
    const errors = fieldErrors(result);
    expect(errors.map((e) => e.path)).toContain(path);
    expect(errors.find((e) => e.path === path)!.message).toContain(message);
    expect(await patientRows()).toBe(before);
  });

  it('accepts blank optional fields and no card at all', async () => {
    const result = await create(
      outpatient({
        ho_ten: 'Đỗ Văn Giang',
        so_dien_thoai: '',
        so_cccd: '',
        so_the_bhyt: '',
        bhyt_tu_ngay: null,
        bhyt_den_ngay: null,
        muc_huong: null,
      }),
    );
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({ so_dien_thoai: null, so_the_bhyt: null, muc_huong: null });
  });
});

describe('benh-nhan: roles and organisations', () => {
  it('lets a nurse write and every member read; a pharmacist may not write', async () => {
    const refused = await create(outpatient({ ho_ten: 'Bị Từ Chối' }), f.pharmacist.access_token);
    expect(refused.status).toBe(403);
    const existing = (await list({ tu_khoa: 'nguyen van an' })).body.data[0]!;
    const update = await t.request('PUT', `${BASE}/${existing.id}/cap-nhat-benh-nhan`, {
      token: f.pharmacist.access_token,
      body: { ...outpatient(), phien_ban: existing.phien_ban },
    });
    expect(update.status).toBe(403);
    expect((await list({}, f.pharmacist.access_token)).status).toBe(200);
  });

  it("answers 404 for another organisation's patient or department, and 403 outside the organisation", async () => {
    const before = await patientRows();
    const foreignDepartment = await create(inpatient({ khoa_id: otherWard }), doctor.access_token, 'en');
    expect(foreignDepartment.status).toBe(404);
    expect(foreignDepartment.body.message).toBe('Department not found in the organisation');
    expect(await patientRows()).toBe(before);

    const foreign = await t.request<Patient>('POST', `${BASE}/tao-moi-benh-nhan`, {
      token: f.outsider.access_token,
      body: outpatient({ to_chuc: f.outsiderOrganisation.id, ho_ten: 'Bệnh Nhân Khác' }),
    });
    expect(foreign.status).toBe(201);
    const id = foreign.body.data.id;
    const detail = await t.request('GET', `${BASE}/${id}/chi-tiet-benh-nhan`, {
      token: doctor.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(detail.status).toBe(404);
    const update = await t.request('PUT', `${BASE}/${id}/cap-nhat-benh-nhan`, {
      token: doctor.access_token,
      body: { ...outpatient({ ho_ten: 'Đổi Tên' }), phien_ban: 1 },
    });
    expect(update.status).toBe(404);
    const medicines = await t.request('GET', `${BASE}/${id}/thuoc-da-cap`, {
      token: doctor.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(medicines.status).toBe(404);
    const [row] = await t.context.db.select().from(benhNhan).where(eq(benhNhan.id, id));
    expect(row!.ho_ten).toBe('Bệnh Nhân Khác');
    expect((await list({ tu_khoa: 'benh nhan khac' })).body.data).toEqual([]);

    const notMember = await t.request('GET', `${BASE}/danh-sach-benh-nhan`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(notMember.status).toBe(403);
  });
});
