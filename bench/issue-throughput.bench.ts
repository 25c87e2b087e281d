/**
 * Goods-issue throughput under contention (issue 5). One *issue* = create the voucher (2 lines, no
 * batch named), submit it (FEFO reservation), approve it (stock leaves, ledger written): 3 calls, 3
 * transactions. Every client competes for the same few batches, the worst case for the row locks.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/issue-throughput.bench.ts
 *   (BENCH_CLIENTS=32 BENCH_SECONDS=20 BENCH_POOL_SIZE=10 to change the defaults)
 *
 * (a) API: the real app (buildApp) on a random port over real HTTP; the 32 clients run in a worker
 *     thread so that they do not share the server's event loop. Each call carries an Idempotency-Key
 *     as the web app sends it.
 * (b) Floor: the same transactions with only the statements they cannot do without (number, voucher
 *     and lines; lock voucher, read lines, lock stock rows in order, conditional updates, allocations,
 *     line prices; lock voucher, period lock and check, allocations, conditional updates, ledger rows)
 *     sent straight through `pg` by 32 connections.
 * Afterwards: ledger = stock (ledgerMismatches), no negative stock, and what was issued = what left.
 *
 * PostgreSQL only: PGlite is one connection in one process, so 32 concurrent clients would only
 * queue behind each other and there is no 32-connection floor to compare with.
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
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, queryRows, runMigrations, type Db } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import {
  ledgerMismatches,
  summaryMismatches,
} from '../apps/server/src/modules/inventory/stock-read.repository';
import { generateInventory } from './inventory-data';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 32);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const WARM_UP_SECONDS = 3;
const POOL_SIZE = Number(process.env.BENCH_POOL_SIZE ?? 10);
const GOODS = 4;
const BATCHES_PER_GOODS = 3;
const STOCK_PER_BATCH = 10_000_000;

interface Scenario {
  baseUrl: string;
  token: string;
  organisationId: string;
  warehouseId: string;
  goodsIds: string[];
}

interface RunResult {
  /** Completed issues inside the timed window, and their latencies in ms. */
  issues: number;
  /** Issues completed at any time (warm-up included). */
  allIssues: number;
  latencies: number[];
  steps: { create: number[]; submit: number[]; approve: number[] };
  errors: string[];
  seconds: number;
}

/** Two different goods, 1 to 10 units each: the lines of one issue. */
function issueLines(goodsIds: string[]) {
  const first = Math.floor(Math.random() * goodsIds.length);
  const second = (first + 1 + Math.floor(Math.random() * (goodsIds.length - 1))) % goodsIds.length;
  return [first, second].map((i) => ({
    hang_hoa_id: goodsIds[i]!,
    so_luong: 1 + Math.floor(Math.random() * 10),
  }));
}

/**
 * Runs `clients` loops of `one()` for warm-up + timed seconds; only issues that start and end in the
 * timed window count.
 */
async function drive(
  clients: number,
  one: () => Promise<{ create: number; submit: number; approve: number }>,
): Promise<RunResult> {
  const start = performance.now();
  const timedFrom = start + WARM_UP_SECONDS * 1000;
  const timedTo = timedFrom + SECONDS * 1000;
  const result: RunResult = {
    issues: 0,
    allIssues: 0,
    latencies: [],
    steps: { create: [], submit: [], approve: [] },
    errors: [],
    seconds: SECONDS,
  };
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (performance.now() < timedTo) {
        const t0 = performance.now();
        try {
          const steps = await one();
          const t1 = performance.now();
          result.allIssues += 1;
          if (t0 >= timedFrom && t1 <= timedTo) {
            result.issues += 1;
            result.latencies.push(t1 - t0);
            result.steps.create.push(steps.create);
            result.steps.submit.push(steps.submit);
            result.steps.approve.push(steps.approve);
          }
        } catch (error) {
          result.errors.push(error instanceof Error ? error.message : String(error));
        }
      }
    }),
  );
  return result;
}

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

// ---------------------------------------------------------------------------------------- floor

interface LockedRow {
  lo_hang_id: string;
  hang_hoa_id: string;
  so_luong: string;
  so_luong_giu: string;
  han_dung: string;
  bi_khoa: boolean;
  da_het_han: boolean;
}

async function inTransaction<T>(pool: pg.Pool, run: (client: pg.PoolClient) => Promise<T>): Promise<T> {
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

/** The same three transactions, only the statements they need, straight through pg. */
async function floorClients(pool: pg.Pool, scenario: Omit<Scenario, 'baseUrl' | 'token'>, userId: string) {
  const org = scenario.organisationId;
  const warehouse = scenario.warehouseId;
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  const year = Number(today.slice(0, 4));
  return drive(CLIENTS, async () => {
    const t0 = performance.now();
    const voucherId = randomUUID();
    const lines = issueLines(scenario.goodsIds).map((l) => ({ ...l, id: randomUUID() }));
    await inTransaction(pool, async (c) => {
      const { rows } = await c.query<{ so_cuoi: number }>(
        `insert into so_phieu_tu_tang (to_chuc_id, loai_phieu, nam, so_cuoi) values ($1, 'XUAT_KHO', $2, 1)
         on conflict (to_chuc_id, loai_phieu, nam) do update set so_cuoi = so_phieu_tu_tang.so_cuoi + 1
         returning so_cuoi`,
        [org, year],
      );
      const number = `PX-${year}-${String(rows[0]!.so_cuoi).padStart(5, '0')}`;
      await c.query(
        `insert into phieu_kho (id, to_chuc_id, loai_phieu, so_phieu, ngay_chung_tu, kho_id, loai_xuat, don_vi_nhan,
                                ly_do, so_dong, tu_khoa, nguoi_tao_id, nguoi_cap_nhat_id)
         values ($1, $2, 'XUAT_KHO', $3, $4, $5, 'CO_SO_KHAC', 'Trung tâm Y tế huyện', 'Cấp hỗ trợ', 2, $6, $7, $7)`,
        [voucherId, org, number, today, warehouse, number.toLowerCase(), userId],
      );
      await c.query(
        `insert into phieu_kho_chi_tiet (id, to_chuc_id, phieu_id, stt, hang_hoa_id, so_luong)
         values ($1, $2, $3, 1, $4, $5), ($6, $2, $3, 2, $7, $8)`,
        [
          lines[0]!.id,
          org,
          voucherId,
          lines[0]!.hang_hoa_id,
          lines[0]!.so_luong,
          lines[1]!.id,
          lines[1]!.hang_hoa_id,
          lines[1]!.so_luong,
        ],
      );
    });
    const t1 = performance.now();
    await inTransaction(pool, async (c) => {
      await c.query(`select id from phieu_kho where id = $1 and trang_thai = 'LUU_TAM' for update`, [
        voucherId,
      ]);
      const { rows: lineRows } = await c.query<{ id: string; hang_hoa_id: string; so_luong: string }>(
        'select id, hang_hoa_id, so_luong from phieu_kho_chi_tiet where phieu_id = $1 order by stt',
        [voucherId],
      );
      const goodsIds = [...new Set(lineRows.map((l) => l.hang_hoa_id))].sort();
      const { rows: stock } = await c.query<LockedRow>(
        `with locked as (
           select t.kho_id, t.lo_hang_id, t.hang_hoa_id, t.so_luong, t.so_luong_giu from ton_kho t
           where t.kho_id = $1 and t.hang_hoa_id = any($2::uuid[]) order by t.lo_hang_id for update)
         select l.lo_hang_id, l.hang_hoa_id, l.so_luong, l.so_luong_giu, b.han_dung::text as han_dung, b.bi_khoa,
                (b.han_dung < $3::date) as da_het_han
         from locked l join lo_hang b on b.id = l.lo_hang_id order by b.han_dung, b.ngay_tao, b.id`,
        [warehouse, goodsIds, today],
      );
      // FEFO: the earliest usable batch with enough left (plenty here, so one batch per line).
      const allocations = lineRows.map((line) => {
        const batch = stock.find(
          (s) =>
            s.hang_hoa_id === line.hang_hoa_id &&
            !s.bi_khoa &&
            !s.da_het_han &&
            Number(s.so_luong) - Number(s.so_luong_giu) >= Number(line.so_luong),
        );
        if (!batch) throw new Error('floor: not enough stock');
        return { id: randomUUID(), line: line.id, batch: batch.lo_hang_id, qty: line.so_luong };
      });
      for (const a of [...allocations].sort((x, y) => (x.batch < y.batch ? -1 : x.batch > y.batch ? 1 : 0))) {
        const { rowCount } = await c.query(
          `update ton_kho set so_luong_giu = so_luong_giu + $3::numeric
           where kho_id = $1 and lo_hang_id = $2 and so_luong >= so_luong_giu + $3::numeric`,
          [warehouse, a.batch, a.qty],
        );
        if (rowCount !== 1) throw new Error('floor: reservation refused');
      }
      await c.query(
        `insert into phieu_kho_phan_bo (id, to_chuc_id, phieu_id, chi_tiet_id, kho_id, lo_hang_id, so_luong)
         select unnest($1::uuid[]), $2, $3, unnest($4::uuid[]), $5, unnest($6::uuid[]), unnest($7::numeric[])`,
        [
          allocations.map((a) => a.id),
          org,
          voucherId,
          allocations.map((a) => a.line),
          warehouse,
          allocations.map((a) => a.batch),
          allocations.map((a) => a.qty),
        ],
      );
      await c.query(
        `update phieu_kho_chi_tiet c set thanh_tien = v.thanh_tien, don_gia = round(v.thanh_tien / c.so_luong, 4)
         from (select a.chi_tiet_id, round(sum(a.so_luong * b.don_gia), 2) as thanh_tien
               from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id
               where a.phieu_id = $1 group by a.chi_tiet_id) v
         where c.id = v.chi_tiet_id`,
        [voucherId],
      );
      await c.query(
        `update phieu_kho set trang_thai = 'CHO_DUYET', ngay_gui = now(), nguoi_gui_id = $2, phien_ban = phien_ban + 1,
                tong_tien = (select coalesce(sum(thanh_tien), 0) from phieu_kho_chi_tiet where phieu_id = $1)
         where id = $1`,
        [voucherId, userId],
      );
    });
    const t2 = performance.now();
    await inTransaction(pool, async (c) => {
      await c.query(`select id from phieu_kho where id = $1 and trang_thai = 'CHO_DUYET' for update`, [
        voucherId,
      ]);
      await c.query('select pg_advisory_xact_lock_shared(hashtextextended($1, 0))', [`ky_khoa_so:${org}`]);
      const { rows: closed } = await c.query<{ closed: boolean }>(
        `select exists(select 1 from ky_khoa_so where to_chuc_id = $1 and thang = date_trunc('month', $2::date)::date) as closed`,
        [org, today],
      );
      if (closed[0]?.closed) throw new Error('floor: period closed');
      const { rows: allocations } = await c.query<{
        id: string;
        lo_hang_id: string;
        hang_hoa_id: string;
        so_luong: string;
        don_gia: string;
      }>(
        `select a.id, a.lo_hang_id, b.hang_hoa_id, a.so_luong, b.don_gia
         from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id where a.phieu_id = $1 order by a.lo_hang_id`,
        [voucherId],
      );
      for (const a of allocations) {
        const { rowCount } = await c.query(
          `update ton_kho set so_luong = so_luong - $3::numeric, so_luong_giu = so_luong_giu - $3::numeric
           where kho_id = $1 and lo_hang_id = $2 and so_luong_giu >= $3::numeric`,
          [warehouse, a.lo_hang_id, a.so_luong],
        );
        if (rowCount !== 1) throw new Error('floor: reservation broken');
      }
      // The per-goods summary, one statement as the engine does it (no batch of the bench runs out).
      await c.query(
        `insert into ton_kho_hang_hoa as s (kho_id, hang_hoa_id, to_chuc_id, so_luong, gia_tri, so_lo)
         select $1::uuid, l.hang_hoa_id, l.to_chuc_id, -sum(v.q), -sum(v.q * l.don_gia), 0
         from unnest($2::uuid[], $3::numeric[]) as v(lo_hang_id, q) join lo_hang l on l.id = v.lo_hang_id
         group by l.hang_hoa_id, l.to_chuc_id order by l.hang_hoa_id
         on conflict (kho_id, hang_hoa_id) do update set so_luong = s.so_luong + excluded.so_luong,
           gia_tri = s.gia_tri + excluded.gia_tri`,
        [warehouse, allocations.map((a) => a.lo_hang_id), allocations.map((a) => a.so_luong)],
      );
      await c.query(
        `insert into the_kho (id, to_chuc_id, kho_id, lo_hang_id, hang_hoa_id, ngay_chung_tu, so_luong, don_gia,
                              loai_phieu, phieu_id, phan_bo_id, nguoi_thuc_hien_id)
         select unnest($1::uuid[]), $2, $3, unnest($4::uuid[]), unnest($5::uuid[]), $6, unnest($7::numeric[]),
                unnest($8::numeric[]), 'XUAT_KHO', $9, unnest($10::uuid[]), $11`,
        [
          allocations.map(() => randomUUID()),
          org,
          warehouse,
          allocations.map((a) => a.lo_hang_id),
          allocations.map((a) => a.hang_hoa_id),
          today,
          allocations.map((a) => `-${a.so_luong}`),
          allocations.map((a) => a.don_gia),
          voucherId,
          allocations.map((a) => a.id),
          userId,
        ],
      );
      await c.query(
        `update phieu_kho set trang_thai = 'HOAN_THANH', ngay_duyet = now(), nguoi_duyet_id = $2,
                phien_ban = phien_ban + 1, ngay_cap_nhat = now() where id = $1`,
        [voucherId, userId],
      );
    });
    return { create: t1 - t0, submit: t2 - t1, approve: performance.now() - t2 };
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

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
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
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.log('Set BENCH_DATABASE_URL: this benchmark needs PostgreSQL (see the comment at the top).');
    return;
  }
  console.log(
    `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} threads), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
  );
  console.log(
    `${CLIENTS} clients, ${WARM_UP_SECONDS} s warm-up then ${SECONDS} s timed; API pool ${POOL_SIZE} connections, floor ${CLIENTS}. ` +
      `One issue = create (2 lines) + submit (FEFO reservation) + approve (movement); ${GOODS} goods x ${BATCHES_PER_GOODS} batches.`,
  );
  const scratch = await createScratchDatabase(url, 'kho_bench');
  const database = await openDatabase({ url: scratch.url, poolSize: POOL_SIZE });
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kho-bench-'));
  try {
    await runMigrations(database);
    const data = await generateInventory(database.db, { goods: GOODS, batches: 0, ledger: 0 });
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JWT_SECRET: randomBytes(32).toString('hex'),
      SEED_DEMO: 'never',
      ACCESS_TOKEN_TTL: '2h',
    });
    const { app, context } = await buildApp(config, database);
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const token = await context.tokens.sign({ userId: data.userId, deviceId: 'bench' });
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
  } finally {
    await database.close();
    await scratch.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (isMainThread) {
  await main();
} else {
  parentPort!.postMessage(await apiClients(workerData as Scenario));
}
