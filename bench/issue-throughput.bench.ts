/**
 * Goods-issue throughput under contention (issue 5). One *issue* = create the voucher (2 lines, no
 * batch named), submit it (FEFO reservation), approve it (stock leaves, ledger written): 3 calls, 3
 * transactions. Every client competes for the same few batches, the worst case for the row locks.
 *
 *   npx tsx bench/issue-throughput.bench.ts                   # the embedded PostgreSQL `npm start` runs
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/issue-throughput.bench.ts
 *   (BENCH_CLIENTS=32 BENCH_SECONDS=20 BENCH_POOL_SIZE=10 BENCH_PROCESSES=2 to change the defaults)
 *
 * (a) API: the real app (buildApp) on a random port over real HTTP; the 32 clients run in a worker
 *     thread so that they do not share the server's event loop. Each call carries an Idempotency-Key
 *     as the web app sends it.
 * (b) Floor: the same transactions with only the statements they cannot do without (number, voucher
 *     and lines; lock voucher, read lines, lock stock rows in order, conditional updates, allocations,
 *     line prices; lock voucher, period lock and check, allocations, conditional updates, ledger rows)
 *     sent straight through `pg` by 32 connections.
 * (c) API again against `npm start` with SERVER_PROCESSES=2 (BENCH_PROCESSES): one core each.
 * Afterwards: ledger = stock (ledgerMismatches), no negative stock, and what was issued = what left.
 *
 * Without BENCH_DATABASE_URL it runs on the embedded server (durable settings, as `npm start`).
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { benchServerUrl } from './bench-kit';
import { percentile } from './stats';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, queryRows, runMigrations, type Db } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import {
  ledgerMismatches,
  summaryMismatches,
} from '../apps/server/src/modules/inventory/stock/stock-read.repository';
import { generateInventory } from './inventory-data';
import {
  CLIENTS,
  drive,
  issueLines,
  SECONDS,
  WARM_UP_SECONDS,
  type RunResult,
  type Scenario,
} from './issue-bench-shared';
import { floorClients } from './issue-floor';
import { startServerProcesses } from './server-processes';

const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
/** A second API run against this many server processes (SERVER_PROCESSES); 1 skips it. */
const PROCESSES = Number(process.env.BENCH_PROCESSES ?? 2);
const GOODS = 4;
const BATCHES_PER_GOODS = 3;
const STOCK_PER_BATCH = 10_000_000;

// ------------------------------------------------------------------------------------------ API

/** The 32 HTTP clients (in the worker thread). */
async function apiClients(scenario: Scenario): Promise<RunResult> {
  async function call(url: string, body: unknown): Promise<{ id: string; phien_ban: number }> {
    const response = await fetch(`${scenario.baseUrl}${url}`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${scenario.token}`,
        'content-type': 'application/json',
        'accept-language': 'vi',
        'idempotency-key': randomUUID(),
      },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) throw new Error(`${response.status} ${url.split('/')[4]}: ${text.slice(0, 200)}`);
    const data = (JSON.parse(text) as { data: { id: string; phien_ban: number } }).data;
    return { id: data.id, phien_ban: data.phien_ban };
  }
  const base = '/api/v1/phieu-xuat-kho';
  return drive(CLIENTS, async () => {
    const t0 = performance.now();
    const created = await call(`${base}/tao-moi-phieu-xuat-kho`, {
      to_chuc: scenario.organisationId,
      kho_id: scenario.warehouseId,
      loai_xuat: 'CO_SO_KHAC',
      don_vi_nhan: 'Trung tâm Y tế huyện',
      ly_do: 'Cấp hỗ trợ',
      chi_tiet: issueLines(scenario.goodsIds),
    });
    const t1 = performance.now();
    const submitted = await call(`${base}/${created.id}/gui-duyet-phieu-xuat-kho`, {
      to_chuc: scenario.organisationId,
      phien_ban: created.phien_ban,
    });
    const t2 = performance.now();
    await call(`${base}/${created.id}/duyet-phieu-xuat-kho`, {
      to_chuc: scenario.organisationId,
      phien_ban: submitted.phien_ban,
    });
    return { create: t1 - t0, submit: t2 - t1, approve: performance.now() - t2 };
  });
}

function runApiClientsInWorker(scenario: Scenario): Promise<RunResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(import.meta.url), { workerData: scenario });
    worker.once('message', (result: RunResult) => resolve(result));
    worker.once('error', reject);
  });
}

// --------------------------------------------------------------------------------------- checks

async function checkStock(db: Db, warehouseId: string, received: number) {
  const mismatches = [
    ...(await ledgerMismatches(db, warehouseId)),
    ...(await summaryMismatches(db, warehouseId)),
  ];
  const [stock] = await queryRows<{ on_hand: number; min_on_hand: number; min_free: number; held: number }>(
    db,
    sql`select sum(so_luong)::float8 as on_hand, min(so_luong)::float8 as min_on_hand,
               min(so_luong - so_luong_giu)::float8 as min_free, sum(so_luong_giu)::float8 as held
        from ton_kho where kho_id = ${warehouseId}`,
  );
  const [issued] = await queryRows<{ lines: number; ledger: number; vouchers: number }>(
    db,
    sql`select (select coalesce(sum(c.so_luong), 0) from phieu_kho_chi_tiet c join phieu_kho p on p.id = c.phieu_id
                where p.kho_id = ${warehouseId} and p.loai_phieu = 'XUAT_KHO' and p.trang_thai = 'HOAN_THANH')::float8 as lines,
               (select coalesce(-sum(so_luong), 0) from the_kho
                where kho_id = ${warehouseId} and loai_phieu = 'XUAT_KHO')::float8 as ledger,
               (select count(*) from phieu_kho where kho_id = ${warehouseId} and loai_phieu = 'XUAT_KHO'
                and trang_thai = 'HOAN_THANH')::int as vouchers`,
  );
  const left = received - stock!.on_hand;
  const ok =
    mismatches.length === 0 &&
    stock!.min_on_hand >= 0 &&
    stock!.min_free >= 0 &&
    issued!.lines === issued!.ledger &&
    issued!.ledger === left;
  console.log(
    `  check: ledger = stock mismatches ${mismatches.length}; lowest on hand ${stock!.min_on_hand}, lowest free ` +
      `${stock!.min_free}, still reserved ${stock!.held}; completed issues ${issued!.vouchers}; issued (lines) ` +
      `${issued!.lines} = ledger out ${issued!.ledger} = received - on hand ${left}: ${ok ? 'OK' : 'FAILED'}`,
  );
  if (!ok) process.exitCode = 1;
}

function summarise(label: string, result: RunResult) {
  const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
  const all = sorted(result.latencies);
  const rate = result.issues / result.seconds;
  const step = (values: number[]) => {
    const s = sorted(values);
    return `${percentile(s, 50).toFixed(1)}/${percentile(s, 99).toFixed(1)}`;
  };
  console.log(
    `| ${label} | ${result.issues} | ${rate.toFixed(1)} | ${percentile(all, 50).toFixed(1)} | ${percentile(all, 99).toFixed(1)} | ` +
      `${step(result.steps.create)} | ${step(result.steps.submit)} | ${step(result.steps.approve)} | ${result.errors.length} |`,
  );
  for (const error of [...new Set(result.errors)].slice(0, 5)) console.log(`  error: ${error}`);
  return rate;
}

/** Every statement the server sends (BEGIN and COMMIT included), counted on the pg client. */
let statements = 0;
function countStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    statements += 1;
    return original.apply(this, args);
  };
}

async function main() {
  const server = await benchServerUrl();
  console.log(`Database: ${server.label}`);
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} threads), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
  );
  console.log(
    `${CLIENTS} clients, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s timed; API pool ${POOL_SIZE} connections, floor ${CLIENTS}. ` +
      `One issue = create (2 lines) + submit (FEFO reservation) + approve (movement); ${GOODS} goods x ${BATCHES_PER_GOODS} batches.`,
  );
  const scratch = await createScratchDatabase(server.url, 'kho_bench');
  const database = openDatabase({ url: scratch.url, poolSize: POOL_SIZE });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kho-bench-'));
  try {
    await runMigrations(database);
    const data = await generateInventory(database.db, { goods: GOODS, batches: 0, ledger: 0 });
    const jwtSecret = randomBytes(32).toString('hex');
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: jwtSecret,
      SEED_DEMO: 'never',
      ACCESS_TOKEN_TTL: '2h',
    });
    const { app, context } = await buildApp(config, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const token = await context.tokens.sign({ userId: data.userId, deviceId: 'bench', session: 1 });
    const [version] = await queryRows<{ v: string }>(database.db, sql`select version() as v`);
    console.log(`${version?.v.split(',')[0]}`);

    // Plenty of stock: one receipt of GOODS x BATCHES_PER_GOODS batches through the API.
    const warehouseId = data.warehouseIds[0]!;
    const lines = data.goodsIds.flatMap((goodsId, g) =>
      Array.from({ length: BATCHES_PER_GOODS }, (_, b) => ({
        hang_hoa_id: goodsId,
        so_lo: `B${g}-${b}`,
        han_dung: `${new Date().getFullYear() + 1 + b}-06-30`,
        so_luong: STOCK_PER_BATCH,
        don_gia: 1000 + 100 * g,
        vat: 5,
      })),
    );
    const post = async (route: string, body: unknown) => {
      const response = await fetch(`${baseUrl}/api/v1/phieu-nhap-kho/${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const json = (await response.json()) as { data: { id: string; phien_ban: number } };
      if (!response.ok) throw new Error(`receipt ${route}: ${JSON.stringify(json)}`);
      return json.data;
    };
    let receipt = await post('tao-moi-phieu-nhap-kho', {
      to_chuc: data.organisationId,
      kho_id: warehouseId,
      nha_cung_cap_id: data.supplierIds[0],
      chi_tiet: lines,
    });
    for (const step of ['gui-duyet', 'duyet']) {
      receipt = await post(`${receipt.id}/${step}-phieu-nhap-kho`, {
        to_chuc: data.organisationId,
        phien_ban: receipt.phien_ban,
      });
    }
    const received = lines.length * STOCK_PER_BATCH;
    const scenario: Scenario = {
      baseUrl,
      token,
      organisationId: data.organisationId,
      warehouseId,
      goodsIds: data.goodsIds,
    };

    console.log(
      '\n| run | issues | issues/s | p50 ms | p99 ms | create p50/p99 | submit p50/p99 | approve p50/p99 | errors |',
    );
    console.log('|---|---|---|---|---|---|---|---|---|');
    countStatements();
    const api = await runApiClientsInWorker(scenario);
    const apiStatements = statements / Math.max(api.allIssues, 1);
    const apiRate = summarise(`API (HTTP, pool ${POOL_SIZE})`, api);
    await app.close();
    await checkStock(database.db, warehouseId, received);

    // The same clients against SERVER_PROCESSES=N (one core each), as `npm start` runs it.
    let processesRate: number | undefined;
    if (PROCESSES > 1) {
      const processes = await startServerProcesses({
        processes: PROCESSES,
        databaseUrl: scratch.url,
        jwtSecret,
        poolSize: POOL_SIZE,
      });
      try {
        const run = await runApiClientsInWorker({ ...scenario, baseUrl: processes.baseUrl });
        processesRate = summarise(`API, ${PROCESSES} server processes (pool ${POOL_SIZE} each)`, run);
      } finally {
        await processes.stop();
      }
      await checkStock(database.db, warehouseId, received);
    }

    const pool = new pg.Pool({ connectionString: scratch.url, max: CLIENTS });
    const floorStart = statements;
    const floor = await floorClients(pool, scenario, data.userId);
    const floorStatements = (statements - floorStart) / Math.max(floor.allIssues, 1);
    await pool.end();
    const floorRate = summarise(`floor (pg, ${CLIENTS} connections)`, floor);
    await checkStock(database.db, warehouseId, received);
    console.log(
      `\nAPI / floor = ${(apiRate / floorRate).toFixed(2)}; statements per issue (BEGIN/COMMIT included): ` +
        `API ${apiStatements.toFixed(1)}, floor ${floorStatements.toFixed(1)}.`,
    );
    if (processesRate !== undefined)
      console.log(
        `API with ${PROCESSES} server processes / floor = ${(processesRate / floorRate).toFixed(2)}`,
      );
  } finally {
    await database.close();
    await scratch.drop();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) {
  await main();
} else {
  parentPort!.postMessage(await apiClients(workerData as Scenario));
}
