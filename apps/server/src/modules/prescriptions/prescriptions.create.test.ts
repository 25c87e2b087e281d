import { ERROR_CODES, type PrescriptionCheckResult, type PrescriptionListItem } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertGoods } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus } from '../inventory/inventory-test-helpers';
import {
  createPrescription,
  insertPatient,
  medicine,
  PRESCRIPTIONS,
  prescriptionBody,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from './prescriptions-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;
let para: { id: string };
let morphine: { id: string };

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  para = await medicine(t, f, 'Paracetamol 500mg', 'Paracetamol');
  morphine = await medicine(t, f, 'Morphin 10mg/ml', 'Morphin hydroclorid', 'GAY_NGHIEN');
  await stockAt(t, f, para.id, 100);
  await stockAt(t, f, morphine.id, 10);
});
afterAll(() => t.close());

async function countPrescriptions(): Promise<number> {
  const list = await t.request<PrescriptionListItem[]>('GET', `${PRESCRIPTIONS}/danh-sach-don-thuoc`, {
    token: f.admin.access_token,
    query: { to_chuc: f.organisation.id },
  });
  return (expectStatus(list, 200), list.body.metadata!.pagination as { count: number }).count;
}

function check(body: unknown, token = f.doctor.access_token) {
  return t.request<PrescriptionCheckResult>('POST', `${PRESCRIPTIONS}/kiem-tra-don-thuoc`, { token, body });
}

describe('writing a prescription', () => {
  it('saves a prescription without warnings: number, status, lines, the doctor, realtime-ready', async () => {
    const body = prescriptionBody(f, [
      {
        hang_hoa_id: para.id,
        lieu_moi_lan: 1,
        so_lan_ngay: 3,
        so_ngay: 5,
        so_luong: 15,
        cach_dung: 'Uống sau ăn',
      },
    ]);
    const saved = expectStatus(await createPrescription(t, f.doctor.access_token, body), 201);
    expect(saved.so_don).toMatch(/^DT-\d{4}-\d{5}$/);
    expect(saved.trang_thai).toBe('CHO_CAP_PHAT');
    expect(saved.loai_dieu_tri).toBe('NGOAI_TRU');
    expect(saved.bac_si_ten).toBe('BS. Lê Văn Khám');
    expect(saved.kho_id).toBe(f.dispensary);
    expect(saved.co_thuoc_kiem_soat).toBe(false);
    expect(saved.canh_bao).toEqual([]);
    expect(saved.chi_tiet).toMatchObject([
      {
        stt: 1,
        hang_hoa_id: para.id,
        so_luong: 15,
        so_luong_da_cap: 0,
        so_lan_ngay: 3,
        cach_dung: 'Uống sau ăn',
      },
    ]);
    const next = expectStatus(await createPrescription(t, f.doctor.access_token, body), 201);
    const number = (n: string) => Number(n.slice(-5));
    expect(number(next.so_don)).toBe(number(saved.so_don) + 1);
  });

  it('checks each kind of warning and refuses to save them unconfirmed (409, nothing written)', async () => {
    const amoxicillin = await medicine(t, f, 'Amoxicilin 500mg', 'Amoxicilin');
    const combined = await medicine(t, f, 'Augmentin 625mg', 'Amoxicilin + Acid clavulanic');
    const penicillin = await medicine(t, f, 'Penicilin V 400000UI', 'Phenoxymethyl penicilin');
    await stockAt(t, f, amoxicillin.id, 50, { kho_id: f.cabinet });
    await stockAt(t, f, combined.id, 50, { kho_id: f.cabinet });
    const body = prescriptionBody(
      f,
      [
        { hang_hoa_id: amoxicillin.id, so_luong: 10 },
        { hang_hoa_id: combined.id, so_luong: 10 },
        { hang_hoa_id: penicillin.id, so_luong: 5 },
      ],
      { benh_nhan_id: f.inpatient, khoa_id: f.ward, kho_id: f.cabinet },
    );
    const result = expectStatus(await check(body), 200);
    expect(result.canh_bao.map((w) => [w.loai, w.hang_hoa_id, w.chi_tiet])).toEqual([
      ['TRUNG_HOAT_CHAT', combined.id, 'Amoxicilin'],
      ['DI_UNG', penicillin.id, 'Penicilin'],
      ['VUOT_TON', penicillin.id, null],
    ]);
    expect(result.canh_bao[2]).toMatchObject({ kha_dung: 0, so_luong: 5 });
    const before = await countPrescriptions();
    const refused = await createPrescription(t, f.doctor.access_token, body);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ERROR_CODES.PRESCRIPTION_WARNINGS);
    expect(refused.body.message).toContain('3 cảnh báo');
    expect((refused.body.data as PrescriptionCheckResult).canh_bao).toEqual(result.canh_bao);
    expect(await countPrescriptions()).toBe(before);
    const saved = expectStatus(
      await createPrescription(t, f.doctor.access_token, { ...body, xac_nhan_canh_bao: true }),
      201,
    );
    expect(saved.canh_bao).toEqual(result.canh_bao);
    expect(saved.loai_dieu_tri).toBe('NOI_TRU');
    expect(saved.benh_nhan.di_ung_hoat_chat).toEqual(['Penicilin']);
  });

  it('a controlled drug is a warning, marks the prescription and needs a doctor', async () => {
    const body = prescriptionBody(f, [{ hang_hoa_id: morphine.id, so_luong: 2 }]);
    const result = expectStatus(await check(body), 200);
    expect(result.canh_bao).toMatchObject([{ loai: 'THUOC_KIEM_SOAT', chi_tiet: 'GAY_NGHIEN' }]);
    const byAdmin = await createPrescription(t, f.admin.access_token, { ...body, xac_nhan_canh_bao: true });
    expect(byAdmin.status).toBe(403);
    expect(byAdmin.body.message).toContain('Morphin 10mg/ml');
    const saved = expectStatus(
      await createPrescription(t, f.doctor.access_token, { ...body, xac_nhan_canh_bao: true }),
      201,
    );
    expect(saved.co_thuoc_kiem_soat).toBe(true);
    const ordinary = prescriptionBody(f, [{ hang_hoa_id: para.id, so_luong: 1 }]);
    expectStatus(await createPrescription(t, f.admin.access_token, ordinary), 201);
  });

  it('nurses and pharmacists do not prescribe; a doctor prescribes only for their departments', async () => {
    const body = prescriptionBody(f, [{ hang_hoa_id: para.id, so_luong: 1 }]);
    for (const user of [f.nurse, f.wardNurse, f.chemist, f.keeper]) {
      expect((await createPrescription(t, user.access_token, body)).status).toBe(403);
      expect((await check(body, user.access_token)).status).toBe(403);
    }
    expect((await createPrescription(t, f.outsider.access_token, body)).status).toBe(403);
    const surgeon = await createPrescription(t, f.surgeon.access_token, body);
    expect(surgeon.status).toBe(403);
    expect(surgeon.body.message).toContain('không làm việc ở khoa');
    expectStatus(await createPrescription(t, f.surgeon.access_token, { ...body, khoa_id: f.surgery }), 201);
  });

  it('dispenses outpatients from a dispensary and inpatients from their ward cabinet', async () => {
    const lines = [{ hang_hoa_id: para.id, so_luong: 1 }];
    const outpatientAtCabinet = await createPrescription(
      t,
      f.doctor.access_token,
      prescriptionBody(f, lines, { kho_id: f.cabinet, xac_nhan_canh_bao: true }),
    );
    expect(outpatientAtCabinet.status).toBe(422);
    expect(outpatientAtCabinet.body.message).toContain('kho lẻ');
    const inpatient = { benh_nhan_id: f.inpatient, khoa_id: f.ward, xac_nhan_canh_bao: true };
    for (const kho_id of [f.dispensary, f.surgeryCabinet, f.mainStore]) {
      const refused = await createPrescription(
        t,
        f.doctor.access_token,
        prescriptionBody(f, lines, { ...inpatient, kho_id }),
      );
      expect(refused.status).toBe(422);
      expect(refused.body.message).toContain('Khoa Nội');
    }
    const warehouses = await t.request<{ id: string }[]>('GET', `${PRESCRIPTIONS}/kho-cap-phat`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, benh_nhan_id: f.inpatient },
    });
    expect(expectStatus(warehouses, 200).map((w) => w.id)).toEqual([f.cabinet]);
    const outpatients = await t.request<{ id: string }[]>('GET', `${PRESCRIPTIONS}/kho-cap-phat`, {
      token: f.nurse.access_token,
      query: { to_chuc: f.organisation.id, benh_nhan_id: f.outpatient },
    });
    expect(expectStatus(outpatients, 200).map((w) => w.id)).toEqual([f.dispensary]);
  });

  it('refuses a discharged inpatient and a date ahead of today', async () => {
    const discharged = await insertPatient(t, f.organisation.id, {
      ho_ten: 'Đã Ra Viện',
      loai_dieu_tri: 'NOI_TRU',
      khoa_id: f.ward,
      ngay_vao_vien: '2026-01-01',
      ngay_ra_vien: '2026-01-05',
    });
    const lines = [{ hang_hoa_id: para.id, so_luong: 1 }];
    const refused = await createPrescription(
      t,
      f.doctor.access_token,
      prescriptionBody(f, lines, {
        benh_nhan_id: discharged,
        khoa_id: f.ward,
        kho_id: f.cabinet,
        xac_nhan_canh_bao: true,
      }),
    );
    expect(refused.status).toBe(422);
    expect(refused.body.message).toContain('05/01/2026');
    const ahead = await createPrescription(
      t,
      f.doctor.access_token,
      prescriptionBody(f, lines, { ngay_ke: '2999-01-01' }),
    );
    expect(ahead.status).toBe(422);
  });

  it("refuses another organisation's patient, department, warehouse and goods, writing nothing", async () => {
    const other = f.outsiderOrganisation.id;
    const foreignPatient = await insertPatient(t, other, { ho_ten: 'Bệnh Nhân Khác' });
    const foreignGoods = await insertGoods(t, other, { ma: 'FOREIGN1', ten: 'Thuốc nơi khác' });
    const lines = [{ hang_hoa_id: para.id, so_luong: 1 }];
    const before = await countPrescriptions();
    const cases: [Record<string, unknown>, number][] = [
      [{ benh_nhan_id: foreignPatient }, 404],
      [{ khoa_id: f.outsiderOrganisation.id }, 404],
      [{ kho_id: f.outsiderOrganisation.id }, 404],
      [{ chi_tiet: [{ hang_hoa_id: foreignGoods.id, so_luong: 1 }] }, 422],
      [{ to_chuc: other }, 403],
    ];
    for (const [extra, status] of cases) {
      const result = await createPrescription(t, f.doctor.access_token, prescriptionBody(f, lines, extra));
      expect(result.status, JSON.stringify(extra)).toBe(status);
    }
    expect(await countPrescriptions()).toBe(before);
  });

  it('answers bad input with 400 and the field', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ma_icd: 'viem' }, 'ma_icd'],
      [{ chan_doan: '  ' }, 'chan_doan'],
      [{ chi_tiet: [] }, 'chi_tiet'],
      [
        {
          chi_tiet: [
            { hang_hoa_id: para.id, so_luong: 1 },
            { hang_hoa_id: para.id, so_luong: 2 },
          ],
        },
        'chi_tiet',
      ],
      [{ chi_tiet: [{ hang_hoa_id: para.id, so_luong: 0 }] }, 'chi_tiet.0.so_luong'],
      [{ chi_tiet: [{ hang_hoa_id: para.id, so_luong: 1, so_lan_ngay: 0 }] }, 'chi_tiet.0.so_lan_ngay'],
      [{ benh_nhan_id: 'x' }, 'benh_nhan_id'],
    ];
    for (const [extra, path] of cases) {
      const result = await createPrescription(
        t,
        f.doctor.access_token,
        prescriptionBody(f, [], { chi_tiet: [{ hang_hoa_id: para.id, so_luong: 1 }], ...extra }),
      );
      expect(result.status, path).toBe(400);
      const errors = (result.body.data as unknown as { errors: { path: string }[] }).errors;
      expect(errors.map((e) => e.path)).toContain(path);
    }
  });
});
