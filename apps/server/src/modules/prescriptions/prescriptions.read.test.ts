import type {
  DiagnosisSuggestion,
  PrescribableGoods,
  PrescriptionDetail,
  PrescriptionListItem,
} from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus, hanoiDay, moveExpiry } from '../inventory/inventory-test-helpers';
import {
  allOf,
  detailOfPrescription,
  dispense,
  insertPatient,
  medicine,
  PRESCRIPTIONS,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from './prescriptions-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;
let para: { id: string };
let first: PrescriptionDetail;
let ward: PrescriptionDetail;
let other: PrescriptionDetail;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  para = await medicine(t, f, 'Paracetamol 500mg', 'Paracetamol');
  await stockAt(t, f, para.id, 40, { so_lo: 'R-1' });
  await stockAt(t, f, para.id, 10, { so_lo: 'R-EXP', han_dung: hanoiDay(100) });
  await stockAt(t, f, para.id, 5, { kho_id: f.cabinet });
  await moveExpiry(t, 'R-EXP', hanoiDay(-1));
  const line = [{ hang_hoa_id: para.id, so_luong: 4 }];
  first = await prescribe(t, f, line, { ma_icd: 'J18.9', chan_doan: 'Viêm phổi' });
  const patient = await insertPatient(t, f.organisation.id, {
    ho_ten: 'Lê Thị Đào',
    so_dien_thoai: '0912345678',
  });
  other = await prescribe(t, f, line, { benh_nhan_id: patient, ma_icd: 'J18.9', chan_doan: 'Viêm phổi' });
  ward = await prescribe(t, f, line, {
    benh_nhan_id: f.inpatient,
    khoa_id: f.ward,
    kho_id: f.cabinet,
    ma_icd: 'I10',
    chan_doan: 'Tăng huyết áp vô căn',
  });
  expectStatus(await dispense(t, f, first, allOf(first)), 200);
});
afterAll(() => t.close());

async function list(query: Record<string, string>, token = f.nurse.access_token) {
  const result = await t.request<PrescriptionListItem[]>('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
    token,
    query: { to_chuc: f.organisation.id, ...query },
  });
  return expectStatus(result, 200).map((p) => p.so_don);
}

describe('reading prescriptions', () => {
  it('lists newest first with every filter; any member reads', async () => {
    expect(await list({})).toEqual([ward.so_don, other.so_don, first.so_don]);
    expect(await list({ kho_id: f.dispensary })).toEqual([other.so_don, first.so_don]);
    expect(await list({ kho_id: f.cabinet })).toEqual([ward.so_don]);
    expect(await list({ khoa_id: f.ward })).toEqual([ward.so_don]);
    expect(await list({ benh_nhan_id: f.inpatient })).toEqual([ward.so_don]);
    expect(await list({ trang_thai: 'DA_CAP_PHAT' })).toEqual([first.so_don]);
    expect(await list({ tu_ngay: hanoiDay(1) })).toEqual([]);
    expect(await list({ den_ngay: hanoiDay(0) })).toHaveLength(3);
    // Accent-insensitive: patient name, patient code, number, diagnosis.
    expect(await list({ tu_khoa: 'le thi dao' })).toEqual([other.so_don]);
    expect(await list({ tu_khoa: 'TANG HUYET' })).toEqual([ward.so_don]);
    expect(await list({ tu_khoa: first.so_don })).toEqual([first.so_don]);
    expect(await list({ tu_khoa: ward.benh_nhan_ma })).toEqual([ward.so_don]);
    const page = await t.request<PrescriptionListItem[]>('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
      token: f.doctor.access_token,
      query: { to_chuc: f.organisation.id, page_size: 2, page: 2 },
    });
    expect(expectStatus(page, 200)).toHaveLength(1);
    expect(page.body.metadata!.pagination).toEqual({ page: 2, page_size: 2, count: 3 });
    expect(expectStatus(page, 200)[0]).toMatchObject({ so_dong: 1, benh_nhan_ten: 'Nguyễn Thị Ngoại Trú' });
    // The tabs' counts follow every filter but the status itself.
    const tabs = await t.request<PrescriptionListItem[]>('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.dispensary, trang_thai: 'DA_CAP_PHAT' },
    });
    expect(expectStatus(tabs, 200)).toHaveLength(1);
    expect(tabs.body.metadata!.dem_trang_thai).toEqual({
      CHO_CAP_PHAT: 1,
      CAP_PHAT_MOT_PHAN: 0,
      DA_CAP_PHAT: 1,
      DA_DONG: 0,
      HUY: 0,
    });
  });

  it('answers the detail with the patient, lines and dispensings to every member', async () => {
    const detail = expectStatus(await detailOfPrescription(t, f, first.id, f.keeper.access_token), 200);
    expect(detail.benh_nhan).toMatchObject({
      id: f.outpatient,
      ho_ten: 'Nguyễn Thị Ngoại Trú',
      ngay_sinh: '1970-05-01',
    });
    expect(detail.khoa_ten).toBe('Khoa Khám bệnh');
    expect(detail.kho_ten).toBe('Kho lẻ ngoại trú');
    expect(detail.chi_tiet[0]).toMatchObject({
      hang_hoa_ten: 'Paracetamol 500mg',
      hoat_chat: 'Paracetamol',
      so_luong_da_cap: 4,
    });
    expect(detail.cap_phat[0]!.chi_tiet).toMatchObject([{ so_lo: 'R-1', so_luong: 4 }]);
  });

  it("hides another organisation's prescriptions and refuses strangers", async () => {
    const stranger = await t.request('GET', `${PRESCRIPTIONS}/${first.id}/chi-tiet-don-thuoc`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.outsiderOrganisation.id },
    });
    expect(stranger.status).toBe(404);
    const notMember = await t.request('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(notMember.status).toBe(403);
    const badQuery = await t.request('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, trang_thai: 'XONG' },
    });
    expect(badQuery.status).toBe(400);
    const foreignPatient = await t.request('GET', `${PRESCRIPTIONS}/kho-cap-phat`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.outsiderOrganisation.id, benh_nhan_id: f.outpatient },
    });
    expect(foreignPatient.status).toBe(404);
  });

  it('offers goods with what the warehouse can give: no expired batch, no reservation', async () => {
    const goods = async (kho_id: string, tu_khoa?: string) =>
      expectStatus(
        await t.request<PrescribableGoods[]>('GET', `${PRESCRIPTIONS}/hang-hoa-ke-don`, {
          token: f.doctor.access_token,
          query: { to_chuc: f.organisation.id, kho_id, ...(tu_khoa ? { tu_khoa } : {}) },
        }),
        200,
      );
    const inDispensary = await goods(f.dispensary, 'paracetamol');
    // The fixture's own Paracetamol has no stock: it comes after the one in stock.
    expect(inDispensary.map((g) => [g.id === para.id, g.kha_dung])).toEqual([
      [true, 36],
      [false, 0],
    ]);
    expect(inDispensary[0]).toMatchObject({ hoat_chat: 'Paracetamol', don_vi_tinh: 'Viên' });
    expect((await goods(f.cabinet, 'PARACETAMOL'))[0]!.kha_dung).toBe(5);
    // Goods in stock come first.
    expect((await goods(f.dispensary))[0]!.id).toBe(para.id);
    const foreign = await t.request('GET', `${PRESCRIPTIONS}/hang-hoa-ke-don`, {
      token: f.doctor.access_token,
      query: { to_chuc: f.organisation.id, kho_id: f.outsiderOrganisation.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('suggests the diagnoses written before, most used first, by ICD code or accent-free text', async () => {
    const suggest = async (tu_khoa?: string) =>
      expectStatus(
        await t.request<DiagnosisSuggestion[]>('GET', `${PRESCRIPTIONS}/goi-y-chan-doan`, {
          token: f.doctor.access_token,
          query: { to_chuc: f.organisation.id, ...(tu_khoa ? { tu_khoa } : {}) },
        }),
        200,
      );
    expect(await suggest()).toEqual([
      { ma_icd: 'J18.9', chan_doan: 'Viêm phổi', so_lan: 2 },
      { ma_icd: 'I10', chan_doan: 'Tăng huyết áp vô căn', so_lan: 1 },
    ]);
    expect((await suggest('viem')).map((s) => s.ma_icd)).toEqual(['J18.9']);
    expect((await suggest('i1')).map((s) => s.ma_icd)).toEqual(['I10']);
    expect(await suggest('khong co')).toEqual([]);
  });
});
