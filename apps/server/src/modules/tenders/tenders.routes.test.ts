import type { ComboboxItem, TenderDetail, TenderRecord } from '@kho/contracts';
import { count, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goiThau, goiThauChiTiet, toChuc } from '../../db/schema/index';
import { insertGoods, setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { consumeTenderLine } from './tender-consumption.service';
import {
  createSupplier,
  createTender,
  dayIn,
  hanoiDay,
  TENDER_BASE,
  tenderBody,
} from './tender-test-helpers';

let t: TestApp;
let f: OrganisationFixture;
let supplierId: string;
let otherSupplierId: string;
let paracetamol: { id: string };
let amoxicillin: { id: string };
let ceftriaxone: { id: string };
let foreignGoods: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  supplierId = (await createSupplier(t, f, 'DHG', 'Công ty CP Dược Hậu Giang')).id;
  otherSupplierId = (await createSupplier(t, f, 'PHYTO', 'Công ty CP Phytopharma')).id;
  paracetamol = await insertGoods(t, f.organisation.id, {
    ma: 'PARA500',
    ten: 'Paracetamol 500 mg',
    don_vi_tinh: 'Viên',
  });
  amoxicillin = await insertGoods(t, f.organisation.id, {
    ma: 'AMOX500',
    ten: 'Amoxicillin 500 mg',
    don_vi_tinh: 'Viên',
  });
  ceftriaxone = await insertGoods(t, f.organisation.id, {
    ma: 'CEF1G',
    ten: 'Ceftriaxone 1 g',
    don_vi_tinh: 'Lọ',
  });
  foreignGoods = await insertGoods(t, f.outsiderOrganisation.id, { ma: 'NGOAI', ten: 'Hàng tổ chức khác' });
});
afterAll(async () => {
  await t.close();
});

const pharmacist = () => f.pharmacist.access_token;

async function tableCounts() {
  const [tenders] = await t.context.db.select({ n: count() }).from(goiThau);
  const [lines] = await t.context.db.select({ n: count() }).from(goiThauChiTiet);
  return { tenders: tenders!.n, lines: lines!.n };
}

async function list(query: Record<string, string | number>) {
  return t.request<TenderRecord[]>('GET', `${TENDER_BASE}/danh-sach-goi-thau`, {
    token: f.nurse.access_token,
    query: { to_chuc: f.organisation.id, ...query },
  });
}

async function update(id: string, body: Record<string, unknown>, token = pharmacist()) {
  return t.request<TenderDetail>('PUT', `${TENDER_BASE}/${id}/cap-nhat-goi-thau`, { token, body });
}

describe('goi-thau: create and detail', () => {
  it('creates a tender with its lines and answers the detail with goods, received and remaining', async () => {
    const body = tenderBody(f, supplierId, 'GT2025-01', [
      { hang_hoa_id: paracetamol.id, so_luong_trung: 10000, don_gia_trung: 350.5 },
      { hang_hoa_id: ceftriaxone.id, so_luong_trung: 500, don_gia_trung: 18900 },
    ]);
    const created = await createTender(t, body, pharmacist());
    expect(created.status).toBe(201);
    const tender = created.body.data;
    expect(tender).toMatchObject({
      ma: 'GT2025-01',
      ma_bhyt: '989/QĐ-SYT;G1;N1;2025',
      nha_cung_cap_ten: 'Công ty CP Dược Hậu Giang',
      so_dong: 2,
      gia_tri_trung: 10000 * 350.5 + 500 * 18900,
      gia_tri_da_nhap: 0,
      ty_le_da_dung: 0,
      het_hieu_luc: false,
      sap_het_han: false,
      so_dong_sap_het: 0,
      phien_ban: 1,
      nguoi_tao_ten: 'DS. Dược Sĩ',
    });
    expect(
      tender.chi_tiet.map((l) => [l.hang_hoa_ma, l.don_vi_tinh, l.so_luong_trung, l.so_luong_con_lai]),
    ).toEqual([
      ['CEF1G', 'Lọ', 500, 500],
      ['PARA500', 'Viên', 10000, 10000],
    ]);
    const detail = await t.request<TenderDetail>('GET', `${TENDER_BASE}/${tender.id}/chi-tiet-goi-thau`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(detail.status).toBe(200);
    expect(detail.body.data.chi_tiet).toHaveLength(2);
  });

  it('shows received quantities, shares used and the 80% warning computed on exact decimals', async () => {
    const created = await createTender(
      t,
      tenderBody(
        f,
        otherSupplierId,
        'GT2025-02',
        [
          { hang_hoa_id: paracetamol.id, so_luong_trung: 1000, don_gia_trung: 0.1 },
          { hang_hoa_id: amoxicillin.id, so_luong_trung: 0.3, don_gia_trung: 1000 },
        ],
        { nam: 2024, ma_goi: 'G2', nhom_thau: 'N4' },
      ),
      pharmacist(),
    );
    const tender = created.body.data;
    const lineOf = (goodsId: string) => tender.chi_tiet.find((l) => l.hang_hoa_id === goodsId)!.id;
    await t.context.db.transaction(async (tx) => {
      await consumeTenderLine(tx, f.organisation.id, lineOf(paracetamol.id), 800);
      await consumeTenderLine(tx, f.organisation.id, lineOf(amoxicillin.id), 0.1);
      await consumeTenderLine(tx, f.organisation.id, lineOf(amoxicillin.id), 0.2);
    });
    const detail = (
      await t.request<TenderDetail>('GET', `${TENDER_BASE}/${tender.id}/chi-tiet-goi-thau`, {
        token: pharmacist(),
        query: { to_chuc: f.organisation.id },
      })
    ).body.data;
    expect(detail.chi_tiet.find((l) => l.hang_hoa_id === paracetamol.id)).toMatchObject({
      so_luong_da_nhap: 800,
      so_luong_con_lai: 200,
      ty_le_da_dung: 0.8,
      sap_het: true,
    });
    // 0.1 + 0.2 is exactly 0.3 in numeric: the line is fully used, nothing remains.
    expect(detail.chi_tiet.find((l) => l.hang_hoa_id === amoxicillin.id)).toMatchObject({
      so_luong_da_nhap: 0.3,
      so_luong_con_lai: 0,
      ty_le_da_dung: 1,
      sap_het: true,
    });
    expect(detail).toMatchObject({
      gia_tri_trung: 400,
      gia_tri_da_nhap: 380,
      ty_le_da_dung: 0.95,
      so_dong_sap_het: 2,
      ma_bhyt: '989/QĐ-SYT;G2;N4;2024',
    });
  });
});

describe('goi-thau: list', () => {
  it('searches code, decision number and supplier without accents; filters supplier and year', async () => {
    expect((await list({ tu_khoa: 'hau giang' })).body.data.map((r) => r.ma)).toEqual(['GT2025-01']);
    expect((await list({ tu_khoa: '989/qd' })).body.data.map((r) => r.ma)).toEqual([
      'GT2025-01',
      'GT2025-02',
    ]);
    expect((await list({ nha_cung_cap_id: otherSupplierId })).body.data.map((r) => r.ma)).toEqual([
      'GT2025-02',
    ]);
    expect((await list({ nam: 2024 })).body.data.map((r) => r.ma)).toEqual(['GT2025-02']);
    const sorted = await list({ sap_xep: 'nam', chieu: 'desc', page_size: 1 });
    expect(sorted.body.data.map((r) => r.ma)).toEqual(['GT2025-01']);
    expect(sorted.body.metadata).toEqual({ pagination: { page: 1, page_size: 1, count: 2 } });
    const combobox = await t.request<ComboboxItem[]>('GET', `${TENDER_BASE}/combobox-goi-thau`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'phyto' },
    });
    expect(combobox.body.data).toEqual([
      { id: expect.any(String), ma: 'GT2025-02', ten: '989/QĐ-SYT;G2;N4;2024 · Công ty CP Phytopharma' },
    ]);
  });

  it('tells valid, expiring within 30 days and expired tenders apart by the organisation day', async () => {
    const line = () => [{ hang_hoa_id: paracetamol.id, so_luong_trung: 10, don_gia_trung: 1 }];
    await createTender(
      t,
      tenderBody(f, supplierId, 'SAP-HET', line(), { hieu_luc_den: hanoiDay(30) }),
      pharmacist(),
    );
    await createTender(
      t,
      tenderBody(f, supplierId, 'HET-HAN', line(), {
        hieu_luc_tu: hanoiDay(-60),
        hieu_luc_den: hanoiDay(-1),
      }),
      pharmacist(),
    );
    const codes = async (tinh_trang: string) => (await list({ tinh_trang })).body.data.map((r) => r.ma);
    expect(await codes('het_hieu_luc')).toEqual(['HET-HAN']);
    expect(await codes('sap_het_han')).toEqual(['SAP-HET']);
    expect(await codes('con_hieu_luc')).toEqual(['GT2025-01', 'GT2025-02', 'SAP-HET']);
    const rows = (await list({})).body.data;
    expect(rows.find((r) => r.ma === 'SAP-HET')).toMatchObject({ sap_het_han: true, het_hieu_luc: false });
    expect(rows.find((r) => r.ma === 'HET-HAN')).toMatchObject({ sap_het_han: false, het_hieu_luc: true });
    const bad = await list({ tinh_trang: 'khac' });
    expect(bad.status).toBe(400);
  });

  it('uses the time zone of the organisation for "today"', async () => {
    // Pago Pago (UTC-11) and Kiritimati (UTC+14) are never on the same calendar day.
    const lastDayInPagoPago = dayIn('Pacific/Pago_Pago');
    await createTender(
      t,
      tenderBody(
        f,
        supplierId,
        'MUI-GIO',
        [{ hang_hoa_id: paracetamol.id, so_luong_trung: 1, don_gia_trung: 1 }],
        {
          hieu_luc_tu: dayIn('Pacific/Pago_Pago', -10),
          hieu_luc_den: lastDayInPagoPago,
        },
      ),
      pharmacist(),
    );
    const statusIn = async (timeZone: string) => {
      await t.context.db.update(toChuc).set({ mui_gio: timeZone }).where(eq(toChuc.id, f.organisation.id));
      return (await list({ tu_khoa: 'MUI-GIO' })).body.data[0]!.het_hieu_luc;
    };
    expect(await statusIn('Pacific/Pago_Pago')).toBe(false);
    expect(await statusIn('Pacific/Kiritimati')).toBe(true);
    await statusIn('Asia/Ho_Chi_Minh');
  });

  it('exports the filtered list to Excel', async () => {
    const response = await t.raw('GET', `${TENDER_BASE}/xuat-excel-goi-thau`, {
      token: f.nurse.access_token,
      lang: 'en',
      query: { to_chuc: f.organisation.id, nha_cung_cap_id: otherSupplierId },
    });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('Code');
    expect(sheet.getRow(1).getCell(7).value).toBe('Insurance tender code');
    expect(sheet.getRow(2).getCell(7).value).toBe('989/QĐ-SYT;G2;N4;2024');
    expect(sheet.rowCount).toBe(2);
  });
});

describe('goi-thau: update, delete and refusals', () => {
  async function tenderWithReceipt(ma: string) {
    const tender = (
      await createTender(
        t,
        tenderBody(f, supplierId, ma, [
          { hang_hoa_id: paracetamol.id, so_luong_trung: 100, don_gia_trung: 500 },
          { hang_hoa_id: amoxicillin.id, so_luong_trung: 50, don_gia_trung: 1200 },
        ]),
        pharmacist(),
      )
    ).body.data;
    const paraLine = tender.chi_tiet.find((l) => l.hang_hoa_id === paracetamol.id)!;
    await t.context.db.transaction((tx) => consumeTenderLine(tx, f.organisation.id, paraLine.id, 40));
    return tender;
  }

  it('merges lines by goods: changes, adds and removes unreceived lines, keeping line ids', async () => {
    const tender = await tenderWithReceipt('CAP-NHAT');
    const paraLine = tender.chi_tiet.find((l) => l.hang_hoa_id === paracetamol.id)!;
    const body = tenderBody(
      f,
      supplierId,
      'CAP-NHAT',
      [
        { hang_hoa_id: paracetamol.id, so_luong_trung: 40, don_gia_trung: 520 },
        { hang_hoa_id: ceftriaxone.id, so_luong_trung: 20, don_gia_trung: 19000 },
      ],
      { phien_ban: 1, ghi_chu: 'Điều chỉnh theo phụ lục hợp đồng' },
    );
    const updated = await update(tender.id, body, f.admin.access_token);
    expect(updated.status).toBe(200);
    expect(updated.body.data).toMatchObject({
      phien_ban: 2,
      ghi_chu: 'Điều chỉnh theo phụ lục hợp đồng',
      nguoi_cap_nhat_ten: 'Quản Trị Viên',
      so_dong: 2,
    });
    expect(
      updated.body.data.chi_tiet.map((l) => [
        l.hang_hoa_ma,
        l.so_luong_trung,
        l.don_gia_trung,
        l.so_luong_da_nhap,
      ]),
    ).toEqual([
      ['CEF1G', 20, 19000, 0],
      ['PARA500', 40, 520, 40],
    ]);
    expect(updated.body.data.chi_tiet.find((l) => l.hang_hoa_id === paracetamol.id)!.id).toBe(paraLine.id);
    const stale = await update(tender.id, body);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('Dữ liệu đã được người khác thay đổi, vui lòng tải lại rồi thử lại');
  });

  it('refuses to set a line below what was received or to remove a received line, changing nothing', async () => {
    const tender = await tenderWithReceipt('DA-NHAP');
    const before = await tableCounts();
    const below = await update(
      tender.id,
      tenderBody(
        f,
        supplierId,
        'DA-NHAP',
        [
          { hang_hoa_id: amoxicillin.id, so_luong_trung: 50, don_gia_trung: 1200 },
          { hang_hoa_id: paracetamol.id, so_luong_trung: 39.9999, don_gia_trung: 500 },
        ],
        { phien_ban: 1, ghi_chu: 'không được lưu' },
      ),
    );
    expect(below.status).toBe(409);
    expect(below.body.data).toEqual({
      errors: [
        {
          path: 'chi_tiet.1.so_luong_trung',
          message: 'Số lượng trúng thầu không được nhỏ hơn số lượng đã nhập',
        },
      ],
    });
    const removed = await update(
      tender.id,
      tenderBody(
        f,
        supplierId,
        'DA-NHAP',
        [{ hang_hoa_id: amoxicillin.id, so_luong_trung: 50, don_gia_trung: 1200 }],
        { phien_ban: 1 },
      ),
      f.admin.access_token,
    );
    expect(removed.status).toBe(409);
    expect(removed.body.data).toEqual({
      errors: [{ path: 'chi_tiet', message: 'Không thể xóa dòng thầu đã có hàng nhập' }],
    });
    const emptied = await update(
      tender.id,
      tenderBody(f, supplierId, 'DA-NHAP', [], { phien_ban: 1 }),
      f.admin.access_token,
    );
    expect(emptied.status).toBe(409);
    const detail = (
      await t.request<TenderDetail>('GET', `${TENDER_BASE}/${tender.id}/chi-tiet-goi-thau`, {
        token: pharmacist(),
        query: { to_chuc: f.organisation.id },
      })
    ).body.data;
    expect(detail).toMatchObject({ phien_ban: 1, ghi_chu: null, so_dong: 2 });
    expect(await tableCounts()).toEqual(before);
  });

  it('refuses to delete a tender with received goods and deletes an unused one with its lines', async () => {
    const used = await tenderWithReceipt('XOA-1');
    const refused = await t.request('DELETE', `${TENDER_BASE}/${used.id}/xoa-goi-thau`, {
      token: pharmacist(),
      lang: 'en',
      query: { to_chuc: f.organisation.id },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      'Goods have been received under this tender and it cannot be deleted; deactivate it instead',
    );
    const unused = (
      await createTender(
        t,
        tenderBody(f, supplierId, 'XOA-2', [
          { hang_hoa_id: ceftriaxone.id, so_luong_trung: 5, don_gia_trung: 1 },
        ]),
        pharmacist(),
      )
    ).body.data;
    const nurse = await t.request('DELETE', `${TENDER_BASE}/${unused.id}/xoa-goi-thau`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(nurse.status).toBe(403);
    const removed = await t.request('DELETE', `${TENDER_BASE}/${unused.id}/xoa-goi-thau`, {
      token: pharmacist(),
      query: { to_chuc: f.organisation.id },
    });
    expect(removed.status).toBe(200);
    const [lines] = await t.context.db
      .select({ n: count() })
      .from(goiThauChiTiet)
      .where(eq(goiThauChiTiet.goi_thau_id, unused.id));
    expect(lines!.n).toBe(0);
  });

  it('refuses bad input, readers, foreign references and other organisations, writing nothing', async () => {
    const before = await tableCounts();
    const line = { hang_hoa_id: paracetamol.id, so_luong_trung: 10, don_gia_trung: 100 };
    const body = (ma: string, extra: Record<string, unknown> = {}) =>
      tenderBody(f, supplierId, ma, [line], extra);
    const cases: [string, unknown, string, number, string?][] = [
      ['taken code', body('gt2025-01'), pharmacist(), 409, 'ma'],
      ['package code', body('B1', { ma_goi: 'Goi1' }), pharmacist(), 400, 'ma_goi'],
      ['group', body('B2', { nhom_thau: 'N' }), pharmacist(), 400, 'nhom_thau'],
      [
        'validity reversed',
        body('B3', { hieu_luc_tu: hanoiDay(10), hieu_luc_den: hanoiDay(0) }),
        pharmacist(),
        400,
        'hieu_luc_den',
      ],
      ['bad date', body('B4', { ngay_quyet_dinh: '2025-02-30' }), pharmacist(), 400, 'ngay_quyet_dinh'],
      ['year', body('B5', { nam: 1999 }), pharmacist(), 400, 'nam'],
      ['duplicate goods', tenderBody(f, supplierId, 'B6', [line, line]), pharmacist(), 400, 'chi_tiet'],
      [
        'zero quantity',
        tenderBody(f, supplierId, 'B7', [{ ...line, so_luong_trung: 0 }]),
        pharmacist(),
        400,
        'chi_tiet.0.so_luong_trung',
      ],
      [
        'negative price',
        tenderBody(f, supplierId, 'B8', [{ ...line, don_gia_trung: -1 }]),
        pharmacist(),
        400,
        'chi_tiet.0.don_gia_trung',
      ],
      [
        'quantity as text',
        tenderBody(f, supplierId, 'B9', [{ ...line, so_luong_trung: '10' as unknown as number }]),
        pharmacist(),
        400,
        'chi_tiet.0.so_luong_trung',
      ],
      [
        'goods id not a uuid',
        tenderBody(f, supplierId, 'B10', [{ ...line, hang_hoa_id: '1 or 1=1' }]),
        pharmacist(),
        400,
        'chi_tiet.0.hang_hoa_id',
      ],
      [
        'foreign goods',
        tenderBody(f, supplierId, 'B11', [line, { ...line, hang_hoa_id: foreignGoods.id }]),
        pharmacist(),
        409,
        'chi_tiet.1.hang_hoa_id',
      ],
      [
        'foreign supplier',
        body('B12', {
          nha_cung_cap_id: (
            await createSupplier(t, f, 'NGOAI', 'NCC ngoài', f.outsiderOrganisation, f.outsider.access_token)
          ).id,
        }),
        pharmacist(),
        409,
        'nha_cung_cap_id',
      ],
      ['nurse reads only', body('B13'), f.nurse.access_token, 403],
      ['another organisation', body('B14'), f.outsider.access_token, 403],
    ];
    for (const [name, requestBody, token, status, path] of cases) {
      const result = await createTender(t, requestBody, token);
      expect(result.status, name).toBe(status);
      expect(result.body.success, name).toBe(false);
      if (path)
        expect(
          (result.body.data as unknown as { errors: { path: string }[] }).errors.map((e) => e.path),
          name,
        ).toContain(path);
    }
    expect(await tableCounts()).toEqual(before);
  });

  it("hides another organisation's tender and refuses to change or delete it", async () => {
    const outsiderSupplier = await createSupplier(
      t,
      f,
      'NCC-KHAC',
      'NCC khác',
      f.outsiderOrganisation,
      f.outsider.access_token,
    );
    const foreign = await createTender(
      t,
      {
        ...tenderBody(f, outsiderSupplier.id, 'KHAC', [
          { hang_hoa_id: foreignGoods.id, so_luong_trung: 1, don_gia_trung: 1 },
        ]),
        to_chuc: f.outsiderOrganisation.id,
      },
      f.outsider.access_token,
    );
    expect(foreign.status).toBe(201);
    const id = foreign.body.data.id;
    const query = { to_chuc: f.organisation.id };
    expect(
      (
        await t.request('GET', `${TENDER_BASE}/${id}/chi-tiet-goi-thau`, {
          token: f.admin.access_token,
          query,
        })
      ).status,
    ).toBe(404);
    const hijack = await update(
      id,
      tenderBody(
        f,
        supplierId,
        'KHAC',
        [{ hang_hoa_id: paracetamol.id, so_luong_trung: 1, don_gia_trung: 1 }],
        { phien_ban: 1 },
      ),
      f.admin.access_token,
    );
    expect(hijack.status).toBe(404);
    expect(
      (await t.request('DELETE', `${TENDER_BASE}/${id}/xoa-goi-thau`, { token: f.admin.access_token, query }))
        .status,
    ).toBe(404);
    const peek = await t.request('GET', `${TENDER_BASE}/${id}/chi-tiet-goi-thau`, {
      token: f.admin.access_token,
      query: { to_chuc: f.outsiderOrganisation.id },
    });
    expect(peek.status).toBe(403);
    const still = await t.request<TenderDetail>('GET', `${TENDER_BASE}/${id}/chi-tiet-goi-thau`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.outsiderOrganisation.id },
    });
    expect(still.body.data.chi_tiet.map((l) => l.hang_hoa_id)).toEqual([foreignGoods.id]);
  });
});
