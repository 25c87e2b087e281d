import type { ClosedPeriod, PrescriptionDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertDepartment } from './modules/organisations/organisations.repository';
import {
  expectStatus,
  hanoiDay,
  onHand,
  RECEIPTS,
  voucherAction,
} from './modules/inventory/inventory-test-helpers';
import {
  act,
  newGoods,
  REQUISITIONS,
  requisitionBody,
  stockUp,
  submitted,
} from './modules/inventory/requisitions/requests-test-helpers';
import {
  medicine,
  PRESCRIPTIONS,
  prescribe,
  setupPrescriptions,
  stockAt,
  type PrescriptionFixture,
} from './modules/prescriptions/prescriptions-test-helpers';
import { addMember, createSignedInUser, type SignedInUser } from './test/factories';
import { startTestApp, type TestApp } from './test/harness';
import { newId } from './platform/ids';

let t: TestApp;
let f: PrescriptionFixture;
let manager: SignedInUser;

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  manager = await createSignedInUser(t, { ho_ten: 'Ban Giám đốc' });
  await addMember(t, f.organisation.id, manager, 'QUAN_LY');
});
afterAll(() => t.close());

describe('who may undo and close', () => {
  it('reverses a completed receipt for a pharmacist only; the keeper, the nurse and the manager get 403', async () => {
    const goods = await newGoods(t, f, 'Vitamin C 500mg');
    const receipt = await stockUp(t, f, goods.id, 10);
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(10);
    for (const caller of [f.keeper, f.wardNurse, manager]) {
      const refused = await voucherAction(t, f, RECEIPTS, receipt, 'huy', {
        token: caller.access_token,
        ly_do: 'Nhập nhầm',
      });
      expect(refused.status).toBe(403);
    }
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(10);
    const reversed = expectStatus(
      await voucherAction(t, f, RECEIPTS, receipt, 'huy', { ly_do: 'Nhập nhầm' }),
      200,
    );
    expect(reversed.trang_thai).toBe('HUY');
    expect(await onHand(t, f, f.mainStore, goods.id)).toBe(0);
  });

  it('closes a month for a pharmacist and reopens it for the administrator alone', async () => {
    const month = hanoiDay(-62).slice(0, 7);
    const close = (token: string) =>
      t.request<ClosedPeriod>('POST', '/api/v1/khoa-so/tao-moi-khoa-so', {
        token,
        body: { to_chuc: f.organisation.id, thang: month },
      });
    for (const caller of [f.keeper, f.doctor, manager])
      expect((await close(caller.access_token)).status).toBe(403);
    const closed = expectStatus(await close(f.chemist.access_token), 201);
    expect(closed.thang).toBe(`${month}-01`);
    const reopen = (token: string) =>
      t.request('DELETE', `/api/v1/khoa-so/${closed.id}/xoa-khoa-so`, {
        token,
        query: { to_chuc: f.organisation.id },
      });
    for (const caller of [f.chemist, f.keeper, manager])
      expect((await reopen(caller.access_token)).status).toBe(403);
    expect((await reopen(f.admin.access_token)).status).toBe(200);
  });

  it('lets the pharmacy close a prescription and its prescriber cancel one, and nobody the other way round', async () => {
    const para = await medicine(t, f, 'Paracetamol 500mg', 'Paracetamol');
    await stockAt(t, f, para.id, 20);
    const action = (action: 'dong' | 'huy', prescription: PrescriptionDetail, token: string) =>
      t.request<PrescriptionDetail>('POST', `${PRESCRIPTIONS}/${prescription.id}/${action}-don-thuoc`, {
        token,
        body: { to_chuc: f.organisation.id, phien_ban: prescription.phien_ban, ly_do: 'Bệnh nhân không đến' },
      });
    const toClose = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 4 }]);
    for (const caller of [f.doctor, f.keeper, manager])
      expect((await action('dong', toClose, caller.access_token)).status).toBe(403);
    expect(expectStatus(await action('dong', toClose, f.chemist.access_token), 200).trang_thai).toBe(
      'DA_DONG',
    );

    const toCancel = await prescribe(t, f, [{ hang_hoa_id: para.id, so_luong: 2 }]);
    for (const caller of [f.chemist, f.wardNurse, manager])
      expect((await action('huy', toCancel, caller.access_token)).status).toBe(403);
    expect(expectStatus(await action('huy', toCancel, f.doctor.access_token), 200).trang_thai).toBe('HUY');
  });
});

describe('approving a requisition', () => {
  it("is the supplying warehouse's: a pharmacist of another department gets 403, the store's approves", async () => {
    const elsewhere = await insertDepartment(t.context.db, {
      id: newId(),
      to_chuc_id: f.organisation.id,
      ma: 'HSTC',
      ten: 'Khoa Hồi sức',
    });
    const otherChemist = await createSignedInUser(t, { ho_ten: 'DS. Khoa Hồi sức' });
    await addMember(t, f.organisation.id, otherChemist, 'DUOC_SI', [elsewhere.id]);
    const goods = await newGoods(t, f, 'Natri clorid 0,9% 500ml');
    await stockUp(t, f, goods.id, 30);
    const pending = await submitted(
      t,
      f,
      REQUISITIONS,
      f.wardNurse.access_token,
      requisitionBody(f, [{ hang_hoa_id: goods.id, so_luong: 8 }]),
    );
    for (const caller of [otherChemist, f.keeper, f.wardNurse, manager]) {
      expect((await act(t, f, REQUISITIONS, pending, 'duyet', caller.access_token)).status).toBe(403);
    }
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(0);
    const approved = expectStatus(
      await act(t, f, REQUISITIONS, pending, 'duyet', f.chemist.access_token),
      200,
    );
    expect(approved.trang_thai).toBe('HOAN_THANH');
    expect(await onHand(t, f, f.cabinet, goods.id)).toBe(8);
  });
});
