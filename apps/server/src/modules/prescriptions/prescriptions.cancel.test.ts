import type { PrescriptionDetail, StockCard, VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/harness';
import { expectLedgerMatches, expectStatus, ISSUES, onHand } from '../inventory/inventory-test-helpers';
import {
  allOf,
  detailOfPrescription,
  dispense,
  DISPENSINGS,
  medicine,
  PRESCRIPTIONS,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from './prescriptions-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
});
afterAll(() => t.close());

function cancelDispensing(
  slip: { id: string },
  version: number,
  token = f.chemist.access_token,
  organisationId = f.organisation.id,
) {
  return t.request<VoucherDetail>('POST', `${DISPENSINGS}/${slip.id}/huy-phieu-cap-phat-thuoc`, {
    token,
    body: { to_chuc: organisationId, phien_ban: version, ly_do: 'Cấp nhầm lô' },
  });
}

function prescriptionAction(
  action: 'dong' | 'huy',
  prescription: { id: string; phien_ban: number },
  token: string,
  ly_do: string | null = 'Bệnh nhân không đến lĩnh',
) {
  return t.request<PrescriptionDetail>('POST', `${PRESCRIPTIONS}/${prescription.id}/${action}-don-thuoc`, {
    token,
    body: {
      to_chuc: f.organisation.id,
      phien_ban: prescription.phien_ban,
      ...(ly_do !== null ? { ly_do } : {}),
    },
  });
}

describe('cancelling a dispensing', () => {
  it('gives the stock back, reopens the lines and the status, and shows on the stock card', async () => {
    const para = await medicine(t, f, 'Paracetamol 500mg', 'Paracetamol');
    await stockAt(t, f, para.id, 20);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 12 }]);
    const line = prescription.chi_tiet[0]!.id;
    const part = expectStatus(
      await dispense(t, f, prescription, [{ don_thuoc_chi_tiet_id: line, so_luong: 5 }]),
      200,
    );
    const full = expectStatus(
      await dispense(t, f, part, [{ don_thuoc_chi_tiet_id: line, so_luong: 7 }]),
      200,
    );
    expect(full.trang_thai).toBe('DA_CAP_PHAT');
    expect(await onHand(t, f, f.dispensary, para.id)).toBe(8);
    const second = full.cap_phat[1]!;
    const secondVoucher = expectStatus(
      await t.request<VoucherDetail>('GET', `${DISPENSINGS}/${second.id}/chi-tiet-phieu-cap-phat-thuoc`, {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    // A doctor, a nurse or a stranger cannot cancel it.
    for (const user of [f.doctor, f.nurse, f.keeper]) {
      expect((await cancelDispensing(second, secondVoucher.phien_ban, user.access_token)).status).toBe(403);
    }
    const foreign = await cancelDispensing(second, 1, f.outsider.access_token, f.outsiderOrganisation.id);
    expect(foreign.status).toBe(404);
    expect((await cancelDispensing(second, secondVoucher.phien_ban + 5)).status).toBe(409);
    const cancelled = expectStatus(await cancelDispensing(second, secondVoucher.phien_ban), 200);
    expect(cancelled.trang_thai).toBe('HUY');
    expect(cancelled.ly_do_huy).toBe('Cấp nhầm lô');
    expect(await onHand(t, f, f.dispensary, para.id)).toBe(15);
    const after = expectStatus(await detailOfPrescription(t, f, prescription.id), 200);
    expect(after.trang_thai).toBe('CAP_PHAT_MOT_PHAN');
    expect(after.chi_tiet[0]!.so_luong_da_cap).toBe(5);
    expect(after.cap_phat.map((c) => c.trang_thai)).toEqual(['HOAN_THANH', 'HUY']);
    // Cancelled twice: refused.
    expect((await cancelDispensing(second, cancelled.phien_ban)).status).toBe(409);
    const card = expectStatus(
      await t.request<StockCard>('GET', '/api/v1/ton-kho/the-kho', {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.dispensary, hang_hoa_id: para.id },
      }),
      200,
    );
    const kinds = card.dong.map((r) => r.loai_phieu);
    expect(kinds.filter((k) => k === 'CAP_PHAT')).toHaveLength(3);
    // The dispensed rows name the patient as the other side of the movement.
    expect(card.dong.find((r) => r.loai_phieu === 'CAP_PHAT')!.dien_giai).toBe('Nguyễn Thị Ngoại Trú');
    await expectLedgerMatches(t, f, [f.dispensary]);
    // The rest can be dispensed again.
    const again = expectStatus(await dispense(t, f, after, allOf(after)), 200);
    expect(again.trang_thai).toBe('DA_CAP_PHAT');
  });

  it('reopens a closed prescription: the cancelled medicine is owed again', async () => {
    const amox = await medicine(t, f, 'Amoxicilin 500mg', 'Amoxicilin');
    await stockAt(t, f, amox.id, 10);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: amox.id, so_luong: 10 }]);
    const closed = expectStatus(
      await dispense(
        t,
        f,
        prescription,
        [{ don_thuoc_chi_tiet_id: prescription.chi_tiet[0]!.id, so_luong: 4 }],
        {
          extra: { dong_phan_con_lai: true, ly_do_dong: 'Hết hàng' },
        },
      ),
      200,
    );
    expect(closed.trang_thai).toBe('DA_DONG');
    const slip = expectStatus(
      await t.request<VoucherDetail>(
        'GET',
        `${DISPENSINGS}/${closed.cap_phat[0]!.id}/chi-tiet-phieu-cap-phat-thuoc`,
        {
          token: f.nurse.access_token,
          query: { to_chuc: f.organisation.id },
        },
      ),
      403,
    );
    expect(slip).toBeNull();
    const voucher = expectStatus(
      await t.request<VoucherDetail>(
        'GET',
        `${DISPENSINGS}/${closed.cap_phat[0]!.id}/chi-tiet-phieu-cap-phat-thuoc`,
        {
          token: f.chemist.access_token,
          query: { to_chuc: f.organisation.id },
        },
      ),
      200,
    );
    expectStatus(await cancelDispensing(voucher, voucher.phien_ban), 200);
    const reopened = expectStatus(await detailOfPrescription(t, f, prescription.id), 200);
    expect(reopened.trang_thai).toBe('CHO_CAP_PHAT');
    expect(reopened.ly_do_dong).toBeNull();
    expect(await onHand(t, f, f.dispensary, amox.id)).toBe(10);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('is not a voucher of the other books, and their calls do not reach it', async () => {
    const zinc = await medicine(t, f, 'Kẽm 10mg', 'Kẽm gluconat');
    await stockAt(t, f, zinc.id, 5);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: zinc.id, so_luong: 1 }]);
    const done = expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
    const issues = expectStatus(
      await t.request<VoucherDetail[]>('GET', `${ISSUES}/danh-sach-phieu-xuat-kho`, {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.dispensary },
      }),
      200,
    );
    expect(issues.some((v) => v.id === done.cap_phat[0]!.id)).toBe(false);
    const viaIssues = await t.request('GET', `${ISSUES}/${done.cap_phat[0]!.id}/chi-tiet-phieu-xuat-kho`, {
      token: f.chemist.access_token,
      query: { to_chuc: f.organisation.id },
    });
    expect(viaIssues.status).toBe(404);
    const book = expectStatus(
      await t.request<VoucherDetail[]>('GET', `${DISPENSINGS}/danh-sach-phieu-cap-phat-thuoc`, {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, kho_id: f.dispensary, tu_khoa: prescription.so_don },
      }),
      200,
    );
    expect(book.map((v) => v.id)).toEqual([done.cap_phat[0]!.id]);
  });
});

describe('closing and cancelling a prescription', () => {
  it('the pharmacy closes an unfilled remainder with a reason; prescribers cannot', async () => {
    const vitc = await medicine(t, f, 'Vitamin C', 'Acid ascorbic');
    const prescription = await prescribe(t, f, [{ hang_hoa_id: vitc.id, so_luong: 3 }]);
    expect((await prescriptionAction('dong', prescription, f.doctor.access_token)).status).toBe(403);
    expect((await prescriptionAction('dong', prescription, f.chemist.access_token, null)).status).toBe(400);
    const closed = expectStatus(await prescriptionAction('dong', prescription, f.chemist.access_token), 200);
    expect(closed.trang_thai).toBe('DA_DONG');
    expect(closed.ly_do_dong).toBe('Bệnh nhân không đến lĩnh');
    expect((await prescriptionAction('dong', closed, f.chemist.access_token)).status).toBe(409);
    expect((await prescriptionAction('huy', closed, f.doctor.access_token)).status).toBe(409);
  });

  it('a prescriber of its department cancels one nothing was dispensed from', async () => {
    const salbu = await medicine(t, f, 'Salbutamol 2mg', 'Salbutamol');
    await stockAt(t, f, salbu.id, 10);
    const untouched = await prescribe(t, f, [{ hang_hoa_id: salbu.id, so_luong: 2 }]);
    for (const user of [f.chemist, f.nurse, f.surgeon]) {
      expect((await prescriptionAction('huy', untouched, user.access_token)).status).toBe(403);
    }
    expect(
      (await prescriptionAction('huy', { ...untouched, phien_ban: 9 }, f.doctor.access_token)).status,
    ).toBe(409);
    const cancelled = expectStatus(await prescriptionAction('huy', untouched, f.doctor.access_token), 200);
    expect(cancelled.trang_thai).toBe('HUY');
    expect(cancelled.ly_do_huy).toBe('Bệnh nhân không đến lĩnh');
    expect((await dispense(t, f, cancelled, allOf(cancelled))).status).toBe(409);

    const given = await prescribe(t, f, [{ hang_hoa_id: salbu.id, so_luong: 2 }]);
    const part = expectStatus(
      await dispense(t, f, given, [{ don_thuoc_chi_tiet_id: given.chi_tiet[0]!.id, so_luong: 1 }]),
      200,
    );
    const refused = await prescriptionAction('huy', part, f.doctor.access_token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('đóng phần còn lại');
    const foreign = await t.request('POST', `${PRESCRIPTIONS}/${given.id}/huy-don-thuoc`, {
      token: f.outsider.access_token,
      body: { to_chuc: f.outsiderOrganisation.id, phien_ban: part.phien_ban, ly_do: 'x' },
    });
    expect(foreign.status).toBe(404);
    expect(expectStatus(await detailOfPrescription(t, f, given.id), 200).trang_thai).toBe(
      'CAP_PHAT_MOT_PHAN',
    );
  });
});
