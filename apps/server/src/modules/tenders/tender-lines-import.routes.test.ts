import type { TenderDetail, TenderLinesImportPreview, TenderLinesImportResult } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGoods, setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { sheetRows, spreadsheet, XLSX } from '../../test/spreadsheets';
import { consumeTenderLine } from './tender-consumption.service';
import { createSupplier, createTender, TENDER_BASE, tenderBody } from './tender-test-helpers';

let t: TestApp;
let f: OrganisationFixture;
let tender: TenderDetail;
let foreignTender: TenderDetail;

const HEADER = ['Mã hàng hóa *', 'Tên hàng hóa', 'Số lượng trúng thầu *', 'Đơn giá trúng thầu *'];

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  const supplierId = (await createSupplier(t, f, 'DHG', 'Công ty CP Dược Hậu Giang')).id;
  const para = await insertGoods(t, f.organisation.id, { ma: 'PARA500', ten: 'Paracetamol 500 mg' });
  const amox = await insertGoods(t, f.organisation.id, { ma: 'AMOX500', ten: 'Amoxicillin 500 mg' });
  await insertGoods(t, f.organisation.id, { ma: 'CEF1G', ten: 'Ceftriaxone 1 g', don_vi_tinh: 'Lọ' });
  const foreignGoods = await insertGoods(t, f.outsiderOrganisation.id, {
    ma: 'NGOAI',
    ten: 'Hàng tổ chức khác',
  });
  const created = await createTender(
    t,
    tenderBody(f, supplierId, 'GT-NHAP', [
      { hang_hoa_id: para.id, so_luong_trung: 100, don_gia_trung: 500 },
      { hang_hoa_id: amox.id, so_luong_trung: 50, don_gia_trung: 1200 },
    ]),
    f.pharmacist.access_token,
  );
  tender = created.body.data;
  const paraLine = tender.chi_tiet.find((l) => l.hang_hoa_id === para.id)!;
  await t.context.db.transaction((tx) => consumeTenderLine(tx, f.organisation.id, paraLine.id, 40));
  const outsiderSupplier = await createSupplier(
    t,
    f,
    'NCC',
    'NCC khác',
    f.outsiderOrganisation,
    f.outsider.access_token,
  );
  foreignTender = (
    await createTender(
      t,
      {
        ...tenderBody(f, outsiderSupplier.id, 'KHAC', [
          { hang_hoa_id: foreignGoods.id, so_luong_trung: 1, don_gia_trung: 1 },
        ]),
        to_chuc: f.outsiderOrganisation.id,
      },
      f.outsider.access_token,
    )
  ).body.data;
});
afterAll(async () => {
  await t.close();
});

async function send<T>(
  call: 'xem-truoc-nhap-excel' | 'nhap-excel',
  bytes: Uint8Array,
  query: Record<string, string | number>,
  options: { token?: string; id?: string } = {},
) {
  const url = `${TENDER_BASE}/${options.id ?? tender.id}/${call}-chi-tiet-goi-thau`;
  const response = await t.raw('POST', url, {
    token: options.token ?? f.pharmacist.access_token,
    bytes,
    contentType: XLSX,
    query: { to_chuc: f.organisation.id, ...query },
  });
  return {
    status: response.status,
    body: (await response.json()) as { success: boolean; data: T; message: string },
  };
}

async function detail(id = tender.id, organisationId = f.organisation.id, token = f.pharmacist.access_token) {
  return (
    await t.request<TenderDetail>('GET', `${TENDER_BASE}/${id}/chi-tiet-goi-thau`, {
      token,
      query: { to_chuc: organisationId },
    })
  ).body.data;
}

const linesOf = (d: TenderDetail) =>
  d.chi_tiet.map((l) => [l.hang_hoa_ma, l.so_luong_trung, l.don_gia_trung, l.so_luong_da_nhap]);

describe('goi-thau: import of tender lines', () => {
  it('offers a template in the caller language', async () => {
    const response = await t.raw('GET', `${TENDER_BASE}/mau-nhap-excel-chi-tiet-goi-thau`, {
      token: f.nurse.access_token,
      lang: 'en',
    });
    expect(response.status).toBe(200);
    const [header, example] = await sheetRows(response);
    expect(header).toEqual([
      'Goods code *',
      'Goods name',
      'Awarded quantity *',
      'Awarded unit price *',
      'Line tender group (N#)',
      'Bidder order (Gi.YY)',
      'Price-negotiated',
    ]);
    expect(example).toEqual(['PARA500', 'Paracetamol 500 mg', 10000, 350, 'N4', 'G1.01', false]);
  });

  it('previews each row: new, updated, and what is wrong, writing nothing', async () => {
    const file = await spreadsheet(HEADER, [
      ['PARA500', 'Paracetamol', 30, 500],
      ['CEF1G', 'Ceftriaxone', 20, 19000],
      ['AMOX500', 'Amoxicillin', 60, '1.200'],
      ['amox500', 'Trùng', 1, 1],
      ['KHONGCO', 'Không có', 1, 1],
      ['NGOAI', 'Hàng tổ chức khác', 1, 1],
      ['CEF2G', null, 'nhiều', -5],
    ]);
    const preview = await send<TenderLinesImportPreview>('xem-truoc-nhap-excel', file, { phien_ban: 1 });
    expect(preview.status).toBe(200);
    expect(preview.body.data).toMatchObject({
      so_dong: 7,
      so_dong_hop_le: 2,
      so_dong_loi: 5,
      so_dong_them_moi: 1,
      so_dong_cap_nhat: 1,
      dong_bi_xoa: [],
      loi_chung: [],
    });
    const errorsOf = (row: number) =>
      preview.body.data.dong.find((r) => r.dong === row)!.loi.map((e) => `${e.path}: ${e.message}`);
    expect(errorsOf(2)).toEqual(['so_luong_trung: Số lượng trúng thầu không được nhỏ hơn số lượng đã nhập']);
    expect(errorsOf(3)).toEqual([]);
    expect(errorsOf(4)).toEqual([]);
    expect(errorsOf(5)).toEqual(['hang_hoa_ma: Hàng hóa này đã có ở dòng 4 của tệp']);
    expect(errorsOf(6)).toEqual(['hang_hoa_ma: Không có hàng hóa mã này trong tổ chức']);
    expect(errorsOf(7)).toEqual(['hang_hoa_ma: Không có hàng hóa mã này trong tổ chức']);
    expect(errorsOf(8).map((e) => e.split(':')[0])).toEqual([
      'so_luong_trung',
      'don_gia_trung',
      'hang_hoa_ma',
    ]);
    const refused = await send<TenderLinesImportPreview>('nhap-excel', file, { phien_ban: 1 });
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe(
      'Bảng tính còn 5 dòng lỗi; sửa rồi nhập lại, chưa có dữ liệu nào được ghi',
    );
    expect(await detail()).toMatchObject({ phien_ban: 1, so_dong: 2 });
  });

  it('merges a valid file in one go and moves the tender to the next version', async () => {
    const file = await spreadsheet(HEADER, [
      ['para500', 'Paracetamol', 150, '1.250,5'],
      ['CEF1G', 'Ceftriaxone', 20, 19000],
    ]);
    const result = await send<TenderLinesImportResult>('nhap-excel', file, { phien_ban: 1 });
    expect(result.status).toBe(200);
    expect(result.body.data).toEqual({ so_dong_da_nhap: 2, phien_ban: 2 });
    const after = await detail();
    expect(after).toMatchObject({ phien_ban: 2, nguoi_cap_nhat_ten: 'DS. Dược Sĩ' });
    expect(linesOf(after)).toEqual([
      ['AMOX500', 50, 1200, 0],
      ['CEF1G', 20, 19000, 0],
      ['PARA500', 150, 1250.5, 40],
    ]);
    const stale = await send('nhap-excel', file, { phien_ban: 1 });
    expect(stale.status).toBe(409);
    expect((await send('xem-truoc-nhap-excel', file, { phien_ban: 1 })).status).toBe(409);
  });

  it('replaces lines: a received line the file leaves out stops the import; unreceived ones go', async () => {
    const onlyCeftriaxone = await spreadsheet(HEADER, [['CEF1G', null, 25, 19000]]);
    const preview = await send<TenderLinesImportPreview>('xem-truoc-nhap-excel', onlyCeftriaxone, {
      phien_ban: 2,
      che_do: 'thay_the',
    });
    expect(preview.body.data.dong_bi_xoa.map((l) => [l.hang_hoa_ma, l.so_luong_da_nhap])).toEqual([
      ['AMOX500', 0],
      ['PARA500', 40],
    ]);
    expect(preview.body.data.loi_chung).toEqual([
      {
        path: 'chi_tiet',
        message: 'Dòng thầu PARA500 đã có hàng nhập nên phải có trong tệp khi nhập thay thế',
      },
    ]);
    const refused = await send<TenderLinesImportPreview>('nhap-excel', onlyCeftriaxone, {
      phien_ban: 2,
      che_do: 'thay_the',
    });
    expect(refused.status).toBe(422);
    expect(linesOf(await detail())).toHaveLength(3);
    const keepingParacetamol = await spreadsheet(HEADER, [
      ['CEF1G', null, 25, 19000],
      ['PARA500', null, 40, 1250.5],
    ]);
    const replaced = await send<TenderLinesImportResult>(
      'nhap-excel',
      keepingParacetamol,
      { phien_ban: 2, che_do: 'thay_the' },
      { token: f.admin.access_token },
    );
    expect(replaced.status).toBe(200);
    expect(linesOf(await detail())).toEqual([
      ['CEF1G', 25, 19000, 0],
      ['PARA500', 40, 1250.5, 40],
    ]);
  });

  it('refuses readers, strangers, foreign tenders, bad queries and bad files, writing nothing', async () => {
    const file = await spreadsheet(HEADER, [['CEF1G', null, 99, 1]]);
    const version = (await detail()).phien_ban;
    const cases: [string, Awaited<ReturnType<typeof send>>, number][] = [
      [
        'nurse import',
        await send('nhap-excel', file, { phien_ban: version }, { token: f.nurse.access_token }),
        403,
      ],
      [
        'nurse preview',
        await send('xem-truoc-nhap-excel', file, { phien_ban: version }, { token: f.nurse.access_token }),
        403,
      ],
      [
        'stranger',
        await send('nhap-excel', file, { phien_ban: version }, { token: f.outsider.access_token }),
        403,
      ],
      [
        'foreign tender',
        await send(
          'nhap-excel',
          file,
          { phien_ban: 1 },
          { id: foreignTender.id, token: f.admin.access_token },
        ),
        404,
      ],
      [
        'unknown tender',
        await send('nhap-excel', file, { phien_ban: 1 }, { id: '0190a0a0-0000-7000-8000-000000000000' }),
        404,
      ],
      ['no version', await send('nhap-excel', file, {}), 400],
      ['bad mode', await send('nhap-excel', file, { phien_ban: version, che_do: 'xoa_het' }), 400],
      [
        'not a spreadsheet',
        await send('nhap-excel', new TextEncoder().encode('PARA500;1;1'), { phien_ban: version }),
        400,
      ],
      ['empty sheet', await send('nhap-excel', await spreadsheet(HEADER, []), { phien_ban: version }), 400],
    ];
    for (const [name, result, status] of cases) {
      expect(result.status, name).toBe(status);
      expect(result.body.success, name).toBe(false);
    }
    expect(await detail()).toMatchObject({ phien_ban: version });
    expect(linesOf(await detail())).toEqual([
      ['CEF1G', 25, 19000, 0],
      ['PARA500', 40, 1250.5, 40],
    ]);
    const foreign = await detail(foreignTender.id, f.outsiderOrganisation.id, f.outsider.access_token);
    expect(foreign).toMatchObject({ phien_ban: 1, so_dong: 1 });
  });
});
