import type { ConsumptionReport, Overview, StockMovementReport } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/harness';
import { expectLedgerMatches, expectStatus, hanoiDay } from '../../inventory/inventory-test-helpers';
import {
  act,
  MEDICINE_RETURNS,
  stockUp,
  submitted,
} from '../../inventory/requisitions/requests-test-helpers';
import {
  allOf,
  createPrescription,
  dispense,
  insertPatient,
  medicine,
  prescriptionBody,
  setupPrescriptions,
  type LineSpec,
  type PrescriptionFixture,
} from '../../prescriptions/prescriptions-test-helpers';
import { report } from '../reports-test-helpers';

/**
 * Patients' returns in the consumption report: medicine a patient gives back lowers the consumption
 * of the department whose prescription it was dispensed on (docs/reports.md, "Patients' returns").
 */

let t: TestApp;
let f: PrescriptionFixture;
let goods: { id: string };
let batchId: string;
/** A patient of the clinic (KKB) and later of the surgical ward, and one of the surgical ward only. */
let patientX: string;
let patientY: string;
const today = hanoiDay(0);
/** The receipt's price; the batch's unit cost adds its 5 % VAT. */
const unitCost = 1500;
const cost = (quantity: number) => quantity * 1575;

const chemist = () => f.chemist.access_token;

/** A prescription of `department` for `patient`, written by a doctor of it, dispensed in full at the dispensary. */
async function dispensedTo(patient: string, department: string, lines: LineSpec[]) {
  const doctor = department === f.surgery ? f.surgeon : f.doctor;
  const body = prescriptionBody(f, lines, {
    xac_nhan_canh_bao: true,
    benh_nhan_id: patient,
    khoa_id: department,
  });
  const prescription = expectStatus(await createPrescription(t, doctor.access_token, body), 201);
  expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
}

/** A return of `quantity` of the batch from `patient` to the dispensary, approved. */
async function returned(patient: string, quantity: number) {
  const pending = await submitted(t, f, MEDICINE_RETURNS, chemist(), {
    to_chuc: f.organisation.id,
    kho_id: f.dispensary,
    benh_nhan_id: patient,
    ly_do: 'Bệnh nhân ra viện, thuốc còn thừa',
    chi_tiet: [{ hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: quantity }],
  });
  return expectStatus(await act(t, f, MEDICINE_RETURNS, pending, 'duyet', chemist()), 200);
}

const consumption = (query: Record<string, string | number | undefined> = {}, token = f.admin.access_token) =>
  report<ConsumptionReport>(t, 'su-dung', token, {
    to_chuc: f.organisation.id,
    tu_ngay: today,
    den_ngay: today,
    kho_id: f.dispensary,
    ...query,
  });

/** [department, dispensed to patients, total] of the test's medicine. */
async function byDepartment(query: Record<string, string | number | undefined> = {}) {
  const data = expectStatus(await consumption(query), 200);
  return data.dong
    .filter((r) => r.hang_hoa_id === goods.id)
    .map((r) => [r.khoa_id, r.cap_phat_benh_nhan.so_luong, r.tong.gia_tri]);
}

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  goods = await medicine(t, f, 'Amoxicilin trả lại');
  const receipt = await stockUp(t, f, goods.id, 60, {
    kho_id: f.dispensary,
    so_lo: 'AMX-1',
    don_gia: unitCost,
  });
  batchId = receipt.chi_tiet[0]!.phan_bo[0]!.lo_hang_id;
  patientX = await insertPatient(t, f.organisation.id, { ho_ten: 'Phạm Văn Trả Thuốc' });
  patientY = await insertPatient(t, f.organisation.id, { ho_ten: 'Lý Thị Phẫu Thuật' });
});
afterAll(() => t.close());

describe('consumption counts what patients give back against the prescribing department', () => {
  it('a dispensing of N and a return of M count N - M for the prescribing department only', async () => {
    await dispensedTo(patientX, f.clinic, [{ hang_hoa_id: goods.id, so_luong: 10 }]);
    await dispensedTo(patientY, f.surgery, [{ hang_hoa_id: goods.id, so_luong: 8 }]);
    expect(await byDepartment()).toEqual([
      [f.clinic, 10, cost(10)],
      [f.surgery, 8, cost(8)],
    ]);

    await returned(patientX, 4);
    // The clinic's figure drops; the surgical ward's (same batch, another patient) does not, and
    // neither the pharmacy nor the dispensary's own department gets a line.
    expect(await byDepartment()).toEqual([
      [f.clinic, 6, cost(6)],
      [f.surgery, 8, cost(8)],
    ]);
    await returned(patientY, 3);
    expect(await byDepartment()).toEqual([
      [f.clinic, 6, cost(6)],
      [f.surgery, 5, cost(5)],
    ]);
    const clinicOnly = expectStatus(await consumption({ khoa_id: f.clinic }), 200);
    expect(clinicOnly.theo_khoa.map((d) => [d.khoa_id, d.tong.so_luong])).toEqual([[f.clinic, 6]]);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it("a patient's return is matched to their dispensings in order: beyond the first, the next department's", async () => {
    // Patient X moves to the surgical ward and gets 6 more of the same batch there; they then give
    // back 9: the 6 left of the clinic's dispensing (4 of its 10 already came back) and 3 of the ward's.
    await dispensedTo(patientX, f.surgery, [{ hang_hoa_id: goods.id, so_luong: 6 }]);
    await returned(patientX, 9);
  });

  it('cancelling a return counts the medicine as used again, in the period of the cancellation', async () => {
    const last = await returned(patientY, 2);
    expect(await byDepartment()).toEqual([[f.surgery, 6, cost(6)]]);
    expectStatus(
      await act(t, f, MEDICINE_RETURNS, last, 'huy', f.admin.access_token, { ly_do: 'Nhập nhầm' }),
      200,
    );
    expect(await byDepartment()).toEqual([[f.surgery, 8, cost(8)]]);
  });

  it('the totals still equal the stock movement: dispensed less returned, for the warehouse and the organisation', async () => {
    const movement = expectStatus(
      await report<StockMovementReport>(t, 'xuat-nhap-ton', f.admin.access_token, {
        to_chuc: f.organisation.id,
        kho_id: f.dispensary,
        tu_ngay: today,
        den_ngay: today,
      }),
      200,
    );
    const line = movement.dong.find((r) => r.hang_hoa_id === goods.id)!;
    // 10 + 8 + 6 dispensed, 4 + 3 + 9 returned (2 more returned and cancelled).
    expect(line.xuat.XUAT_CAP_PHAT).toEqual({ so_luong: 8, gia_tri: cost(8) });
    const data = expectStatus(await consumption(), 200);
    const mine = data.dong.filter((r) => r.hang_hoa_id === goods.id);
    const dispensed = mine.reduce((sum, r) => sum + r.cap_phat_benh_nhan.so_luong, 0);
    expect(dispensed).toBe(line.xuat.XUAT_CAP_PHAT.so_luong);
    const organisation = expectStatus(await consumption({ kho_id: undefined }), 200);
    expect(organisation.dong.filter((r) => r.hang_hoa_id === goods.id).map((r) => r.tong)).toEqual([
      { so_luong: 8, gia_tri: cost(8) },
    ]);
  });

  it("the overview's department bars read the same figures", async () => {
    const overview = expectStatus(
      await t.request<Overview>('GET', '/api/v1/bao-cao/tong-quan', {
        token: f.admin.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    const clinic = overview.theo_khoa.find((d) => d.khoa_id === f.clinic);
    expect(clinic).toBeUndefined();
    expect(overview.theo_khoa.find((d) => d.khoa_id === f.surgery)?.gia_tri).toBe(cost(8));
  });
});
