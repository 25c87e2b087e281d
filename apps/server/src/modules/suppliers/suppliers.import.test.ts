import type { ImportPreview, ImportResult, SupplierRecord } from '@kho/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nhaCungCap } from '../../db/schema/index';
import { setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { sheetRows, spreadsheet, XLSX } from '../../test/spreadsheets';

const BASE = '/api/v1/nha-cung-cap';
let t: TestApp;
let f: OrganisationFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  const taken = await t.request('POST', `${BASE}/tao-moi-nha-cung-cap`, {
    token: f.pharmacist.access_token,
    body: { to_chuc: f.organisation.id, ma: 'DHG', ten: 'Công ty CP Dược Hậu Giang' },
  });
  expect(taken.status).toBe(201);
});
afterAll(async () => {
  await t.close();
});

const HEADER = ['Mã *', 'Tên nhà cung cấp *', 'Mã số thuế', 'Số điện thoại', 'Email', 'Hoạt động'];

async function suppliersOf(organisationId = f.organisation.id) {
  const [row] = await t.context.db
    .select({ n: count() })
    .from(nhaCungCap)
    .where(eq(nhaCungCap.to_chuc_id, organisationId));
  return row!.n;
}

async function send<T>(
  call: 'xem-truoc-nhap-excel' | 'nhap-excel',
  bytes: Uint8Array,
  token = f.pharmacist.access_token,
  organisationId = f.organisation.id,
) {
  const response = await t.raw('POST', `${BASE}/${call}-nha-cung-cap`, {
    token,
    bytes,
    contentType: XLSX,
    query: { to_chuc: organisationId },
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data: T; message: string },
  };
}

describe('nha-cung-cap import', () => {
  it('offers a template in the caller language with the required columns marked', async () => {
    const response = await t.raw('GET', `${BASE}/mau-nhap-excel-nha-cung-cap`, {
      token: f.nurse.access_token,
      lang: 'en',
    });
    expect(response.status).toBe(200);
    const [header, example] = await sheetRows(response);
    expect(header!.slice(0, 3)).toEqual(['Code *', 'Supplier name *', 'Tax code']);
    expect(example![0]).toBe('DHG');
  });

  it('previews every row with its errors and writes nothing', async () => {
    const before = await suppliersOf();
    const file = await spreadsheet(HEADER, [
      ['MEDIPHAR', 'Công ty Mediphar', '0301234567', '028 3829 1234', 'lienhe@mediphar.vn', 'x'],
      ['dhg', 'Trùng mã đã có', null, null, null, null],
      ['VIMEDIMEX', 'Vimedimex', '12ab', null, 'khong-phai-email', null],
      ['MEDIPHAR', 'Trùng trong tệp', null, null, null, null],
      [null, 'Thiếu mã', null, null, null, null],
    ]);
    const preview = await send<ImportPreview>('xem-truoc-nhap-excel', file);
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      so_dong: 5,
      so_dong_hop_le: 1,
      so_dong_loi: 4,
      cot_khong_ro: [],
    });
    const errorsOfRow = (n: number) =>
      preview.body.data.dong.find((r) => r.dong === n)!.loi.map((e) => `${e.path}: ${e.message}`);
    expect(errorsOfRow(2)).toEqual([]);
    expect(errorsOfRow(3)).toEqual(['ma: Mã này đã được sử dụng, vui lòng chọn mã khác']);
    expect(errorsOfRow(4)).toEqual([
      'ma_so_thue: Mã số thuế gồm 10 chữ số, có thể kèm -XXX',
      'email: Email không hợp lệ',
    ]);
    expect(errorsOfRow(5)).toEqual(['ma: Mã bị trùng trong tệp (dòng 2)']);
    expect(errorsOfRow(6).map((e) => e.split(':')[0])).toEqual(['ma']);
    const refused = await send<ImportPreview>('nhap-excel', file);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Bảng tính còn 4 dòng lỗi; sửa rồi nhập lại, chưa có dữ liệu nào được ghi',
    );
    expect(await suppliersOf()).toBe(before);
  });

  it('imports a valid file in one go, recording who did it', async () => {
    const before = await suppliersOf();
    const file = await spreadsheet(HEADER, [
      ['MEDIPHAR', 'Công ty Mediphar', '0301234567', '028 3829 1234', 'lienhe@mediphar.vn', 'Hoạt động'],
      ['PHYTO', 'Công ty CP Phytopharma', null, null, null, 'không'],
    ]);
    const result = await send<ImportResult>('nhap-excel', file, f.admin.access_token);
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ so_dong_da_nhap: 2 });
    expect(await suppliersOf()).toBe(before + 2);
    const listed = await t.request<SupplierRecord[]>('GET', `${BASE}/danh-sach-nha-cung-cap`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'phytopharma' },
    });
    expect(listed.body.data[0]).toMatchObject({
      ma: 'PHYTO',
      hoat_dong: false,
      nguoi_tao_ten: 'Quản Trị Viên',
    });
  });

  it('refuses readers, other organisations, non-spreadsheets and empty sheets', async () => {
    const before = await suppliersOf();
    const file = await spreadsheet(HEADER, [['MOI', 'Nhà cung cấp mới', null, null, null, null]]);
    expect((await send('nhap-excel', file, f.nurse.access_token)).status).toBe(403);
    expect((await send('xem-truoc-nhap-excel', file, f.nurse.access_token)).status).toBe(403);
    expect((await send('nhap-excel', file, f.outsider.access_token)).status).toBe(403);
    const garbage = await send('nhap-excel', new TextEncoder().encode('ma,ten\nX,Y'));
    expect(garbage.status).toBe(400);
    expect(garbage.body.message).toBe('Tệp không phải bảng tính Excel (.xlsx) hợp lệ');
    const empty = await send('xem-truoc-nhap-excel', await spreadsheet(HEADER, []));
    expect(empty.status).toBe(400);
    expect(await suppliersOf()).toBe(before);
    expect(await suppliersOf(f.outsiderOrganisation.id)).toBe(0);
  });
});
