import { sql } from 'drizzle-orm';
import type { ProcurementPlan } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import {
  expectStatus,
  hanoiDay,
  ISSUES,
  issueBody,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  TRANSFERS,
  voucherAction,
} from '../inventory/inventory-test-helpers';
import { act, MEDICINE_RETURNS, submitted } from '../inventory/requisitions/requests-test-helpers';
import { consumptionRows } from '../overview/overview-movements.repository';
import {
  allOf,
  dispense,
  prescribe,
  setupPrescriptions,
  type PrescriptionFixture,
} from '../prescriptions/prescriptions-test-helpers';

/**
 * The plan's demand and days in stock against their definition (docs/procurement.md), computed
 * here the plain way: demand is the consumption report's rows (`consumptionRows`) plus what the
 * scope supplied to pharmacy warehouses outside it; days in stock walk each day back from today's
 * stock through the ledger, one day at a time. The data has stock-outs, a day that sold out, ward
 * and patient returns, dispensing, transfers between warehouses of the organisation's scope,
 * cancelled vouchers and movements today; the plan is asked for several periods and scopes.
 */

let t: TestApp;
let f: PrescriptionFixture;
const today = hanoiDay(0);

interface LedgerRow {
  hang_hoa_id: string;
  ngay: string;
  so_luong: number;
  la_dao_nguoc: boolean;
  loai_phieu: string;
  kho_id: string;
  giving_id: string;
  receiving_id: string | null;
  receiving_kind: string | null;
}

const dayBefore = (day: string) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** Per goods item that moved since `from` or has stock (nothing is on a saved receipt here): demand and days in stock by the definition. */
async function definition(ids: string[], from: string, to: string) {
  const db = t.context.db;
  const consumed = await queryRows<{ hang_hoa_id: string; so_luong: number }>(
    db,
    sql`select hang_hoa_id, sum(so_luong)::float8 as so_luong
        from (${consumptionRows(f.organisation.id, ids, from, to)}) c group by hang_hoa_id`,
  );
  const rows = await queryRows<LedgerRow>(
    db,
    sql`select tk.hang_hoa_id, tk.ngay_chung_tu::text as ngay, tk.so_luong::float8 as so_luong,
               tk.la_dao_nguoc, tk.loai_phieu, tk.kho_id, p.kho_id as giving_id,
               p.kho_nhan_id as receiving_id, r.loai_kho as receiving_kind
        from the_kho tk join phieu_kho p on p.id = tk.phieu_id left join kho r on r.id = p.kho_nhan_id
        where tk.kho_id = any(${`{${ids.join(',')}}`}::uuid[]) and tk.ngay_chung_tu >= ${from}::date`,
  );
  const stock = await queryRows<{ hang_hoa_id: string; so_luong: number }>(
    db,
    sql`select hang_hoa_id, sum(so_luong)::float8 as so_luong from ton_kho_hang_hoa
        where kho_id = any(${`{${ids.join(',')}}`}::uuid[]) group by hang_hoa_id having sum(so_luong) <> 0`,
  );
  const goods = new Set([...rows.map((r) => r.hang_hoa_id), ...stock.map((s) => s.hang_hoa_id)]);
  const result = new Map<string, { tieu_hao: number; so_ngay_co_hang: number }>();
  for (const goodsId of goods) {
    const mine = rows.filter((r) => r.hang_hoa_id === goodsId);
    const supplied = mine
      .filter(
        (r) =>
          r.ngay <= to &&
          ['XUAT_KHO', 'CHUYEN_KHO', 'LINH_HANG'].includes(r.loai_phieu) &&
          r.kho_id === r.giving_id &&
          r.receiving_kind !== null &&
          r.receiving_kind !== 'TU_TRUC' &&
          !ids.includes(r.receiving_id!),
      )
      .reduce((sum, r) => sum + r.so_luong, 0);
    const used = consumed.find((c) => c.hang_hoa_id === goodsId)?.so_luong ?? 0;
    let closing = stock.find((s) => s.hang_hoa_id === goodsId)?.so_luong ?? 0;
    let days = 0;
    for (let day = today; day >= from; day = dayBefore(day)) {
      const moves = mine.filter((r) => r.ngay === day);
      const opening = closing - moves.reduce((sum, r) => sum + r.so_luong, 0);
      const left = moves.some((r) => r.so_luong < 0 && !r.la_dao_nguoc);
      if (day <= to && (opening > 0 || closing > 0 || left)) days += 1;
      closing = opening;
    }
    result.set(goodsId, { tieu_hao: Math.max(0, -(used + supplied)), so_ngay_co_hang: days });
  }
  return result;
}

async function receive(goodsId: string, quantity: number, day: string, lot: string, warehouse?: string) {
  return runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(goodsId, { so_lo: lot, so_luong: quantity })], {
      ngay_chung_tu: day,
      ...(warehouse ? { kho_id: warehouse } : {}),
    }),
  );
}

async function issueToWard(goodsId: string, quantity: number, day: string, warehouse = f.mainStore) {
  return runVoucher(
    t,
    f,
    ISSUES,
    issueBody(f, [{ hang_hoa_id: goodsId, so_luong: quantity }], {
      kho_id: warehouse,
      loai_xuat: 'KHO_KHOA',
      kho_nhan_id: f.cabinet,
      ly_do: 'Bổ sung tủ trực',
      ngay_chung_tu: day,
    }),
  );
}

async function transfer(goodsId: string, quantity: number, day: string) {
  return runVoucher(t, f, TRANSFERS, {
    to_chuc: f.organisation.id,
    kho_id: f.mainStore,
    kho_nhan_id: f.dispensary,
    ngay_chung_tu: day,
    chi_tiet: [{ hang_hoa_id: goodsId, so_luong: quantity }],
  });
}

beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  const [para, amox, nacl] = f.goods;
  // Para: sells out 35 days ago (a stock-out until 25 days ago), then some goes to the dispensary,
  // which dispenses to a patient today, who gives part back; the ward returns some today too.
  await receive(para!.id, 50, hanoiDay(-40), 'P-1');
  await issueToWard(para!.id, 50, hanoiDay(-35));
  await receive(para!.id, 30, hanoiDay(-25), 'P-2');
  const moved = await transfer(para!.id, 12, hanoiDay(-20));
  const cabinetIssue = await issueToWard(para!.id, 6, hanoiDay(-10));
  await issueToWard(para!.id, 3, today);
  const prescription = await prescribe(t, f, [{ hang_hoa_id: para!.id, so_luong: 5 }]);
  expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
  const batch = cabinetIssue.chi_tiet[0]!.phan_bo[0]!.lo_hang_id;
  const wardReturn = await submitted(t, f, MEDICINE_RETURNS, f.wardNurse.access_token, {
    to_chuc: f.organisation.id,
    kho_id: f.cabinet,
    kho_nhan_id: f.mainStore,
    ly_do: 'Thừa',
    chi_tiet: [{ hang_hoa_id: para!.id, lo_hang_id: batch, so_luong: 2 }],
  });
  expectStatus(await act(t, f, MEDICINE_RETURNS, wardReturn, 'duyet', f.chemist.access_token), 200);
  const patientReturn = await submitted(t, f, MEDICINE_RETURNS, f.chemist.access_token, {
    to_chuc: f.organisation.id,
    kho_id: f.dispensary,
    benh_nhan_id: f.outpatient,
    ly_do: 'Bệnh nhân đổi phác đồ',
    chi_tiet: [{ hang_hoa_id: para!.id, lo_hang_id: moved.chi_tiet[0]!.phan_bo[0]!.lo_hang_id, so_luong: 2 }],
  });
  expectStatus(await act(t, f, MEDICINE_RETURNS, patientReturn, 'duyet', f.chemist.access_token), 200);

  // Amox: received and issued on the same day into and out of an empty store (a day that sold out),
  // an issue cancelled today, and a receipt at the dispensary that is cancelled.
  await receive(amox!.id, 8, hanoiDay(-15), 'A-1');
  await issueToWard(amox!.id, 8, hanoiDay(-15));
  await receive(amox!.id, 20, hanoiDay(-5), 'A-2');
  const cancelled = await issueToWard(amox!.id, 7, hanoiDay(-3));
  expectStatus(await voucherAction(t, f, ISSUES, cancelled, 'huy', { ly_do: 'Xuất nhầm' }), 200);
  const wrong = await receive(amox!.id, 4, hanoiDay(-2), 'A-X', f.dispensary);
  expectStatus(await voucherAction(t, f, RECEIPTS, wrong, 'huy', { ly_do: 'Sai hóa đơn' }), 200);

  // NaCl: stock from before every period, moved only inside the dispensary's scope.
  await receive(nacl!.id, 40, hanoiDay(-60), 'N-1');
  await transfer(nacl!.id, 40, hanoiDay(-30));
  await issueToWard(nacl!.id, 15, hanoiDay(-12), f.dispensary);
});
afterAll(() => t.close());

const PERIODS: [number, number][] = [
  [-40, 0],
  [-30, -10],
  [-35, -35],
  [-20, -1],
  [0, 0],
];

describe('the plan against its definition', () => {
  it('gives the defined demand and days in stock for every period and scope', async () => {
    const pharmacy = await queryRows<{ id: string }>(
      t.context.db,
      sql`select id from kho where to_chuc_id = ${f.organisation.id} and loai_kho <> 'TU_TRUC'`,
    );
    const scopes: { kho_id?: string; ids: string[] }[] = [
      { kho_id: f.mainStore, ids: [f.mainStore] },
      { kho_id: f.dispensary, ids: [f.dispensary] },
      { kho_id: f.cabinet, ids: [f.cabinet] },
      { ids: pharmacy.map((k) => k.id) },
    ];
    let compared = 0;
    for (const scope of scopes) {
      for (const [start, end] of PERIODS) {
        const [from, to] = [hanoiDay(start), hanoiDay(end)];
        const data = expectStatus(
          await t.request<ProcurementPlan>('GET', '/api/v1/du-tru-mua-sam/ke-hoach', {
            token: f.admin.access_token,
            query: {
              to_chuc: f.organisation.id,
              tu_ngay: from,
              den_ngay: to,
              chi_can_mua: false,
              ...(scope.kho_id ? { kho_id: scope.kho_id } : {}),
            },
          }),
          200,
        );
        const expected = await definition(scope.ids, from, to);
        const label = `${scope.kho_id ?? 'organisation'} ${from}..${to}`;
        const got = new Map(data.dong.map((r) => [r.hang_hoa_id, r]));
        expect([...got.keys()].sort(), label).toEqual([...expected.keys()].sort());
        for (const [goodsId, figures] of expected) {
          expect(got.get(goodsId), `${label} ${goodsId}`).toMatchObject(figures);
          compared += 1;
        }
      }
    }
    // The data moved every goods item in several scopes: the comparison is not vacuous.
    expect(compared).toBeGreaterThan(30);
  });

  it('sees the stock-outs, returns and transfers in the figures', async () => {
    const data = expectStatus(
      await t.request<ProcurementPlan>('GET', '/api/v1/du-tru-mua-sam/ke-hoach', {
        token: f.admin.access_token,
        query: {
          to_chuc: f.organisation.id,
          kho_id: f.mainStore,
          tu_ngay: hanoiDay(-40),
          den_ngay: today,
          chi_can_mua: false,
        },
      }),
      200,
    );
    const para = data.dong.find((r) => r.hang_hoa_id === f.goods[0]!.id)!;
    // 50 + 6 + 3 to the ward less 2 back, plus 12 to the dispensary; out of stock 34..26 days ago.
    expect(para).toMatchObject({ tieu_hao: 69, so_ngay_co_hang: 41 - 9 });
  });
});
