import type {
  DepartmentRecord,
  GoodsRecord,
  ImportPreview,
  OrganisationSettings,
  StaffRecord,
} from '@kho/contracts';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGoodsGroup, setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { XLSX_MIME } from '../catalogues/excel';
import { expectStatus } from '../inventory/inventory-test-helpers';

let t: TestApp;
let f: OrganisationFixture;
let groupId: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  groupId = (await insertGoodsGroup(t, f.organisation.id, { ma: 'TD', ten: 'Tân dược' })).id;
});
afterAll(async () => {
  await t.close();
});

const morphine = (extra: Record<string, unknown> = {}) => ({
  to_chuc: f.organisation.id,
  ma: 'MOR10',
  ten: 'Morphin 10mg/ml',
  loai_hang_hoa: 'THUOC',
  hoat_chat: 'Morphin hydroclorid',
  ma_hoat_chat: '40.31',
  ham_luong: '10mg/ml',
  duong_dung: 'Tiêm dưới da',
  ma_duong_dung: '2.13',
  dang_bao_che: 'Dung dịch tiêm',
  don_vi_tinh: 'Ống',
  so_dang_ky: 'VD-12345-20',
  nhom_hang_hoa_id: groupId,
  phan_loai_quan_ly: 'GAY_NGHIEN',
  pham_vi_bhyt: 1,
  ma_nhom_bhyt: 4,
  ty_le_thanh_toan_bhyt: 100,
  ...extra,
});

type Body<T> = { success: boolean; data: T; message: string };

describe('master data of the regulatory outputs', () => {
  it('keeps the insurance codes of a goods item and accepts the combination class', async () => {
    const created = await t.request<GoodsRecord>('POST', '/api/v1/hang-hoa/tao-moi-hang-hoa', {
      token: f.pharmacist.access_token,
      body: morphine(),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      ma_hoat_chat: '40.31',
      ma_duong_dung: '2.13',
      so_dang_ky: 'VD-12345-20',
      pham_vi_bhyt: 1,
      ma_nhom_bhyt: 4,
      phan_loai_quan_ly: 'GAY_NGHIEN',
    });
    const outside = await t.request<GoodsRecord>('POST', '/api/v1/hang-hoa/tao-moi-hang-hoa', {
      token: f.pharmacist.access_token,
      body: morphine({
        ma: 'PHOIHOP',
        ma_hoat_chat: '00.0000',
        phan_loai_quan_ly: 'PHOI_HOP',
        pham_vi_bhyt: 2,
        ma_nhom_bhyt: null,
        ma_duong_dung: '',
      }),
    });
    expect(outside.status).toBe(201);
    expect(outside.body.data).toMatchObject({
      ma_hoat_chat: '00.0000',
      phan_loai_quan_ly: 'PHOI_HOP',
      pham_vi_bhyt: 2,
      ma_nhom_bhyt: null,
      ma_duong_dung: null,
    });
  });

  it('refuses malformed insurance codes with a message in the caller language, writing nothing', async () => {
    const cases: [Record<string, unknown>, string, string, string][] = [
      [
        { ma_hoat_chat: 'Morphin' },
        'ma_hoat_chat',
        'Mã hoạt chất theo bộ mã dùng chung của Bộ Y tế',
        "Active-ingredient code of the Ministry's common code set",
      ],
      [
        { ma_duong_dung: '2.13.1' },
        'ma_duong_dung',
        'Quá dài (tối đa 4 ký tự)',
        'Too long (at most 4 characters)',
      ],
      [{ pham_vi_bhyt: 4 }, 'pham_vi_bhyt', 'Phạm vi BHYT là 1', 'Insurance scope is 1'],
      [
        { ma_nhom_bhyt: 25 },
        'ma_nhom_bhyt',
        'Mã nhóm chi phí BHYT là số từ 1 đến 19',
        'Insurance cost group is a number',
      ],
      [
        { so_dang_ky: 'VD 123' },
        'so_dang_ky',
        'Số đăng ký tối đa 50 ký tự',
        'Registration number: at most 50',
      ],
    ];
    for (const [change, path, vi, en] of cases) {
      for (const [lang, text] of [
        ['vi', vi],
        ['en', en],
      ] as const) {
        const result = await t.request<{ errors: { path: string; message: string }[] }>(
          'POST',
          '/api/v1/hang-hoa/tao-moi-hang-hoa',
          { token: f.pharmacist.access_token, lang, body: morphine({ ma: 'BAD', ...change }) },
        );
        expect(result.status, path).toBe(400);
        const error = result.body.data.errors.find((e) => e.path === path);
        expect(error?.message, `${path} ${lang}`).toContain(text);
      }
    }
    const list = await t.request<GoodsRecord[]>('GET', '/api/v1/hang-hoa/danh-sach-hang-hoa', {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'BAD' },
    });
    expect(list.body.data.filter((g) => g.ma === 'BAD')).toEqual([]);
  });

  it('imports the codes from Excel and says which cell is wrong', async () => {
    const workbook = new ExcelJS.Workbook();
    const ws = workbook.addWorksheet('Hàng hóa');
    ws.addRow([
      'Mã hàng hóa *',
      'Tên hàng hóa *',
      'Loại hàng hóa *',
      'Đơn vị tính *',
      'Mã nhóm hàng hóa *',
      'Mã hoạt chất',
      'Mã đường dùng (BYT)',
      'Phạm vi BHYT (1/2/3)',
      'Mã nhóm chi phí BHYT',
      'Phân loại quản lý',
    ]);
    ws.addRow(['DIA5', 'Diazepam 5mg', 'Thuốc', 'Viên', 'TD', '40.80', '1.01', 1, 4, 'Hướng thần']);
    ws.addRow(['SAI', 'Sai mã', 'Thuốc', 'Viên', 'TD', '4080', '1.01', 5, 30, 'Dạng phối hợp']);
    const bytes = new Uint8Array(await workbook.xlsx.writeBuffer());
    const post = (action: string, lang: 'vi' | 'en') =>
      t.raw('POST', `/api/v1/hang-hoa/${action}-hang-hoa`, {
        token: f.pharmacist.access_token,
        lang,
        bytes,
        contentType: XLSX_MIME,
        query: { to_chuc: f.organisation.id },
      });
    const preview = (await (await post('xem-truoc-nhap-excel', 'en')).json()) as Body<ImportPreview>;
    expect(preview.data.dong[0]!.loi).toEqual([]);
    expect(preview.data.dong[1]!.loi.map((e) => e.path)).toEqual([
      'ma_hoat_chat',
      'pham_vi_bhyt',
      'ma_nhom_bhyt',
    ]);
    expect(preview.data.dong[1]!.loi[0]!.message).toContain("Active-ingredient code of the Ministry's");
    const refused = await post('nhap-excel', 'vi');
    expect(refused.status).toBe(422);
    const refusal = (await refused.json()) as Body<ImportPreview>;
    expect(refusal.data.dong[1]!.loi[1]!.message).toContain('Phạm vi BHYT là 1');

    ws.spliceRows(3, 1);
    const fixed = new Uint8Array(await workbook.xlsx.writeBuffer());
    const imported = await t.raw('POST', '/api/v1/hang-hoa/nhap-excel-hang-hoa', {
      token: f.pharmacist.access_token,
      bytes: fixed,
      contentType: XLSX_MIME,
      query: { to_chuc: f.organisation.id },
    });
    expect(imported.status).toBe(200);
    const list = await t.request<GoodsRecord[]>('GET', '/api/v1/hang-hoa/danh-sach-hang-hoa', {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'DIA5' },
    });
    expect(list.body.data[0]).toMatchObject({
      ma_hoat_chat: '40.80',
      ma_duong_dung: '1.01',
      pham_vi_bhyt: 1,
      ma_nhom_bhyt: 4,
      phan_loai_quan_ly: 'HUONG_THAN',
    });
  });

  it("keeps a prescriber's practising-certificate number and a department's insurance code", async () => {
    const staff = await t.request<StaffRecord>('POST', '/api/v1/nhan-vien/tao-moi-nhan-vien', {
      token: f.admin.access_token,
      body: {
        to_chuc: f.organisation.id,
        ma: 'BS01',
        ho_ten: 'Lê Văn Bác',
        so_chung_chi_hanh_nghe: '004567/HCM-CCHN',
      },
    });
    expect(staff.status).toBe(201);
    expect(staff.body.data.so_chung_chi_hanh_nghe).toBe('004567/HCM-CCHN');
    const badStaff = await t.request<{ errors: { path: string; message: string }[] }>(
      'POST',
      '/api/v1/nhan-vien/tao-moi-nhan-vien',
      {
        token: f.admin.access_token,
        lang: 'en',
        body: {
          to_chuc: f.organisation.id,
          ma: 'BS02',
          ho_ten: 'Lê Văn Sai',
          so_chung_chi_hanh_nghe: '0045 67',
        },
      },
    );
    expect(badStaff.status).toBe(400);
    expect(badStaff.body.data.errors[0]).toMatchObject({ path: 'so_chung_chi_hanh_nghe' });
    expect(badStaff.body.data.errors[0]!.message).toContain('Practising-certificate number without spaces');

    const department = await t.request<DepartmentRecord>('POST', '/api/v1/khoa/tao-moi-khoa', {
      token: f.admin.access_token,
      body: {
        to_chuc: f.organisation.id,
        ma: 'KNOI',
        ten: 'Khoa Nội',
        loai_khoa: 'LAM_SANG',
        ma_khoa_bhyt: 'K03',
      },
    });
    expect(department.status).toBe(201);
    expect(department.body.data.ma_khoa_bhyt).toBe('K03');
    const badDepartment = await t.request<{ errors: { path: string; message: string }[] }>(
      'POST',
      '/api/v1/khoa/tao-moi-khoa',
      {
        token: f.admin.access_token,
        body: {
          to_chuc: f.organisation.id,
          ma: 'KNGOAI',
          ten: 'Khoa Ngoại',
          loai_khoa: 'LAM_SANG',
          ma_khoa_bhyt: 'K 19',
        },
      },
    );
    expect(badDepartment.status).toBe(400);
    expect(badDepartment.body.data.errors[0]!.message).toContain('Mã khoa BHYT tối đa 50 ký tự');
  });

  it('sets the facility code: administrator only, 5 characters, the version the user saw', async () => {
    const read = await t.request<OrganisationSettings>('GET', '/api/v1/to-chuc/thiet-lap-to-chuc', {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(read.status).toBe(200);
    expect(read.body.data).toMatchObject({
      ma_cskcb: expect.stringMatching(/^\d{5}$/),
      so_ngay_ke_toi_da: 30,
      so_ngay_ke_man_tinh: 90,
      so_ngay_gay_nghien: 7,
      so_ngay_huong_than: 10,
      so_ngay_kiem_soat_man_tinh: 30,
      ma_icd_man_tinh: [],
    });
    const body = {
      to_chuc: f.organisation.id,
      ten: read.body.data.ten,
      dia_chi: '215 Hồng Bàng, Quận 5',
      so_dien_thoai: null,
      ma_cskcb: '79048',
      so_ngay_ke_toi_da: 28,
      ma_icd_man_tinh: ['i10', 'E11'],
      phien_ban: read.body.data.phien_ban,
    };
    const url = '/api/v1/to-chuc/cap-nhat-thiet-lap-to-chuc';
    const nurse = await t.request('PUT', url, { token: f.nurse.access_token, body });
    expect(nurse.status).toBe(403);
    for (const [lang, text] of [
      ['vi', 'Mã cơ sở KCB gồm đúng 5 ký tự'],
      ['en', 'Facility code: exactly 5'],
    ] as const) {
      const bad = await t.request<{ errors: { path: string; message: string }[] }>('PUT', url, {
        token: f.admin.access_token,
        lang,
        body: { ...body, ma_cskcb: '7904' },
      });
      expect(bad.status).toBe(400);
      expect(bad.body.data.errors).toEqual([{ path: 'ma_cskcb', message: expect.stringContaining(text) }]);
    }
    const saved = await t.request<OrganisationSettings>('PUT', url, { token: f.admin.access_token, body });
    expect(saved.status).toBe(200);
    expect(saved.body.data).toMatchObject({
      ma_cskcb: '79048',
      dia_chi: '215 Hồng Bàng, Quận 5',
      so_ngay_ke_toi_da: 28,
      so_ngay_ke_man_tinh: 90,
      ma_icd_man_tinh: ['I10', 'E11'],
    });
    const badDays = await t.request<{ errors: { path: string; message: string }[] }>('PUT', url, {
      token: f.admin.access_token,
      lang: 'en',
      body: { ...body, so_ngay_gay_nghien: 0, ma_icd_man_tinh: ['hypertension'] },
    });
    expect(badDays.status).toBe(400);
    expect(badDays.body.data.errors).toEqual([
      { path: 'so_ngay_gay_nghien', message: 'Days: a whole number from 1 to 366' },
      { path: 'ma_icd_man_tinh.0', message: 'An ICD-10 code or its beginning, e.g. I10, E11 or C' },
    ]);
    expect(saved.body.data.phien_ban).toBe(body.phien_ban + 1);
    const after = await t.request<OrganisationSettings>('GET', '/api/v1/to-chuc/thiet-lap-to-chuc', {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(after.body.data.phien_ban).toBe(saved.body.data.phien_ban);
    const stale = await t.request('PUT', url, {
      token: f.admin.access_token,
      body: { ...body, ma_cskcb: '79049' },
    });
    expect(stale.status).toBe(409);
    const outsider = await t.request('GET', '/api/v1/to-chuc/thiet-lap-to-chuc', {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(outsider.status).toBe(403);
  });

  it('keeps the rules a request leaves out instead of resetting them to their defaults', async () => {
    const url = '/api/v1/to-chuc/cap-nhat-thiet-lap-to-chuc';
    const read = async () =>
      expectStatus(
        await t.request<OrganisationSettings>('GET', '/api/v1/to-chuc/thiet-lap-to-chuc', {
          token: f.admin.access_token,
          query: { to_chuc: f.organisation.id },
        }),
        200,
      );
    const { id: _id, ma: _ma, ...current } = await read();
    const rules = {
      so_ngay_ke_toi_da: 21,
      so_ngay_ke_man_tinh: 60,
      so_ngay_gay_nghien: 5,
      so_ngay_huong_than: 8,
      so_ngay_kiem_soat_man_tinh: 20,
      ma_icd_man_tinh: ['I10'],
      so_ngay_cho_hang: 45,
      so_ngay_an_toan: 20,
    };
    const set = await t.request<OrganisationSettings>('PUT', url, {
      token: f.admin.access_token,
      body: { ...current, ...rules, to_chuc: f.organisation.id },
    });
    expectStatus(set, 200);

    // Another client that knows only the identity fields: the rules stay as they were.
    const identityOnly = await t.request<OrganisationSettings>('PUT', url, {
      token: f.admin.access_token,
      body: {
        to_chuc: f.organisation.id,
        ten: current.ten,
        dia_chi: 'Số 2 Đường Mới',
        so_dien_thoai: current.so_dien_thoai,
        ma_cskcb: current.ma_cskcb,
        phien_ban: set.body.data.phien_ban,
      },
    });
    expect(expectStatus(identityOnly, 200)).toMatchObject({ ...rules, dia_chi: 'Số 2 Đường Mới' });
    expect(await read()).toMatchObject(rules);
  });
});
