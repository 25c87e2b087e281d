import type { PatientMedicineMovement, VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../platform/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectStatus, hanoiDay } from '../inventory/inventory-test-helpers';
import { act, MEDICINE_RETURNS, submitted } from '../inventory/requisitions/requests-test-helpers';
import {
  allOf,
  dispense,
  DISPENSINGS,
  insertPatient,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';

const BASE = '/api/v1/benh-nhan';
let t: TestApp;
let f: PrescriptionFixture;
let otherPatient: string;
let paracetamol: string;
let amoxicillin: string;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  paracetamol = f.goods[0]!.id;
  amoxicillin = f.goods[1]!.id;
  await stockAt(t, f, paracetamol, 30, { so_lo: 'PA01', han_dung: hanoiDay(300) });
  await stockAt(t, f, amoxicillin, 4, { so_lo: 'AM01', han_dung: hanoiDay(200) });
  await stockAt(t, f, amoxicillin, 20, { so_lo: 'AM02', han_dung: hanoiDay(500) });
  otherPatient = await insertPatient(t, f.organisation.id, { ho_ten: 'Vũ Thị Phượng' });
});
afterAll(async () => {
  await t.close();
});

/** A prescription of the outpatient (or `patient`) written and dispensed in full at the dispensary. */
async function dispensedInFull(lines: { hang_hoa_id: string; so_luong: number }[], patient = f.outpatient) {
  const prescription = await prescribe(t, f, lines, { benh_nhan_id: patient });
  const done = expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
  const slip = done.cap_phat[done.cap_phat.length - 1]!;
  return expectStatus(
    await t.request<VoucherDetail>('GET', `${DISPENSINGS}/${slip.id}/chi-tiet-phieu-cap-phat-thuoc`, {
      token: f.chemist.access_token,
      query: { to_chuc: f.organisation.id },
    }),
    200,
  );
}

function history(query: Record<string, string | number> = {}, token = f.pharmacist.access_token) {
  return t.request<PatientMedicineMovement[]>('GET', `${BASE}/${f.outpatient}/thuoc-da-cap`, {
    token,
    query: { to_chuc: f.organisation.id, ...query },
  });
}

describe('benh-nhan: thuoc-da-cap', () => {
  it('starts empty', async () => {
    const empty = await history();
    expect(empty.status).toBe(200);
    expect(empty.body.data).toEqual([]);
    expect(empty.body.metadata).toEqual({ pagination: { page: 1, page_size: 25, count: 0 } });
  });

  it('lists completed dispensings and returns batch by batch, newest first, paged', async () => {
    // Earliest expiry first: the 10 amoxicillin take all 4 of AM01, then 6 of AM02.
    const dispensing = await dispensedInFull([
      { hang_hoa_id: paracetamol, so_luong: 10 },
      { hang_hoa_id: amoxicillin, so_luong: 10 },
    ]);
    const cancelled = await dispensedInFull([{ hang_hoa_id: paracetamol, so_luong: 9 }]);
    expectStatus(
      await act(t, f, DISPENSINGS, cancelled, 'huy', f.chemist.access_token, { ly_do: 'Cấp nhầm đơn' }),
      200,
    );
    await dispensedInFull([{ hang_hoa_id: paracetamol, so_luong: 7 }], otherPatient);
    const returned = expectStatus(
      await act(
        t,
        f,
        MEDICINE_RETURNS,
        await submitted(t, f, MEDICINE_RETURNS, f.chemist.access_token, {
          to_chuc: f.organisation.id,
          kho_id: f.dispensary,
          benh_nhan_id: f.outpatient,
          ly_do: 'Bệnh nhân đổi phác đồ, thuốc còn thừa',
          chi_tiet: [
            {
              hang_hoa_id: amoxicillin,
              lo_hang_id: dispensing.chi_tiet.flatMap((l) => l.phan_bo).find((b) => b.so_lo === 'AM01')!
                .lo_hang_id,
              so_luong: 2,
            },
          ],
        }),
        'duyet',
        f.chemist.access_token,
      ),
      200,
    );

    const all = await history({}, f.nurse.access_token);
    expect(all.status).toBe(200);
    expect(
      all.body.data.map((m) => [m.loai_phieu, m.so_phieu, m.hang_hoa_ten, m.so_lo, m.so_luong, m.kho_ten]),
    ).toEqual([
      ['TRA_THUOC', returned.so_phieu, 'Amoxicillin 500mg', 'AM01', 2, 'Kho lẻ ngoại trú'],
      ['CAP_PHAT', dispensing.so_phieu, 'Amoxicillin 500mg', 'AM01', 4, 'Kho lẻ ngoại trú'],
      ['CAP_PHAT', dispensing.so_phieu, 'Amoxicillin 500mg', 'AM02', 6, 'Kho lẻ ngoại trú'],
      ['CAP_PHAT', dispensing.so_phieu, 'Paracetamol 500mg', 'PA01', 10, 'Kho lẻ ngoại trú'],
    ]);
    expect(all.body.data[0]).toMatchObject({ trang_thai: 'HOAN_THANH', don_vi_tinh: 'Viên', so_don: null });
    expect(all.body.data[1]).toMatchObject({ trang_thai: 'HOAN_THANH', so_don: dispensing.so_don });

    const page = await history({ page: 2, page_size: 3 });
    expect(page.body.data.map((m) => m.so_lo)).toEqual(['PA01']);
    expect(page.body.metadata).toEqual({ pagination: { page: 2, page_size: 3, count: 4 } });
  });

  it('refuses a bad query, an unknown patient and a stranger', async () => {
    expect((await history({ page: 0 })).status).toBe(400);
    const unknown = await t.request('GET', `${BASE}/${newId()}/thuoc-da-cap`, {
      token: f.pharmacist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(unknown.status).toBe(404);
    const stranger = await t.request('GET', `${BASE}/${f.outpatient}/thuoc-da-cap`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.outsiderOrganisation.id },
    });
    expect(stranger.status).toBe(404);
  });
});
