/**
 * What the stock-transaction throughput benchmarks (goods issues, dispensing) share: the client
 * loop with its timed window, the results table, the statement counter, the API clients' worker
 * thread, the floor's transactions, stock received through the API and the ledger = stock check.
 */
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { queryRows, type Db } from '../apps/server/src/db/client';
import {
  ledgerMismatches,
  monthTotalMismatches,
  summaryMismatches,
} from '../apps/server/src/modules/inventory/stock/ledger-check.repository';
import { post } from './api-client';
import { startServerProcesses } from './server-processes';
import { percentile } from './stats';
import type { CpuPerUnit } from './throughput-cpu';

export { post };
export { measureCpu, type CpuPerUnit } from './throughput-cpu';

export const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
export const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
export const WARM_UP_SECONDS = 3;
export const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
/** A second API run against this many server processes (SERVER_PROCESSES); 1 skips it. */
export const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);

/** One unit of work done: how long each of its steps took (ms), and what it worked on. */
export interface Done {
  steps: Record<string, number>;
  id?: string;
}

export interface RunResult {
  /** Units completed inside the timed window, and their latencies in ms. */
  count: number;
  /** Units completed at any time (warm-up included). */
  allCount: number;
  latencies: number[];
  steps: Record<string, number[]>;
  /** The `id` of every unit completed at any time. */
  ids: string[];
  errors: string[];
  /** The timed window: SECONDS, or less when the work ran out first. */
  seconds: number;
  ranOut: boolean;
  /**
   * When the clients ran in a worker thread (`inWorker`): its CPU ms while they ran, and in all
   * (its start-up, loading this module, included).
   */
  clientsThreadCpu?: { running: number; whole: number };
}

/**
 * Runs `clients` loops of `one()` for warm-up + timed seconds; only units that start and end in the
 * timed window count. `one()` answers undefined when there is no work left: the timed window then
 * ends there.
 */
export async function drive(clients: number, one: () => Promise<Done | undefined>): Promise<RunResult> {
  const start = performance.now();
  const timedFrom = start + WARM_UP_SECONDS * 1000;
  let timedTo = timedFrom + SECONDS * 1000;
  let ranOut = false;
  const finished: { t0: number; t1: number; steps: Record<string, number> }[] = [];
  const ids: string[] = [];
  const errors: string[] = [];
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < timedTo) {
        const t0 = performance.now();
        try {
          const done = await one();
          if (!done) {
            ranOut = true;
            timedTo = Math.min(timedTo, performance.now());
            return;
          }
          finished.push({ t0, t1: performance.now(), steps: done.steps });
          if (done.id) ids.push(done.id);
        } catch (error) {
          errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  const timed = finished.filter((f) => f.t0 >= timedFrom && f.t1 <= timedTo);
  const steps: Record<string, number[]> = {};
  for (const f of timed) for (const [name, ms] of Object.entries(f.steps)) (steps[name] ??= []).push(ms);
  return {
    count: timed.length,
    allCount: finished.length,
    latencies: timed.map((f) => f.t1 - f.t0),
    steps,
    ids,
    errors,
    seconds: Math.max(timedTo - timedFrom, 0) / 1000,
    ranOut,
  };
}

/** The results table's header: `unit` counted, one p50/p99 column per step. */
export function printTableHeader(unit: string, steps: string[]): void {
  const stepColumns = steps.map((s) => ` ${s} p50/p99 |`).join('');
  console.log(`\n| run | ${unit} | ${unit}/s | p50 ms | p99 ms |${stepColumns} errors |`);
  console.log(`|---|---|---|---|---|${steps.map(() => '---|').join('')}---|`);
}

/** One row of the table; answers the rate. */
export function summarise(label: string, result: RunResult, steps: string[]): number {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const all = sorted(result.latencies);
  const rate = result.count / Math.max(result.seconds, 1e-9);
  const step = (values: number[] = []) => {
    const s = sorted(values);
    return `${percentile(s, 50).toFixed(1)}/${percentile(s, 99).toFixed(1)}`;
  };
  console.log(
    `| ${label} | ${result.count} | ${rate.toFixed(1)} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} | ` +
      steps.map((s) => `${step(result.steps[s])} | `).join('') +
      `${result.errors.length} |`,
  );
  const { cpu } = result as RunResult & { cpu?: CpuPerUnit };
  if (cpu)
    console.log(
      `  CPU per unit: Node main thread ${cpu.node.toFixed(1)} ms, ` +
        (cpu.clients ? `the clients' worker ${cpu.clients.toFixed(1)} ms, ` : '') +
        `other threads ${cpu.otherThreads.toFixed(1)} ms, ` +
        `PostgreSQL ${cpu.postgres.toFixed(1)} ms`,
    );
  if (result.ranOut)
    console.log(`  (the prepared work ran out: timed window ${result.seconds.toFixed(1)} s)`);
  for (const error of [...new Set(result.errors)].slice(0, 5)) console.log(`  error: ${error}`);
  return rate;
}

let statements = 0;
let tracing: string[] | undefined;
let patched = false;
/**
 * Counts every statement sent through pg in this thread (BEGIN and COMMIT included) from now on:
 * the in-process server's and the floor's. Answers the running total.
 */
export function countStatements(): () => number {
  if (!patched) {
    patched = true;
    const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
    const original = proto.query;
    proto.query = function (this: unknown, ...args: unknown[]) {
      statements += 1;
      if (tracing) {
        const [query] = args as [string | { text: string }];
        tracing.push((typeof query === 'string' ? query : query.text).replace(/\s+/g, ' ').slice(0, 160));
      }
      return original.apply(this, args);
    };
  }
  return () => statements;
}

/** The statements (first 160 characters each) sent through pg while `run` runs, in order. */
export async function traceStatements(run: () => Promise<unknown>): Promise<string[]> {
  countStatements();
  tracing = [];
  try {
    await run();
    return tracing;
  } finally {
    tracing = undefined;
  }
}

/**
 * Runs `main` in the main thread; in a worker thread started by `inWorker`, runs `clients` on the
 * worker's data and posts their result back. Call it at the end of the bench module.
 */
export async function benchEntry<S>(
  main: () => Promise<void>,
  clients: (scenario: S) => Promise<RunResult>,
): Promise<void> {
  if (isMainThread) await main();
  else {
    const before = process.threadCpuUsage();
    const result = await clients(workerData as S);
    const ms = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
    const clientsThreadCpu = {
      running: ms(process.threadCpuUsage(before)),
      whole: ms(process.threadCpuUsage()),
    };
    parentPort!.postMessage({ ...result, clientsThreadCpu });
  }
}

/** The bench module `moduleUrl` again in a worker thread (see benchEntry), so that the HTTP clients do not share the server's event loop. */
export function inWorker<S>(moduleUrl: string, scenario: S): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(moduleUrl), { workerData: scenario });
    worker.once('message', (result: RunResult) => resolve(result));
    worker.once('error', reject);
  });
}

/** One floor transaction on a connection of the pool. */
export async function inTransaction<T>(
  pool: pg.Pool,
  run: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    const result = await run(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Plenty of stock through the API: one receipt, created, submitted and approved, of
 * `batchesPerGoods` batches of each goods item (expiring a year apart) into the warehouse.
 * Answers the quantity received.
 */
export async function receiveStock(
  baseUrl: string,
  token: string,
  target: { organisationId: string; warehouseId: string; supplierId: string; goodsIds: string[] },
  batchesPerGoods: number,
  perBatch: number,
): Promise<number> {
  const lines = target.goodsIds.flatMap((goodsId, g) =>
    Array.from({ length: batchesPerGoods }, (_, b) => ({
      hang_hoa_id: goodsId,
      so_lo: `B${g}-${b}`,
      han_dung: `${new Date().getFullYear() + 1 + b}-06-30`,
      so_luong: perBatch,
      don_gia: 1000 + 100 * g,
      vat: 5,
    })),
  );
  const base = '/api/v1/phieu-nhap-kho';
  let receipt = await post<{ id: string; phien_ban: number }>(
    baseUrl,
    token,
    `${base}/tao-moi-phieu-nhap-kho`,
    {
      to_chuc: target.organisationId,
      kho_id: target.warehouseId,
      nha_cung_cap_id: target.supplierId,
      chi_tiet: lines,
    },
  );
  for (const step of ['gui-duyet', 'duyet']) {
    receipt = await post(baseUrl, token, `${base}/${receipt.id}/${step}-phieu-nhap-kho`, {
      to_chuc: target.organisationId,
      phien_ban: receipt.phien_ban,
    });
  }
  return lines.length * perBatch;
}

/**
 * ANALYZE, so the timed runs are planned with statistics as a hospital's database has them (a
 * fresh database has none until autovacuum gets to it, and plans some reads far slower without).
 */
export async function analyzeTables(db: Db): Promise<void> {
  await db.execute(sql`analyze`);
}

/**
 * ANALYZE again half a second before the warm-up ends; await the answer after the run. The timed
 * window is then planned on statistics of voucher tables that hold vouchers, as a hospital's do
 * (autovacuum analyses a table once a tenth of it changed, within a minute). Taken before the first
 * voucher, they describe empty tables for the whole of a run too short for autovacuum, and a
 * voucher's lines were read through the index of their goods, scanning every line of the four
 * goods the benchmark issues.
 */
export function analyzeBeforeTimedWindow(db: Db): Promise<void> {
  return new Promise((resolve, reject) => {
    setTimeout(() => void analyzeTables(db).then(resolve, reject), WARM_UP_SECONDS * 1000 - 500);
  });
}

/** The warehouse's stock against its ledger and what was received, for the consistency line. */
export async function stockState(db: Db, warehouseId: string, received: number) {
  const mismatches = [
    ...(await ledgerMismatches(db, warehouseId)),
    ...(await summaryMismatches(db, warehouseId)),
    ...(await monthTotalMismatches(db, warehouseId)),
  ];
  const [stock] = await queryRows<{ on_hand: number; min_on_hand: number; min_free: number; held: number }>(
    db,
    sql`select sum(so_luong)::float8 as on_hand, min(so_luong)::float8 as min_on_hand,
               min(so_luong - so_luong_giu)::float8 as min_free, sum(so_luong_giu)::float8 as held
        from ton_kho where kho_id = ${warehouseId}`,
  );
  const s = stock!;
  return {
    ok: mismatches.length === 0 && s.min_on_hand >= 0 && s.min_free >= 0,
    left: received - s.on_hand,
    text:
      `ledger = stock mismatches ${mismatches.length}; lowest on hand ${s.min_on_hand}, lowest free ` +
      `${s.min_free}, still reserved ${s.held}`,
  };
}

/** Prints the consistency line (ending OK or FAILED); FAILED sets the exit code 1. */
export function reportCheck(text: string, ok: boolean): void {
  console.log(`  check: ${text}: ${ok ? 'OK' : 'FAILED'}`);
  if (!ok) process.exitCode = 1;
}

/** `npm start` with SERVER_PROCESSES=PROCESSES on the database, around `run`. */
export async function withServerProcesses<T>(
  databaseUrl: string,
  jwtSecret: string,
  run: (baseUrl: string) => Promise<T>,
): Promise<T> {
  const processes = await startServerProcesses({
    processes: PROCESSES,
    databaseUrl,
    jwtSecret,
    poolSize: POOL_SIZE,
  });
  try {
    return await run(processes.baseUrl);
  } finally {
    await processes.stop();
  }
}

/** The closing lines: API / floor and the statements per unit of each. */
export function printRatios(
  unit: string,
  rates: { api: number; floor: number; processes?: number },
  perUnit: { api: number; floor: number },
): void {
  console.log(
    `\nAPI / floor = ${(rates.api / rates.floor).toFixed(2)}; statements per ${unit} (BEGIN/COMMIT included): ` +
      `API ${perUnit.api.toFixed(1)}, floor ${perUnit.floor.toFixed(1)}.`,
  );
  if (rates.processes !== undefined)
    console.log(
      `API with ${PROCESSES} server processes / floor = ${(rates.processes / rates.floor).toFixed(2)}`,
    );
}
