import type { BhytXmlReport, PrescriptionListItem } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedInUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { kho } from '../db/schema/index';
import { decodedTables, xsdErrors } from '../modules/bhyt-xml/bhyt-xml-test-helpers';
import { organisationToday } from '../modules/inventory/engine/periods.repository';
import { DEMO_PASSWORD, seedDemo } from './demo';
import { shiftDate } from './demo-stock-plan';

let t: TestApp;
let organisationId: string;
let pharmacist: SignedInUser;
let warehouses: { id: string; ma: string; loai_kho: string }[];
let today: string;

beforeAll(async () => {
  t = await startTestApp();
  organisationId = (await seedDemo(t.context.db)).organisationId;
  pharmacist = await signIn(t, 'duocsi', DEMO_PASSWORD);
  warehouses = await t.context.db.select({ id: kho.id, ma: kho.ma, loai_kho: kho.loai_kho }).from(kho);
  today = await organisationToday(t.context.db, organisationId);
});
afterAll(() => t.close());

async function book(kho_id: string) {
  const result = await t.request<PrescriptionListItem[]>('GET', '/api/v1/don-thuoc/danh-sach-don-thuoc', {
    token: pharmacist.access_token,
    query: { to_chuc: organisationId, kho_id },
  });
  expect(result.status).toBe(200);
  return result.body.data;
}

describe('demo prescriptions', () => {
  it('has prescriptions awaiting, partly dispensed and dispensed at the dispensary, and one on the ward', async () => {
    const dispensary = await book(warehouses.find((w) => w.ma === 'KLNT')!.id);
    const statuses = dispensary.map((p) => p.trang_thai).sort();
    expect(statuses).toEqual([
      'CAP_PHAT_MOT_PHAN',
      'CHO_CAP_PHAT',
      'CHO_CAP_PHAT',
      'CHO_CAP_PHAT',
      'CHO_CAP_PHAT',
      'CHO_CAP_PHAT',
      'DA_CAP_PHAT',
      'DA_CAP_PHAT',
    ]);
    // Every code is the demo facility's; a narcotic "N" and a psychotropic "H" prescription await.
    expect(dispensary.every((p) => /^79099\d{2}[0-9A-Z]{5}-[NHC]$/.test(p.ma_don_thuoc))).toBe(true);
    expect(dispensary.map((p) => p.loai_don).sort()).toEqual(['C', 'C', 'C', 'C', 'C', 'C', 'H', 'N']);
    expect(dispensary.every((p) => p.loai_dieu_tri === 'NGOAI_TRU' && p.bac_si_ten)).toBe(true);
    const cabinets = warehouses.filter((w) => w.loai_kho === 'TU_TRUC');
    const onWards = (await Promise.all(cabinets.map((c) => book(c.id)))).flat();
    expect(onWards).toMatchObject([
      { trang_thai: 'CHO_CAP_PHAT', loai_dieu_tri: 'NOI_TRU', khoa_ten: 'Khoa Nội' },
    ]);
    const dispensed = dispensary.find((p) => p.trang_thai === 'DA_CAP_PHAT')!;
    const detail = await t.request<{ cap_phat: { trang_thai: string }[] }>(
      'GET',
      `/api/v1/don-thuoc/${dispensed.id}/chi-tiet-don-thuoc`,
      { token: pharmacist.access_token, query: { to_chuc: organisationId } },
    );
    expect(detail.body.data.cap_phat).toMatchObject([{ trang_thai: 'HOAN_THANH' }]);
  });
});

describe('demo insurance XML', () => {
  it("checks the demo's dispensed prescriptions clean and exports them valid against the XSDs", async () => {
    const dispensary = await book(warehouses.find((w) => w.ma === 'KLNT')!.id);
    const dispensed = dispensary.filter((p) => p.trang_thai !== 'CHO_CAP_PHAT');
    expect(dispensed.length).toBeGreaterThanOrEqual(3);
    const tablesSeen = new Set<string>();
    for (const prescription of dispensed) {
      const query = { to_chuc: organisationId, ma_lk: prescription.ma_don_thuoc };
      const report = await t.request<BhytXmlReport>('GET', '/api/v1/xml-bhyt/kiem-tra-xml-bhyt', {
        token: pharmacist.access_token,
        query,
      });
      expect(report.status).toBe(200);
      expect(report.body.data.loi).toEqual([]);
      const response = await t.raw(
        'GET',
        `/api/v1/xml-bhyt/xuat-xml-bhyt?${new URLSearchParams(query).toString()}`,
        { token: pharmacist.access_token },
      );
      expect(response.status).toBe(200);
      const envelope = await response.text();
      expect(await xsdErrors('giamdinhhs.xsd', envelope)).toEqual([]);
      const documents = decodedTables(envelope);
      expect(documents.map(([loai]) => loai)).toContain('XML2');
      for (const [loai, document] of documents) {
        expect(await xsdErrors(`${loai.toLowerCase()}.xsd`, document), loai).toEqual([]);
        tablesSeen.add(loai);
      }
    }
    // The insulin syringes of the diabetic patient's visit are a medical supply: XML3.
    expect([...tablesSeen].sort()).toEqual(['XML2', 'XML3']);
    // The dispensings of yesterday and today, as the date-range export asks for them.
    const range = await t.request<BhytXmlReport>('GET', '/api/v1/xml-bhyt/kiem-tra-xml-bhyt', {
      token: pharmacist.access_token,
      query: { to_chuc: organisationId, tu_ngay: shiftDate(today, -1), den_ngay: today },
    });
    expect(range.body.data).toMatchObject({ hop_le: true, loi: [] });
    expect(range.body.data.so_ho_so).toBeGreaterThanOrEqual(1);
  });
});
