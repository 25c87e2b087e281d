import type { PrescriptionListItem } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, type SignedInUser } from '../test/factories';
import { startTestApp, type TestApp } from '../test/harness';
import { kho } from '../db/schema/index';
import { DEMO_PASSWORD, seedDemo } from './demo';

let t: TestApp;
let organisationId: string;
let pharmacist: SignedInUser;
let warehouses: { id: string; ma: string; loai_kho: string }[];

beforeAll(async () => {
  t = await startTestApp();
  organisationId = (await seedDemo(t.context.db)).organisationId;
  pharmacist = await signIn(t, 'duocsi', DEMO_PASSWORD);
  warehouses = await t.context.db.select({ id: kho.id, ma: kho.ma, loai_kho: kho.loai_kho }).from(kho);
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
