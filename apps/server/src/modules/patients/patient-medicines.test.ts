import type { Patient, PatientMedicineMovement } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phieuKho, phieuKhoChiTiet, phieuKhoPhanBo } from '../../db/schema/index';
import { newId } from '../../platform/ids';
import { startTestApp, type TestApp } from '../../test/harness';
import {
  expectStatus,
  hanoiDay,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  type InventoryFixture,
} from '../inventory/inventory-test-helpers';

const BASE = '/api/v1/benh-nhan';
let t: TestApp;
let f: InventoryFixture;
let patient: Patient;
let otherPatient: Patient;
let batches: { id: string; goodsId: string }[];

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  const receipt = await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [
      receiptLine(f.goods[0]!.id, { so_lo: 'PA01', han_dung: hanoiDay(300) }),
      receiptLine(f.goods[1]!.id, { so_lo: 'AM01', han_dung: hanoiDay(200) }),
      receiptLine(f.goods[1]!.id, { so_lo: 'AM02', han_dung: hanoiDay(500) }),
    ]),
  );
  batches = receipt.chi_tiet.map((line) => ({ id: line.phan_bo[0]!.lo_hang_id, goodsId: line.hang_hoa_id }));
  const register = async (ho_ten: string) =>
    expectStatus(
      await t.request<Patient>('POST', `${BASE}/tao-moi-benh-nhan`, {
        token: f.wardNurse.access_token,
        body: {
          to_chuc: f.organisation.id,
          ho_ten,
          ngay_sinh: '1970-01-01',
          gioi_tinh: 'NAM',
          loai_dieu_tri: 'NGOAI_TRU',
        },
      }),
      201,
    );
  patient = await register('Hoàng Văn Em');
  otherPatient = await register('Vũ Thị Phượng');
});
afterAll(async () => {
  await t.close();
});

/**
 * A completed (or cancelled) voucher naming a patient, written straight to the tables: the
 * dispensing engine has its own tests; here only what the history reads matters.
 */
async function insertPatientVoucher(fields: {
  kind: 'CAP_PHAT' | 'TRA_THUOC';
  number: string;
  date: string;
  status?: 'HOAN_THANH' | 'HUY';
  patientId?: string;
  lines: { batch: number; quantity: number }[];
}) {
  const id = newId();
  const warehouse = fields.kind === 'CAP_PHAT' ? f.dispensary : f.cabinet;
  await t.context.db.insert(phieuKho).values({
    id,
    to_chuc_id: f.organisation.id,
    loai_phieu: fields.kind,
    so_phieu: fields.number,
    trang_thai: fields.status ?? 'HOAN_THANH',
    ngay_chung_tu: fields.date,
    kho_id: warehouse,
    kho_nhan_id: fields.kind === 'TRA_THUOC' ? f.dispensary : null,
    benh_nhan_id: fields.patientId ?? patient.id,
  });
  for (const [index, line] of fields.lines.entries()) {
    const batch = batches[line.batch]!;
    const lineId = newId();
    await t.context.db.insert(phieuKhoChiTiet).values({
      id: lineId,
      to_chuc_id: f.organisation.id,
      phieu_id: id,
      stt: index + 1,
      hang_hoa_id: batch.goodsId,
      so_luong: line.quantity,
    });
    await t.context.db.insert(phieuKhoPhanBo).values({
      id: newId(),
      to_chuc_id: f.organisation.id,
      phieu_id: id,
      chi_tiet_id: lineId,
      kho_id: warehouse,
      lo_hang_id: batch.id,
      so_luong: line.quantity,
    });
  }
}

function history(query: Record<string, string | number> = {}, token = f.pharmacist.access_token) {
  return t.request<PatientMedicineMovement[]>('GET', `${BASE}/${patient.id}/thuoc-da-cap`, {
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
    await insertPatientVoucher({
      kind: 'CAP_PHAT',
      number: 'PCP-2026-00001',
      date: hanoiDay(-3),
      lines: [
        { batch: 0, quantity: 10 },
        { batch: 1, quantity: 4 },
        { batch: 2, quantity: 6 },
      ],
    });
    await insertPatientVoucher({
      kind: 'CAP_PHAT',
      number: 'PCP-2026-00002',
      date: hanoiDay(-2),
      status: 'HUY',
      lines: [{ batch: 0, quantity: 99 }],
    });
    await insertPatientVoucher({
      kind: 'CAP_PHAT',
      number: 'PCP-2026-00003',
      date: hanoiDay(-2),
      patientId: otherPatient.id,
      lines: [{ batch: 0, quantity: 7 }],
    });
    await insertPatientVoucher({
      kind: 'TRA_THUOC',
      number: 'PTT-2026-00001',
      date: hanoiDay(-1),
      lines: [{ batch: 1, quantity: 2 }],
    });

    const all = await history({}, f.nurse.access_token);
    expect(all.status).toBe(200);
    expect(
      all.body.data.map((m) => [m.loai_phieu, m.so_phieu, m.hang_hoa_ten, m.so_lo, m.so_luong, m.kho_ten]),
    ).toEqual([
      ['TRA_THUOC', 'PTT-2026-00001', 'Amoxicillin 500mg', 'AM01', 2, 'Kho lẻ ngoại trú'],
      ['CAP_PHAT', 'PCP-2026-00001', 'Amoxicillin 500mg', 'AM01', 4, 'Kho lẻ ngoại trú'],
      ['CAP_PHAT', 'PCP-2026-00001', 'Amoxicillin 500mg', 'AM02', 6, 'Kho lẻ ngoại trú'],
      ['CAP_PHAT', 'PCP-2026-00001', 'Paracetamol 500mg', 'PA01', 10, 'Kho lẻ ngoại trú'],
    ]);
    expect(all.body.data[0]).toMatchObject({ trang_thai: 'HOAN_THANH', don_vi_tinh: 'Viên', so_don: null });

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
    const stranger = await t.request('GET', `${BASE}/${patient.id}/thuoc-da-cap`, {
      token: f.outsider.access_token,
      query: { to_chuc: f.outsiderOrganisation.id },
    });
    expect(stranger.status).toBe(404);
  });
});
