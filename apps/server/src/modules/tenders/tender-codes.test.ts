import type { TenderDetail, TenderLinesImportPreview } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGoods, setupOrganisation, type OrganisationFixture } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { spreadsheet, XLSX } from '../../test/spreadsheets';
import { createSupplier, createTender, TENDER_BASE, tenderBody } from './tender-test-helpers';

let t: TestApp;
let f: OrganisationFixture;
let supplierId: string;
const goods: Record<string, string> = {};

beforeAll(async () => {
  t = await startTestApp();
  f = await setupOrganisation(t);
  supplierId = (await createSupplier(t, f, 'CPC1', 'Công ty CP Dược phẩm Trung ương CPC1')).id;
  for (const ma of ['PARA500', 'AMOX500', 'CEF1G', 'SOFOS'])
    goods[ma] = (await insertGoods(t, f.organisation.id, { ma, ten: ma })).id;
});
afterAll(async () => {
  await t.close();
});

const line = (ma: string, extra: Record<string, unknown> = {}) => ({
  hang_hoa_id: goods[ma]!,
  so_luong_trung: 100,
  don_gia_trung: 1000,
  ...extra,
});

describe('goi-thau: the insurance tender code (TT_THAU) of each line', () => {
  it('composes every case from the package and the line', async () => {
    const created = await createTender(
      t,
      tenderBody(
        f,
        supplierId,
        'GT-TTMS',
        [
          line('PARA500'),
          line('AMOX500', { ma_nha_thau: 'G2.01' }),
          line('CEF1G', { nhom_thau: 'N3' }),
          line('SOFOS', { dam_phan_gia: true }),
        ],
        { so_quyet_dinh: '57/QĐ-TTMS', nam: 2022 },
      ),
      f.pharmacist.access_token,
    );
    expect(created.status).toBe(201);
    const codes = Object.fromEntries(created.body.data.chi_tiet.map((l) => [l.hang_hoa_ma, l.tt_thau]));
    expect(codes).toEqual({
      PARA500: '57/QĐ-TTMS;G1;N1;2022',
      AMOX500: '57/QĐ-TTMS;G1;N1;2022;G2.01',
      CEF1G: '57/QĐ-TTMS;G1;N3;2022',
      SOFOS: '57/QĐ-TTMS;G1;N1;2022;00',
    });
    expect(created.body.data.ma_bhyt).toBe('57/QĐ-TTMS;G1;N1;2022');

    const borrowed = await createTender(
      t,
      tenderBody(f, supplierId, 'GT-AP-THAU', [line('PARA500')], {
        so_quyet_dinh: '120/QĐ-SYT',
        ma_goi: 'G2',
        nhom_thau: 'N3',
        nam: 2021,
        don_vi_ban_hanh: '31',
      }),
      f.pharmacist.access_token,
    );
    expect(borrowed.status).toBe(201);
    expect(borrowed.body.data.don_vi_ban_hanh).toBe('31');
    expect(borrowed.body.data.ma_bhyt).toBe('120/QĐ-SYT;G2;N3;2021;31');
    expect(borrowed.body.data.chi_tiet[0]!.tt_thau).toBe('120/QĐ-SYT;G2;N3;2021;31');
  });

  it('refuses a malformed bidder order, group or issuing unit in the caller language', async () => {
    const cases: [Record<string, unknown>, Record<string, unknown>, string, string, string][] = [
      [
        {},
        { ma_nha_thau: 'G2-1' },
        'chi_tiet.0.ma_nha_thau',
        'Thứ tự nhà thầu dạng Gi.YY',
        'Bidder order like Gi.YY',
      ],
      [{}, { nhom_thau: 'Nhóm 3' }, 'chi_tiet.0.nhom_thau', 'Nhóm thầu dạng N1', 'Tender group like N1'],
      [{ don_vi_ban_hanh: '123' }, {}, 'don_vi_ban_hanh', 'Đơn vị ban hành quyết định', 'Issuing unit: 00'],
    ];
    for (const [header, lineChange, path, vi, en] of cases) {
      for (const [lang, text] of [
        ['vi', vi],
        ['en', en],
      ] as const) {
        const result = await t.request<{ errors: { path: string; message: string }[] }>(
          'POST',
          `${TENDER_BASE}/tao-moi-goi-thau`,
          {
            token: f.pharmacist.access_token,
            lang,
            body: tenderBody(f, supplierId, 'GT-SAI', [line('PARA500', lineChange)], header),
          },
        );
        expect(result.status, path).toBe(400);
        expect(result.body.data.errors.find((e) => e.path === path)?.message).toContain(text);
      }
    }
    const list = await t.request<unknown[]>('GET', `${TENDER_BASE}/danh-sach-goi-thau`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id, tu_khoa: 'GT-SAI' },
    });
    expect(list.body.data).toEqual([]);
  });

  it('imports the line codes from the results spreadsheet and names the bad cell', async () => {
    const created = await createTender(
      t,
      tenderBody(f, supplierId, 'GT-EXCEL', [line('PARA500')]),
      f.pharmacist.access_token,
    );
    const tender = created.body.data;
    const header = [
      'Mã hàng hóa *',
      'Tên hàng hóa',
      'Số lượng trúng thầu *',
      'Đơn giá trúng thầu *',
      'Nhóm thầu của dòng (N#)',
      'Thứ tự nhà thầu (Gi.YY)',
      'Thuốc đàm phán giá',
    ];
    const send = async (rows: (string | number | boolean | null)[][], call: string) =>
      t.raw('POST', `${TENDER_BASE}/${tender.id}/${call}-chi-tiet-goi-thau`, {
        token: f.pharmacist.access_token,
        lang: 'en',
        bytes: await spreadsheet(header, rows),
        contentType: XLSX,
        query: { to_chuc: f.organisation.id, phien_ban: tender.phien_ban },
      });
    const bad = await send([['AMOX500', null, 10, 500, 'N4', 'G2.1', 'có']], 'xem-truoc-nhap-excel');
    const preview = ((await bad.json()) as { data: TenderLinesImportPreview }).data;
    expect(preview.dong[0]!.loi).toEqual([
      { path: 'ma_nha_thau', message: 'Bidder order like Gi.YY, e.g. G2.01' },
    ]);
    const good = await send([['AMOX500', null, 10, 500, 'N4', 'G2.02', 'có']], 'nhap-excel');
    expect(good.status).toBe(200);
    const detail = await t.request<TenderDetail>('GET', `${TENDER_BASE}/${tender.id}/chi-tiet-goi-thau`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    const amox = detail.body.data.chi_tiet.find((l) => l.hang_hoa_ma === 'AMOX500')!;
    expect(amox).toMatchObject({ nhom_thau: 'N4', ma_nha_thau: 'G2.02', dam_phan_gia: true });
    expect(amox.tt_thau).toBe('989/QĐ-SYT;G1;N4;2025;G2.02;00');
  });
});
