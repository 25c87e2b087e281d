/**
 * The stock screen and stock card on a large warehouse (issue 5): 5 000 goods, 100 000 batches and
 * 1 000 000 ledger rows over 3 years in one warehouse (bench/inventory-data.ts), read through the
 * real app over HTTP (buildApp on a random port, a signed-in administrator, the JSON answer parsed).
 *
 *   npx tsx bench/stock-screen.bench.ts                          # embedded PostgreSQL
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/stock-screen.bench.ts   # and that server
 *
 * Each call: 5 warm-up requests, then 100 timed; p50/p95/max in ms. Then, for each call, the
 * statements the server sent for one request with their EXPLAIN ANALYZE execution time and the
 * slowest plan node, so a slow page says which query and which node.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, queryRows, runMigrations, type Database } from '../apps/server/src/db/client';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { generateInventory } from './inventory-data';
import { benchServerUrl } from './bench-kit';
import { percentile } from './stats';

const SIZE = {
  goods: Number(process.env.BENCH_GOODS ?? 5000),
  batches: Number(process.env.BENCH_BATCHES ?? 100_000),
  ledger: Number(process.env.BENCH_LEDGER ?? 1_000_000),
};
const RUNS = 100;
const WARM_UP = 5;

/** Statements sent by pg clients while `run` runs. */
async function captureStatements(run: () => Promise<unknown>) {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const captured: { text: string; values: unknown[] }[] = [];
  proto.query = function (this: unknown, ...args: unknown[]) {
    const [config, values] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    if (typeof config === 'string') captured.push({ text: config, values: values ?? [] });
    else if (config && typeof config.text === 'string')
      captured.push({ text: config.text, values: config.values ?? values ?? [] });
    return original.apply(this, args);
  };
  try {
    await run();
  } finally {
    proto.query = original;
  }
  return captured;
}

async function explainStatements(url: string, statements: { text: string; values: unknown[] }[]) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) {
      if (!/^\s*(select|with)/i.test(statement.text)) continue;
      const { rows } = await client.query<{ 'QUERY PLAN': unknown }>(
        `explain (analyze, format json) ${statement.text}`,
        statement.values,
      );
      const plan = (rows[0]!['QUERY PLAN'] as { Plan: PlanNode; 'Execution Time': number }[])[0]!;
      const slowest = slowestNode(plan.Plan);
      console.log(
        `    ${plan['Execution Time'].toFixed(2)} ms  ${statement.text.replace(/\s+/g, ' ').slice(0, 70)}…` +
          `  [slowest node: ${slowest.label} ${slowest.self.toFixed(2)} ms]`,
      );
    }
  } finally {
    await client.end();
  }
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Total Time': number;
  'Actual Loops': number;
  Plans?: PlanNode[];
}

/** The plan node with the most time of its own (its total less its children's). */
function slowestNode(node: PlanNode): { label: string; self: number } {
  const total = node['Actual Total Time'] * node['Actual Loops'];
  const children = node.Plans ?? [];
  const childTotal = children.reduce((sum, c) => sum + c['Actual Total Time'] * c['Actual Loops'], 0);
  let best = {
    label: `${node['Node Type']}${node['Index Name'] ? ` using ${node['Index Name']}` : node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`,
    self: Math.max(0, total - childTotal),
  };
  for (const child of children) {
    const candidate = slowestNode(child);
    if (candidate.self > best.self) best = candidate;
  }
  return best;
}

async function run(label: string, database: Database, url: string) {
  await runMigrations(database);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kho-bench-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'never',
    ACCESS_TOKEN_TTL: '2h',
  });
  const data = await generateInventory(database.db, {
    ...SIZE,
    years: 3,
    warehouses: 1,
    log: (line) => console.log(line),
  });
  const { app, context } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await context.tokens.sign({ userId: data.userId, deviceId: 'bench', session: 1 });
  const [version] = await queryRows<{ v: string }>(database.db, sql`select version() as v`);
  const c = data.counts;
  console.log(
    `\n## ${label}: ${version?.v.split(',')[0]} — ${c.goods} goods, ${c.batches} batches, ${c.ledger} ledger rows, ` +
      `${c.vouchers} vouchers generated in ${data.seconds.toFixed(0)} s; ledger = stock mismatches: ${data.mismatches}\n`,
  );
  const [busy] = await queryRows<{ ma: string; rows: string; year_rows: string; month_rows: string }>(
    database.db,
    sql`select h.ma, count(*) as rows,
               count(*) filter (where t.ngay_chung_tu > current_date - 365) as year_rows,
               count(*) filter (where t.ngay_chung_tu >= date_trunc('month', current_date)) as month_rows
        from the_kho t join hang_hoa h on h.id = t.hang_hoa_id
        where t.hang_hoa_id = ${data.busyGoodsId!} group by h.ma`,
  );
  const base = { to_chuc: data.organisationId, kho_id: data.warehouseIds[0]! };
  const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Ho_Chi_Minh' });
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const calls: { name: string; path: string; query: Record<string, string | number> }[] = [
    { name: 'stock, first page (25, by code)', path: 'danh-sach-ton-kho', query: { ...base } },
    { name: 'stock, page 40', path: 'danh-sach-ton-kho', query: { ...base, page: 40 } },
    { name: 'stock, text `amox`', path: 'danh-sach-ton-kho', query: { ...base, tu_khoa: 'amox' } },
    {
      name: 'stock, text `amox` + expiring in 90 days',
      path: 'danh-sach-ton-kho',
      query: { ...base, tu_khoa: 'amox', het_han_trong_ngay: 90 },
    },
    {
      name: 'stock, expiring in 90 days, by nearest expiry',
      path: 'danh-sach-ton-kho',
      query: { ...base, het_han_trong_ngay: 90, sap_xep: 'han_dung_gan_nhat' },
    },
    {
      name: `stock card, busiest item ${busy?.ma}, this month (${busy?.month_rows} rows)`,
      path: 'the-kho',
      query: { ...base, hang_hoa_id: data.busyGoodsId!, page_size: 100 },
    },
    {
      name: `stock card, busiest item, last 365 days (${busy?.year_rows} rows, first page of 100)`,
      path: 'the-kho',
      query: { ...base, hang_hoa_id: data.busyGoodsId!, tu_ngay: yearAgo, den_ngay: today, page_size: 100 },
    },
  ];
  const get = async (call: (typeof calls)[number]) => {
    const target = new URL(`/api/v1/ton-kho/${call.path}`, baseUrl);
    for (const [key, value] of Object.entries(call.query)) target.searchParams.set(key, String(value));
    const response = await fetch(target, { headers: { authorization: `Bearer ${token}` } });
    const body = (await response.json()) as { data: unknown; metadata?: { pagination?: { count: number } } };
    if (!response.ok)
      throw new Error(`${call.name}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    return body;
  };

  console.log('| call | matching | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|---|');
  for (const call of calls) {
    let count = 0;
    for (let i = 0; i < WARM_UP; i++) count = (await get(call)).metadata?.pagination?.count ?? 0;
    const times: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      await get(call);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(
      `| ${call.name} | ${count} | ${percentile(times, 50).toFixed(1)} | ${percentile(times, 95).toFixed(1)} | ${times.at(-1)!.toFixed(1)} |`,
    );
  }
  if (url) {
    console.log('\nStatements of one request each, EXPLAIN ANALYZE execution time:');
    for (const call of calls) {
      console.log(`  ${call.name}`);
      await explainStatements(url, await captureStatements(() => get(call)));
    }
  }
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
}

console.log(
  `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} threads), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`,
);
// The embedded server (as `npm start` runs it), then BENCH_DATABASE_URL's server when set.
for (const embedded of process.env.BENCH_DATABASE_URL ? [true, false] : [true]) {
  const server = await benchServerUrl({ embedded });
  const scratch = await createScratchDatabase(server.url, 'kho_bench');
  const database = openDatabase({ url: scratch.url });
  try {
    await run(server.label, database, scratch.url);
  } finally {
    await database.close();
    await scratch.drop();
    await server.stop();
  }
}
