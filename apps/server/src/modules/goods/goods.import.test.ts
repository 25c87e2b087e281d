import type { GoodsRecord, ImportPreview, ImportResult } from '@kho/contracts';
import { and, count, eq, like } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hangHoa, nhatKy } from '../../db/schema/index';
import { setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { XLSX_MIME } from '../catalogues/excel';

const BASE = '/api/v1/hang-hoa';
let t: TestApp;
let f: OrganisationFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  for (const [ma, ten] of [
    ['TD', 'Tân dược'],
    ['VT', 'Vật tư y tế'],
  ]) {
    await t.request('POST', '/api/v1/nhom-hang-hoa/tao-moi-nhom-hang-hoa', {
      token: f.pharmacist.access_token,
      body: { to_chuc: f.organisation.id, ma, ten },
    });
  }
  await t.request('POST', `${BASE}/tao-moi-hang-hoa`, {
    token: f.pharmacist.access_token,
    body: {
      to_chuc: f.organisation.id,
      ma: 'CO-SAN',
      ten: 'Hàng có sẵn',
      loai_hang_hoa: 'THUOC',
      don_vi_tinh: 'Viên',
      nhom_hang_hoa_id: await groupId('TD'),
    },
  });
});
afterAll(async () => {
  await t.close();
});

async function groupId(code: string): Promise<string> {
  const result = await t.request<{ id: string; ma: string }[]>(
    'GET',
    '/api/v1/nhom-hang-hoa/cay-nhom-hang-hoa',
    {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    },
  );
  return result.body.data.find((g) => g.ma === code)!.id;
}

/** A sheet as a pharmacist types it: Vietnamese headers, labels instead of codes, numbers as text. */
const HEADERS = [
  'Mã hàng hóa *',
  'Tên hàng hóa *',
  'Loại hàng hóa *',
  'Hoạt chất',
  'Đơn vị tính *',
  'Mã nhóm hàng hóa *',
  'Phân loại quản lý',
  'Giá bán',
  'Mã vạch',
  'Hoạt động',
  'Ghi chú riêng',
];

async function sheet(rows: (string | number | boolean | null)[][], headers = HEADERS): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const ws = workbook.addWorksheet('Hàng hóa');
  ws.addRow(headers);
  for (const row of rows) ws.addRow(row);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

const GOOD_ROWS = [
  [
    'PARA500',
    'Paracetamol 500 mg',
    'Thuốc',
    'Paracetamol',
    'Viên',
    'TD',
    'Thường',
    '1.250',
    '8936012345678',
    'có',
    'x',
  ],
  [
    'MOR10',
    'Morphin 10 mg/ml',
    'THUOC',
    'Morphin hydroclorid',
    'Ống',
    'td',
    'Gây nghiện',
    5200,
    null,
    true,
    null,
  ],
  ['GANG-M', 'Găng tay y tế cỡ M', 'Vật tư y tế', null, 'Đôi', 'VT', null, '2500,5', null, 'không', null],
];

function post(
  action: 'xem-truoc-nhap-excel' | 'nhap-excel',
  bytes: Uint8Array,
  token = f.pharmacist.access_token,
  organisationId = f.organisation.id,
  lang: 'vi' | 'en' = 'vi',
) {
  return t.raw('POST', `${BASE}/${action}-hang-hoa`, {
    token,
    lang,
    bytes,
    contentType: XLSX_MIME,
    query: { to_chuc: organisationId },
  });
}

async function goodsCount() {
  const [row] = await t.context.db.select({ n: count() }).from(hangHoa);
  return row!.n;
}

describe('hang-hoa Excel import', () => {
  it('downloads a template with headers in the caller language and an example row', async () => {
    for (const [lang, first, group] of [
      ['vi', 'Mã hàng hóa *', 'Mã nhóm hàng hóa *'],
      ['en', 'Goods code *', 'Goods group code *'],
    ] as const) {
      const response = await t.raw('GET', `${BASE}/mau-nhap-excel-hang-hoa`, {
        token: f.nurse.access_token,
        lang,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('spreadsheetml');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(await response.arrayBuffer());
      const ws = workbook.worksheets[0]!;
      const headers = (ws.getRow(1).values as unknown[]).slice(1);
      expect(headers[0]).toBe(first);
      expect(headers).toContain(group);
      expect(headers).toHaveLength(31);
      expect(headers).toContain(lang === 'vi' ? 'Số ngày chờ hàng' : 'Lead time (days)');
      expect(headers).toContain(lang === 'vi' ? 'Phân loại VEN (V/E/N)' : 'VEN class (V/E/N)');
      expect(ws.getRow(2).getCell(1).value).toBe('PARA500');
      expect(ws.rowCount).toBe(2);
    }
  });

  it('previews every row with its errors and refuses the import of a sheet with one bad row, writing nothing', async () => {
    const bad = await sheet([
      ...GOOD_ROWS,
      [
        'AMOX500',
        'Amoxicillin 500 mg',
        'Thuốc',
        'Amoxicillin',
        'Viên',
        'KHONG-CO',
        null,
        1200,
        null,
        null,
        null,
      ],
      ['PARA500', '', 'Thực phẩm', null, 'Viên', 'TD', null, -5, null, null, null],
      ['co-san', 'Trùng mã đã có', 'Thuốc', null, 'Viên', 'TD', null, null, null, null, null],
    ]);
    const before = await goodsCount();
    const preview = await post('xem-truoc-nhap-excel', bad);
    expect(preview.status).toBe(200);
    const body = (await preview.json()) as { data: ImportPreview };
    expect(body.data).toMatchObject({
      so_dong: 6,
      so_dong_hop_le: 3,
      so_dong_loi: 3,
      cot_khong_ro: ['Ghi chú riêng'],
    });
    expect(body.data.dong[0]).toEqual({
      dong: 2,
      gia_tri: expect.objectContaining({ ma: 'PARA500', gia_ban: '1.250', hoat_dong: 'có' }),
      loi: [],
    });
    expect(body.data.dong[3]).toEqual({
      dong: 5,
      gia_tri: expect.objectContaining({ nhom_hang_hoa_ma: 'KHONG-CO' }),
      loi: [{ path: 'nhom_hang_hoa_ma', message: 'Không có nhóm hàng hóa mã "KHONG-CO" trong tổ chức' }],
    });
    expect(body.data.dong[4]!.loi.map((e) => e.path)).toEqual(['ma', 'ten', 'loai_hang_hoa', 'gia_ban']);
    expect(body.data.dong[4]!.loi[0]!.message).toBe('Mã bị trùng trong tệp (dòng 2)');
    expect(body.data.dong[5]!.loi).toEqual([
      { path: 'ma', message: 'Mã này đã được sử dụng, vui lòng chọn mã khác' },
    ]);

    const refused = await post('nhap-excel', bad, f.pharmacist.access_token, f.organisation.id, 'en');
    expect(refused.status).toBe(422);
    const refusal = (await refused.json()) as { success: boolean; message: string; data: ImportPreview };
    expect(refusal.success).toBe(false);
    expect(refusal.message).toBe('3 rows have errors; fix them and import again. Nothing was written');
    expect(refusal.data.dong.filter((r) => r.loi.length > 0).map((r) => r.dong)).toEqual([5, 6, 7]);
    expect(refusal.data.dong[3]!.loi[0]!.message).toBe(
      'No goods group has the code "KHONG-CO" in the organisation',
    );
    expect(await goodsCount()).toBe(before);
  });

  it('tells a row every error at once: its schema errors and its unknown group', async () => {
    const bytes = await sheet([
      ['HAILOI', 'Hai lỗi một dòng', 'Thuốc', null, null, 'NHOM-MA', null, -1, null, null, null],
    ]);
    const body = (await (await post('xem-truoc-nhap-excel', bytes)).json()) as { data: ImportPreview };
    expect(body.data.dong[0]!.loi).toEqual([
      { path: 'don_vi_tinh', message: 'Vui lòng nhập trường này' },
      { path: 'gia_ban', message: 'Giá trị không được âm' },
      { path: 'nhom_hang_hoa_ma', message: 'Không có nhóm hàng hóa mã "NHOM-MA" trong tổ chức' },
    ]);
  });

  it('imports the fixed sheet in one go, with audit entries, labels and numbers understood', async () => {
    const before = await goodsCount();
    const fixed = await sheet([
      ...GOOD_ROWS,
      ['AMOX500', 'Amoxicillin 500 mg', 'Thuốc', 'Amoxicillin', 'Viên', 'TD', null, 1200, null, null, null],
    ]);
    const imported = await post('nhap-excel', fixed);
    expect(imported.status).toBe(200);
    const body = (await imported.json()) as { data: ImportResult; message: string };
    expect(body).toMatchObject({ data: { so_dong_da_nhap: 4 }, message: 'Đã nhập 4 dòng' });
    expect(await goodsCount()).toBe(before + 4);

    const list = await t.request<GoodsRecord[]>('GET', `${BASE}/danh-sach-hang-hoa`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'gang tay', hoat_dong: 'false' },
    });
    expect(list.body.data).toEqual([
      expect.objectContaining({
        ma: 'GANG-M',
        loai_hang_hoa: 'VAT_TU',
        nhom_ma: 'VT',
        gia_ban: 2500.5,
        hoat_dong: false,
        nguoi_tao_ten: 'DS. Dược Sĩ',
      }),
    ]);
    const [morphin] = (
      await t.request<GoodsRecord[]>('GET', `${BASE}/danh-sach-hang-hoa`, {
        token: f.nurse.access_token,
        query: { to_chuc: f.organisation.id, tu_khoa: 'MOR10' },
      })
    ).body.data;
    expect(morphin).toMatchObject({ phan_loai_quan_ly: 'GAY_NGHIEN', gia_ban: 5200, nhom_ma: 'TD' });
    const [para] = (
      await t.request<GoodsRecord[]>('GET', `${BASE}/danh-sach-hang-hoa`, {
        token: f.nurse.access_token,
        query: { to_chuc: f.organisation.id, tu_khoa: 'PARA500' },
      })
    ).body.data;
    expect(para).toMatchObject({ gia_ban: 1250, ma_vach: '8936012345678', hoat_dong: true });

    const [audits] = await t.context.db
      .select({ n: count() })
      .from(nhatKy)
      .where(and(eq(nhatKy.to_chuc_id, f.organisation.id), eq(nhatKy.hanh_dong, 'HANG_HOA_CREATE')));
    expect(audits!.n).toBe(5);

    // The same sheet again: every code is now taken, nothing more is written.
    const again = await post('nhap-excel', fixed);
    expect(again.status).toBe(422);
    expect(await goodsCount()).toBe(before + 4);
  });

  it('reads the VEN class as a letter or its label, and refuses other values and VEN on supplies', async () => {
    const headers = [
      'Mã hàng hóa *',
      'Tên hàng hóa *',
      'Loại hàng hóa *',
      'Đơn vị tính *',
      'Mã nhóm hàng hóa *',
    ];
    const bytes = await sheet(
      [
        ['VEN-V', 'Adrenalin 1 mg/ml', 'Thuốc', 'Ống', 'TD', 'v'],
        ['VEN-E', 'Amlodipin 5 mg', 'Thuốc', 'Viên', 'TD', 'Thiết yếu'],
        ['VEN-X', 'Vitamin C 500 mg', 'Thuốc', 'Viên', 'TD', 'X'],
        ['VEN-VT', 'Bơm tiêm 5 ml', 'Vật tư y tế', 'Cái', 'VT', 'N'],
        ['VEN-0', 'Chưa phân loại', 'Thuốc', 'Viên', 'TD', null],
      ],
      [...headers, 'Phân loại VEN (V/E/N)'],
    );
    for (const [lang, wrong, supplies] of [
      [
        'vi',
        'Phân loại VEN là V (tối cần), E (thiết yếu) hoặc N (không thiết yếu)',
        'Chỉ thuốc được phân loại VEN',
      ],
      [
        'en',
        'The VEN class is V (vital), E (essential) or N (non-essential)',
        'Only medicines take a VEN class',
      ],
    ] as const) {
      const preview = await post(
        'xem-truoc-nhap-excel',
        bytes,
        f.pharmacist.access_token,
        f.organisation.id,
        lang,
      );
      const rows = ((await preview.json()) as { data: ImportPreview }).data.dong;
      expect(rows.map((r) => r.loi.map((e) => e.path))).toEqual([
        [],
        [],
        ['phan_loai_ven'],
        ['phan_loai_ven'],
        [],
      ]);
      expect(rows[2]!.loi[0]!.message).toBe(wrong);
      expect(rows[3]!.loi[0]!.message).toContain(supplies);
    }
  });

  it('reads the planning columns (empty inherits) and refuses days or packs out of range', async () => {
    const headers = [
      'Mã hàng hóa *',
      'Tên hàng hóa *',
      'Loại hàng hóa *',
      'Đơn vị tính *',
      'Mã nhóm hàng hóa *',
    ];
    const planning = ['Số ngày chờ hàng', 'Số ngày dự trữ an toàn', 'Số lượng mỗi kiện mua'];
    const row = (code: string, ...values: (string | number | null)[]) => [
      code,
      code,
      'Thuốc',
      'Viên',
      'TD',
      ...values,
    ];
    const bad = await sheet([row('DT-BAD', 366, '1,5', 0)], [...headers, ...planning]);
    const preview = await post(
      'xem-truoc-nhap-excel',
      bad,
      f.pharmacist.access_token,
      f.organisation.id,
      'en',
    );
    const [errors] = ((await preview.json()) as { data: ImportPreview }).data.dong.map((r) => r.loi);
    expect(errors).toEqual([
      { path: 'so_ngay_cho_hang', message: 'Days: a whole number from 0 to 365' },
      { path: 'so_ngay_an_toan', message: 'Days: a whole number from 0 to 365' },
      { path: 'so_luong_dong_goi', message: expect.stringContaining('Units per pack') },
    ]);
    const good = await sheet(
      [row('DT-SET', 45, 0, 100), row('DT-EMPTY', null, null, null)],
      [...headers, ...planning],
    );
    expect((await post('nhap-excel', good)).status).toBe(200);
    const stored = await t.context.db
      .select({
        ma: hangHoa.ma,
        lead: hangHoa.so_ngay_cho_hang,
        safety: hangHoa.so_ngay_an_toan,
        pack: hangHoa.so_luong_dong_goi,
      })
      .from(hangHoa)
      .where(and(eq(hangHoa.to_chuc_id, f.organisation.id), like(hangHoa.ma, 'DT-%')))
      .orderBy(hangHoa.ma);
    expect(stored).toEqual([
      { ma: 'DT-EMPTY', lead: null, safety: null, pack: null },
      { ma: 'DT-SET', lead: 45, safety: 0, pack: 100 },
    ]);
  });

  it('refuses readers, other organisations, files that are not spreadsheets and empty sheets', async () => {
    const before = await goodsCount();
    const good = await sheet([['NEW1', 'Mới', 'Thuốc', null, 'Viên', 'TD', null, null, null, null, null]]);
    expect((await post('nhap-excel', good, f.nurse.access_token)).status).toBe(403);
    expect((await post('xem-truoc-nhap-excel', good, f.nurse.access_token)).status).toBe(403);
    expect((await post('nhap-excel', good, f.outsider.access_token)).status).toBe(403);
    // An outsider importing into their own organisation cannot use this organisation's group codes.
    const foreign = await post('nhap-excel', good, f.outsider.access_token, f.outsiderOrganisation.id);
    expect(foreign.status).toBe(422);
    const notExcel = await post('nhap-excel', new TextEncoder().encode('ma,ten\nX,Y'));
    expect(notExcel.status).toBe(400);
    expect(((await notExcel.json()) as { message: string }).message).toBe(
      'Tệp không phải bảng tính Excel (.xlsx) hợp lệ',
    );
    const empty = await post('xem-truoc-nhap-excel', await sheet([]));
    expect(empty.status).toBe(400);
    const wrongType = await t.raw('POST', `${BASE}/nhap-excel-hang-hoa`, {
      token: f.pharmacist.access_token,
      bytes: good,
      contentType: 'text/csv',
      query: { to_chuc: f.organisation.id },
    });
    expect(wrongType.status).toBe(400);
    const badScope = await t.raw('POST', `${BASE}/nhap-excel-hang-hoa`, {
      token: f.pharmacist.access_token,
      bytes: good,
      contentType: XLSX_MIME,
      query: { to_chuc: 'x' },
    });
    expect(badScope.status).toBe(400);
    expect(await goodsCount()).toBe(before);
  });
});
