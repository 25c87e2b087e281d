/**
 * Dispensing throughput under contention (issue 15), measured as the goods-issue benchmark is. One
 * *dispensing* = one call (`POST /api/v1/don-thuoc/{id}/cap-phat-don-thuoc`), one transaction: the
 * whole of a 2-line prescription given FEFO from a dispensary holding a few medicines in a few
 * batches, so every client competes for the same batch rows, the worst case for the row locks.
 *
 *   npx tsx bench/dispensing-throughput.bench.ts              # the embedded PostgreSQL `npm start` runs
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/dispensing-throughput.bench.ts
 *   (BENCH_CLIENTS=32 BENCH_SECONDS=20 BENCH_POOL_SIZE=10 BENCH_PROCESSES=2 to change the defaults;
 *    BENCH_PRESCRIPTIONS and BENCH_FLOOR_PRESCRIPTIONS: how many are written for the first API run
 *    and for the floor, by default sized from what the first API run used; BENCH_TRACE=1 prints the statements of one API dispensing first)
 *
 * The prescriptions are written through the API before each run, outside its timed window, and each
 * is dispensed once, whole; should a run use them all before its window ends, the window ends there
 * (the table says so) and the rate is taken over what was timed.
 * (a) API: the real app on a random port over real HTTP; the clients run in a worker thread so that
 *     they do not share the server's event loop, on `node:http` (bench/api-client.ts). Each call
 *     carries an Idempotency-Key.
 * (b) Floor: the same transaction with only the statements it cannot do without (listed in
 *     bench/dispensing-floor.ts) sent straight through `pg` by BENCH_CLIENTS connections.
 * (c) API again against `npm start` with SERVER_PROCESSES=2 (BENCH_PROCESSES; 1 skips it).
 * After each run, a consistency line ending OK or FAILED (exit code 1): ledger = stock, no negative
 * stock, what the prescription lines say was dispensed = ledger out = received - on hand, and every
 * prescription a client saw dispensed is fully dispensed by exactly one voucher (and no other is).
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Db } from '../apps/server/src/db/client';
import { machineLine, scratchPostgres, startBenchServer } from './bench-kit';
import { dispensingFloor } from './dispensing-floor';
import {
  preparePrescribing,
  writePrescriptions,
  type DispensingScenario,
  type PrescriptionToDispense,
} from './dispensing-setup';
import { generateInventory } from './inventory-data';
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
  SECONDS,
  stockState,
  summarise,
  traceStatements,
  WARM_UP_SECONDS,
  withServerProcesses,
  type RunResult,
} from './throughput-kit';

const GOODS = 4;
const BATCHES_PER_GOODS = 3;
const STOCK_PER_BATCH = 10_000_000;
const PATIENTS = 200;
/**
 * Prescriptions written for the first API run: enough for API_MAX_RATE a second over the warm-up
 * and the window, so the run lasts its whole window (at 60 a second, the default of before, the
 * API used them up within 2 to 9 s of a 10 s window). The later runs get as many as it dispensed
 * (warm-up included) times a margin, the floor's large enough for the floor being several times faster.
 */
const API_MAX_RATE = 200;
const API_PRESCRIPTIONS = Number(
  process.env.BENCH_PRESCRIPTIONS ?? (SECONDS + WARM_UP_SECONDS) * API_MAX_RATE,
);
const FLOOR_PRESCRIPTIONS = process.env.BENCH_FLOOR_PRESCRIPTIONS;
const PROCESSES_MARGIN = 3;
const FLOOR_MARGIN = 4;
const NO_STEPS: string[] = [];

// ------------------------------------------------------------------------------------------ API

function dispenseBody(scenario: Pick<DispensingScenario, 'organisationId'>, p: PrescriptionToDispense) {
  return {
    to_chuc: scenario.organisationId,
    phien_ban: p.phien_ban,
    chi_tiet: p.lines.map((l) => ({ don_thuoc_chi_tiet_id: l.id, so_luong: l.so_luong })),
  };
}

/** The HTTP clients (in the worker thread): each dispenses the next prescription, whole. */
async function apiClients(scenario: DispensingScenario): Promise<RunResult> {
  const queue = [...scenario.prescriptions];
  return drive(CLIENTS, async () => {
    const prescription = queue.shift();
    if (!prescription) return undefined;
    const t0 = performance.now();
    const answer = await post<{ trang_thai: string }>(
      scenario.baseUrl,
      scenario.token,
      `/api/v1/don-thuoc/${prescription.id}/cap-phat-don-thuoc`,
      dispenseBody(scenario, prescription),
    );
    if (answer.trang_thai !== 'DA_CAP_PHAT') throw new Error(`dispensed, yet ${answer.trang_thai}`);
    return { steps: { dispense: performance.now() - t0 }, id: prescription.id };
  });
}

// --------------------------------------------------------------------------------------- checks

/** Every prescription reported dispensed so far (all runs), for the exactly-once check. */
const reported: string[] = [];

async function checkDispensing(
  db: Db,
  target: { organisationId: string; warehouseId: string },
  received: number,
  run: RunResult,
) {
  reported.push(...run.ids);
  const stock = await stockState(db, target.warehouseId, received);
  const [given] = await queryRows<{ lines: number; ledger: number }>(
    db,
    sql`select (select coalesce(sum(c.so_luong_da_cap), 0) from don_thuoc_chi_tiet c
                join don_thuoc d on d.id = c.don_thuoc_id where d.to_chuc_id = ${target.organisationId})::float8 as lines,
               (select coalesce(-sum(so_luong), 0) from the_kho
                where kho_id = ${target.warehouseId} and loai_phieu = 'CAP_PHAT')::float8 as ledger`,
  );
  const [once] = await queryRows<{ whole_once: number; vouchers: number; twice: number }>(
    db,
    sql`with vouchers as (
          select don_thuoc_id, count(*)::int as n from phieu_kho
          where to_chuc_id = ${target.organisationId} and loai_phieu = 'CAP_PHAT' and trang_thai = 'HOAN_THANH'
          group by don_thuoc_id)
        select (select count(*) from don_thuoc d join vouchers v on v.don_thuoc_id = d.id
                where d.id = any(${`{${run.ids.join(',')}}`}::uuid[]) and v.n = 1 and d.trang_thai = 'DA_CAP_PHAT'
                  and not exists (select 1 from don_thuoc_chi_tiet c
                                  where c.don_thuoc_id = d.id and c.so_luong_da_cap <> c.so_luong))::int as whole_once,
               (select coalesce(sum(n), 0) from vouchers)::int as vouchers,
               (select count(*) from vouchers where n > 1)::int as twice`,
  );
  const g = given!;
  const o = once!;
  reportCheck(
    `${stock.text}; dispensed prescriptions ${run.ids.length}, whole and once ${o.whole_once}; vouchers ` +
      `${o.vouchers} for ${reported.length} reported, ${o.twice} given twice; dispensed (prescription lines) ` +
      `${g.lines} = ledger out ${g.ledger} = received - on hand ${stock.left}`,
    stock.ok &&
      o.whole_once === run.ids.length &&
      o.vouchers === reported.length &&
      o.twice === 0 &&
      g.lines === g.ledger &&
      g.ledger === stock.left,
  );
}

async function main() {
  const scratch = await scratchPostgres('kho_bench', { poolSize: POOL_SIZE });
  console.log(`Database: ${scratch.label}`);
  console.log(machineLine());
  console.log(
    `${CLIENTS} clients, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s timed; API pool ${POOL_SIZE} connections, floor ${CLIENTS}. ` +
      `One dispensing = a whole 2-line prescription, FEFO, one call; ${GOODS} medicines x ${BATCHES_PER_GOODS} batches.`,
  );
  const { database } = scratch;
  try {
    const data = await generateInventory(database.db, {
      goods: GOODS,
      batches: 0,
      ledger: 0,
      warehouses: 2,
    });
    const prescribing = await preparePrescribing(database.db, data, PATIENTS);
    const server = await startBenchServer(database, data.userId);
    const [version] = await queryRows<{ v: string }>(database.db, sql`select version() as v`);
    console.log(`${version?.v.split(',')[0]}`);
    const target = { organisationId: data.organisationId, warehouseId: prescribing.dispensaryId };
    const received = await receiveStock(
      server.baseUrl,
      server.token,
      { ...target, supplierId: data.supplierIds[0]!, goodsIds: data.goodsIds },
      BATCHES_PER_GOODS,
      STOCK_PER_BATCH,
    );
    await analyzeTables(database.db);
    const prepare = async (count: number, baseUrl = server.baseUrl): Promise<DispensingScenario> => {
      const t0 = performance.now();
      const prescriptions = await writePrescriptions(server.baseUrl, server.token, prescribing, count);
      const seconds = (performance.now() - t0) / 1000;
      console.log(`  (${count} prescriptions written through the API in ${seconds.toFixed(1)} s, untimed)`);
      return { baseUrl, token: server.token, organisationId: data.organisationId, prescriptions };
    };

    const statements = countStatements();
    if (process.env.BENCH_TRACE) {
      const [one] = (await prepare(1)).prescriptions;
      const trace = await traceStatements(() =>
        post(
          server.baseUrl,
          server.token,
          `/api/v1/don-thuoc/${one!.id}/cap-phat-don-thuoc`,
          dispenseBody(target, one!),
        ),
      );
      console.log(`Statements of one API dispensing (${trace.length}):`);
      trace.forEach((text, i) => console.log(`  ${String(i + 1).padStart(2)} ${text}`));
      reported.push(one!.id);
    }

    const apiScenario = await prepare(API_PRESCRIPTIONS);
    printTableHeader('dispensings', NO_STEPS);
    const apiStart = statements();
    const apiAnalysed = analyzeBeforeTimedWindow(database.db);
    const api = await measureCpu(() => inWorker(import.meta.url, apiScenario));
    await apiAnalysed;
    const apiStatements = (statements() - apiStart) / Math.max(api.allCount, 1);
    const apiRate = summarise(`API (HTTP, pool ${POOL_SIZE})`, api, NO_STEPS);
    await checkDispensing(database.db, target, received, api);

    // The same clients against SERVER_PROCESSES=N (one core each), as `npm start` runs it.
    let processesRate: number | undefined;
    let processesRun: RunResult | undefined;
    if (PROCESSES > 1) {
      const scenario = await prepare(api.allCount * PROCESSES_MARGIN + 100);
      processesRun = await withServerProcesses(scratch.url, server.jwtSecret, (baseUrl) =>
        inWorker(import.meta.url, { ...scenario, baseUrl }),
      );
      processesRate = summarise(
        `API, ${PROCESSES} server processes (pool ${POOL_SIZE} each)`,
        processesRun,
        NO_STEPS,
      );
      await checkDispensing(database.db, target, received, processesRun);
    }

    const floorScenario = await prepare(
      Number(FLOOR_PRESCRIPTIONS ?? Math.max(api.allCount, processesRun?.allCount ?? 0) * FLOOR_MARGIN + 200),
    );
    await server.close();
    const pool = new pg.Pool({ connectionString: scratch.url, max: CLIENTS });
    const floorStart = statements();
    const floorAnalysed = analyzeBeforeTimedWindow(database.db);
    const floor = await measureCpu(() => dispensingFloor(pool, floorScenario, data.userId));
    await floorAnalysed;
    const floorStatements = (statements() - floorStart) / Math.max(floor.allCount, 1);
    await pool.end();
    const floorRate = summarise(`floor (pg, ${CLIENTS} connections)`, floor, NO_STEPS);
    await checkDispensing(database.db, target, received, floor);
    printRatios(
      'dispensing',
      { api: apiRate, floor: floorRate, processes: processesRate },
      { api: apiStatements, floor: floorStatements },
    );
  } finally {
    await scratch.close();
  }
}

await benchEntry(main, apiClients);
