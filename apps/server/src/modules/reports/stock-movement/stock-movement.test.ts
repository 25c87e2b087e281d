import { sql } from 'drizzle-orm';
import type { StockMovementRow, VoucherDetail } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { lastDayOf, planPeriod } from '../report-period';
import { readForReport } from '../report-scope.repository';
import { startTestApp, type TestApp } from '../../../test/harness';
import { preparedPlans } from '../../../test/statements';
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
import {
  allOf,
  dispense,
  medicine,
  prescribe,
  setupPrescriptions,
  type PrescriptionFixture,
} from '../../prescriptions/prescriptions-test-helpers';
import {
  closeMonth,
  dayOfMonthAgo,
  ledgerBalances,
  reportFromLedger,
  stockMovement,
  stockTableBalances,
} from '../reports-test-helpers';
import { stockMovementPage } from './stock-movement.repository';

let t: TestApp;
let f: PrescriptionFixture;
let goodsA: { id: string };
let goodsB: { id: string };
const today = hanoiDay(0);
const twoMonthsAgo = dayOfMonthAgo(2, 1);
const lastMonth = dayOfMonthAgo(1, 1);

const issue = (extra: Record<string, unknown>, lines: { hang_hoa_id: string; so_luong: number }[]) =>
  runVoucher(t, f, ISSUES, issueBody(f, lines, extra));

/** One movement of every kind, over the month before last, last month and this month. */
beforeAll(async () => {
  t = await startTestApp();
  f = await setupPrescriptions(t);
  goodsA = await medicine(t, f, 'Paracetamol báo cáo');
  goodsB = await medicine(t, f, 'Amoxicillin báo cáo');
  const at = (day: string) => ({ ngay_chung_tu: day });
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(
      f,
      [
        receiptLine(goodsA.id, { so_lo: 'A1', so_luong: 100 }),
        receiptLine(goodsB.id, { so_lo: 'B1', so_luong: 40 }),
      ],
      at(dayOfMonthAgo(2, 5)),
    ),
  );
  await issue({ loai_xuat: 'KHO_KHOA', kho_nhan_id: f.cabinet, ...at(dayOfMonthAgo(2, 10)) }, [
    { hang_hoa_id: goodsA.id, so_luong: 30 },
  ]);
  await issue({ loai_xuat: 'HUY', ly_do: 'Vỡ chai', ...at(dayOfMonthAgo(1, 5)) }, [
    { hang_hoa_id: goodsA.id, so_luong: 5 },
  ]);
  await issue({ loai_xuat: 'CO_SO_KHAC', don_vi_nhan: 'Trạm y tế xã', ...at(dayOfMonthAgo(1, 6)) }, [
    { hang_hoa_id: goodsB.id, so_luong: 10 },
  ]);
  await issue({ loai_xuat: 'KIEM_NGHIEM' }, [{ hang_hoa_id: goodsA.id, so_luong: 2 }]);
  // A receipt cancelled today: its reversal lowers the receipts from suppliers, not the issues.
  const cancelled: VoucherDetail = await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(goodsB.id, { so_lo: 'B2', so_luong: 7 })]),
  );
  expectStatus(await voucherAction(t, f, RECEIPTS, cancelled, 'huy', { ly_do: 'Sai hóa đơn' }), 200);
  // Dispensed to a patient from the dispensary.
  await runVoucher(
    t,
    f,
    RECEIPTS,
    receiptBody(f, [receiptLine(goodsA.id, { so_lo: 'D1', so_luong: 10 })], { kho_id: f.dispensary }),
  );
  const prescription = await prescribe(t, f, [{ hang_hoa_id: goodsA.id, so_luong: 4 }]);
  expectStatus(await dispense(t, f, prescription, allOf(prescription)), 200);
});
afterAll(() => t.close());

const lineOf = (rows: StockMovementRow[], goodsId: string, lot?: string) =>
  rows.find((r) => r.hang_hoa_id === goodsId && (lot === undefined || r.so_lo === lot))!;

function expectReconciles(rows: StockMovementRow[]) {
  for (const r of rows) {
    expect(r.ton_dau.so_luong + r.tong_nhap.so_luong - r.tong_xuat.so_luong).toBeCloseTo(
      r.ton_cuoi.so_luong,
      4,
    );
    expect(r.ton_dau.gia_tri + r.tong_nhap.gia_tri - r.tong_xuat.gia_tri).toBeCloseTo(r.ton_cuoi.gia_tri, 2);
  }
}

describe('stock movement report (xuat-nhap-ton)', () => {
  it('splits every voucher kind into its category, in quantity and value, and reconciles', async () => {
    const query = { to_chuc: f.organisation.id, tu_ngay: twoMonthsAgo, den_ngay: today, page_size: 1000 };
    const report = expectStatus(await stockMovement(t, f.admin.access_token, query), 200);
    expectReconciles(report.dong);
    const a = lineOf(report.dong, goodsA.id);
    expect(a.ton_dau.so_luong).toBe(0);
    expect(a.nhap.NHAP_NHA_CUNG_CAP.so_luong).toBe(110);
    expect(a.nhap.NHAP_NOI_BO.so_luong).toBe(30);
    expect(a.xuat.XUAT_KHOA.so_luong).toBe(30);
    expect(a.xuat.XUAT_DIEU_CHINH.so_luong).toBe(7);
    expect(a.xuat.XUAT_CAP_PHAT.so_luong).toBe(4);
    expect(a.ton_cuoi.so_luong).toBe(99);
    // Unit cost 1 000 + 5 % VAT: value = quantity x 1 050.
    expect(a.ton_cuoi.gia_tri).toBe(99 * 1050);
    const b = lineOf(report.dong, goodsB.id);
    expect(b.nhap.NHAP_NHA_CUNG_CAP.so_luong).toBe(40);
    expect(b.xuat.XUAT_KHAC.so_luong).toBe(10);
    expect(b.ton_cuoi.so_luong).toBe(30);

    const store = expectStatus(
      await stockMovement(t, f.admin.access_token, { ...query, kho_id: f.mainStore }),
      200,
    );
    const inStore = lineOf(store.dong, goodsA.id);
    expect(inStore.nhap.NHAP_NHA_CUNG_CAP.so_luong).toBe(100);
    expect(inStore.nhap.NHAP_NOI_BO.so_luong).toBe(0);
    expect(inStore.ton_cuoi.so_luong).toBe(63);
    expect(store.kho.map((k) => k.id)).toEqual([f.mainStore]);
  });

  it('keeps on each ledger row the category its voucher gives, after cancellations too', async () => {
    const rows = await queryRows<{ loai_phieu: string; nhom: string; from_voucher: string }>(
      t.context.db,
      sql`select t.loai_phieu, t.nhom,
                 nhom_phat_sinh(t.loai_phieu, t.so_luong, t.la_dao_nguoc, p.loai_xuat, p.benh_nhan_id) as from_voucher
          from the_kho t join phieu_kho p on p.id = t.phieu_id
          where t.to_chuc_id = ${f.organisation.id}`,
    );
    expect(rows.filter((r) => r.nhom !== r.from_voucher)).toEqual([]);
    // Every category the scenario above books is stored, the reversal under its receipt's.
    expect(new Set(rows.map((r) => r.nhom))).toEqual(
      new Set([
        'NHAP_NHA_CUNG_CAP',
        'NHAP_NOI_BO',
        'XUAT_KHOA',
        'XUAT_DIEU_CHINH',
        'XUAT_KHAC',
        'XUAT_CAP_PHAT',
      ]),
    );
  });

  it('closing per batch equals the stock table today and the ledger at an earlier end', async () => {
    const query = { to_chuc: f.organisation.id, tu_ngay: twoMonthsAgo, page_size: 1000, chi_tiet_lo: true };
    const now = expectStatus(
      await stockMovement(t, f.admin.access_token, { ...query, den_ngay: today }),
      200,
    );
    const stock = await stockTableBalances(t, f);
    const closing = new Map(
      now.dong.filter((r) => r.ton_cuoi.so_luong !== 0).map((r) => [r.lo_hang_id!, r.ton_cuoi.so_luong]),
    );
    expect(closing).toEqual(stock);
    const end = dayOfMonthAgo(1, 5);
    const earlier = expectStatus(
      await stockMovement(t, f.admin.access_token, { ...query, den_ngay: end }),
      200,
    );
    const atEnd = new Map(
      earlier.dong.filter((r) => r.ton_cuoi.so_luong !== 0).map((r) => [r.lo_hang_id!, r.ton_cuoi.so_luong]),
    );
    expect(atEnd).toEqual(await ledgerBalances(t, f, end));
    expectReconciles(earlier.dong);
  });

  it('over closed and open months gives the figures computed from the raw ledger', async () => {
    const periods: [string, string][] = [
      [twoMonthsAgo, today],
      [dayOfMonthAgo(1, 15), today],
      [dayOfMonthAgo(2, 12), dayOfMonthAgo(1, 5)],
      [lastMonth, today],
    ];
    const compare = async () => {
      for (const [from, to] of periods)
        for (const warehouse of [null, f.mainStore])
          for (const perBatch of [true, false]) {
            const query = {
              to_chuc: f.organisation.id,
              tu_ngay: from,
              den_ngay: to,
              chi_tiet_lo: perBatch,
              page_size: 1000,
            };
            const report = expectStatus(
              await stockMovement(
                t,
                f.admin.access_token,
                warehouse ? { ...query, kho_id: warehouse } : query,
              ),
              200,
            );
            const raw = await reportFromLedger(t, f, from, to, warehouse ? [warehouse] : null, perBatch);
            expect(report.dong).toEqual(raw.dong);
            expect(report.tong_cong).toEqual(raw.tong_cong);
          }
    };
    // No month closed: the opening is every movement before the period, whole months from their totals.
    await compare();
    await closeMonth(t, f, twoMonthsAgo);
    const first = expectStatus(
      await stockMovement(t, f.admin.access_token, {
        to_chuc: f.organisation.id,
        tu_ngay: lastMonth,
        den_ngay: today,
      }),
      200,
    );
    expect(first.thang_khoa_so).toBe(twoMonthsAgo);
    await compare();
    const lastId = await closeMonth(t, f, lastMonth);
    await compare();
    const balances = () =>
      queryRows<{ n: string }>(
        t.context.db,
        sql`select count(*) as n from so_du_thang where to_chuc_id = ${f.organisation.id} and thang = ${lastMonth}::date`,
      );
    expect(Number((await balances())[0]!.n)).toBeGreaterThan(0);
    expectStatus(
      await t.request('DELETE', `/api/v1/khoa-so/${lastId}/xoa-khoa-so`, {
        token: f.admin.access_token,
        query: { to_chuc: f.organisation.id },
      }),
      200,
    );
    expect(Number((await balances())[0]!.n)).toBe(0);
    await compare();

    // Last month is open and whole: the report per goods item reads it from its month totals (a
    // total changed by hand shows), the report per batch from the ledger (it does not).
    const [total] = await queryRows<{ hang_hoa_id: string; nhom: string }>(
      t.context.db,
      sql`select hang_hoa_id, nhom from luy_ke_phat_sinh
          where to_chuc_id = ${f.organisation.id} and thang = ${lastMonth}::date and nhom = 'XUAT_KHAC'`,
    );
    const wholeMonth = async (perBatch: boolean) => {
      const report = expectStatus(
        await stockMovement(t, f.admin.access_token, {
          to_chuc: f.organisation.id,
          tu_ngay: lastMonth,
          den_ngay: lastDayOf(lastMonth),
          chi_tiet_lo: perBatch,
          page_size: 1000,
        }),
        200,
      );
      return report.tong_cong.xuat.XUAT_KHAC.so_luong;
    };
    const [perItem, perBatch] = [await wholeMonth(false), await wholeMonth(true)];
    const shift = (by: number) =>
      t.context.db.execute(sql`update luy_ke_phat_sinh set so_luong = so_luong + ${by}
        where to_chuc_id = ${f.organisation.id} and thang = ${lastMonth}::date
          and hang_hoa_id = ${total!.hang_hoa_id} and nhom = ${total!.nhom}`);
    await shift(-2);
    try {
      expect(await wholeMonth(false)).toBe(perItem + 2);
      expect(await wholeMonth(true)).toBe(perBatch);
    } finally {
      await shift(2);
    }
  });

  it('is planned for its own period and warehouses every time, also once its text is prepared', async () => {
    const filter = {
      organisationId: f.organisation.id,
      warehouseIds: [f.mainStore],
      from: lastMonth,
      to: today,
      plan: planPeriod([], lastMonth, today),
      perBatch: false,
      page: 1,
      pageSize: 1000,
    };
    // Sequential transactions reuse the pool's last connection, whose prepared statements the last one reads.
    for (let run = 0; run < 9; run++)
      await readForReport(t.context.db, (tx) => stockMovementPage(tx, filter));
    const plans = await readForReport(t.context.db, async (tx) => {
      await stockMovementPage(tx, filter);
      return preparedPlans(tx, 'by_category as');
    });
    // The earlier tests' reports may have prepared other texts on this connection: none of them goes generic either.
    expect(Math.max(0, ...plans.map((p) => p.custom))).toBeGreaterThanOrEqual(6);
    expect(plans.map((p) => p.generic)).toEqual(plans.map(() => 0));
  });

  it('pages up to 1 000 lines with totals of every line', async () => {
    const query = { to_chuc: f.organisation.id, tu_ngay: twoMonthsAgo, den_ngay: today, chi_tiet_lo: true };
    const all = await stockMovement(t, f.admin.access_token, { ...query, page_size: 1000 });
    const first = await stockMovement(t, f.admin.access_token, { ...query, page_size: 1 });
    expect(first.body.data.dong).toHaveLength(1);
    expect(first.body.metadata?.pagination).toMatchObject({ count: all.body.data.dong.length, page_size: 1 });
    expect(first.body.data.tong_cong).toEqual(all.body.data.tong_cong);
    expect((await stockMovement(t, f.admin.access_token, { ...query, page_size: 1001 })).status).toBe(400);
  });
});
