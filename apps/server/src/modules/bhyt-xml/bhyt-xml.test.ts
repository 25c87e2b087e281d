import type { BhytXmlReport, PrescriptionDetail, VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus, hanoiDay } from '../inventory/inventory-test-helpers';
import {
  allOf,
  dispense,
  DISPENSINGS,
  insertPatient,
  medicine,
  prescribe,
  stockAt,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';
import {
  BHYT_BASE as BASE,
  batchPrices,
  callBhytXml,
  codedMedicine as coded,
  elements,
  setupBhytXml,
  tenderFor as tender,
  xsdErrors,
} from './bhyt-xml-test-helpers';
import { XML2_FIELDS } from './bhyt-xml2';

let t: TestApp;
let f: PrescriptionFixture;
const today = hanoiDay(0);

beforeAll(async () => {
  t = await startTestApp();
  f = await setupBhytXml(t);
});
afterAll(() => t.close());

const codedMedicine = (ten: string, ratio = 100) => coded(t, f, ten, ratio);
const tenderFor = (goodsId: string) => tender(t, f, goodsId);
const call = <T>(path: string, query: Record<string, string>, token?: string, lang: 'vi' | 'en' = 'vi') =>
  callBhytXml<T>(t, f, path, query, token, lang);
const batchPrice = (goodsId: string) => batchPrices(t, goodsId);

describe('BHYT XML 130/4750: XML2 of dispensed medicines', () => {
  let prescription: PrescriptionDetail;
  let para: { id: string };
  let ratioDrug: { id: string };

  beforeAll(async () => {
    para = await codedMedicine('Paracetamol <Kids> & Co');
    ratioDrug = await codedMedicine('Thuốc tỷ lệ 50%', 50);
    const reversedDrug = await codedMedicine('Thuốc đảo ngược');
    const paraTender = await tenderFor(para.id);
    const ratioTender = await tenderFor(ratioDrug.id);
    const reversedTender = await tenderFor(reversedDrug.id);
    await stockAt(t, f, para.id, 4, { so_lo: 'P-EARLY', han_dung: hanoiDay(60), goi_thau_id: paraTender });
    await stockAt(t, f, para.id, 20, { so_lo: 'P-LATE', han_dung: hanoiDay(300), goi_thau_id: paraTender });
    await stockAt(t, f, ratioDrug.id, 10, { so_lo: 'R-1', goi_thau_id: ratioTender });
    await stockAt(t, f, reversedDrug.id, 10, { so_lo: 'X-1', goi_thau_id: reversedTender });
    const written = await prescribe(t, f, [
      {
        hang_hoa_id: para.id,
        so_luong: 10,
        lieu_moi_lan: 1,
        so_lan_ngay: 2,
        so_ngay: 5,
        cach_dung: 'Uống sau ăn',
      },
      { hang_hoa_id: ratioDrug.id, so_luong: 3, lieu_moi_lan: 1, so_lan_ngay: 1, so_ngay: 3 },
      { hang_hoa_id: reversedDrug.id, so_luong: 2, lieu_moi_lan: 1, so_lan_ngay: 1, so_ngay: 2 },
    ]);
    prescription = expectStatus(await dispense(t, f, written, allOf(written)), 200);
    const voucher = expectStatus(
      await t.request<VoucherDetail>(
        'GET',
        `${DISPENSINGS}/${prescription.cap_phat[0]!.id}/chi-tiet-phieu-cap-phat-thuoc`,
        {
          token: f.chemist.access_token,
          query: { to_chuc: f.organisation.id },
        },
      ),
      200,
    );
    const reversedLine = voucher.chi_tiet.find((l) => l.hang_hoa_id === reversedDrug.id)!;
    expectStatus(
      await t.request('POST', `${DISPENSINGS}/${voucher.id}/huy-dong-phieu-cap-phat-thuoc`, {
        token: f.chemist.access_token,
        body: {
          to_chuc: f.organisation.id,
          phien_ban: voucher.phien_ban,
          chi_tiet_id: reversedLine.id,
          ly_do: 'Trả lại',
        },
      }),
      200,
    );
  });

  it('checks clean, exports GIAMDINHHS valid against the XSDs, fields in order, amounts by the formulas', async () => {
    const maLk = prescription.ma_don_thuoc;
    const report = expectStatus(await call<BhytXmlReport>('kiem-tra-xml-bhyt', { ma_lk: maLk }), 200);
    expect(report).toEqual({ hop_le: true, so_ho_so: 1, so_dong: 3, loi: [] });

    const response = await t.raw(
      'GET',
      `${BASE}/xuat-xml-bhyt?to_chuc=${f.organisation.id}&ma_lk=${encodeURIComponent(maLk)}`,
      {
        token: f.chemist.access_token,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const envelope = await response.text();
    expect(envelope.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(await xsdErrors('giamdinhhs.xsd', envelope)).toEqual([]);
    expect(envelope).toContain('<MACSKCB>79099</MACSKCB>');
    expect(envelope).toContain('<SOLUONGHOSO>1</SOLUONGHOSO>');
    expect(envelope).toContain('<CHUKYDONVI/>');

    // FILEHOSO round trip: the base64 decodes to a complete UTF-8 XML2 document.
    const base64 = /<LOAIHOSO>XML2<\/LOAIHOSO><NOIDUNGFILE>([^<]+)<\/NOIDUNGFILE>/.exec(envelope)![1]!;
    const xml2 = Buffer.from(base64, 'base64').toString('utf8');
    expect(Buffer.from(xml2, 'utf8').toString('base64')).toBe(base64);
    expect(xml2.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(await xsdErrors('xml2.xsd', xml2)).toEqual([]);

    const rows = [...xml2.matchAll(/<CHI_TIET_THUOC>(.*?)<\/CHI_TIET_THUOC>/g)].map((m) => elements(m[1]!));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.map(([name]) => name)).toEqual(XML2_FIELDS.map(([name]) => name));
    const value = (row: [string, string][], name: string) => row.find(([n]) => n === name)![1];

    // Paracetamol: 4 from the early batch, 6 from the late one, each at its own purchase price.
    const [earlyPrice, latePrice] = await batchPrice(para.id);
    const [early, late, ratio] = rows as [[string, string][], [string, string][], [string, string][]];
    expect(value(early, 'STT')).toBe('1');
    expect(value(early, 'MA_LK')).toBe(maLk);
    expect(value(early, 'TEN_THUOC')).toBe('Paracetamol &lt;Kids&gt; &amp; Co');
    expect(value(early, 'SO_LUONG')).toBe('4.000');
    expect(value(early, 'DON_GIA')).toBe(Number(earlyPrice).toFixed(3));
    expect(value(late, 'SO_LUONG')).toBe('6.000');
    expect(value(late, 'DON_GIA')).toBe(Number(latePrice).toFixed(3));
    expect(value(early, 'TT_THAU')).toBe('57/QĐ-TTMS;G1;N1;2022;G1.01');
    expect(value(early, 'LIEU_DUNG')).toBe(
      `1 ${'viên'}/lần * 2 lần/ngày * 5 ngày [2 ${'viên'}/ngày]`.replaceAll(
        'viên',
        value(early, 'DON_VI_TINH'),
      ),
    );
    expect(value(early, 'CACH_DUNG')).toBe('Uống sau ăn');
    expect(value(early, 'MA_KHOA')).toBe('K01');
    expect(value(early, 'MA_BAC_SI')).toBe('004567/HCM-CCHN');
    expect(value(early, 'MUC_HUONG')).toBe('80');
    expect(value(early, 'NGAY_YL')).toMatch(new RegExp(`^${today.replaceAll('-', '')}\\d{4}$`));

    const cents = (n: number) => Math.round(n * 100);
    const bv = cents(4 * Number(Number(earlyPrice).toFixed(3)));
    expect(value(early, 'THANH_TIEN_BV')).toBe((bv / 100).toFixed(2));
    expect(value(early, 'THANH_TIEN_BH')).toBe((bv / 100).toFixed(2));
    expect(value(early, 'T_BNTT')).toBe('0.00');
    const bhtt = Math.round(bv * 0.8);
    expect(value(early, 'T_BHTT')).toBe((bhtt / 100).toFixed(2));
    expect(value(early, 'T_BNCCT')).toBe(((bv - bhtt) / 100).toFixed(2));

    // A 50 % payment ratio: half is the patient's outside the insurance, the rest at 80 %.
    const [ratioPrice] = await batchPrice(ratioDrug.id);
    const ratioBv = cents(3 * Number(ratioPrice));
    const ratioBh = Math.round(ratioBv / 2);
    expect(value(ratio, 'TYLE_TT_BH')).toBe('50');
    expect(value(ratio, 'THANH_TIEN_BV')).toBe((ratioBv / 100).toFixed(2));
    expect(value(ratio, 'THANH_TIEN_BH')).toBe((ratioBh / 100).toFixed(2));
    expect(value(ratio, 'T_BNTT')).toBe(((ratioBv - ratioBh) / 100).toFixed(2));
    expect(value(ratio, 'T_BHTT')).toBe((Math.round(ratioBh * 0.8) / 100).toFixed(2));
    // The reversed line is not there.
    expect(xml2).not.toContain('Thuốc đảo ngược');
  });

  it('over a date range reports every missing field by patient, line and field in vi and en, and refuses the export', async () => {
    const uninsured = await insertPatient(t, f.organisation.id, {
      ho_ten: 'Lê Thị Thiếu Mức Hưởng',
      so_the_bhyt: 'HT3797900000001',
    });
    const bare = await medicine(t, f, 'Thuốc thiếu mã', 'Ibuprofen');
    await stockAt(t, f, bare.id, 5, { so_lo: 'B-1' });
    const written = await prescribe(t, f, [{ hang_hoa_id: bare.id, so_luong: 2 }], {
      benh_nhan_id: uninsured,
    });
    expectStatus(await dispense(t, f, written, allOf(written)), 200);

    const vi = expectStatus(
      await call<BhytXmlReport>('kiem-tra-xml-bhyt', { tu_ngay: today, den_ngay: today }),
      200,
    );
    expect(vi.hop_le).toBe(false);
    expect(vi.so_ho_so).toBe(2);
    const mine = vi.loi.filter((i) => i.ma_lk === written.ma_don_thuoc);
    expect(mine.map((i) => i.truong).sort()).toEqual(
      [
        'DANG_BAO_CHE',
        'DUONG_DUNG',
        'HAM_LUONG',
        'LIEU_DUNG',
        'MA_NHOM',
        'MA_THUOC',
        'MUC_HUONG',
        'SO_DANG_KY',
        'TT_THAU',
      ].sort(),
    );
    const route = mine.find((i) => i.truong === 'DUONG_DUNG')!;
    expect(route).toMatchObject({ ho_ten: 'Lê Thị Thiếu Mức Hưởng', stt: 1, ten_thuoc: 'Thuốc thiếu mã' });
    expect(route.ma_benh_nhan).toMatch(/^BN/);
    expect(route.thong_bao_vi).toBe('Thiếu mã đường dùng của hàng hóa (Thuốc thiếu mã, STT 1)');
    expect(route.thong_bao_en).toBe("Missing the goods item's route code (Thuốc thiếu mã, STT 1)");
    expect(mine.find((i) => i.truong === 'MUC_HUONG')!.stt).toBeNull();

    const refused = await call<BhytXmlReport>(
      'xuat-xml-bhyt',
      { tu_ngay: today, den_ngay: today },
      f.chemist.access_token,
      'en',
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain(`${vi.loi.length} errors`);
    expect(refused.body.data.loi).toHaveLength(vi.loi.length);
  });

  it('is for the pharmacy and administrators; asks for an episode or a range', async () => {
    expect(
      (await call('kiem-tra-xml-bhyt', { ma_lk: prescription.ma_don_thuoc }, f.nurse.access_token)).status,
    ).toBe(403);
    expect(
      (await call('kiem-tra-xml-bhyt', { ma_lk: prescription.ma_don_thuoc }, f.admin.access_token)).status,
    ).toBe(200);
    const scopeless = await call('kiem-tra-xml-bhyt', {}, f.chemist.access_token, 'en');
    expect(scopeless.status).toBe(400);
    expect((await call('kiem-tra-xml-bhyt', { ma_lk: 'KHONGCO' })).status).toBe(404);
  });
});
