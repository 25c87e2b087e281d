/**
 * Procurement planning at scale (issue 18): the plan of one warehouse and of the whole
 * organisation over a 90-day window, timed through the API, against a naive floor measured in the
 * same run (one plain aggregate over the window's raw ledger rows: each goods item's outflow and
 * the days it moved), with the ratio. Issues of the generated data go to a ward cabinet, so they
 * count as consumption as the app counts it.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/procurement-planning.bench.ts
 *
 * Scale down with BENCH_GOODS, BENCH_BATCHES, BENCH_LEDGER, BENCH_WAREHOUSES, BENCH_RUNS (defaults:
 * 5 000 goods, 200 000 batches, 5 000 000 ledger rows over 3 years, 4 warehouses, 5 runs).
 * BENCH_KEEP_DATABASE=name generates into that database of the server once and keeps it; later runs
 * with the same name measure the same data again without generating it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../apps/server/src/db/client';
import { readForReport } from '../apps/server/src/modules/reports/report-scope.repository';
import { newId } from '../apps/server/src/platform/ids';
import { benchDatabase, call, machineLine, startBenchServer, summary, timed } from './bench-kit';
import { findGeneratedOrganisation, generateLargeOrganisation } from './inventory-data';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const runs = env('BENCH_RUNS', 5);
const WINDOW_DAYS = 90;
const scratch = await benchDatabase('procurement', process.env.BENCH_KEEP_DATABASE);
const { db } = scratch.database;
try {
  console.log(machineLine());
  const data =
    (scratch.kept
      ? await findGeneratedOrganisation(
          db,
          sql`exists (select 1 from kho k where k.to_chuc_id = o.id and k.ma = 'TT_BENCH')`,
        )
      : undefined) ?? (await generate());
  const org = data.organisationId;
  const warehouse = data.warehouseIds[0]!;
  const [range] = await queryRows<{ today: string; from: string }>(
    db,
    sql`select (now() at time zone 'Asia/Ho_Chi_Minh')::date::text as today,
               ((now() at time zone 'Asia/Ho_Chi_Minh')::date - ${WINDOW_DAYS - 1}::int)::text as from`,
  );
  const { today, from } = range!;
  const server = await startBenchServer(scratch.database, data.userId);
  try {
    const plan = (kho?: string) =>
      `/api/v1/du-tru-mua-sam/ke-hoach?to_chuc=${org}&tu_ngay=${from}&den_ngay=${today}&chi_can_mua=false${kho ? `&kho_id=${kho}` : ''}`;
    const [sizes] = await queryRows<{ window_rows: string; one_rows: string }>(
      db,
      sql`select count(*) as window_rows, count(*) filter (where kho_id = ${warehouse}) as one_rows
          from the_kho where to_chuc_id = ${org} and ngay_chung_tu >= ${from}::date`,
    );
    console.log(
      `Window ${from}..${today}: ${sizes!.window_rows} ledger rows in the organisation, ${sizes!.one_rows} in the first warehouse`,
    );
    const cases: { name: string; plan: () => Promise<unknown>; floor: () => Promise<unknown> }[] = [
      {
        name: `Plan ${WINDOW_DAYS} days, one warehouse`,
        plan: () => call(server, 'GET', plan(warehouse)),
        floor: () => readForReport(db, (tx) => tx.execute(naiveFloor(org, from, [warehouse]))),
      },
      {
        name: `Plan ${WINDOW_DAYS} days, organisation`,
        plan: () => call(server, 'GET', plan()),
        floor: () => readForReport(db, (tx) => tx.execute(naiveFloor(org, from, data.warehouseIds))),
      },
    ];
    const rows = await call<{ dong: unknown[] }>(server, 'GET', plan(warehouse));
    console.log(`One warehouse's plan: ${rows.dong.length} goods`);
    console.log(
      `\n${runs} runs each after one warm-up; p50 (max) in ms; floor = one aggregate over the window's raw ledger rows; JIT off for both`,
    );
    console.log('| case | plan (API) | naive floor | plan / floor |');
    console.log('|---|---|---|---|');
    for (const c of cases) {
      const planned = await times(c.plan);
      const floor = await times(c.floor);
      console.log(
        `| ${c.name} | ${planned.p50.toFixed(0)} (${planned.max.toFixed(0)}) | ${floor.p50.toFixed(0)} (${floor.max.toFixed(0)}) | ${(planned.p50 / floor.p50).toFixed(1)}x |`,
      );
    }
  } finally {
    await server.close();
  }
} finally {
  await scratch.close();
}

/** Generates the data, and sends the generated issues to a ward cabinet. */
async function generate(): Promise<{ organisationId: string; userId: string; warehouseIds: string[] }> {
  const data = await generateLargeOrganisation(db);
  const org = data.organisationId;
  // The generated issues name no receiver: send them to a ward cabinet, as the supplies to wards are.
  const cabinet = newId();
  await db.execute(sql`insert into kho (id, to_chuc_id, khoa_id, ma, ten, loai_kho, tu_khoa)
                       select ${cabinet}, to_chuc_id, khoa_id, 'TT_BENCH', 'Tủ trực bench', 'TU_TRUC', 'tt_bench'
                       from kho where id = ${data.warehouseIds[0]!}`);
  await db.execute(sql`update phieu_kho set kho_nhan_id = ${cabinet}
                       where to_chuc_id = ${org} and loai_phieu = 'XUAT_KHO'`);
  // As autovacuum leaves a live ledger: pages marked all-visible, so index-only scans need no heap.
  await db.execute(sql`vacuum (analyze) the_kho, phieu_kho`);
  return data;
}

async function times(step: () => Promise<unknown>) {
  await step();
  const all: number[] = [];
  for (let i = 0; i < runs; i++) all.push((await timed(step)).ms);
  return summary(all);
}

/** The least any plan must do: read the window's ledger rows once, per goods item the outflow and the days moved. */
function naiveFloor(org: string, from: string, warehouseIds: string[]): SQL {
  return sql`select hang_hoa_id, -sum(so_luong) filter (where so_luong < 0) as ra, count(distinct ngay_chung_tu) as ngay
    from the_kho
    where to_chuc_id = ${org} and ngay_chung_tu >= ${from}::date
      and kho_id = any(${`{${warehouseIds.join(',')}}`}::uuid[])
    group by hang_hoa_id`;
}
