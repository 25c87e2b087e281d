import type { ClosedPeriod } from '@kho/contracts';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../../db/client';
import { startTestApp, type TestApp } from '../../../test/harness';
import { stockMovement } from '../../reports/reports-test-helpers';
import {
  expectLedgerMatches,
  expectStatus,
  hanoiDay,
  RECEIPTS,
  receiptBody,
  receiptLine,
  runVoucher,
  setupInventory,
  type InventoryFixture,
} from '../inventory-test-helpers';
import { monthBalancesLockKey } from '../engine/periods.repository';
import { writeAllPendingMonthBalances } from './month-balances.service';

/**
 * Closing a month commits it as closed, then writes its month-end balances in a transaction of its
 * own (decision 0042). A side connection holds the balances' lock, so a closing is known to be
 * between the two: movements must go on, the reports must give the same figures, and a closing cut
 * off there must be finished by the server's sweep.
 */
let t: TestApp;
let f: InventoryFixture;
let side: pg.Client;
const twoMonthsAgo = hanoiDay(-62).slice(0, 7);
const lastMonth = hanoiDay(-32).slice(0, 7);
const thisMonth = hanoiDay(0).slice(0, 7);

beforeAll(async () => {
  t = await startTestApp();
  f = await setupInventory(t);
  side = new pg.Client({ connectionString: t.databaseUrl });
  await side.connect();
  const [para, amox] = f.goods;
  for (const [month, lot] of [
    [twoMonthsAgo, 'MB-1'],
    [lastMonth, 'MB-2'],
  ] as const)
    await runVoucher(
      t,
      f,
      RECEIPTS,
      receiptBody(f, [receiptLine(para!.id, { so_lo: lot, so_luong: 40 }), receiptLine(amox!.id)], {
        ngay_chung_tu: `${month}-10`,
      }),
    );
});
afterAll(async () => {
  await side.end();
  await t.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const close = (month: string) =>
  t.request<ClosedPeriod>('POST', '/api/v1/khoa-so/tao-moi-khoa-so', {
    token: f.chemist.access_token,
    body: { to_chuc: f.organisation.id, thang: month },
  });

const reopen = (period: ClosedPeriod) =>
  t.request<ClosedPeriod>('DELETE', `/api/v1/khoa-so/${period.id}/xoa-khoa-so`, {
    token: f.admin.access_token,
    query: { to_chuc: f.organisation.id },
  });

async function periods(): Promise<ClosedPeriod[]> {
  const result = await t.request<ClosedPeriod[]>('GET', '/api/v1/khoa-so/danh-sach-khoa-so', {
    token: f.chemist.access_token,
    query: { to_chuc: f.organisation.id },
  });
  return expectStatus(result, 200);
}

/** The month as the period list shows it, once its closing has committed. */
async function untilListed(month: string): Promise<ClosedPeriod> {
  for (let attempt = 0; attempt < 300; attempt += 1) {
    const found = (await periods()).find((p) => p.thang === `${month}-01`);
    if (found) return found;
    await sleep(20);
  }
  throw new Error(`${month} was not closed`);
}

/** Holds the organisation's balances lock on the side connection until released. */
async function holdBalancesLock(): Promise<() => Promise<void>> {
  await side.query('begin');
  await side.query(`select pg_advisory_xact_lock(hashtextextended($1, 0))`, [
    monthBalancesLockKey(f.organisation.id),
  ]);
  return async () => {
    await side.query('rollback');
  };
}

/** A backend waiting for the balances lock (a closing's second step), other than `except`. */
async function waitingForBalances(except: number[]): Promise<number | undefined> {
  const { rows } = await side.query<{ pid: number }>(
    `select pid from pg_locks where locktype = 'advisory' and not granted and pid <> pg_backend_pid()`,
  );
  return rows.map((row) => row.pid).find((pid) => !except.includes(pid));
}

/** The month-end balances kept for `month` equal the ledger summed through its end. */
async function expectBalancesOfLedger(month: string): Promise<void> {
  const end = sql`(${`${month}-01`}::date + interval '1 month')::date`;
  const kept = await queryRows(
    t.context.db,
    sql`select kho_id, lo_hang_id, so_luong::text as so_luong from so_du_thang
        where to_chuc_id = ${f.organisation.id} and thang = ${`${month}-01`}::date order by lo_hang_id`,
  );
  const ledger = await queryRows(
    t.context.db,
    sql`select kho_id, lo_hang_id, sum(so_luong)::text as so_luong from the_kho
        where to_chuc_id = ${f.organisation.id} and ngay_chung_tu < ${end}
        group by kho_id, lo_hang_id having sum(so_luong) <> 0 order by lo_hang_id`,
  );
  expect(ledger.length).toBeGreaterThan(0);
  expect(kept).toEqual(ledger);
}

/** This month's stock movement figures; their opening comes from last month's balances or ledger. */
async function thisMonthFigures() {
  const report = expectStatus(
    await stockMovement(t, f.admin.access_token, {
      to_chuc: f.organisation.id,
      tu_ngay: `${thisMonth}-01`,
      den_ngay: hanoiDay(0),
      page_size: 1000,
    }),
    200,
  );
  expect(report.dong.length).toBeGreaterThan(0);
  return { tong_cong: report.tong_cong, dong: report.dong };
}

describe('month-end balances written after the month closes', () => {
  it('lets movements go on while they are written, and the reports give the same figures', async () => {
    const release = await holdBalancesLock();
    let settled = false;
    const closing = close(lastMonth).finally(() => {
      settled = true;
    });
    try {
      const listed = await untilListed(lastMonth);
      expect(listed.so_du_xong).toBe(false);
      // A receipt of this month is approved while the balances wait: it takes the period lock.
      const [para] = f.goods;
      await runVoucher(t, f, RECEIPTS, receiptBody(f, [receiptLine(para!.id, { so_lo: 'MB-3' })]));
      const intoClosed = await t.request('POST', `${RECEIPTS}/tao-moi-phieu-nhap-kho`, {
        token: f.chemist.access_token,
        body: receiptBody(f, [receiptLine(para!.id)], { ngay_chung_tu: `${lastMonth}-20` }),
      });
      expect(intoClosed.status).toBe(409);
      expect(settled).toBe(false);
      const whileWriting = await thisMonthFigures();
      await release();
      const closed = expectStatus(await closing, 201);
      expect(closed).toMatchObject({ thang: `${lastMonth}-01`, so_du_xong: true });
      expect(await thisMonthFigures()).toEqual(whileWriting);
      await expectBalancesOfLedger(lastMonth);
      await expectLedgerMatches(t, f, [f.mainStore]);
    } finally {
      await release().catch(() => undefined);
      await closing.catch(() => undefined);
    }
    expectStatus(await reopen((await periods())[0]!), 200);
  });

  it('finishes balances a closing was cut off from, and a month reopened first leaves none', async () => {
    /**
     * Closes `month` with its balances' transaction terminated, as a crash would leave it: every
     * attempt, since the database layer tries a transaction cut off before its work again.
     */
    const closeCutOff = async (month: string) => {
      const release = await holdBalancesLock();
      let settled = false;
      const closing = close(month).finally(() => {
        settled = true;
      });
      const terminated: number[] = [];
      try {
        while (!settled) {
          const pid = await waitingForBalances(terminated);
          if (pid === undefined) await sleep(10);
          else {
            await side.query('select pg_terminate_backend($1)', [pid]);
            terminated.push(pid);
          }
        }
      } finally {
        await release();
      }
      expect(terminated.length).toBeGreaterThan(1);
      return expectStatus(await closing, 201);
    };
    const cutOff = await closeCutOff(lastMonth);
    expect(cutOff.so_du_xong).toBe(false);
    expect((await periods())[0]).toMatchObject({ thang: `${lastMonth}-01`, so_du_xong: false });
    const fromLedger = await thisMonthFigures();

    expect(await writeAllPendingMonthBalances(t.context.db)).toBe(1);
    expect(await writeAllPendingMonthBalances(t.context.db)).toBe(0);
    expect((await periods())[0]).toMatchObject({ thang: `${lastMonth}-01`, so_du_xong: true });
    await expectBalancesOfLedger(lastMonth);
    expect(await thisMonthFigures()).toEqual(fromLedger);

    expectStatus(await reopen((await periods())[0]!), 200);
    const again = await closeCutOff(lastMonth);
    expect(expectStatus(await reopen(again), 200).so_du_xong).toBe(false);
    expect(await periods()).toEqual([]);
    expect(await writeAllPendingMonthBalances(t.context.db)).toBe(0);
    const left = await queryRows<{ n: number }>(
      t.context.db,
      sql`select count(*)::int as n from so_du_thang where to_chuc_id = ${f.organisation.id}`,
    );
    expect(left[0]!.n).toBe(0);
  });

  it('writes months closed one after another in order, each from the one before', async () => {
    const release = await holdBalancesLock();
    const earlier = close(twoMonthsAgo);
    let later: ReturnType<typeof close> | undefined;
    try {
      await untilListed(twoMonthsAgo);
      later = close(lastMonth);
      expect((await untilListed(lastMonth)).so_du_xong).toBe(false);
    } finally {
      await release();
    }
    expect(expectStatus(await earlier, 201).so_du_xong).toBe(true);
    expect(expectStatus(await later, 201).so_du_xong).toBe(true);
    await expectBalancesOfLedger(twoMonthsAgo);
    await expectBalancesOfLedger(lastMonth);
  });

  it('reopens a month after the balances being written, without holding movements back meanwhile', async () => {
    const latest = (await periods())[0]!;
    const release = await holdBalancesLock();
    let settled = false;
    const reopening = reopen(latest).finally(() => {
      settled = true;
    });
    try {
      // The reopening waits for the balances' lock; a receipt of this month is approved meanwhile.
      while ((await waitingForBalances([])) === undefined) await sleep(10);
      const [para] = f.goods;
      await runVoucher(t, f, RECEIPTS, receiptBody(f, [receiptLine(para!.id, { so_lo: 'MB-4' })]));
      expect(settled).toBe(false);
    } finally {
      await release();
    }
    expectStatus(await reopening, 200);
    expect((await periods()).map((p) => p.id)).not.toContain(latest.id);
  });
});
