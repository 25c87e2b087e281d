import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { ConsumptionReport, ControlledRegister, TenderExecutionReport } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { startTestApp, type TestApp } from '../../../test/harness';
import {
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  voucherAction,
} from '../../inventory/inventory-test-helpers';
import { GOODS_RETURNS, MEDICINE_RETURNS } from '../../inventory/requisitions/requests-test-helpers';
import {
  allOf,
  dispense,
  medicine,
  prescribe,
  setupPrescriptions,
  type PrescriptionFixture,
} from '../../prescriptions/prescriptions-test-helpers';
import { createTender, tenderBody } from '../../tenders/tender-test-helpers';
import { report } from '../reports-test-helpers';

let t: TestApp;
let f: PrescriptionFixture;
let morphine: { id: string };
let para: { id: string };
let tenderId: string;
const today = hanoiDay(0);
const twoDaysAgo = hanoiDay(-2);
const line = (goodsId: string, so_lo: string, so_luong: number, don_gia: number) =>
  receiptLine(goodsId, { so_lo, so_luong, don_gia, vat: 0 });

/**
 * Two days ago the main store receives on tender GT-BC (morphine 100 at 2 000, para 50 at 1 000
 * awarded) 60 morphine (M1) and 40 para. Today: the dispensary receives 20 morphine and 30 para
 * outside the tender; the main store issues 10 morphine and 15 para to Khoa Nội's cabinet, which
 * gives 3 para back; the dispensary dispenses 4 morphine and 6 para to an outpatient of the clinic;
 * the main store returns 5 morphine (M1) to the supplier.
 */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  morphine = await medicine(t, f, 'Morphin báo cáo', null, 'GAY_NGHIEN');
  para = await medicine(t, f, 'Paracetamol sử dụng');
  const tender = expectStatus(
    await createTender(
      t,
      tenderBody(f, f.supplierId, 'GT-BC', [
        { hang_hoa_id: morphine.id, so_luong_trung: 100, don_gia_trung: 2000 },
        { hang_hoa_id: para.id, so_luong_trung: 50, don_gia_trung: 1000 },
      ]),
      f.chemist.access_token,
    ),
    201,
  );
  tenderId = tender.id;
  const received = await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [line(morphine.id, 'M1', 60, 2000), line(para.id, 'P1', 40, 1000)], {
      goi_thau_id: tenderId,
      ngay_chung_tu: twoDaysAgo,
    }),
  );
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [line(morphine.id, 'M2', 20, 2000), line(para.id, 'P2', 30, 1000)], {
      kho_id: f.dispensary,
    }),
    ['gui-duyet', 'duyet'],
    f.admin.access_token,
  );
  const issue = await runVoucher(
    t,
    f,
    ISSUES,
    issueBody(
      f,
      [
        { hang_hoa_id: morphine.id, so_luong: 10 },
        { hang_hoa_id: para.id, so_luong: 15 },
      ],
      { loai_xuat: 'KHO_KHOA', kho_nhan_id: f.cabinet },
    ),
  );
  const paraBatch = issue.chi_tiet.find((l) => l.hang_hoa_id === para.id)!.phan_bo[0]!.lo_hang_id;
  const giveBack = await runVoucher(
    t,
    f,
    MEDICINE_RETURNS,
    {
      to_chuc: f.organisation.id,
      kho_id: f.cabinet,
      kho_nhan_id: f.mainStore,
      ly_do: 'Thừa',
      chi_tiet: [{ hang_hoa_id: para.id, lo_hang_id: paraBatch, so_luong: 3 }],
    },
    ['gui-duyet'],
    f.wardNurse.access_token,
  );
  expectStatus(await voucherAction(t, f, MEDICINE_RETURNS, giveBack, 'duyet'), 200);
  // A narcotic goes on its own "N" prescription (TT 26/2025), the paracetamol on another.
  for (const line of [
    { hang_hoa_id: morphine.id, so_luong: 4 },
    { hang_hoa_id: para.id, so_luong: 6 },
  ]) {
    const prescription = await prescribe(t, f, [line]);
    expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
  }
  const m1 = received.chi_tiet.find((l) => l.hang_hoa_id === morphine.id)!.phan_bo[0]!.lo_hang_id;
  await runVoucher(t, f, GOODS_RETURNS, {
    to_chuc: f.organisation.id,
    kho_id: f.mainStore,
    nha_cung_cap_id: f.supplierId,
    ly_do_tra_hang: 'HONG',
    chi_tiet: [{ hang_hoa_id: morphine.id, lo_hang_id: m1, so_luong: 5 }],
  });
});
afterAll(() => t.close());

type Query = Record<string, string | number | boolean | undefined>;
const ask = <T>(path: string, query: Query, token = f.admin.access_token, lang?: 'vi' | 'en') =>
  report<T>(t, path, token, { to_chuc: f.organisation.id, ...query }, lang);
const period = { tu_ngay: twoDaysAgo, den_ngay: today };
const mine = <R extends { hang_hoa_id: string }>(rows: R[]) =>
  rows.filter((r) => r.hang_hoa_id === morphine.id || r.hang_hoa_id === para.id);

async function foreignIds() {
  const [row] = await queryRows<{ kho_id: string; khoa_id: string }>(
    t.context.db,
    sql`select id as kho_id, khoa_id from kho where to_chuc_id = ${f.outsiderOrganisation.id} limit 1`,
  );
  return row!;
}

describe('consumption report (su-dung)', () => {
  const consumption = (query: Query, token?: string, lang?: 'vi' | 'en') =>
    ask<ConsumptionReport>('su-dung', { ...period, ...query }, token, lang);
  const figures = (data: ConsumptionReport) =>
    mine(data.dong).map((r) => [
      r.khoa_ten,
      r.ten,
      r.linh_ve_khoa.so_luong,
      r.cap_phat_benh_nhan.so_luong,
      r.tong.gia_tri,
    ]);

  it("from the main store: the ward's cabinet supplies net of its return; dispensing by the prescribing department", async () => {
    const data = expectStatus(await consumption({ kho_id: f.mainStore }), 200);
    expect(figures(data)).toEqual([
      ['Khoa Nội', 'Morphin báo cáo', 10, 0, 20000],
      ['Khoa Nội', 'Paracetamol sử dụng', 12, 0, 12000],
    ]);
    const dispensary = expectStatus(await consumption({ kho_id: f.dispensary }), 200);
    expect(figures(dispensary)).toEqual([
      [expect.any(String), 'Morphin báo cáo', 0, 4, 8000],
      [expect.any(String), 'Paracetamol sử dụng', 0, 6, 6000],
    ]);
    expect(mine(dispensary.dong).every((r) => r.khoa_id === f.clinic)).toBe(true);
  });

  it('the pharmacy sees its warehouses; totals and departments cover every line, not only the page', async () => {
    const data = expectStatus(await consumption({ page_size: 1 }, f.chemist.access_token), 200);
    expect(data.dong).toHaveLength(1);
    expect(data.tong_cong).toEqual({
      linh_ve_khoa: { so_luong: 22, gia_tri: 32000 },
      cap_phat_benh_nhan: { so_luong: 10, gia_tri: 14000 },
      tong: { so_luong: 32, gia_tri: 46000 },
    });
    expect(data.theo_khoa.map((d) => [d.khoa_id, d.tong.gia_tri])).toEqual([
      [f.ward, 32000],
      [f.clinic, 14000],
    ]);
    const ward = expectStatus(
      await consumption({ khoa_id: f.ward, phan_loai_quan_ly: 'GAY_NGHIEN' }, f.chemist.access_token),
      200,
    );
    expect(ward.dong.map((r) => r.ten)).toEqual(['Morphin báo cáo']);
  });

  it('for the whole organisation the cabinet is shown: its top-up is internal, dispensing counts', async () => {
    const data = expectStatus(await consumption({}), 200);
    expect(data.theo_khoa.map((d) => d.khoa_id)).toEqual([f.clinic]);
    expect(data.tong_cong.tong).toEqual({ so_luong: 10, gia_tri: 14000 });
  });

  it('bad parameters and ids of another organisation', async () => {
    const backwards = await consumption({ tu_ngay: today, den_ngay: twoDaysAgo }, undefined, 'en');
    expect(backwards.status).toBe(400);
    expect(JSON.stringify(backwards.body)).toContain('den_ngay');
    const foreign = await foreignIds();
    expect((await consumption({ kho_id: foreign.kho_id })).status).toBe(404);
    const dept = await consumption({ khoa_id: foreign.khoa_id }, undefined, 'en');
    expect(dept.status).toBe(404);
    expect(dept.body.message).toBe('Department not found in the organisation');
    expect((await consumption({ kho_id: f.mainStore }, f.wardNurse.access_token)).status).toBe(403);
    const nurse = expectStatus(await consumption({}, f.wardNurse.access_token), 200);
    expect(mine(nurse.dong)).toEqual([]);
  });
});

describe('controlled-drug register (thuoc-kiem-soat)', () => {
  const register = (query: Query, token?: string, lang?: 'vi' | 'en') =>
    ask<ControlledRegister>('thuoc-kiem-soat', { ...period, ...query }, token, lang);

  it('opens from the balance before the period and runs per item and warehouse, with the other side', async () => {
    const data = expectStatus(
      await register({ kho_id: f.mainStore, tu_ngay: hanoiDay(-1) }, f.chemist.access_token),
      200,
    );
    expect(data.dong.map((r) => [r.loai_phieu, r.nhom, r.nhap, r.xuat, r.ton, r.doi_tac])).toEqual([
      ['XUAT_KHO', 'XUAT_KHOA', 0, 10, 50, 'Khoa Nội (Tủ trực Khoa Nội)'],
      ['TRA_HANG', 'XUAT_TRA_NHA_CUNG_CAP', 0, 5, 45, 'Công ty Dược phẩm Trung ương'],
    ]);
    expect(data.dong.every((r) => r.hang_hoa_id === morphine.id && r.so_lo === 'M1')).toBe(true);
    expect(data.tong_cong).toEqual({ so_dong: 2, nhap: 0, xuat: 15 });
  });

  it('names the patient of a dispensing; ordinary goods are left out; totals over every page', async () => {
    const data = expectStatus(await register({ page_size: 2 }), 200);
    expect(data.dong).toHaveLength(2);
    expect(data.tong_cong).toEqual({ so_dong: 6, nhap: 90, xuat: 19 });
    const all = expectStatus(await register({}), 200);
    expect(all.dong.every((r) => r.phan_loai_quan_ly === 'GAY_NGHIEN')).toBe(true);
    const dispensed = all.dong.find((r) => r.loai_phieu === 'CAP_PHAT')!;
    expect(dispensed).toMatchObject({ kho_id: f.dispensary, xuat: 4, ton: 16, benh_nhan_id: f.outpatient });
    expect(dispensed.benh_nhan_ten).toBe('Nguyễn Thị Ngoại Trú');
    expect(all.dong.find((r) => r.kho_id === f.cabinet)).toMatchObject({ nhap: 10, ton: 10 });
    const psycho = expectStatus(await register({ phan_loai_quan_ly: 'HUONG_THAN' }), 200);
    expect(psycho.tong_cong.so_dong).toBe(0);
  });

  it('bad parameters, another organisation, who sees which warehouse', async () => {
    const backwards = await register({ tu_ngay: today, den_ngay: twoDaysAgo });
    expect(backwards.status).toBe(400);
    expect((await register({ kho_id: (await foreignIds()).kho_id })).status).toBe(404);
    expect((await register({ hang_hoa_id: randomUUID() })).status).toBe(404);
    expect((await register({ kho_id: f.mainStore }, f.wardNurse.access_token)).status).toBe(403);
    const nurse = expectStatus(await register({}, f.wardNurse.access_token), 200);
    expect(nurse.dong.map((r) => r.kho_id)).toEqual([f.cabinet]);
  });
});

describe('tender execution (thuc-hien-thau)', () => {
  const execution = (query: Query, token?: string, lang?: 'vi' | 'en') =>
    ask<TenderExecutionReport>('thuc-hien-thau', { goi_thau_id: tenderId, ...query }, token, lang);

  it('awarded, received net of the return to the supplier, remaining, values', async () => {
    const data = expectStatus(await execution({}, f.wardNurse.access_token), 200);
    expect(
      data.dong.map((r) => [
        r.hang_hoa_id === morphine.id ? 'morphine' : 'para',
        r.so_luong_trung,
        r.so_luong_da_nhap,
        r.so_luong_con_lai,
        r.ty_le_thuc_hien,
        r.gia_tri_trung,
        r.gia_tri_da_nhap,
        r.gia_tri_con_lai,
      ]),
    ).toEqual(
      expect.arrayContaining([
        ['morphine', 100, 55, 45, 55, 200000, 110000, 90000],
        ['para', 50, 40, 10, 80, 50000, 40000, 10000],
      ]),
    );
    expect(data.tong_cong).toEqual({
      so_dong: 2,
      gia_tri_trung: 250000,
      gia_tri_da_nhap: 150000,
      gia_tri_con_lai: 100000,
    });
  });

  it('filters by year, status and supplier; paging keeps the totals', async () => {
    expect(expectStatus(await execution({ nam: 2024 }), 200).tong_cong.so_dong).toBe(0);
    expect(expectStatus(await execution({ tinh_trang: 'con_hieu_luc' }), 200).tong_cong.so_dong).toBe(2);
    expect(expectStatus(await execution({ tinh_trang: 'het_hieu_luc' }), 200).tong_cong.so_dong).toBe(0);
    const paged = expectStatus(await execution({ nha_cung_cap_id: f.supplierId, page_size: 1 }), 200);
    expect(paged.dong).toHaveLength(1);
    expect(paged.tong_cong.so_dong).toBe(2);
  });

  it('bad parameters and ids of another organisation', async () => {
    const bad = await execution({ tinh_trang: 'khac' });
    expect(bad.status).toBe(400);
    const tender = await execution({ goi_thau_id: randomUUID() }, undefined, 'en');
    expect(tender.status).toBe(404);
    expect(tender.body.message).toBe('Tender package not found in the organisation');
    expect((await execution({ nha_cung_cap_id: randomUUID() })).status).toBe(404);
    expect((await execution({}, f.outsider.access_token)).status).toBe(403);
  });
});
