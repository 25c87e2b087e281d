import type { PrescriptionDetail, ServerEvent, StockItem, VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { announcedWithCommit, messagesSent } from '../../../test/statements';
import { startTestApp, type TestApp } from '../../../test/harness';
import { openChannel } from '../../realtime/realtime-test-client';
import {
  expectLedgerMatches,
  expectStatus,
  hanoiDay,
  moveExpiry,
  onHand,
  stockOf,
} from '../../inventory/inventory-test-helpers';
import {
  allOf,
  detailOfPrescription,
  dispense,
  DISPENSINGS,
  medicine,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from '../prescriptions-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
});
afterAll(() => t.close());

async function batchesOf(goodsId: string, warehouseId = f.dispensary) {
  const items: StockItem[] = await stockOf(t, f, warehouseId);
  return items.find((i) => i.hang_hoa_id === goodsId)?.lo_hang ?? [];
}

describe('dispensing a prescription', () => {
  it('dispenses in full, earliest expiry first, through a CAP_PHAT voucher naming the prescription', async () => {
    const para = await medicine(t, f, 'Paracetamol 500mg', 'Paracetamol');
    await stockAt(t, f, para.id, 10, { so_lo: 'P-LATE', han_dung: hanoiDay(300) });
    await stockAt(t, f, para.id, 6, { so_lo: 'P-EARLY', han_dung: hanoiDay(60) });
    const prescription = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 8 }]);
    const done = expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
    expect(done.trang_thai).toBe('DA_CAP_PHAT');
    expect(done.chi_tiet[0]!.so_luong_da_cap).toBe(8);
    expect(done.phien_ban).toBe(prescription.phien_ban + 1);
    expect(done.cap_phat).toHaveLength(1);
    const [slip] = done.cap_phat;
    expect(slip!.so_phieu).toMatch(/^PCP-\d{4}-\d{5}$/);
    expect(slip!.trang_thai).toBe('HOAN_THANH');
    expect(slip!.nguoi_cap_phat_ten).toBe('DS. Trần Thị Dược');
    expect(slip!.chi_tiet.map((b) => [b.so_lo, b.so_luong])).toEqual([
      ['P-EARLY', 6],
      ['P-LATE', 2],
    ]);
    expect(await onHand(t, f, f.dispensary, para.id)).toBe(8);
    const voucher = expectStatus(
      await t.request<VoucherDetail>('GET', `${DISPENSINGS}/${slip!.id}/chi-tiet-phieu-cap-phat-thuoc`, {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(voucher).toMatchObject({
      loai_phieu: 'CAP_PHAT',
      don_thuoc_id: prescription.id,
      so_don: prescription.so_don,
      benh_nhan_id: f.outpatient,
      benh_nhan_ten: 'Nguyễn Thị Ngoại Trú',
      kho_id: f.dispensary,
    });
    expect(voucher.chi_tiet[0]!.phan_bo).toHaveLength(2);
    await expectLedgerMatches(t, f, [f.dispensary]);
    // Another dispensing of a fully dispensed prescription is refused.
    const again = await dispense(t, f, done, [{ don_thuoc_chi_tiet_id: done.chi_tiet[0]!.id, so_luong: 1 }]);
    expect(again.status).toBe(409);
  });

  it('dispenses in part, then the rest from a batch the pharmacist chose', async () => {
    const amox = await medicine(t, f, 'Amoxicilin 500mg', 'Amoxicilin');
    const vitc = await medicine(t, f, 'Vitamin C 500mg', 'Acid ascorbic');
    await stockAt(t, f, amox.id, 20, { so_lo: 'A-1', han_dung: hanoiDay(90) });
    await stockAt(t, f, amox.id, 20, { so_lo: 'A-2', han_dung: hanoiDay(400) });
    await stockAt(t, f, vitc.id, 30, { so_lo: 'C-1' });
    const prescription = await prescribe(t, f, [
      { hang_hoa_id: amox.id, so_luong: 21 },
      { hang_hoa_id: vitc.id, so_luong: 10 },
    ]);
    const [amoxLine, vitcLine] = prescription.chi_tiet;
    const part = expectStatus(
      await dispense(t, f, prescription, [
        { don_thuoc_chi_tiet_id: amoxLine!.id, so_luong: 0 },
        { don_thuoc_chi_tiet_id: vitcLine!.id, so_luong: 10 },
      ]),
      200,
    );
    expect(part.trang_thai).toBe('CAP_PHAT_MOT_PHAN');
    expect(part.chi_tiet.map((l) => l.so_luong_da_cap)).toEqual([0, 10]);
    const late = (await batchesOf(amox.id)).find((b) => b.so_lo === 'A-2')!;
    const tooMuch = await dispense(t, f, part, [
      { don_thuoc_chi_tiet_id: amoxLine!.id, so_luong: 21, lo_hang_id: late.lo_hang_id },
    ]);
    expect(tooMuch.status).toBe(409);
    expect(tooMuch.body.message).toContain('A-2');
    const override = expectStatus(
      await dispense(t, f, part, [
        { don_thuoc_chi_tiet_id: amoxLine!.id, so_luong: 15, lo_hang_id: late.lo_hang_id },
      ]),
      200,
    );
    expect(override.trang_thai).toBe('CAP_PHAT_MOT_PHAN');
    expect(override.cap_phat[1]!.chi_tiet).toMatchObject([{ so_lo: 'A-2', so_luong: 15 }]);
    const amoxBatches = await batchesOf(amox.id);
    expect(amoxBatches.map((b) => [b.so_lo, b.so_luong])).toEqual([
      ['A-1', 20],
      ['A-2', 5],
    ]);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it("tells the dispensary's subscribers of the dispensing's voucher with its commit, never of a refused one", async () => {
    const channel = await openChannel(t, f.chemist);
    channel.socket.send(JSON.stringify({ type: 'subscribe', kho_id: f.dispensary }));
    await channel.next('subscribed');
    const salbu = await medicine(t, f, 'Salbutamol 2mg', 'Salbutamol');
    await stockAt(t, f, salbu.id, 4, { so_lo: 'S-1', han_dung: hanoiDay(200) });
    const tooMuch = await prescribe(t, f, [{ hang_hoa_id: salbu.id, so_luong: 6 }]);
    expect((await dispense(t, f, tooMuch, allOf(tooMuch))).status).toBe(409);
    const fits = await prescribe(t, f, [{ hang_hoa_id: salbu.id, so_luong: 3 }]);
    const sent = await messagesSent(() => dispense(t, f, fits, allOf(fits)));
    const done = expectStatus(sent.result, 200);
    // In the same message as the dispensing's COMMIT: heard if and only if it commits.
    expect(announcedWithCommit(sent.texts, 'CAP_PHAT')).toBe(true);
    // The first dispensing voucher heard of is the committed one: the refused one told nothing.
    // (The stock received and the prescriptions written for the test are announced too.)
    const nextOf = async <T extends ServerEvent>(type: T['type'], wanted: (event: T) => boolean) => {
      for (;;) {
        const event = (await channel.next(type)) as T;
        if (wanted(event)) return event;
      }
    };
    type VoucherEvent = Extract<ServerEvent, { type: 'voucher.changed' }>;
    type PrescriptionEvent = Extract<ServerEvent, { type: 'prescription.changed' }>;
    expect(await nextOf<VoucherEvent>('voucher.changed', (e) => e.kind === 'CAP_PHAT')).toEqual({
      type: 'voucher.changed',
      kho_id: f.dispensary,
      kind: 'CAP_PHAT',
      id: done.cap_phat[0]!.id,
      status: 'HOAN_THANH',
    });
    expect(
      await nextOf<PrescriptionEvent>('prescription.changed', (e) => e.status === 'DA_CAP_PHAT'),
    ).toMatchObject({ id: fits.id, phien_ban: done.phien_ban });
    channel.socket.close();
  });

  it('never gives an expired batch, and refuses a shortage naming the goods with nothing written', async () => {
    const vitk = await medicine(t, f, 'Vitamin K1 1mg', 'Phytomenadion');
    await stockAt(t, f, vitk.id, 5, { so_lo: 'K-OLD', han_dung: hanoiDay(30) });
    const prescription = await prescribe(t, f, [{ hang_hoa_id: vitk.id, so_luong: 5 }]);
    await stockAt(t, f, vitk.id, 5, { so_lo: 'K-EXP', han_dung: hanoiDay(200) });
    // The batch expires on the shelf (receipts refuse expired lots).
    await moveExpiry(t, 'K-EXP', hanoiDay(-3));
    const expired = (await batchesOf(vitk.id)).find((b) => b.so_lo === 'K-EXP')!;
    const refused = await dispense(t, f, prescription, [
      { don_thuoc_chi_tiet_id: prescription.chi_tiet[0]!.id, so_luong: 1, lo_hang_id: expired.lo_hang_id },
    ]);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('hết hạn');
    const more = await prescribe(t, f, [{ hang_hoa_id: vitk.id, so_luong: 6 }]);
    const short = await dispense(t, f, more, allOf(more));
    expect(short.status).toBe(409);
    expect(short.body.message).toContain('Vitamin K1 1mg');
    const unchanged = expectStatus(await detailOfPrescription(t, f, more.id), 200);
    expect(unchanged.phien_ban).toBe(more.phien_ban);
    expect(unchanged.cap_phat).toEqual([]);
    expect(await onHand(t, f, f.dispensary, vitk.id)).toBe(10);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('closes the remainder with a reason when asked, in the same call', async () => {
    const ors = await medicine(t, f, 'Oresol 245', 'Natri clorid + Kali clorid + Glucose');
    await stockAt(t, f, ors.id, 4);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: ors.id, so_luong: 10 }]);
    const line = { don_thuoc_chi_tiet_id: prescription.chi_tiet[0]!.id, so_luong: 4 };
    const noReason = await dispense(t, f, prescription, [line], { extra: { dong_phan_con_lai: true } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.message).toContain('lý do');
    const closed = expectStatus(
      await dispense(t, f, prescription, [line], {
        extra: { dong_phan_con_lai: true, ly_do_dong: 'Bệnh nhân mua phần còn lại ở ngoài' },
      }),
      200,
    );
    expect(closed.trang_thai).toBe('DA_DONG');
    expect(closed.ly_do_dong).toBe('Bệnh nhân mua phần còn lại ở ngoài');
    expect(closed.chi_tiet[0]!.so_luong_da_cap).toBe(4);
    const after = await dispense(t, f, closed, [{ ...line, so_luong: 1 }]);
    expect(after.status).toBe(409);
  });

  it('refuses more than is left, a line of another prescription, a line twice, or nothing at all', async () => {
    const zinc = await medicine(t, f, 'Kẽm gluconat 10mg', 'Kẽm gluconat');
    await stockAt(t, f, zinc.id, 50);
    const first = await prescribe(t, f, [{ hang_hoa_id: zinc.id, so_luong: 5 }]);
    const second = await prescribe(t, f, [{ hang_hoa_id: zinc.id, so_luong: 5 }]);
    const line = first.chi_tiet[0]!.id;
    const over = await dispense(t, f, first, [{ don_thuoc_chi_tiet_id: line, so_luong: 6 }]);
    expect(over.status).toBe(422);
    expect(over.body.message).toContain('còn 5');
    const foreign = await dispense(t, f, first, [
      { don_thuoc_chi_tiet_id: second.chi_tiet[0]!.id, so_luong: 1 },
    ]);
    expect(foreign.status).toBe(422);
    const twice = await dispense(t, f, first, [
      { don_thuoc_chi_tiet_id: line, so_luong: 1 },
      { don_thuoc_chi_tiet_id: line, so_luong: 1 },
    ]);
    expect(twice.status).toBe(422);
    const nothing = await dispense(t, f, first, [{ don_thuoc_chi_tiet_id: line, so_luong: 0 }]);
    expect(nothing.status).toBe(422);
    const stale = await dispense(t, f, { ...first, phien_ban: first.phien_ban + 3 }, allOf(first));
    expect(stale.status).toBe(409);
    const bad = await dispense(t, f, first, [{ don_thuoc_chi_tiet_id: line, so_luong: -1 }]);
    expect(bad.status).toBe(400);
    expect(await onHand(t, f, f.dispensary, zinc.id)).toBe(50);
  });

  it('only pharmacists and administrators acting in the warehouse dispense; others and strangers cannot', async () => {
    const salbu = await medicine(t, f, 'Salbutamol 2mg', 'Salbutamol');
    await stockAt(t, f, salbu.id, 10);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: salbu.id, so_luong: 2 }]);
    for (const user of [f.doctor, f.nurse, f.keeper, f.pharmacist, f.wardNurse]) {
      // f.pharmacist is a pharmacist of no department: she may not act in the dispensary.
      expect(
        (await dispense(t, f, prescription, allOf(prescription), { token: user.access_token })).status,
      ).toBe(403);
    }
    const stranger = await t.request('POST', `/api/v1/don-thuoc/${prescription.id}/cap-phat-don-thuoc`, {
      token: f.outsider.access_token,
      body: { to_chuc: f.outsiderOrganisation.id, phien_ban: 1, chi_tiet: allOf(prescription) },
    });
    expect(stranger.status).toBe(404);
    expectStatus(
      await dispense(t, f, prescription, allOf(prescription), { token: f.admin.access_token }),
      200,
    );
  });

  it('answers the first result again for a replayed Idempotency-Key and dispenses once', async () => {
    const cetirizin = await medicine(t, f, 'Cetirizin 10mg', 'Cetirizin');
    await stockAt(t, f, cetirizin.id, 10);
    const prescription = await prescribe(t, f, [{ hang_hoa_id: cetirizin.id, so_luong: 3 }]);
    const headers = { 'idempotency-key': `disp-${prescription.id}` };
    const first = await dispense(t, f, prescription, allOf(prescription), { headers });
    const replay = await dispense(t, f, prescription, allOf(prescription), { headers });
    expect(replay.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(replay.body).toEqual(first.body);
    expect(await onHand(t, f, f.dispensary, cetirizin.id)).toBe(7);
    const detail: PrescriptionDetail = expectStatus(await detailOfPrescription(t, f, prescription.id), 200);
    expect(detail.cap_phat).toHaveLength(1);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('dispenses an inpatient prescription from the ward cabinet', async () => {
    const ceftri = await medicine(t, f, 'Ceftriaxon 1g', 'Ceftriaxon');
    await stockAt(t, f, ceftri.id, 10, { kho_id: f.cabinet });
    const prescription = await prescribe(t, f, [{ hang_hoa_id: ceftri.id, so_luong: 4 }], {
      benh_nhan_id: f.inpatient,
      khoa_id: f.ward,
      kho_id: f.cabinet,
    });
    // The dispensary's pharmacist does not act in the ward's cabinet.
    expect((await dispense(t, f, prescription, allOf(prescription))).status).toBe(403);
    const done = expectStatus(
      await dispense(t, f, prescription, allOf(prescription), { token: f.admin.access_token }),
      200,
    );
    expect(done.trang_thai).toBe('DA_CAP_PHAT');
    expect(await onHand(t, f, f.cabinet, ceftri.id)).toBe(6);
    await expectLedgerMatches(t, f, [f.cabinet]);
  });
});
