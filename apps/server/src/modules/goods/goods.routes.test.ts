import type { ComboboxItem, GoodsGroupRecord, GoodsRecord, GoodsSuggestion } from '@kho/contracts';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coSoTuTruc, hangHoa, kho } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import { setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

const BASE = '/api/v1/hang-hoa';
let t: TestApp;
let f: OrganisationFixture;
const groups: Record<string, GoodsGroupRecord> = {};

async function createGroup(
  ma: string,
  ten: string,
  parent?: string,
  organisationId = f.organisation.id,
  token = f.pharmacist.access_token,
) {
  const result = await t.request<GoodsGroupRecord>('POST', '/api/v1/nhom-hang-hoa/tao-moi-nhom-hang-hoa', {
    token,
    body: { to_chuc: organisationId, ma, ten, nhom_cha_id: parent ? groups[parent]!.id : null },
  });
  groups[ma] = result.body.data;
}

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  await createGroup('TD', 'Tân dược');
  await createGroup('KS', 'Kháng sinh', 'TD');
  await createGroup('GN', 'Gây nghiện, hướng thần', 'TD');
  await createGroup('VT', 'Vật tư y tế');
  await createGroup(
    'NGOAI',
    'Nhóm của bệnh viện khác',
    undefined,
    f.outsiderOrganisation.id,
    f.outsider.access_token,
  );
});
afterAll(async () => {
  await t.close();
});

const goods = (ma: string, ten: string, group: string, extra: Record<string, unknown> = {}) => ({
  to_chuc: f.organisation.id,
  ma,
  ten,
  loai_hang_hoa: 'THUOC',
  don_vi_tinh: 'Viên',
  nhom_hang_hoa_id: groups[group]!.id,
  ...extra,
});

async function create(body: unknown, token = f.pharmacist.access_token) {
  return t.request<GoodsRecord>('POST', `${BASE}/tao-moi-hang-hoa`, { token, body });
}

async function list(query: Record<string, string | number>) {
  return t.request<GoodsRecord[]>('GET', `${BASE}/danh-sach-hang-hoa`, {
    token: f.nurse.access_token,
    query: { to_chuc: f.organisation.id, ...query },
  });
}

async function suggest(tu_khoa: string, extra: Record<string, string | number> = {}) {
  return t.request<GoodsSuggestion[]>('GET', `${BASE}/goi-y-hang-hoa`, {
    token: f.nurse.access_token,
    query: { to_chuc: f.organisation.id, tu_khoa, ...extra },
  });
}

async function rows() {
  const [row] = await t.context.db.select({ n: count() }).from(hangHoa);
  return row!.n;
}

describe('hang-hoa', () => {
  let paracetamol: GoodsRecord;

  it('creates a goods item with its group name, numbers as numbers and who created it', async () => {
    const result = await create(
      goods('PARA500', 'Paracetamol 500 mg', 'TD', {
        hoat_chat: 'Paracetamol',
        ham_luong: '500 mg',
        dang_bao_che: 'Viên nén',
        so_dang_ky: 'VD-21310-14',
        ma_vach: '8936012345678',
        gia_ban: 525.5,
        gia_bhyt: 450,
        vat: 5,
        ton_toi_thieu: 1000,
        ton_toi_da: 20000,
      }),
    );
    expect(result.status).toBe(201);
    paracetamol = result.body.data;
    expect(paracetamol).toMatchObject({
      ma: 'PARA500',
      nhom_ma: 'TD',
      nhom_ten: 'Tân dược',
      phan_loai_quan_ly: 'THUONG',
      gia_ban: 525.5,
      gia_bhyt: 450,
      ty_le_thanh_toan_bhyt: 100,
      vat: 5,
      ton_toi_thieu: 1000,
      ton_toi_da: 20000,
      hoat_dong: true,
      phien_ban: 1,
      nguoi_tao_ten: 'DS. Dược Sĩ',
    });
    await create(
      goods('AMOX500', 'Amoxicillin 500 mg', 'KS', {
        hoat_chat: 'Amoxicillin',
        ham_luong: '500 mg',
        gia_ban: 1200,
      }),
    );
    await create(
      goods('AMOX250', 'Amoxicillin 250 mg gói', 'KS', {
        hoat_chat: 'Amoxicillin',
        don_vi_tinh: 'Gói',
        gia_ban: 900,
      }),
    );
    await create(
      goods('CEF1G', 'Ceftriaxone 1 g', 'KS', {
        hoat_chat: 'Ceftriaxone',
        don_vi_tinh: 'Lọ',
        gia_ban: 15000,
      }),
    );
    await create(
      goods('MOR10', 'Morphin 10 mg/ml', 'GN', {
        hoat_chat: 'Morphin hydroclorid',
        don_vi_tinh: 'Ống',
        phan_loai_quan_ly: 'GAY_NGHIEN',
      }),
    );
    await create(
      goods('EFFE', 'Efferalgan 500 mg', 'TD', { hoat_chat: 'Paracetamol', ma_vach: '3400930000000' }),
    );
    await create(
      goods('GANG', 'Găng tay y tế', 'VT', { loai_hang_hoa: 'VAT_TU', don_vi_tinh: 'Đôi', hoat_dong: false }),
    );
  });

  it('filters by group (with its sub-groups), kind, management class and active flag; searches without accents; sorts by group name', async () => {
    const underTanDuoc = await list({ nhom_hang_hoa_id: groups.TD!.id, page_size: 100 });
    expect(underTanDuoc.body.data.map((g) => g.ma).sort()).toEqual([
      'AMOX250',
      'AMOX500',
      'CEF1G',
      'EFFE',
      'MOR10',
      'PARA500',
    ]);
    expect((await list({ nhom_hang_hoa_id: groups.KS!.id })).body.metadata).toEqual({
      pagination: { page: 1, page_size: 25, count: 3 },
    });
    expect((await list({ loai_hang_hoa: 'VAT_TU' })).body.data.map((g) => g.ma)).toEqual(['GANG']);
    expect((await list({ phan_loai_quan_ly: 'GAY_NGHIEN' })).body.data.map((g) => g.ma)).toEqual(['MOR10']);
    expect((await list({ hoat_dong: 'false' })).body.data.map((g) => g.ma)).toEqual(['GANG']);
    expect((await list({ tu_khoa: 'gang tay' })).body.data.map((g) => g.ma)).toEqual(['GANG']);
    expect((await list({ tu_khoa: 'VD-21310' })).body.data.map((g) => g.ma)).toEqual(['PARA500']);
    const byGroup = await list({ sap_xep: 'nhom_ten', chieu: 'desc', page_size: 2 });
    // Names differ in their first letter: the order does not depend on the database collation.
    expect(byGroup.body.data.map((g) => g.nhom_ten)).toEqual(['Vật tư y tế', 'Tân dược']);
    const foreignGroup = await list({ nhom_hang_hoa_id: groups.NGOAI!.id });
    expect(foreignGroup.body.data).toEqual([]);
    const combobox = await t.request<ComboboxItem[]>('GET', `${BASE}/combobox-hang-hoa`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'ceftri' },
    });
    expect(combobox.body.data).toEqual([{ id: expect.any(String), ma: 'CEF1G', ten: 'Ceftriaxone 1 g' }]);
    expect((await list({ loai_hang_hoa: 'THUOC_LA' })).status).toBe(400);
  });

  it('suggests active goods by code, name, ingredient or barcode, best matches first', async () => {
    const para = await suggest('para');
    expect(para.status).toBe(200);
    // Name prefix first, then the item whose ingredient starts with it.
    expect(para.body.data.map((s) => s.ma)).toEqual(['PARA500', 'EFFE']);
    expect(para.body.data[0]).toEqual({
      id: paracetamol.id,
      ma: 'PARA500',
      ten: 'Paracetamol 500 mg',
      hoat_chat: 'Paracetamol',
      ham_luong: '500 mg',
      don_vi_tinh: 'Viên',
      ma_vach: '8936012345678',
      phan_loai_quan_ly: 'THUONG',
      gia_ban: 525.5,
    });
    expect((await suggest('amox 500')).body.data.map((s) => s.ma)).toEqual(['AMOX500']);
    expect((await suggest('3400930000000')).body.data.map((s) => s.ma)).toEqual(['EFFE']);
    expect((await suggest('mor10')).body.data.map((s) => s.ma)).toEqual(['MOR10']);
    expect((await suggest('hydroclorid')).body.data.map((s) => s.ma)).toEqual(['MOR10']);
    expect((await suggest('500 mg')).body.data.map((s) => s.ma)).toEqual(['AMOX500', 'EFFE', 'PARA500']);
    expect((await suggest('găng')).body.data).toEqual([]);
    expect((await suggest('50%_')).body.data).toEqual([]);
    expect((await suggest('', { gioi_han: 2 })).body.data).toHaveLength(2);
    expect((await suggest('a', { gioi_han: 0 })).status).toBe(400);
    expect((await suggest('a'.repeat(101))).status).toBe(400);
    const foreign = await t.request('GET', `${BASE}/goi-y-hang-hoa`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'para' },
    });
    expect(foreign.status).toBe(403);
  });

  it('updates with the version it saw and refuses a stale one', async () => {
    const body = {
      ...goods('PARA500', 'Paracetamol 500 mg viên nén', 'TD', { hoat_chat: 'Paracetamol', gia_ban: 600 }),
      phien_ban: 1,
    };
    const updated = await t.request<GoodsRecord>('PUT', `${BASE}/${paracetamol.id}/cap-nhat-hang-hoa`, {
      token: f.admin.access_token,
      body,
    });
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      ten: 'Paracetamol 500 mg viên nén',
      gia_ban: 600,
      ma_vach: null,
      phien_ban: 2,
      nguoi_cap_nhat_ten: 'Quản Trị Viên',
    });
    expect((await suggest('vien nen')).body.data.map((s) => s.ma)).toEqual(['PARA500']);
    const stale = await t.request('PUT', `${BASE}/${paracetamol.id}/cap-nhat-hang-hoa`, {
      token: f.admin.access_token,
      body,
    });
    expect(stale.status).toBe(409);
  });

  it('keeps the VEN class of medicines, filters by it, and refuses it on supplies', async () => {
    const vital = await create(goods('VEN-ADR', 'Adrenalin 1 mg/ml', 'TD', { phan_loai_ven: 'V' }));
    expect(vital.status).toBe(201);
    expect(vital.body.data.phan_loai_ven).toBe('V');
    const plain = await create(goods('VEN-NONE', 'Chưa phân loại VEN', 'TD', { phan_loai_ven: '' }));
    expect(plain.body.data.phan_loai_ven).toBeNull();
    const filtered = await t.request<GoodsRecord[]>('GET', `${BASE}/danh-sach-hang-hoa`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, phan_loai_ven: 'V' },
    });
    expect(filtered.body.data.map((g) => g.ma)).toEqual(['VEN-ADR']);
    const supply = await create(
      goods('VEN-BOM', 'Bơm tiêm 5 ml', 'VT', { loai_hang_hoa: 'VAT_TU', phan_loai_ven: 'E' }),
    );
    expect(supply.status).toBe(400);
    expect(JSON.stringify(supply.body)).toContain('Chỉ thuốc được phân loại VEN');
  });

  it("refuses bad input, readers, another organisation's group and other organisations, writing nothing", async () => {
    const before = await rows();
    const cases: [string, unknown, string, number][] = [
      ['taken code', goods('para500', 'Khác', 'TD'), f.pharmacist.access_token, 409],
      ['missing unit', { ...goods('X1', 'X', 'TD'), don_vi_tinh: '' }, f.pharmacist.access_token, 400],
      ['bad kind', goods('X2', 'X', 'TD', { loai_hang_hoa: 'THUC_PHAM' }), f.pharmacist.access_token, 400],
      ['negative price', goods('X3', 'X', 'TD', { gia_ban: -1 }), f.pharmacist.access_token, 400],
      ['price as text', goods('X4', 'X', 'TD', { gia_ban: '1000' }), f.pharmacist.access_token, 400],
      [
        'max below min',
        goods('X5', 'X', 'TD', { ton_toi_thieu: 10, ton_toi_da: 5 }),
        f.pharmacist.access_token,
        400,
      ],
      ['bad barcode', goods('X6', 'X', 'TD', { ma_vach: 'mã vạch' }), f.pharmacist.access_token, 400],
      ['VAT over 100', goods('X7', 'X', 'TD', { vat: 101 }), f.pharmacist.access_token, 400],
      ["another organisation's group", goods('X8', 'X', 'NGOAI'), f.pharmacist.access_token, 409],
      ['nurse reads only', goods('X9', 'X', 'TD'), f.nurse.access_token, 403],
      ['another organisation', goods('X10', 'X', 'TD'), f.outsider.access_token, 403],
    ];
    for (const [name, body, token, status] of cases) {
      const result = await create(body, token);
      expect(result.status, name).toBe(status);
      expect(result.body.success, name).toBe(false);
    }
    const foreignGroup = await create(goods('X11', 'X', 'NGOAI'), f.admin.access_token);
    expect(foreignGroup.body.data).toEqual({
      errors: [{ path: 'nhom_hang_hoa_id', message: 'Không tìm thấy dữ liệu được chọn trong tổ chức' }],
    });
    const maxBelowMin = await create(goods('X12', 'X', 'TD', { ton_toi_thieu: 10, ton_toi_da: 5 }));
    expect(maxBelowMin.body.data).toEqual({
      errors: [{ path: 'ton_toi_da', message: 'Tồn tối đa không được nhỏ hơn tồn tối thiểu' }],
    });
    const nurseUpdate = await t.request('PUT', `${BASE}/${paracetamol.id}/cap-nhat-hang-hoa`, {
      token: f.nurse.access_token,
      body: { ...goods('PARA500', 'Hack', 'TD'), phien_ban: 2 },
    });
    expect(nurseUpdate.status).toBe(403);
    expect(await rows()).toBe(before);
  });

  it("hides another organisation's goods and refuses to change or delete them", async () => {
    const foreign = (
      await create(
        { ...goods('NGOAI1', 'Thuốc ngoài', 'NGOAI'), to_chuc: f.outsiderOrganisation.id },
        f.outsider.access_token,
      )
    ).body.data;
    const read = await t.request('GET', `${BASE}/${foreign.id}/chi-tiet-hang-hoa`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(read.status).toBe(404);
    const change = await t.request('PUT', `${BASE}/${foreign.id}/cap-nhat-hang-hoa`, {
      token: f.admin.access_token,
      body: { ...goods('NGOAI1', 'Hack', 'TD'), phien_ban: 1 },
    });
    expect(change.status).toBe(404);
    const remove = await t.request('DELETE', `${BASE}/${foreign.id}/xoa-hang-hoa`, {
      token: f.admin.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(remove.status).toBe(404);
    expect((await suggest('thuoc ngoai')).body.data).toEqual([]);
    const [still] = await t.context.db
      .select({ ten: hangHoa.ten })
      .from(hangHoa)
      .where(eq(hangHoa.id, foreign.id));
    expect(still!.ten).toBe('Thuốc ngoài');
  });

  it('refuses to delete goods held at a cabinet par level and deletes unused goods', async () => {
    const [warehouse] = await t.context.db
      .select({ id: kho.id })
      .from(kho)
      .where(eq(kho.to_chuc_id, f.organisation.id))
      .limit(1);
    await t.context.db.insert(coSoTuTruc).values({
      id: newId(),
      to_chuc_id: f.organisation.id,
      kho_id: warehouse!.id,
      hang_hoa_id: paracetamol.id,
      so_luong: 100,
    });
    const inUse = await t.request('DELETE', `${BASE}/${paracetamol.id}/xoa-hang-hoa`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.message).toBe(
      'Hàng hóa đã có trong gói thầu hoặc cơ số tủ trực nên không thể xóa; hãy chuyển sang ngừng hoạt động',
    );
    const unused = (await create(goods('XOA', 'Sẽ xóa', 'VT'))).body.data;
    const nurse = await t.request('DELETE', `${BASE}/${unused.id}/xoa-hang-hoa`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(nurse.status).toBe(403);
    const removed = await t.request('DELETE', `${BASE}/${unused.id}/xoa-hang-hoa`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(removed.status).toBe(200);
  });

  it('exports what the filter shows to Excel, with headers in the caller language', async () => {
    const response = await t.raw('GET', `${BASE}/xuat-excel-hang-hoa`, {
      token: f.nurse.access_token,
      lang: 'en',
      query: { to_chuc: f.organisation.id, nhom_hang_hoa_id: groups.KS!.id },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Goods code');
    expect(sheet.getRow(1).getCell(16).value).toBe('Goods group code');
    expect(sheet.getColumn(1).values.slice(2)).toEqual(['AMOX250', 'AMOX500', 'CEF1G']);
    expect(sheet.getRow(4).getCell(20).value).toBe(15000);
    const forbidden = await t.raw('GET', `${BASE}/xuat-excel-hang-hoa`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(forbidden.status).toBe(403);
  });
});

describe('missing values', () => {
  it('are reported as required, in both languages, whatever the field type', async () => {
    const t2 = await startTestApp();
    try {
      const fx = await setupOrganisation(t2);
      for (const [lang, text] of [
        ['vi', 'Vui lòng nhập trường này'],
        ['en', 'This field is required'],
      ] as const) {
        const result = await t2.request<{ errors: { path: string; message: string }[] }>(
          'POST',
          '/api/v1/hang-hoa/tao-moi-hang-hoa',
          {
            token: fx.pharmacist.access_token,
            lang,
            body: { to_chuc: fx.organisation.id, ma: 'X1', ten: 'Thuốc X', loai_hang_hoa: 'THUOC' },
          },
        );
        expect(result.status).toBe(400);
        const unit = result.body.data.errors.find((e) => e.path === 'don_vi_tinh');
        expect(unit?.message).toBe(text);
      }
    } finally {
      await t2.close();
    }
  });
});
