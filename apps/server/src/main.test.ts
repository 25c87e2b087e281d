import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { runningEmbeddedUrl } from './db/embedded-postgres';
import { freePort } from './db/free-port';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'kho-main-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Polls `condition` until it holds (every 20 ms, at most 15 s). */
async function until(what: string, condition: () => Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 20) {
    if (await condition()) return;
    await sleep(20);
  }
  throw new Error(`timed out waiting until ${what}`);
}

/** Registers a user, signs in and opens the real-time channel as the web app does. */
async function openSocket(base: string): Promise<WebSocket> {
  const post = (url: string, body: unknown) =>
    fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const account = { ten_dang_nhap: 'dungthu', mat_khau: 'matkhau123' };
  await post('/api/v1/xac-thuc/dang-ky', { ...account, ho_ten: 'Dùng Thử', email: 'dungthu@benhvien.vn' });
  const login = (await (await post('/api/v1/xac-thuc/dang-nhap', { ...account, ghi_nho: false })).json()) as {
    data: { access_token: string; device_id: string };
  };
  const socket = new WebSocket(`${base.replace('http', 'ws')}/ws/connect/${login.data.device_id}/`, [
    'bearer',
    login.data.access_token,
  ]);
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return socket;
}

const STARTUP_POLLS = 900; // every 100 ms: 90 s

/** `npm start`'s entry on the test's data folder, once it answers its health check. */
async function startMain() {
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), LOG_LEVEL: 'silent', SEED_DEMO: 'never' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  // A new data folder: the first start makes the database cluster and applies every migration,
  // which takes most of a minute on a busy two-core machine.
  for (let attempt = 0; attempt < STARTUP_POLLS; attempt += 1) {
    const health = await fetch(`${base}/api/v1/health`).catch(() => undefined);
    if (health?.status === 200) break;
    await sleep(100);
  }
  expect((await fetch(`${base}/api/v1/health/live`)).status).toBe(200);
  return { server, exited, base };
}

describe('npm start (the embedded database) and SIGTERM', () => {
  it('finishes the request in flight, closes sockets with 1012, stops the database and exits 0', async () => {
    const { server, exited, base } = await startMain();
    const socket = await openSocket(base);
    const closeCode = new Promise<number>((resolve) => socket.once('close', (code: number) => resolve(code)));

    const side = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await side.connect();
    await side.query('begin; lock table nguoi_dung in access exclusive mode');
    const inFlight = fetch(`${base}/api/v1/xac-thuc/dang-nhap`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ten_dang_nhap: 'khongco', mat_khau: 'matkhau123', ghi_nho: false }),
    });
    await until('the login waits for the lock', async () => {
      const { rowCount } = await side.query(
        "select 1 from pg_stat_activity where wait_event_type = 'Lock' and pid <> pg_backend_pid()",
      );
      return (rowCount ?? 0) > 0;
    });
    server.kill('SIGTERM');
    await until('the server stops taking new requests', async () => {
      const live = await fetch(`${base}/api/v1/health/live`).catch(() => undefined);
      return live === undefined || live.status !== 200;
    });
    await side.query('rollback');
    await side.end();

    expect((await inFlight).status).toBe(401); // answered, not cut off
    expect(await exited).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres.lock'))).toBe(false);
    expect(await closeCode).toBe(1012);
  }, 120_000);
});

describe('npm start after a closing whose month-end balances were cut off', () => {
  it('writes the pending balances as it starts, without waiting for the periodic sweep', async () => {
    // A closed month whose balances were never written (the closing's process died after its
    // commit), recorded while a server runs, which is then stopped.
    const first = await startMain();
    const side = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await side.connect();
    const organisationId = '01900000-0000-7000-8000-00000000d001';
    await side.query(`insert into to_chuc (id, ma, ten) values ($1, 'BVSWEEP', 'Bệnh viện quét số dư')`, [
      organisationId,
    ]);
    await side.query(
      `insert into ky_khoa_so (id, to_chuc_id, thang) values ('01900000-0000-7000-8000-00000000d002', $1, '2020-01-01')`,
      [organisationId],
    );
    await side.end();
    first.server.kill('SIGTERM');
    expect(await first.exited).toBe(0);

    // The next start finishes them (the periodic sweep runs only every five minutes).
    const second = await startMain();
    const check = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await check.connect();
    await until('the closed month has its balances', async () => {
      const { rows } = await check.query<{ written: boolean }>(
        'select so_du_ghi_luc is not null as written from ky_khoa_so where to_chuc_id = $1',
        [organisationId],
      );
      return rows[0]?.written === true;
    });
    await check.end();
    second.server.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }, 180_000);
});
