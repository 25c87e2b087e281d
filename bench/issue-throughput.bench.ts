/**
 * Goods-issue throughput under contention (issue 5). One *issue* = create the voucher (2 lines, no
 * batch named), submit it (FEFO reservation), approve it (stock leaves, ledger written): 3 calls, 3
 * transactions. Every client competes for the same few batches, the worst case for the row locks.
 *
 *   npx tsx bench/issue-throughput.bench.ts                   # the embedded PostgreSQL `npm start` runs
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/issue-throughput.bench.ts
 *   (BENCH_CLIENTS=32 BENCH_SECONDS=20 BENCH_POOL_SIZE=10 BENCH_PROCESSES=2 to change the defaults;
 *   BENCH_TRACE=1 prints the statements of one issue, call by call)
 *
 * (a) API: the real app (buildApp) on a random port over real HTTP; the 32 clients run in a worker
 *     thread so that they do not share the server's event loop, on `node:http` (bench/api-client.ts;
 *     BENCH_HTTP_CLIENT=fetch for fetch). Each call carries an Idempotency-Key as the web app sends it.
 * (b) Floor: the same transactions with only the statements they cannot do without (number, voucher
 *     and lines; lock voucher, read lines, lock stock rows in order, conditional updates, allocations,
 *     line prices; lock voucher, period lock and check, allocations, conditional updates, ledger rows)
 *     sent straight through `pg` by 32 connections.
 * (c) API again against `npm start` with SERVER_PROCESSES=2 (BENCH_PROCESSES): one core each.
 * Afterwards: ledger = stock (ledgerMismatches), no negative stock, and what was issued = what left.
 *
 * Without BENCH_DATABASE_URL it runs on the embedded server (durable settings, as `npm start`).
 */
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { machineLine, scratchPostgres, startBenchServer } from './bench-kit';
import { generateInventory } from './inventory-data';
import { issueLines, ISSUE_STEPS, type Scenario } from './issue-bench-shared';
import { floorClients } from './issue-floor';
import {
  analyzeBeforeTimedWindow,
  analyzeTables,
  benchEntry,
  CLIENTS,
  countStatements,
  drive,
  inWorker,
  measureCpu,
  POOL_SIZE,
  post,
  printRatios,
  printTableHeader,
  PROCESSES,
  receiveStock,
  reportCheck,
  traceStatements,
  withServerProcesses,
  SECONDS,
  stockState,
  summarise,
  WARM_UP_SECONDS,
  type RunResult,
} from './throughput-kit';

const GOODS = 4;
const BATCHES_PER_GOODS = 3;
const STOCK_PER_BATCH = 10_000_000;

// ------------------------------------------------------------------------------------------ API

type VoucherAnswer = { id: string; phien_ban: number };

/** The three calls of one issue, as the web app makes them. */
function issueCalls(scenario: Scenario) {
  const base = '/api/v1/phieu-xuat-kho';
  const call = (url: string, body: unknown) =>
    post<VoucherAnswer>(scenario.baseUrl, scenario.token, url, body);
  const step = (path: string) => (voucher: VoucherAnswer) =>
    call(`${base}/${voucher.id}/${path}-phieu-xuat-kho`, {
      to_chuc: scenario.organisationId,
      phien_ban: voucher.phien_ban,
    });
  return {
    create: () =>
      call(`${base}/tao-moi-phieu-xuat-kho`, {
        to_chuc: scenario.organisationId,
        kho_id: scenario.warehouseId,
        loai_xuat: 'CO_SO_KHAC',
        don_vi_nhan: 'Trung tâm Y tế huyện',
        ly_do: 'Cấp hỗ trợ',
        chi_tiet: issueLines(scenario.goodsIds),
      }),
    submit: step('gui-duyet'),
    approve: step('duyet'),
  };
}

/** The 32 HTTP clients (in the worker thread). */
async function apiClients(scenario: Scenario): Promise<RunResult> {
  const calls = issueCalls(scenario);
  return drive(CLIENTS, async () => {
    const t0 = performance.now();
    const created = await calls.create();
    const t1 = performance.now();
    const submitted = await calls.submit(created);
    const t2 = performance.now();
    await calls.approve(submitted);
    return { steps: { create: t1 - t0, submit: t2 - t1, approve: performance.now() - t2 } };
  });
}

/** The statements one issue sends, call by call (BENCH_TRACE=1). */
async function printOneIssue(scenario: Scenario): Promise<void> {
  const calls = issueCalls(scenario);
  let voucher: VoucherAnswer | undefined;
  const steps: [string, () => Promise<unknown>][] = [
    ['create', async () => (voucher = await calls.create())],
    ['submit', async () => (voucher = await calls.submit(voucher!))],
    ['approve', () => calls.approve(voucher!)],
  ];
  for (const [name, run] of steps) {
    const trace = await traceStatements(run);
    console.log(`Statements of one API ${name} (${trace.length}):`);
    trace.forEach((text, i) => console.log(`  ${String(i + 1).padStart(2)} ${text}`));
  }
}

// --------------------------------------------------------------------------------------- checks

async function checkStock(db: Db, warehouseId: string, received: number) {
  const stock = await stockState(db, warehouseId, received);
  const [issued] = await queryRows<{ lines: number; ledger: number; vouchers: number }>(
    db,
    sql`select (select coalesce(sum(c.so_luong), 0) from phieu_kho_chi_tiet c join phieu_kho p on p.id = c.phieu_id
                where p.kho_id = ${warehouseId} and p.loai_phieu = 'XUAT_KHO' and p.trang_thai = 'HOAN_THANH')::float8 as lines,
               (select coalesce(-sum(so_luong), 0) from the_kho
                where kho_id = ${warehouseId} and loai_phieu = 'XUAT_KHO')::float8 as ledger,
               (select count(*) from phieu_kho where kho_id = ${warehouseId} and loai_phieu = 'XUAT_KHO'
                and trang_thai = 'HOAN_THANH')::int as vouchers`,
  );
  reportCheck(
    `${stock.text}; completed issues ${issued!.vouchers}; issued (lines) ${issued!.lines} = ledger out ` +
      `${issued!.ledger} = received - on hand ${stock.left}`,
    stock.ok && issued!.lines === issued!.ledger && issued!.ledger === stock.left,
  );
}

async function main() {
  const scratch = await scratchPostgres('kho_bench', { poolSize: POOL_SIZE });
  console.log(`Database: ${scratch.label}`);
  console.log(machineLine());
  console.log(
    `${CLIENTS} clients, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s timed; API pool ${POOL_SIZE} connections, floor ${CLIENTS}. ` +
      `One issue = create (2 lines) + submit (FEFO reservation) + approve (movement); ${GOODS} goods x ${BATCHES_PER_GOODS} batches.`,
  );
  const { database } = scratch;
  try {
    const data = await generateInventory(database.db, { goods: GOODS, batches: 0, ledger: 0 });
    const server = await startBenchServer(database, data.userId);
    const [version] = await queryRows<{ v: string }>(database.db, sql`select version() as v`);
    console.log(`${version?.v.split(',')[0]}`);

    const warehouseId = data.warehouseIds[0]!;
    const received = await receiveStock(
      server.baseUrl,
      server.token,
      {
        organisationId: data.organisationId,
        warehouseId,
        supplierId: data.supplierIds[0]!,
        goodsIds: data.goodsIds,
      },
      BATCHES_PER_GOODS,
      STOCK_PER_BATCH,
    );
    await analyzeTables(database.db);
    const scenario: Scenario = {
      baseUrl: server.baseUrl,
      token: server.token,
      organisationId: data.organisationId,
      warehouseId,
      goodsIds: data.goodsIds,
    };

    if (process.env.BENCH_TRACE) await printOneIssue(scenario);
    printTableHeader('issues', ISSUE_STEPS);
    const statements = countStatements();
    const apiAnalysed = analyzeBeforeTimedWindow(database.db);
    const api = await measureCpu(() => inWorker(import.meta.url, scenario));
    await apiAnalysed;
    const apiStatements = statements() / Math.max(api.allCount, 1);
    const apiRate = summarise(`API (HTTP, pool ${POOL_SIZE})`, api, ISSUE_STEPS);
    await server.close();
    await checkStock(database.db, warehouseId, received);

    // The same clients against SERVER_PROCESSES=N (one core each), as `npm start` runs it.
    let processesRate: number | undefined;
    if (PROCESSES > 1) {
      const run = await withServerProcesses(scratch.url, server.jwtSecret, (baseUrl) =>
        inWorker(import.meta.url, { ...scenario, baseUrl }),
      );
      processesRate = summarise(
        `API, ${PROCESSES} server processes (pool ${POOL_SIZE} each)`,
        run,
        ISSUE_STEPS,
      );
      await checkStock(database.db, warehouseId, received);
    }

    const pool = new pg.Pool({ connectionString: scratch.url, max: CLIENTS });
    const floorStart = statements();
    const floorAnalysed = analyzeBeforeTimedWindow(database.db);
    const floor = await measureCpu(() => floorClients(pool, scenario, data.userId));
    await floorAnalysed;
    const floorStatements = (statements() - floorStart) / Math.max(floor.allCount, 1);
    await pool.end();
    const floorRate = summarise(`floor (pg, ${CLIENTS} connections)`, floor, ISSUE_STEPS);
    await checkStock(database.db, warehouseId, received);
    printRatios(
      'issue',
      { api: apiRate, floor: floorRate, processes: processesRate },
      { api: apiStatements, floor: floorStatements },
    );
  } finally {
    await scratch.close();
  }
}

await benchEntry(main, apiClients);
