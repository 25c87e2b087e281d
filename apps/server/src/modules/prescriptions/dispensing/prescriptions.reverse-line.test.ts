import type {
  PatientMedicineMovement,
  PatientReturnableBatch,
  PrescriptionDetail,
  StockItem,
  VoucherDetail,
} from '@kho/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { nhatKy } from '../../../db/schema/index';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectLedgerMatches,
  expectStatus,
  hanoiDay,
  onHand,
  stockOf,
} from '../../inventory/inventory-test-helpers';
import { MEDICINE_RETURNS, submitted } from '../../inventory/requisitions/requests-test-helpers';
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

function voucherOf(id: string) {
  return t.request<VoucherDetail>('GET', `${DISPENSINGS}/${id}/chi-tiet-phieu-cap-phat-thuoc`, {
    token: f.chemist.access_token,
    query: { to_chuc: f.organisation.id },
  });
}

function reverseLine(
  voucher: { id: string; phien_ban: number },
  lineId: string,
  options: {
    token?: string;
    lang?: 'vi' | 'en';
    headers?: Record<string, string>;
    organisation?: string;
  } = {},
) {
  return t.request<VoucherDetail>('POST', `${DISPENSINGS}/${voucher.id}/huy-dong-phieu-cap-phat-thuoc`, {
    token: options.token ?? f.chemist.access_token,
    lang: options.lang,
    headers: options.headers,
    body: {
      to_chuc: options.organisation ?? f.organisation.id,
      phien_ban: voucher.phien_ban,
      chi_tiet_id: lineId,
      ly_do: 'Bệnh nhân không lấy thuốc này',
    },
  });
}

async function batchQuantity(goodsId: string, lot: string): Promise<number> {
  const items: StockItem[] = await stockOf(t, f, f.dispensary);
  return items.find((i) => i.hang_hoa_id === goodsId)?.lo_hang.find((b) => b.so_lo === lot)?.so_luong ?? 0;
}

/** Two medicines dispensed in one go; the first from two batches (FEFO), the second from one. */
async function dispensedTwoLines(tag: string) {
  const para = await medicine(t, f, `Paracetamol ${tag}`, 'Paracetamol');
  const vitamin = await medicine(t, f, `Vitamin C ${tag}`, 'Acid ascorbic');
  await stockAt(t, f, para.id, 4, { so_lo: `${tag}-EARLY`, han_dung: hanoiDay(60) });
  await stockAt(t, f, para.id, 20, { so_lo: `${tag}-LATE`, han_dung: hanoiDay(300) });
  await stockAt(t, f, vitamin.id, 30, { so_lo: `${tag}-VIT`, han_dung: hanoiDay(200) });
  const prescription = await prescribe(t, f, [
    { hang_hoa_id: para.id, so_luong: 10 },
    { hang_hoa_id: vitamin.id, so_luong: 6 },
  ]);
  const done = expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
  const voucher = expectStatus(await voucherOf(done.cap_phat[0]!.id), 200);
  const lineOf = (goodsId: string) => voucher.chi_tiet.find((l) => l.hang_hoa_id === goodsId)!;
  return {
    para,
    vitamin,
    prescription: done,
    voucher,
    paraLine: lineOf(para.id),
    vitaminLine: lineOf(vitamin.id),
  };
}

describe('reversing one line of a dispensing', () => {
  it('puts the line back on exactly its batches; the other line stands; ledger = stock', async () => {
    const { para, vitamin, prescription, voucher, paraLine } = await dispensedTwoLines('R1');
    expect(await batchQuantity(para.id, 'R1-EARLY')).toBe(0);
    expect(await batchQuantity(para.id, 'R1-LATE')).toBe(14);
    expect(await onHand(t, f, f.dispensary, vitamin.id)).toBe(24);

    const vitaminValue = voucher.chi_tiet
      .find((l) => l.hang_hoa_id === vitamin.id)!
      .phan_bo.reduce((sum, b) => sum + b.so_luong * b.don_gia, 0);
    expect(voucher.tong_tien).toBeGreaterThan(vitaminValue);
    const reversed = expectStatus(await reverseLine(voucher, paraLine.id), 200);
    expect(reversed.trang_thai).toBe('HOAN_THANH');
    expect(reversed.phien_ban).toBe(voucher.phien_ban + 1);
    // The voucher is now worth what it still gives; the reversed line stays on it, dated.
    expect(reversed.tong_tien).toBeCloseTo(vitaminValue, 2);
    expect(reversed.so_dong).toBe(2);
    expect(reversed.chi_tiet.find((l) => l.id === paraLine.id)!.ngay_dao_nguoc).toEqual(expect.any(String));
    expect(reversed.chi_tiet.find((l) => l.hang_hoa_id === vitamin.id)!.ngay_dao_nguoc).toBeNull();
    expect(await batchQuantity(para.id, 'R1-EARLY')).toBe(4);
    expect(await batchQuantity(para.id, 'R1-LATE')).toBe(20);
    expect(await onHand(t, f, f.dispensary, vitamin.id)).toBe(24);
    await expectLedgerMatches(t, f, [f.dispensary]);

    const after = expectStatus(await detailOfPrescription(t, f, prescription.id), 200);
    expect(after.trang_thai).toBe('CAP_PHAT_MOT_PHAN');
    expect(after.chi_tiet.map((l) => l.so_luong_da_cap)).toEqual([0, 6]);
    const slip = after.cap_phat[0]!;
    expect(slip.trang_thai).toBe('HOAN_THANH');
    const paraBatches = slip.chi_tiet.filter((b) => b.hang_hoa_id === para.id);
    expect(paraBatches).toHaveLength(2);
    for (const b of paraBatches) {
      expect(b.ngay_dao_nguoc).not.toBeNull();
      expect(b.ly_do_dao_nguoc).toBe('Bệnh nhân không lấy thuốc này');
    }
    expect(slip.chi_tiet.find((b) => b.hang_hoa_id === vitamin.id)!.ngay_dao_nguoc).toBeNull();

    const [audit] = await t.context.db
      .select()
      .from(nhatKy)
      .where(and(eq(nhatKy.doi_tuong_id, voucher.id), eq(nhatKy.hanh_dong, 'CAP_PHAT_DAO_NGUOC_DONG')));
    expect(audit).toMatchObject({ nguoi_dung_id: f.chemist.user.id, doi_tuong: 'phieu_kho' });
    expect((audit!.du_lieu as { so_luong: number }).so_luong).toBe(10);

    // The reversed line is owed again and can be dispensed anew.
    const again = expectStatus(
      await dispense(t, f, after, [{ don_thuoc_chi_tiet_id: after.chi_tiet[0]!.id, so_luong: 10 }]),
      200,
    );
    expect(again.trang_thai).toBe('DA_CAP_PHAT');
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('the last line standing cancels the voucher; cancelling the rest gives back only what stood', async () => {
    const { para, vitamin, prescription, voucher, paraLine, vitaminLine } = await dispensedTwoLines('R2');
    const first = expectStatus(await reverseLine(voucher, vitaminLine.id), 200);
    // Cancelling the whole voucher now gives back only the line still standing.
    const cancelled = expectStatus(
      await t.request<VoucherDetail>('POST', `${DISPENSINGS}/${voucher.id}/huy-phieu-cap-phat-thuoc`, {
        token: f.chemist.access_token,
        body: { to_chuc: f.organisation.id, phien_ban: first.phien_ban, ly_do: 'Cấp nhầm' },
      }),
      200,
    );
    expect(cancelled.trang_thai).toBe('HUY');
    expect(await onHand(t, f, f.dispensary, para.id)).toBe(24);
    expect(await onHand(t, f, f.dispensary, vitamin.id)).toBe(30);
    await expectLedgerMatches(t, f, [f.dispensary]);
    const after = expectStatus(await detailOfPrescription(t, f, prescription.id), 200);
    expect(after.trang_thai).toBe('CHO_CAP_PHAT');
    expect(after.chi_tiet.map((l) => l.so_luong_da_cap)).toEqual([0, 0]);
    // A line of a cancelled voucher is not reversed again.
    expect((await reverseLine(cancelled, paraLine.id)).status).toBe(409);

    // Reversing every line one by one cancels the voucher as a whole.
    const next = await dispensedTwoLines('R3');
    const one = expectStatus(await reverseLine(next.voucher, next.paraLine.id), 200);
    const two = expectStatus(await reverseLine(one, next.vitaminLine.id), 200);
    expect(two.trang_thai).toBe('HUY');
    expect(two.ly_do_huy).toBe('Bệnh nhân không lấy thuốc này');
    const whole = expectStatus(await detailOfPrescription(t, f, next.prescription.id), 200);
    expect(whole.trang_thai).toBe('CHO_CAP_PHAT');
    expect(await onHand(t, f, f.dispensary, next.para.id)).toBe(24);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('refuses a second reversal of a line, sequential or at the same moment: one wins', async () => {
    const { para, voucher, paraLine, vitaminLine } = await dispensedTwoLines('R4');
    const [a, b] = await Promise.all([reverseLine(voucher, paraLine.id), reverseLine(voucher, paraLine.id)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    expect(await onHand(t, f, f.dispensary, para.id)).toBe(24);
    const now = expectStatus(await voucherOf(voucher.id), 200);
    const again = await reverseLine(now, paraLine.id, { lang: 'en' });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/already reversed/);
    expect(await onHand(t, f, f.dispensary, para.id)).toBe(24);
    await expectLedgerMatches(t, f, [f.dispensary]);
    // A line of another voucher is not this voucher's.
    const other = await dispensedTwoLines('R5');
    expect((await reverseLine(now, other.paraLine.id)).status).toBe(422);
    // Replayed with its Idempotency-Key: the first answer again, reversed once.
    const headers = { 'idempotency-key': `rev-${vitaminLine.id}` };
    const first = await reverseLine(now, vitaminLine.id, { headers });
    const replay = await reverseLine(now, vitaminLine.id, { headers });
    expect(first.status).toBe(200);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('is for the pharmacy acting in the warehouse, like cancelling a whole dispensing', async () => {
    const { voucher, paraLine } = await dispensedTwoLines('R6');
    for (const user of [f.doctor, f.nurse, f.keeper, f.pharmacist, f.wardNurse]) {
      expect((await reverseLine(voucher, paraLine.id, { token: user.access_token })).status).toBe(403);
    }
    const foreign = await reverseLine(voucher, paraLine.id, {
      token: f.outsider.access_token,
      organisation: f.outsiderOrganisation.id,
    });
    expect(foreign.status).toBe(404);
    expect((await reverseLine({ ...voucher, phien_ban: voucher.phien_ban + 3 }, paraLine.id)).status).toBe(
      409,
    );
    const bad = await t.request('POST', `${DISPENSINGS}/${voucher.id}/huy-dong-phieu-cap-phat-thuoc`, {
      token: f.chemist.access_token,
      body: { to_chuc: f.organisation.id, phien_ban: voucher.phien_ban, chi_tiet_id: paraLine.id },
    });
    expect(bad.status).toBe(400);
    expectStatus(await reverseLine(voucher, paraLine.id, { token: f.admin.access_token }), 200);
  });

  it('drops the line from what the patient received and may return; refused while a return covers it', async () => {
    const { para, vitamin, voucher, paraLine, vitaminLine } = await dispensedTwoLines('R7');
    const returnable = async () =>
      expectStatus(
        await t.request<PatientReturnableBatch[]>('GET', `${MEDICINE_RETURNS}/lo-benh-nhan-tra`, {
          token: f.chemist.access_token,
          query: { to_chuc: f.organisation.id, kho_id: f.dispensary, benh_nhan_id: f.outpatient },
        }),
        200,
      );
    const vitaminBatch = (await returnable()).find((b) => b.hang_hoa_id === vitamin.id)!;
    expect(vitaminBatch.con_tra).toBe(6);
    // The patient brings two vitamin C back: the vitamin line cannot be reversed while that return stands.
    await submitted(t, f, MEDICINE_RETURNS, f.chemist.access_token, {
      to_chuc: f.organisation.id,
      kho_id: f.dispensary,
      benh_nhan_id: f.outpatient,
      ly_do: 'Thuốc còn thừa',
      chi_tiet: [{ hang_hoa_id: vitamin.id, lo_hang_id: vitaminBatch.lo_hang_id, so_luong: 2 }],
    });
    const covered = await reverseLine(voucher, vitaminLine.id, { lang: 'en' });
    expect(covered.status).toBe(409);
    expect(covered.body.message).toMatch(/given back part of lot R7-VIT/);

    expectStatus(await reverseLine(voucher, paraLine.id), 200);
    expect((await returnable()).filter((b) => b.hang_hoa_id === para.id)).toEqual([]);
    const history = expectStatus(
      await t.request<PatientMedicineMovement[]>('GET', `/api/v1/benh-nhan/${f.outpatient}/thuoc-da-cap`, {
        token: f.chemist.access_token,
        query: { to_chuc: f.organisation.id, page_size: 100 },
      }),
      200,
    );
    expect(history.filter((m) => m.hang_hoa_id === para.id)).toEqual([]);
    expect(history.filter((m) => m.hang_hoa_id === vitamin.id)).not.toEqual([]);
  });

  it('is dated today and refused, changing nothing, while the current month is closed', async () => {
    const { para, voucher, paraLine } = await dispensedTwoLines('R8');
    const month = `${hanoiDay(0).slice(0, 7)}-01`;
    await t.context.db.execute(
      sql`insert into ky_khoa_so (id, to_chuc_id, thang) values (gen_random_uuid(), ${f.organisation.id}, ${month}::date)`,
    );
    try {
      const refused = await reverseLine(voucher, paraLine.id, { lang: 'en' });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toMatch(/closed/);
      expect(await onHand(t, f, f.dispensary, para.id)).toBe(14);
    } finally {
      await t.context.db.execute(
        sql`delete from ky_khoa_so where to_chuc_id = ${f.organisation.id} and thang = ${month}::date`,
      );
    }
    const prescription: PrescriptionDetail = expectStatus(
      await detailOfPrescription(t, f, voucher.don_thuoc_id!),
      200,
    );
    expect(prescription.chi_tiet[0]!.so_luong_da_cap).toBe(10);
    expectStatus(await reverseLine(voucher, paraLine.id), 200);
    const rows = await queryRows<{ d: string }>(
      t.context.db,
      sql`select ngay_chung_tu::text as d from the_kho where phieu_id = ${voucher.id} and la_dao_nguoc`,
    );
    expect(rows.map((r) => r.d)).toEqual([hanoiDay(0), hanoiDay(0)]);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });
});
