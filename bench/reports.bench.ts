/**
 * Reports at scale (issue 8): the monthly stock movement report of one warehouse and of the whole
 * organisation (a closed month and the open one), the expiry report, consumption by department and
 * the overview, each timed
 * through the API against the same figures written as one plain aggregate over the raw ledger, in
 * one run, with the ratio. The open month is also measured at its worst, a whole month of ledger:
 * the last closed month is reopened for those cases and closed again. BENCH_EXPLAIN=1 also prints
 * the plan of the one-warehouse open-month report.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/reports.bench.ts
 *
 * Scale down with BENCH_GOODS, BENCH_BATCHES, BENCH_LEDGER, BENCH_WAREHOUSES, BENCH_RUNS (defaults:
 * 5 000 goods, 200 000 batches, 5 000 000 ledger rows over 3 years, 4 warehouses, 5 runs). Every
 * month before the current one is closed through the period-closing call first, so balances exist.
 * BENCH_KEEP_DATABASE=name generates and closes into that database of the server once and keeps it;
 * later runs measure the same data again (after a change, say).
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client';
import { planPeriod } from '../apps/server/src/modules/reports/report-period';
import { listClosedMonths, readForReport } from '../apps/server/src/modules/reports/report-scope.repository';
import { stockMovementSql } from '../apps/server/src/modules/reports/stock-movement/stock-movement.repository';
import { benchDatabase, call, machineLine, startBenchServer, summary, timed } from './bench-kit';
import { findGeneratedOrganisation, generateLargeOrganisation } from './inventory-data';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const runs = env('BENCH_RUNS', 5);
const scratch = await benchDatabase('reports', process.env.BENCH_KEEP_DATABASE);
const { db } = scratch.database;
try {
  console.log(machineLine());
  const data =
    (scratch.kept
      ? await findGeneratedOrganisation(
          db,
          sql`exists (select 1 from so_du_thang s where s.to_chuc_id = o.id)`,
        )
      : undefined) ?? (await generate());
  const server = await startBenchServer(scratch.database, data.userId);
  const org = data.organisationId;
  const warehouse = data.warehouseIds[0]!;
  try {
    const { today, thisMonth } = await ledgerMonths(org);
    const lastMonth = monthBefore(thisMonth);
    const lastMonthEnd = dayBefore(thisMonth);
    const xnt = (from: string, to: string, kho?: string) =>
      `/api/v1/bao-cao/xuat-nhap-ton?to_chuc=${org}&tu_ngay=${from}&den_ngay=${to}&page_size=1000${kho ? `&kho_id=${kho}` : ''}`;
    const cases: { name: string; report: () => Promise<unknown>; plain: () => Promise<unknown> }[] = [
      {
        name: 'XNT closed month, one warehouse',
        report: () => call(server, 'GET', xnt(lastMonth, lastMonthEnd, warehouse)),
        plain: () =>
          readForReport(db, (tx) => tx.execute(plainMovement(org, lastMonth, lastMonthEnd, warehouse))),
      },
      {
        name: 'XNT open month, one warehouse',
        report: () => call(server, 'GET', xnt(thisMonth, today, warehouse)),
        plain: () => readForReport(db, (tx) => tx.execute(plainMovement(org, thisMonth, today, warehouse))),
      },
      {
        name: 'XNT closed month, organisation',
        report: () => call(server, 'GET', xnt(lastMonth, lastMonthEnd)),
        plain: () => readForReport(db, (tx) => tx.execute(plainMovement(org, lastMonth, lastMonthEnd))),
      },
      {
        name: 'XNT open month, organisation',
        report: () => call(server, 'GET', xnt(thisMonth, today)),
        plain: () => readForReport(db, (tx) => tx.execute(plainMovement(org, thisMonth, today))),
      },
      {
        name: 'Expiry 90 days, organisation',
        report: () =>
          call(server, 'GET', `/api/v1/bao-cao/han-dung?to_chuc=${org}&so_ngay=90&page_size=1000`),
        plain: () => readForReport(db, (tx) => tx.execute(plainExpiry(org, today, 90))),
      },
      {
        name: 'Consumption, open month, organisation',
        report: () =>
          call(
            server,
            'GET',
            `/api/v1/bao-cao/su-dung?to_chuc=${org}&tu_ngay=${thisMonth}&den_ngay=${today}&page_size=1000`,
          ),
        plain: () => readForReport(db, (tx) => tx.execute(plainMovement(org, thisMonth, today))),
      },
      {
        name: 'Overview, organisation',
        report: () => call(server, 'GET', `/api/v1/bao-cao/tong-quan?to_chuc=${org}`),
        plain: () => readForReport(db, (tx) => tx.execute(plainOverview(org, thisMonth))),
      },
    ];
    console.log(
      `\n${runs} runs each after one warm-up; p50 (max) in ms; plain = one aggregate over the raw ledger; JIT off for both`,
    );
    console.log('| case | report | plain aggregate | plain / report |');
    console.log('|---|---|---|---|');
    for (const c of cases) await compare(c);
    // Early in a month the open month holds a few days of ledger; its worst case is a whole month
    // open. The last closed month is reopened for these cases and closed again after them; each
    // time, the month's balances and movements deleted leave dead rows that the month-end reads
    // would visit through the index until autovacuum's next round, which the bench does not wait for.
    const [lastClosed] = await call<{ id: string; thang: string }[]>(
      server,
      'GET',
      `/api/v1/khoa-so/danh-sach-khoa-so?to_chuc=${org}`,
    ).then((periods) => periods.filter((p) => p.thang.startsWith(lastMonth.slice(0, 7))));
    if (lastClosed) {
      await call(server, 'DELETE', `/api/v1/khoa-so/${lastClosed.id}/xoa-khoa-so?to_chuc=${org}`);
      try {
        await vacuumMonthTables();
        const wholeMonth: typeof cases = [
          {
            name: `XNT open month, a whole month (${lastMonth.slice(0, 7)}), one warehouse`,
            report: () => call(server, 'GET', xnt(lastMonth, lastMonthEnd, warehouse)),
            plain: () =>
              readForReport(db, (tx) => tx.execute(plainMovement(org, lastMonth, lastMonthEnd, warehouse))),
          },
          {
            name: `XNT open month, a whole month (${lastMonth.slice(0, 7)}), organisation`,
            report: () => call(server, 'GET', xnt(lastMonth, lastMonthEnd)),
            plain: () => readForReport(db, (tx) => tx.execute(plainMovement(org, lastMonth, lastMonthEnd))),
          },
          {
            name: `Overview, organisation, ${lastMonth.slice(0, 7)} open`,
            report: () => call(server, 'GET', `/api/v1/bao-cao/tong-quan?to_chuc=${org}`),
            plain: () => readForReport(db, (tx) => tx.execute(plainOverview(org, thisMonth))),
          },
        ];
        for (const c of wholeMonth) await compare(c);
      } finally {
        await call(server, 'POST', '/api/v1/khoa-so/tao-moi-khoa-so', {
          to_chuc: org,
          thang: lastMonth.slice(0, 7),
        });
        await vacuumMonthTables();
      }
    }
    if (process.env.BENCH_EXPLAIN) {
      // The plan of the one-warehouse open-month report, to see where its time goes.
      const plan = planPeriod(await listClosedMonths(db, org), thisMonth, today);
      const statement = stockMovementSql({
        organisationId: org,
        warehouseIds: [warehouse],
        from: thisMonth,
        to: today,
        plan,
        perBatch: false,
        page: 1,
        pageSize: 1000,
      });
      const rows = await readForReport(db, (tx) =>
        queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain (analyze, buffers) ${statement}`),
      );
      console.log(rows.map((r) => r['QUERY PLAN']).join('\n'));
    }
  } finally {
    await server.close();
  }
} finally {
  await scratch.close();
}

/** Generates the inventory and closes every month before the current one through the API. */
async function generate() {
  const data = await generateLargeOrganisation(db);
  const org = data.organisationId;
  const { first, thisMonth } = await ledgerMonths(org);
  const server = await startBenchServer(scratch.database, data.userId);
  try {
    const closing = await timed(async () => {
      let months = 0;
      for (let m = first; m < thisMonth; m = nextMonth(m), months++)
        await call(server, 'POST', '/api/v1/khoa-so/tao-moi-khoa-so', { to_chuc: org, thang: m.slice(0, 7) });
      return months;
    });
    console.log(
      `Closed ${closing.value} months in ${(closing.ms / 1000).toFixed(1)} s (${(closing.ms / closing.value).toFixed(0)} ms a month)`,
    );
  } finally {
    await server.close();
  }
  const [sizes] = await queryRows<{ balances: string; movements: string }>(
    db,
    sql`select (select count(*) from so_du_thang where to_chuc_id = ${org}) as balances,
               (select count(*) from phat_sinh_thang where to_chuc_id = ${org}) as movements`,
  );
  console.log(`so_du_thang ${sizes!.balances} rows, phat_sinh_thang ${sizes!.movements} rows`);
  await db.execute(sql`vacuum (analyze) the_kho, so_du_thang, phat_sinh_thang`);
  return data;
}

function vacuumMonthTables() {
  return db.execute(sql`vacuum (analyze) so_du_thang, phat_sinh_thang, phat_sinh_thang_kho`);
}

/** The first month of the organisation's ledger, today and this month (in Vietnam). */
async function ledgerMonths(org: string) {
  const [range] = await queryRows<{ first: string; today: string }>(
    db,
    sql`select date_trunc('month', min(ngay_chung_tu))::date::text as first,
               (now() at time zone 'Asia/Ho_Chi_Minh')::date::text as today
        from the_kho where to_chuc_id = ${org}`,
  );
  const today = range!.today;
  return { first: range!.first, today, thisMonth: `${today.slice(0, 7)}-01` };
}

async function compare(c: { name: string; report: () => Promise<unknown>; plain: () => Promise<unknown> }) {
  const report = await times(c.report);
  const plain = await times(c.plain);
  console.log(
    `| ${c.name} | ${report.p50.toFixed(0)} (${report.max.toFixed(0)}) | ${plain.p50.toFixed(0)} (${plain.max.toFixed(0)}) | ${(plain.p50 / report.p50).toFixed(1)}x |`,
  );
}

async function times(step: () => Promise<unknown>) {
  await step();
  const all: number[] = [];
  for (let i = 0; i < runs; i++) all.push((await timed(step)).ms);
  return summary(all);
}

function nextMonth(month: string): string {
  const d = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}
function monthBefore(month: string): string {
  const d = new Date(`${month}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
}
function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

/** The stock movement report as one aggregate over the raw ledger: opening, categories, per item. */
function plainMovement(org: string, from: string, to: string, warehouseId?: string): SQL {
  return sql`select t.hang_hoa_id,
      sum(t.so_luong) filter (where t.ngay_chung_tu < ${from}::date) as dau,
      sum(t.so_luong) filter (where t.ngay_chung_tu >= ${from}::date and c.nhom like 'NHAP%') as nhap,
      -sum(t.so_luong) filter (where t.ngay_chung_tu >= ${from}::date and c.nhom like 'XUAT%') as xuat,
      sum(t.so_luong * t.don_gia) as gia_tri_cuoi
    from the_kho t
    cross join lateral (select case when t.ngay_chung_tu < ${from}::date then 'DAU' else t.nhom end as nhom) c
    where t.to_chuc_id = ${org} and t.ngay_chung_tu <= ${to}::date ${warehouseId ? sql`and t.kho_id = ${warehouseId}` : sql``}
    group by t.hang_hoa_id`;
}

/** Expiring batches with stock, summed from the raw ledger. */
function plainExpiry(org: string, today: string, days: number): SQL {
  return sql`select t.kho_id, t.lo_hang_id, sum(t.so_luong) as so_luong, sum(t.so_luong * t.don_gia) as gia_tri
    from the_kho t join lo_hang l on l.id = t.lo_hang_id
    where t.to_chuc_id = ${org} and l.han_dung <= ${today}::date + ${days}::int
    group by t.kho_id, t.lo_hang_id having sum(t.so_luong) > 0`;
}

/** The overview's heaviest parts from the raw ledger: stock value and 12 months of receipts and issues. */
function plainOverview(org: string, thisMonth: string): SQL {
  return sql`select date_trunc('month', t.ngay_chung_tu) as thang,
      sum(t.so_luong * t.don_gia) filter (where t.so_luong > 0) as nhap,
      -sum(t.so_luong * t.don_gia) filter (where t.so_luong < 0) as xuat,
      (select sum(so_luong * don_gia) from the_kho where to_chuc_id = ${org}) as gia_tri_ton
    from the_kho t
    where t.to_chuc_id = ${org} and t.ngay_chung_tu >= ${thisMonth}::date - interval '11 months'
    group by 1`;
}
