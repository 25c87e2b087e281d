import type { ComboboxItem, SupplierRecord } from '@kho/contracts';
import { count } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nhaCungCap } from '../../db/schema/index';
import { setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const BASE = '/api/v1/nha-cung-cap';
let t: TestApp;
let f: OrganisationFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
});
afterAll(async () => {
  await t.close();
});

const supplier = (ma: string, ten: string, extra: Record<string, unknown> = {}) => ({
  to_chuc: f.organisation.id,
  ma,
  ten,
  ma_so_thue: '0301234567',
  dia_chi: '123 Nguyễn Trãi, Quận 1, TP. Hồ Chí Minh',
  so_dien_thoai: '028 3829 1234',
  email: `${ma.toLowerCase()}@duoc.vn`,
  nguoi_lien_he: 'Nguyễn Văn Bình',
  ...extra,
});

async function create(body: unknown, token = f.pharmacist.access_token) {
  return t.request<SupplierRecord>('POST', `${BASE}/tao-moi-nha-cung-cap`, { token, body });
}

async function rows() {
  const [row] = await t.context.db.select({ n: count() }).from(nhaCungCap);
  return row!.n;
}

describe('nha-cung-cap', () => {
  it('creates a supplier and records who did it', async () => {
    const result = await create(supplier('PHYTO', 'Công ty CP Dược phẩm Phytopharma'));
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      ma: 'PHYTO',
      ten: 'Công ty CP Dược phẩm Phytopharma',
      hoat_dong: true,
      phien_ban: 1,
      nguoi_tao_ten: 'DS. Dược Sĩ',
      nguoi_cap_nhat_ten: 'DS. Dược Sĩ',
    });
  });

  it('lists with accent-insensitive search, sort and pagination', async () => {
    await create(supplier('DHG', 'Công ty CP Dược Hậu Giang'));
    await create(supplier('VIMEDIMEX', 'Công ty CP Y Dược phẩm Vimedimex', { ma_so_thue: '' }));
    const search = await t.request<SupplierRecord[]>('GET', `${BASE}/danh-sach-nha-cung-cap`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'hau giang' },
    });
    expect(search.body.data.map((s) => s.ma)).toEqual(['DHG']);
    const sorted = await t.request<SupplierRecord[]>('GET', `${BASE}/danh-sach-nha-cung-cap`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, sap_xep: 'ma', chieu: 'desc', page_size: 2 },
    });
    expect(sorted.body.data.map((s) => s.ma)).toEqual(['VIMEDIMEX', 'PHYTO']);
    expect(sorted.body.metadata).toEqual({ pagination: { page: 1, page_size: 2, count: 3 } });
    const combobox = await t.request<ComboboxItem[]>('GET', `${BASE}/combobox-nha-cung-cap`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'vimedimex' },
    });
    expect(combobox.body.data).toEqual([
      { id: expect.any(String), ma: 'VIMEDIMEX', ten: 'Công ty CP Y Dược phẩm Vimedimex' },
    ]);
  });

  it('updates with the version it saw; a stale version is refused', async () => {
    const created = (await create(supplier('MEDIPHAR', 'Mediphar'))).body.data;
    const body = { ...supplier('MEDIPHAR', 'Công ty Mediphar'), phien_ban: 1, hoat_dong: false };
    const updated = await t.request<SupplierRecord>('PUT', `${BASE}/${created.id}/cap-nhat-nha-cung-cap`, {
      token: f.admin.access_token,
      body,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      ten: 'Công ty Mediphar',
      hoat_dong: false,
      phien_ban: 2,
      nguoi_cap_nhat_ten: 'Quản Trị Viên',
    });
    const stale = await t.request('PUT', `${BASE}/${created.id}/cap-nhat-nha-cung-cap`, {
      token: f.admin.access_token,
      body,
    });
    expect(stale.status).toBe(409);
  });

  it('refuses a taken code, bad input, readers and other organisations, writing nothing', async () => {
    const before = await rows();
    const cases: [string, unknown, string, number][] = [
      ['taken code', supplier('dhg', 'Khác'), f.pharmacist.access_token, 409],
      ['bad tax code', supplier('X1', 'X', { ma_so_thue: '12ab' }), f.pharmacist.access_token, 400],
      ['bad email', supplier('X2', 'X', { email: 'khong-phai-email' }), f.pharmacist.access_token, 400],
      ['10 kB name', supplier('X3', 'x'.repeat(10_240)), f.pharmacist.access_token, 400],
      ['missing name', { to_chuc: f.organisation.id, ma: 'X4' }, f.pharmacist.access_token, 400],
      ['wrong types', { ...supplier('X5', 'X'), hoat_dong: 'có' }, f.pharmacist.access_token, 400],
      ['nurse reads only', supplier('X6', 'X'), f.nurse.access_token, 403],
      ['another organisation', supplier('X7', 'X'), f.outsider.access_token, 403],
    ];
    for (const [name, body, token, status] of cases) {
      const result = await create(body, token);
      expect(result.status, name).toBe(status);
      expect(result.body.success, name).toBe(false);
    }
    const taken = await create(supplier('DHG', 'Trùng'));
    expect(taken.body.message).toBe('Mã này đã được sử dụng, vui lòng chọn mã khác');
    expect(await rows()).toBe(before);
  });

  it("hides another organisation's supplier and refuses to change or delete it", async () => {
    const foreign = (
      await create(
        { ...supplier('NGOAI', 'Nhà cung cấp ngoài'), to_chuc: f.outsiderOrganisation.id },
        f.outsider.access_token,
      )
    ).body.data;
    const read = await t.request('GET', `${BASE}/${foreign.id}/chi-tiet-nha-cung-cap`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(read.status).toBe(404);
    const update = await t.request('PUT', `${BASE}/${foreign.id}/cap-nhat-nha-cung-cap`, {
      token: f.admin.access_token,
      body: { ...supplier('NGOAI', 'Hack'), phien_ban: 1 },
    });
    expect(update.status).toBe(404);
    const remove = await t.request('DELETE', `${BASE}/${foreign.id}/xoa-nha-cung-cap`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(remove.status).toBe(404);
    const stillThere = await t.request<SupplierRecord>('GET', `${BASE}/${foreign.id}/chi-tiet-nha-cung-cap`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.outsiderOrganisation.id },
    });
    expect(stillThere.body.data.ten).toBe('Nhà cung cấp ngoài');
  });

  it('deletes an unused supplier', async () => {
    const created = (await create(supplier('XOA', 'Sẽ xóa'))).body.data;
    const nurse = await t.request('DELETE', `${BASE}/${created.id}/xoa-nha-cung-cap`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(nurse.status).toBe(403);
    const removed = await t.request('DELETE', `${BASE}/${created.id}/xoa-nha-cung-cap`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(removed.status).toBe(200);
    const gone = await t.request('GET', `${BASE}/${created.id}/chi-tiet-nha-cung-cap`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(gone.status).toBe(404);
  });

  it('exports what the filter shows to Excel, with headers in the caller language', async () => {
    const response = await t.raw('GET', `${BASE}/xuat-excel-nha-cung-cap`, {
      token: f.nurse.access_token,
      lang: 'en',
      query: { to_chuc: f.organisation.id, tu_khoa: 'duoc' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Code');
    const codes = sheet.getColumn(1).values.slice(2);
    expect(codes.sort()).toEqual(['DHG', 'PHYTO', 'VIMEDIMEX']);
    const forbidden = await t.raw('GET', `${BASE}/xuat-excel-nha-cung-cap`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(forbidden.status).toBe(403);
  });
});

describe('goi-y-nha-cung-cap', () => {
  it('suggests active suppliers matching the text, to any member', async () => {
    await create(supplier('NGUNG', 'Dược phẩm ngừng hợp tác', { hoat_dong: false }));
    const result = await t.request<SupplierRecord[]>('GET', `${BASE}/goi-y-nha-cung-cap`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'duoc pham' },
    });
    expect(result.status).toBe(200);
    expect(result.body.data.map((s) => s.ma)).toEqual(['PHYTO', 'VIMEDIMEX']);
    const outsider = await t.request('GET', `${BASE}/goi-y-nha-cung-cap`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(outsider.status).toBe(403);
  });
});
