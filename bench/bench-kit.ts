/**
 * What the benchmarks share: percentiles, the machine line, the real app on a random port over a
 * scratch PostgreSQL database, and a signed-in Chromium page on the built web app.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { chromium, type Browser, type Page } from '@playwright/test';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { openDatabase, runMigrations, type Database } from '../apps/server/src/db/client';
import { nguoiDung } from '../apps/server/src/db/schema/index';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-postgres';
import { createScratchDatabase } from '../apps/server/src/db/scratch-database';
import { prepareDatabase } from '../apps/server/src/prepare-database';
import { hashPassword } from '../apps/server/src/platform/auth/passwords';

export { percentile, summary } from './stats';

export function machineLine(): string {
  return `Machine: ${os.cpus()[0]?.model ?? 'unknown CPU'} (${os.cpus().length} threads), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

export async function timed<T>(step: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = performance.now();
  const value = await step();
  return { ms: performance.now() - t0, value };
}

/**
 * The PostgreSQL server a benchmark runs on: BENCH_DATABASE_URL's (unless `embedded` is asked), or
 * else the embedded server `npm start` runs (durable settings), in a temporary folder removed by `stop`.
 */
export async function benchServerUrl(
  options: { embedded?: boolean } = {},
): Promise<{ url: string; label: string; stop: () => Promise<void> }> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url && !options.embedded)
    return { url, label: 'PostgreSQL (BENCH_DATABASE_URL)', stop: async () => {} };
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kho-bench-pg-'));
  chmodSync(dataDir, 0o755); // run as root, the server's own account must reach its cluster
  const embedded = await startEmbeddedPostgres({ dataDir });
  return {
    url: embedded.url('postgres'),
    label: 'embedded PostgreSQL',
    stop: async () => {
      await embedded.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A throw-away database on the benchmark's server (benchServerUrl), migrated; dropped by `close`. */
export async function scratchPostgres(
  prefix: string,
  options: { poolSize?: number } = {},
): Promise<{ database: Database; url: string; label: string; close: () => Promise<void> }> {
  const server = await benchServerUrl();
  const scratch = await createScratchDatabase(server.url, prefix);
  const database = openDatabase({ url: scratch.url, ...options });
  await runMigrations(database);
  return {
    database,
    url: scratch.url,
    label: server.label,
    close: async () => {
      await database.close();
      await scratch.drop();
      await server.stop();
    },
  };
}

/**
 * The benchmark's database: a scratch one (scratchPostgres), or, when `keepName` is given, the
 * database of that name on BENCH_DATABASE_URL's server, created and migrated if missing and kept
 * afterwards, so that large generated data is made once and measured again after each change.
 */
export async function benchDatabase(
  prefix: string,
  keepName: string | undefined,
): Promise<{ database: Database; label: string; kept: boolean; close: () => Promise<void> }> {
  if (!keepName) return { ...(await scratchPostgres(prefix)), kept: false };
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) throw new Error('a kept database needs BENCH_DATABASE_URL');
  if (!/^[a-z0-9_]+$/.test(keepName))
    throw new Error('a kept database name is lower-case letters, digits and _');
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [keepName]);
    if (!rowCount) await admin.query(`create database "${keepName}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(server);
  url.pathname = `/${keepName}`;
  const database = openDatabase({ url: url.toString() });
  await runMigrations(database);
  return { database, label: `PostgreSQL ${keepName} (kept)`, kept: true, close: () => database.close() };
}

/** The demo hospital on a fresh database (the browser benches' data); returns its admin's id. */
export async function prepareDemoHospital(database: Database): Promise<string> {
  await prepareDatabase(database, { seedDemo: true });
  const [admin] = await database.db
    .select({ id: nguoiDung.id })
    .from(nguoiDung)
    .where(eq(nguoiDung.ten_dang_nhap, 'admin'));
  return admin!.id;
}

export interface BenchServer {
  baseUrl: string;
  /** A bearer token of the user, for API calls. */
  token: string;
  /**
   * Serves the built web app too when apps/web/dist exists (`npm run build -w apps/web`), or the
   * build in BENCH_WEB_DIST.
   */
  servesWeb: boolean;
  /** What the tokens are signed with: other server processes on the same database accept them. */
  jwtSecret: string;
  close: () => Promise<void>;
}

export async function startBenchServer(
  database: Database,
  userId: string,
  // Another build of the web app than BENCH_WEB_DIST or apps/web/dist (two builds side by side).
  { webDist = process.env.BENCH_WEB_DIST }: { webDist?: string } = {},
): Promise<BenchServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kho-bench-'));
  const jwtSecret = randomBytes(32).toString('hex');
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    JWT_SECRET: jwtSecret,
    SEED_DEMO: 'never',
    ACCESS_TOKEN_TTL: '2h',
    LOGIN_MAX_FAILURES: '1000',
    // Another build of the web app (say, of the commit before a change) than apps/web/dist.
    ...(webDist ? { WEB_DIST: path.resolve(webDist) } : {}),
  });
  const { app, context } = await buildApp(config, database);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const token = await context.tokens.sign({ userId, deviceId: 'bench', session: 1 });
  return {
    baseUrl,
    token,
    servesWeb: existsSync(path.resolve(webDist ?? 'apps/web/dist', 'index.html')),
    jwtSecret,
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Calls the API as the bench user; throws with the answer when it is not a success. */
export async function call<T>(
  server: BenchServer,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  pathAndQuery: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(new URL(pathAndQuery, server.baseUrl), {
    method,
    headers: {
      authorization: `Bearer ${server.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  const answer = (await response.json()) as { data: T };
  if (!response.ok)
    throw new Error(`${method} ${pathAndQuery}: ${response.status} ${JSON.stringify(answer).slice(0, 400)}`);
  return answer.data;
}

/**
 * Chromium (Debian's, as in the e2e tests) signed in as the bench user through the login form, with
 * the organisation picked. The user gets a known password first.
 */
export async function signedInPage(
  server: BenchServer,
  database: Database,
  userId: string,
): Promise<{ browser: Browser; page: Page }> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  // Without the service worker, whose install downloads the whole build in the background after
  // the first page: page loads are timed as the browser alone does them, comparable across builds.
  const page = await browser.newPage({
    baseURL: server.baseUrl,
    viewport: { width: 1366, height: 768 },
    serviceWorkers: 'block',
  });
  await signInThroughForm(page, database, userId);
  return { browser, page };
}

/** Signs the user in on `page` (whose baseURL is the bench server) through the login form. */
export async function signInThroughForm(page: Page, database: Database, userId: string): Promise<void> {
  const password = 'bench1234';
  const [user] = await database.db
    .update(nguoiDung)
    .set({ mat_khau_hash: await hashPassword(password) })
    .where(eq(nguoiDung.id, userId))
    .returning({ username: nguoiDung.ten_dang_nhap });
  await page.goto('/dang-nhap');
  await page.getByRole('textbox', { name: /^(Tên đăng nhập|User name)$/ }).fill(user!.username);
  await page.getByLabel(/^(Mật khẩu|Password)/).fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL(/\/$/);
  await page.getByTestId('organisation-card').first().click();
  await page.waitForURL(/\/kho-duoc\//);
}

/**
 * How long a voucher takes to open inside the running app, as a user does it: the book is on
 * screen and the user clicks the voucher's number (no page load, unlike `page.goto`). Returns one
 * time per run, from the click until `usable` resolves.
 */
export async function openFromBookTimes(
  page: Page,
  options: { bookPath: string; number: string; runs: number; usable: () => Promise<void> },
): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < options.runs; run++) {
    await page.goto(options.bookPath);
    const row = page.getByText(options.number, { exact: true }).first();
    await row.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
      await page.screenshot({ path: '/tmp/bench-book.png' });
      throw error;
    });
    const started = Date.now();
    await row.click();
    await options.usable();
    times.push(Date.now() - started);
  }
  return times;
}
