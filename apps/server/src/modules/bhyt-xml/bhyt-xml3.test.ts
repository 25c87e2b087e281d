import type { BhytXmlReport } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus } from '../inventory/inventory-test-helpers';
import {
  allOf,
  dispense,
  prescribe,
  stockAt,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';
import {
  BHYT_BASE,
  batchPrices,
  callBhytXml,
  codedMedicine,
  codedSupply,
  decodedTables,
  elements,
  setupBhytXml,
  tenderFor,
  xsdErrors,
} from './bhyt-xml-test-helpers';
import { XML3_FIELDS } from './bhyt-xml3';

let t: TestApp;
let f: PrescriptionFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupBhytXml(t);
});
afterAll(() => t.close());

/** Writes and dispenses a prescription of one medicine and one supply, each from a tendered batch. */
async function dispensedWithSupply(supply: { id: string }, supplyTender: string) {
  const drug = await codedMedicine(t, f, `Thuốc kèm vật tư ${supply.id.slice(0, 4)}`);
  await stockAt(t, f, drug.id, 10, { goi_thau_id: await tenderFor(t, f, drug.id) });
  await stockAt(t, f, supply.id, 20, { goi_thau_id: supplyTender });
  const written = await prescribe(t, f, [
    { hang_hoa_id: drug.id, so_luong: 2, lieu_moi_lan: 1, so_lan_ngay: 1, so_ngay: 2 },
    { hang_hoa_id: supply.id, so_luong: 5 },
  ]);
  return expectStatus(await dispense(t, f, written, allOf(written)), 200);
}

describe('BHYT XML 130/4750: XML3 of dispensed medical supplies', () => {
  it('puts a supply in XML3 beside the medicine in XML2, valid against the XSD, fields in order', async () => {
    const supply = await codedSupply(t, f, 'Bơm tiêm insulin 1ml', 'N03.01.030.1234.001');
    const prescription = await dispensedWithSupply(
      supply,
      await tenderFor(t, f, supply.id, '386/QĐ-BV', null),
    );
    const maLk = prescription.ma_don_thuoc;
    const report = expectStatus(
      await callBhytXml<BhytXmlReport>(t, f, 'kiem-tra-xml-bhyt', { ma_lk: maLk }),
      200,
    );
    expect(report).toEqual({ hop_le: true, so_ho_so: 1, so_dong: 2, loi: [] });

    const response = await t.raw(
      'GET',
      `${BHYT_BASE}/xuat-xml-bhyt?to_chuc=${f.organisation.id}&ma_lk=${encodeURIComponent(maLk)}`,
      { token: f.chemist.access_token },
    );
    expect(response.status).toBe(200);
    const envelope = await response.text();
    expect(await xsdErrors('giamdinhhs.xsd', envelope)).toEqual([]);
    const tables = new Map(decodedTables(envelope));
    expect([...tables.keys()]).toEqual(['XML2', 'XML3']);
    const xml3 = tables.get('XML3')!;
    expect(xml3.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
    expect(await xsdErrors('xml3.xsd', xml3)).toEqual([]);
    expect(await xsdErrors('xml2.xsd', tables.get('XML2')!)).toEqual([]);
    expect(tables.get('XML2')).not.toContain('Bơm tiêm insulin');

    const rows = [...xml3.matchAll(/<CHI_TIET_DVKT>(.*?)<\/CHI_TIET_DVKT>/g)].map((m) => elements(m[1]!));
    expect(rows).toHaveLength(1);
    const row = rows[0]!;
    expect(row.map(([name]) => name)).toEqual(XML3_FIELDS.map(([name]) => name));
    const value = (name: string) => row.find(([n]) => n === name)![1];
    const [price] = await batchPrices(t, supply.id);
    const bv = Math.round(5 * Number(price) * 100);
    expect({
      MA_LK: value('MA_LK'),
      STT: value('STT'),
      MA_VAT_TU: value('MA_VAT_TU'),
      MA_NHOM: value('MA_NHOM'),
      TEN_VAT_TU: value('TEN_VAT_TU'),
      SO_LUONG: value('SO_LUONG'),
      DON_GIA_BV: value('DON_GIA_BV'),
      DON_GIA_BH: value('DON_GIA_BH'),
      TT_THAU: value('TT_THAU'),
      TYLE_TT_DV: value('TYLE_TT_DV'),
      THANH_TIEN_BV: value('THANH_TIEN_BV'),
      T_BHTT: value('T_BHTT'),
      MA_KHOA: value('MA_KHOA'),
      MA_BAC_SI: value('MA_BAC_SI'),
    }).toEqual({
      MA_LK: maLk,
      STT: '1',
      MA_VAT_TU: 'N03.01.030.1234.001',
      MA_NHOM: '10',
      TEN_VAT_TU: 'Bơm tiêm insulin 1ml',
      SO_LUONG: '5.000',
      DON_GIA_BV: Number(price).toFixed(3),
      DON_GIA_BH: Number(price).toFixed(3),
      TT_THAU: '386/QĐ-BV;G1;N1;2022',
      TYLE_TT_DV: '100',
      THANH_TIEN_BV: (bv / 100).toFixed(2),
      T_BHTT: (Math.round(bv * 0.8) / 100).toFixed(2),
      MA_KHOA: 'K01',
      MA_BAC_SI: '004567/HCM-CCHN',
    });
  });

  it('reports a supply without its code, with a drug cost group or a TT_THAU over 25 characters', async () => {
    const supply = await codedSupply(t, f, 'Kim luồn thiếu mã', null, 4);
    const longDecision = '1234/QĐ-BVĐKTƯ';
    const prescription = await dispensedWithSupply(supply, await tenderFor(t, f, supply.id, longDecision));
    const { ma_don_thuoc: maLk } = prescription;
    const vi = expectStatus(
      await callBhytXml<BhytXmlReport>(t, f, 'kiem-tra-xml-bhyt', { ma_lk: maLk }),
      200,
    );
    expect(vi.hop_le).toBe(false);
    expect(vi.loi.map((i) => i.truong).sort()).toEqual(['MA_NHOM', 'MA_VAT_TU', 'TT_THAU']);
    expect(vi.loi.find((i) => i.truong === 'MA_VAT_TU')).toMatchObject({
      stt: 1,
      ten_thuoc: 'Kim luồn thiếu mã',
      thong_bao_vi: 'Thiếu mã vật tư BHYT của hàng hóa (Kim luồn thiếu mã, XML3 STT 1)',
    });
    const en = expectStatus(
      await callBhytXml<BhytXmlReport>(t, f, 'kiem-tra-xml-bhyt', { ma_lk: maLk }, undefined, 'en'),
      200,
    );
    expect(en.loi.find((i) => i.truong === 'TT_THAU')!.thong_bao_en).toBe(
      'the tender award of the dispensed batch is longer than 25 characters (Kim luồn thiếu mã, XML3 STT 1)',
    );
    expect((await callBhytXml(t, f, 'xuat-xml-bhyt', { ma_lk: maLk })).status).toBe(422);
  });
});
