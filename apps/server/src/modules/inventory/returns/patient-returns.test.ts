import type {
  PatientMedicineMovement,
  PatientReturnableBatch,
  StockCard,
  StockMovementReport,
  Voucher,
  VoucherDetail,
} from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addMember, createSignedInUser, type SignedInUser } from '../../../test/factories';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  allOf,
  dispense,
  DISPENSINGS,
  insertPatient,
  medicine,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from '../../prescriptions/prescriptions-test-helpers';
import { expectLedgerMatches, expectStatus, hanoiDay, onHand, stockOf } from '../inventory-test-helpers';
import {
  act,
  createVoucher,
  detailOf,
  MEDICINE_RETURNS,
  submitted,
} from '../requisitions/requests-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;
/** A pharmacist of Khoa Nội, who approves what the ward cabinet takes back. */
let wardPharmacist: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  wardPharmacist = await createSignedInUser(t, { ho_ten: 'DS. Khoa Nội' });
  await addMember(t, f.organisation.id, wardPharmacist, 'DUOC_SI', [f.ward]);
});
afterAll(() => t.close());

const chemist = () => f.chemist.access_token;

/** A medicine stocked at the dispensary (or `warehouse`), prescribed to the patient and dispensed in full. */
async function dispensed(
  name: string,
  quantity: number,
  options: { patient?: string; warehouse?: string; lot?: string } = {},
) {
  const goods = await medicine(t, f, name);
  const warehouse = options.warehouse ?? f.dispensary;
  const receipt = await stockAt(t, f, goods.id, 20, {
    kho_id: warehouse,
    so_lo: options.lot ?? `L-${name.slice(0, 4)}`,
    han_dung: hanoiDay(200),
  });
  const inpatient = warehouse === f.cabinet;
  const prescription = await prescribe(t, f, [{ hang_hoa_id: goods.id, so_luong: quantity }], {
    benh_nhan_id: options.patient ?? (inpatient ? f.inpatient : f.outpatient),
    kho_id: warehouse,
    ...(inpatient ? { khoa_id: f.ward } : {}),
  });
  const token = inpatient ? f.admin.access_token : chemist();
  expectStatus(await dispense(t, f, prescription, allOf(prescription), { token }), 200);
  return { goods, batchId: receipt.chi_tiet[0]!.phan_bo[0]!.lo_hang_id };
}

function patientReturn(
  lines: { hang_hoa_id: string; lo_hang_id?: string; so_luong: number }[],
  extra: Record<string, unknown> = {},
) {
  return {
    to_chuc: f.organisation.id,
    kho_id: f.dispensary,
    benh_nhan_id: f.outpatient,
    ly_do: 'Bệnh nhân đổi phác đồ, thuốc còn thừa',
    chi_tiet: lines,
    ...extra,
  };
}

function returnable(patient: string, warehouse = f.dispensary, token = chemist(), organisation?: string) {
  return t.request<PatientReturnableBatch[]>('GET', `${MEDICINE_RETURNS}/lo-benh-nhan-tra`, {
    token,
    query: { to_chuc: organisation ?? f.organisation.id, kho_id: warehouse, benh_nhan_id: patient },
  });
}

async function returnableOf(goodsId: string, patient = f.outpatient) {
  return expectStatus(await returnable(patient), 200).find((b) => b.hang_hoa_id === goodsId);
}

describe('returns from patients', () => {
  it('takes back part of what was dispensed: stock and ledger back into the dispensary, cancel reverses', async () => {
    const { goods, batchId } = await dispensed('Cefixim 200mg', 6);
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(14);
    expect(await returnableOf(goods.id)).toMatchObject({
      lo_hang_id: batchId,
      da_cap: 6,
      da_tra: 0,
      con_tra: 6,
    });

    const line = { hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 2 };
    const pending = await submitted(t, f, MEDICINE_RETURNS, chemist(), patientReturn([line]));
    expect(pending).toMatchObject({
      so_phieu: expect.stringMatching(/^PTT-/),
      kho_id: f.dispensary,
      kho_nhan_id: null,
      benh_nhan_id: f.outpatient,
      benh_nhan_ten: 'Nguyễn Thị Ngoại Trú',
    });
    expect(pending.tong_tien).toBeGreaterThan(0);
    // Submission reserves nothing and takes nothing in; what it asks is no longer returnable.
    const items = await stockOf(t, f, f.dispensary);
    expect(items.find((i) => i.hang_hoa_id === goods.id)).toMatchObject({ so_luong: 14, so_luong_giu: 0 });
    expect(await returnableOf(goods.id)).toMatchObject({ da_tra: 2, con_tra: 4 });

    const approved = expectStatus(await act(t, f, MEDICINE_RETURNS, pending, 'duyet', chemist()), 200);
    expect(approved.trang_thai).toBe('HOAN_THANH');
    expect(approved.chi_tiet[0]!.phan_bo).toMatchObject([{ lo_hang_id: batchId, so_luong: 2 }]);
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(16);
    await expectLedgerMatches(t, f, [f.dispensary]);

    // The dispensary's book lists it; the stock card names the patient; the patient's history shows it.
    const book = expectStatus(
      await t.request<Voucher[]>('GET', `${MEDICINE_RETURNS}/danh-sach-phieu-tra-thuoc`, {
        token: chemist(),
        query: { to_chuc: f.organisation.id, kho_id: f.dispensary },
      }),
      200,
    );
    expect(book.map((v) => v.id)).toContain(approved.id);
    const card = expectStatus(
      await t.request<StockCard>('GET', '/api/v1/ton-kho/the-kho', {
        token: chemist(),
        query: { to_chuc: f.organisation.id, kho_id: f.dispensary, hang_hoa_id: goods.id },
      }),
      200,
    );
    expect(card.dong.at(-1)).toMatchObject({
      loai_phieu: 'TRA_THUOC',
      nhap: 2,
      dien_giai: 'Nguyễn Thị Ngoại Trú',
    });
    const history = expectStatus(
      await t.request<PatientMedicineMovement[]>('GET', `/api/v1/benh-nhan/${f.outpatient}/thuoc-da-cap`, {
        token: f.nurse.access_token,
        query: { to_chuc: f.organisation.id, page_size: 100 },
      }),
      200,
    );
    expect(history.find((m) => m.phieu_id === approved.id)).toMatchObject({
      loai_phieu: 'TRA_THUOC',
      so_luong: 2,
      kho_ten: 'Kho lẻ ngoại trú',
    });

    // Cancelling the completed return takes the medicine out again; it becomes returnable again.
    expectStatus(await act(t, f, MEDICINE_RETURNS, approved, 'huy', chemist(), { ly_do: 'Nhập nhầm' }), 200);
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(14);
    expect(await returnableOf(goods.id)).toMatchObject({ da_tra: 0, con_tra: 6 });
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('refuses more than dispensed, counting returns awaiting approval, and writes nothing', async () => {
    const { goods, batchId } = await dispensed('Loratadin 10mg', 5);
    const line = (so_luong: number) => ({ hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong });
    const above = await createVoucher(t, MEDICINE_RETURNS, chemist(), patientReturn([line(6)]));
    expect(above.status).toBe(422);
    expect(JSON.stringify(above.body)).toContain('L-Lora');
    await submitted(t, f, MEDICINE_RETURNS, chemist(), patientReturn([line(3)]));
    // A draft may still be written, but the two together exceed what was dispensed.
    const draft = expectStatus(
      await createVoucher(t, MEDICINE_RETURNS, chemist(), patientReturn([line(2)])),
      201,
    );
    const second = expectStatus(
      await createVoucher(t, MEDICINE_RETURNS, chemist(), patientReturn([line(2)])),
      201,
    );
    expectStatus(await act(t, f, MEDICINE_RETURNS, draft, 'gui-duyet', chemist()), 200);
    const refused = await act(t, f, MEDICINE_RETURNS, second, 'gui-duyet', chemist(), {});
    expect(refused.status).toBe(422);
    expect((await detailOf(t, f, MEDICINE_RETURNS, second.id)).body.data.trang_thai).toBe('LUU_TAM');
    expect(await returnableOf(goods.id)).toMatchObject({ da_cap: 5, da_tra: 5, con_tra: 0 });
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(15);
  });

  it("refuses a batch never dispensed to the patient, another patient's batch, another organisation's patient", async () => {
    const mine = await dispensed('Montelukast 10mg', 4);
    const neighbour = await insertPatient(t, f.organisation.id, { ho_ten: 'Lê Văn Hàng Xóm' });
    const theirs = await dispensed('Salbutamol 2mg', 4, { patient: neighbour });
    // Stock at the dispensary that nobody dispensed.
    const shelf = await medicine(t, f, 'Vitamin C 500mg');
    const shelfReceipt = await stockAt(t, f, shelf.id, 10);
    const shelfBatch = shelfReceipt.chi_tiet[0]!.phan_bo[0]!.lo_hang_id;
    const cases: [Record<string, unknown>, number, string][] = [
      [patientReturn([{ hang_hoa_id: shelf.id, lo_hang_id: shelfBatch, so_luong: 1 }]), 422, 'Vitamin C'],
      [
        patientReturn([{ hang_hoa_id: theirs.goods.id, lo_hang_id: theirs.batchId, so_luong: 1 }]),
        422,
        'Nguyễn Thị Ngoại Trú',
      ],
      // The batch under another goods item's name.
      [patientReturn([{ hang_hoa_id: shelf.id, lo_hang_id: mine.batchId, so_luong: 1 }]), 422, ''],
      // The patient's batch but not from this warehouse.
      [
        patientReturn([{ hang_hoa_id: mine.goods.id, lo_hang_id: mine.batchId, so_luong: 1 }], {
          kho_id: f.cabinet,
        }),
        422,
        'Tủ trực Khoa Nội',
      ],
    ];
    const otherPatient = await insertPatient(t, f.outsiderOrganisation.id, { ho_ten: 'Bệnh Nhân Khác' });
    cases.push([
      patientReturn([{ hang_hoa_id: mine.goods.id, lo_hang_id: mine.batchId, so_luong: 1 }], {
        benh_nhan_id: otherPatient,
      }),
      404,
      '',
    ]);
    for (const [body, status, text] of cases) {
      const result = await createVoucher(t, MEDICINE_RETURNS, chemist(), body);
      expect(result.status, JSON.stringify(body)).toBe(status);
      expect(JSON.stringify(result.body)).toContain(text);
    }
    expect((await returnable(otherPatient)).status).toBe(404);
    expect((await returnable(f.outpatient, f.dispensary, f.outsider.access_token)).status).toBe(403);
    expect((await returnable(f.outpatient, f.cabinet)).status).toBe(403);
    expect(await returnableOf(theirs.goods.id)).toBeUndefined();
  });

  it('answers bad input with 400: a receiving warehouse with a patient, none without', async () => {
    const { goods, batchId } = await dispensed('Esomeprazol 20mg', 2);
    const line = { hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 1 };
    const cases: Record<string, unknown>[] = [
      patientReturn([line], { kho_nhan_id: f.mainStore }),
      patientReturn([line], { benh_nhan_id: null }),
      patientReturn([{ hang_hoa_id: goods.id, so_luong: 1 }]),
      patientReturn([line], { benh_nhan_id: 'khong-phai-uuid' }),
    ];
    for (const body of cases) {
      const result = await createVoucher(t, MEDICINE_RETURNS, chemist(), body);
      expect(result.status, JSON.stringify(body)).toBe(400);
    }
    const english = await t.request('POST', `${MEDICINE_RETURNS}/tao-moi-phieu-tra-thuoc`, {
      token: chemist(),
      lang: 'en',
      body: cases[0],
    });
    expect(JSON.stringify(english.body)).toContain('leave the receiving warehouse empty');
  });

  it("the ward cabinet takes back an inpatient's medicine: the nurse submits, a pharmacist approves", async () => {
    const { goods, batchId } = await dispensed('Ceftriaxon 1g', 4, { warehouse: f.cabinet });
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(16);
    const body = patientReturn([{ hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 3 }], {
      kho_id: f.cabinet,
      benh_nhan_id: f.inpatient,
      ly_do: 'Bệnh nhân ra viện',
    });
    // The dispensary's pharmacist does not act in the cabinet.
    expect((await createVoucher(t, MEDICINE_RETURNS, chemist(), body)).status).toBe(403);
    const pending = await submitted(t, f, MEDICINE_RETURNS, f.wardNurse.access_token, body);
    expect((await act(t, f, MEDICINE_RETURNS, pending, 'duyet', f.wardNurse.access_token)).status).toBe(403);
    expect((await act(t, f, MEDICINE_RETURNS, pending, 'duyet', chemist())).status).toBe(403);
    expectStatus(await act(t, f, MEDICINE_RETURNS, pending, 'duyet', wardPharmacist.access_token), 200);
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(19);
    await expectLedgerMatches(t, f, [f.cabinet, f.mainStore]);
  });

  it('refuses to cancel a completed return once the medicine has gone out again', async () => {
    const { goods, batchId } = await dispensed('Domperidon 10mg', 20, { lot: 'DOM-1' });
    const pending = await submitted(
      t,
      f,
      MEDICINE_RETURNS,
      chemist(),
      patientReturn([{ hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 5 }]),
    );
    const approved = expectStatus(await act(t, f, MEDICINE_RETURNS, pending, 'duyet', chemist()), 200);
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(5);
    // The returned boxes are dispensed to someone else.
    const other = await insertPatient(t, f.organisation.id, { ho_ten: 'Phạm Thị Khác' });
    const next = await prescribe(t, f, [{ hang_hoa_id: goods.id, so_luong: 4 }], { benh_nhan_id: other });
    expectStatus(await dispense(t, f, next, allOf(next)), 200);
    const refused = await act(t, f, MEDICINE_RETURNS, approved, 'huy', chemist(), { ly_do: 'Nhầm' });
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('DOM-1');
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(1);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('refuses to cancel a dispensing the patient has partly given back, until that return is cancelled', async () => {
    const { goods, batchId } = await dispensed('Loratadin 10mg', 10, { lot: 'LOR-1' });
    const card = expectStatus(
      await t.request<StockCard>('GET', '/api/v1/ton-kho/the-kho', {
        token: chemist(),
        query: { to_chuc: f.organisation.id, kho_id: f.dispensary, hang_hoa_id: goods.id },
      }),
      200,
    );
    const dispensing = card.dong.find((r) => r.loai_phieu === 'CAP_PHAT')!;
    const pending = await submitted(
      t,
      f,
      MEDICINE_RETURNS,
      chemist(),
      patientReturn([{ hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 3 }]),
    );
    const cancel = async () => {
      const slip = expectStatus(
        await t.request<VoucherDetail>(
          'GET',
          `${DISPENSINGS}/${dispensing.phieu_id}/chi-tiet-phieu-cap-phat-thuoc`,
          {
            token: chemist(),
            query: { to_chuc: f.organisation.id },
          },
        ),
        200,
      );
      return t.request<VoucherDetail>('POST', `${DISPENSINGS}/${slip.id}/huy-phieu-cap-phat-thuoc`, {
        token: chemist(),
        body: { to_chuc: f.organisation.id, phien_ban: slip.phien_ban, ly_do: 'Cấp nhầm' },
      });
    };
    // Cancelling would put back all 10 while 3 are on their way back too: refused, nothing moves.
    const refused = await cancel();
    expect(refused.status).toBe(409);
    expect(JSON.stringify(refused.body)).toContain('LOR-1');
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(10);
    // Once the return is withdrawn, the dispensing can be cancelled and all of it comes back.
    expectStatus(await act(t, f, MEDICINE_RETURNS, pending, 'huy', chemist(), { ly_do: 'Nhầm' }), 200);
    expectStatus(await cancel(), 200);
    expect(await onHand(t, f, f.dispensary, goods.id)).toBe(20);
    await expectLedgerMatches(t, f, [f.dispensary]);
  });

  it('counts what a patient gives back against the dispensed issues in the stock movement report', async () => {
    const { goods, batchId } = await dispensed('Cetirizin 10mg', 10, { lot: 'CET-1' });
    const pending = await submitted(
      t,
      f,
      MEDICINE_RETURNS,
      chemist(),
      patientReturn([{ hang_hoa_id: goods.id, lo_hang_id: batchId, so_luong: 4 }]),
    );
    expectStatus(await act(t, f, MEDICINE_RETURNS, pending, 'duyet', chemist()), 200);
    const report = expectStatus(
      await t.request<StockMovementReport>('GET', '/api/v1/bao-cao/xuat-nhap-ton', {
        token: f.admin.access_token,
        query: {
          to_chuc: f.organisation.id,
          kho_id: f.dispensary,
          tu_ngay: hanoiDay(-1),
          den_ngay: hanoiDay(0),
        },
      }),
      200,
    );
    const row = report.dong.find((r) => r.hang_hoa_id === goods.id)!;
    expect(row.xuat.XUAT_CAP_PHAT.so_luong).toBe(6);
    expect(row.nhap.NHAP_NOI_BO.so_luong).toBe(0);
    expect(row.ton_cuoi.so_luong).toBe(14);
  });
});
