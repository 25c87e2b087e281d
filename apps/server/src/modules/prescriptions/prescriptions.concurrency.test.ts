import type { PrescriptionDetail } from '@kho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { khoa } from '../../db/schema/index';
import { addMember, createSignedInUser, type SignedInUser } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectLedgerMatches, expectStatus, hanoiDay, onHand } from '../inventory/inventory-test-helpers';
import {
  allOf,
  detailOfPrescription,
  dispense,
  medicine,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from './prescriptions-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;
let second: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  // A second pharmacist of the dispensary (the pharmacy department, as the first).
  second = await createSignedInUser(t, { ho_ten: 'DS. Phạm Văn Cấp' });
  const [pharmacy] = await t.context.db
    .select()
    .from(khoa)
    .where(and(eq(khoa.to_chuc_id, f.organisation.id), eq(khoa.ma, 'KD')));
  await addMember(t, f.organisation.id, second, 'DUOC_SI', [pharmacy!.id]);
});
afterAll(() => t.close());

describe('dispensing at the same time', () => {
  it('two pharmacists dispensing the same scarce stock never oversell', async () => {
    const insulin = await medicine(t, f, 'Insulin glargine 100UI/ml', 'Insulin glargine');
    await stockAt(t, f, insulin.id, 3, { so_lo: 'I-1', han_dung: hanoiDay(60) });
    await stockAt(t, f, insulin.id, 4, { so_lo: 'I-2', han_dung: hanoiDay(120) });
    const prescriptions: PrescriptionDetail[] = [];
    for (let i = 0; i < 8; i += 1) {
      prescriptions.push(await prescribe(t, f, [{ hang_hoa_id: insulin.id, so_luong: 2 }]));
    }
    const pharmacists = [f.chemist, second];
    const results = await Promise.all(
      prescriptions.map((p, i) => dispense(t, f, p, allOf(p), { token: pharmacists[i % 2]!.access_token })),
    );
    const given = results.filter((r) => r.status === 200);
    // Every refusal is "not enough stock" (409), never a server error.
    expect(results.filter((r) => r.status !== 200).every((r) => r.status === 409)).toBe(true);
    expect(given).toHaveLength(3);
    expect(await onHand(t, f, f.dispensary, insulin.id)).toBe(1);
    for (const p of prescriptions) {
      const detail = expectStatus(await detailOfPrescription(t, f, p.id), 200);
      const dispensed = detail.chi_tiet[0]!.so_luong_da_cap;
      expect(detail.trang_thai).toBe(dispensed === 2 ? 'DA_CAP_PHAT' : 'CHO_CAP_PHAT');
    }
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('two pharmacists dispensing the same prescription at once give it once', async () => {
    const salbu = await medicine(t, f, 'Salbutamol 2mg', 'Salbutamol');
    await stockAt(t, f, salbu.id, 50);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: salbu.id, so_luong: 10 }]);
    const both = await Promise.all([
      dispense(t, f, prescription, allOf(prescription)),
      dispense(t, f, prescription, allOf(prescription), { token: second.access_token }),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await onHand(t, f, f.dispensary, salbu.id)).toBe(40);
    const detail = expectStatus(await detailOfPrescription(t, f, prescription.id), 200);
    expect(detail.cap_phat).toHaveLength(1);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });
});
