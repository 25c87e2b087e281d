/**
 * Fault injection against the real server (`npm start`'s embedded PostgreSQL, demo data): clients
 * take receipts through create -> submit -> approve, each call with an Idempotency-Key and retried
 * with the same key until it gets an answer, as the web app does. Meanwhile the script
 *   1. terminates every database connection of the application (pg_terminate_backend),
 *   2. kills PostgreSQL itself (kill -9 of the postmaster: the application restarts it),
 *   3. kills the application (kill -9) and starts it again (it adopts the running PostgreSQL).
 * Then it checks: every acknowledged create exists exactly once, nothing was written twice, every
 * acknowledged approval is complete, and ledger = stock in every warehouse. It prints what it tried
 * and what survived; exit code 1 if anything did not.
 *
 *   npx tsx bench/faults.bench.ts        (BENCH_CLIENTS=8 BENCH_SECONDS=24 to change the defaults)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { chmodSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/server/src/db/embedded-postgres';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 8);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 24);
const PORT = 20_000 + Math.floor(Math.random() * 20_000);
const BASE = `http://127.0.0.1:${PORT}`;
const RECEIPTS = '/api/v1/phieu-nhap-kho';
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kho-faults-'));
chmodSync(dataDir, 0o755);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let server: ChildProcess | undefined;

function startServer(): ChildProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      LOG_LEVEL: 'silent',
      LOGIN_MAX_FAILURES: '1000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  server = child;
  return child;
}

async function untilReady(): Promise<void> {
  for (let attempt = 0; attempt < 1200; attempt += 1) {
    const answer = await fetch(`${BASE}/api/v1/health`).catch(() => undefined);
    if (answer?.status === 200) return;
    await sleep(100);
  }
  throw new Error('the server did not become ready');
}

interface Answer<T> {
  status: number;
  body: { data: T; message: string };
}

async function call<T>(
  method: string,
  url: string,
  token?: string,
  body?: unknown,
  key?: string,
): Promise<Answer<T>> {
  const response = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(key ? { 'idempotency-key': key } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Answer<T>['body'] };
}

/** Retries the same call with the same key until the server gives a definitive answer. */
async function persist<T>(
  method: string,
  url: string,
  token: string,
  body: unknown,
  key: string,
  log: Tally,
) {
  for (let attempt = 0; ; attempt += 1) {
    const answer = await call<T>(method, url, token, body, key).catch(() => undefined);
    if (
      answer &&
      answer.status < 500 &&
      !(answer.status === 409 && /in progress|đang được xử lý/i.test(answer.body.message))
    )
      return answer;
    log.retries += 1;
    // A claim left by the killed application stays "in progress" until it expires (a minute).
    if (attempt > 600) throw new Error(`no answer for ${url}`);
    await sleep(200);
  }
}

interface Tally {
  retries: number;
  created: number;
  approved: number;
  alreadyDone: number;
}

async function main() {
  const tally: Tally = { retries: 0, created: 0, approved: 0, alreadyDone: 0 };
  startServer();
  await untilReady();
  const login = await call<{ access_token: string }>('POST', '/api/v1/xac-thuc/dang-nhap', undefined, {
    ten_dang_nhap: 'duocsi',
    mat_khau: 'demo1234',
    ghi_nho: false,
  });
  const token = login.body.data.access_token;
  const [organisation] = (
    await call<{ id: string }[]>('GET', '/api/v1/to-chuc/danh-sach-to-chuc-cua-toi', token)
  ).body.data;
  const orgId = organisation!.id;
  const departments = await call<{ kho_truc_thuoc: { id: string; ma: string }[] }[]>(
    'GET',
    `/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi?to_chuc_id=${orgId}`,
    token,
  );
  const warehouses = departments.body.data.flatMap((department) => department.kho_truc_thuoc);
  const mainStore = warehouses[0]!.id;
  const suppliers = await call<{ id: string }[]>(
    'GET',
    `/api/v1/nha-cung-cap/danh-sach-nha-cung-cap?to_chuc=${orgId}`,
    token,
  );
  const goods = await call<{ id: string }[]>(
    'GET',
    `/api/v1/hang-hoa/danh-sach-hang-hoa?to_chuc=${orgId}&page_size=20`,
    token,
  );
  const expiry = new Date(Date.now() + 400 * 86_400_000).toISOString().slice(0, 10);

  const acknowledged: { note: string; id: string; approved: boolean }[] = [];
  const deadline = Date.now() + SECONDS * 1000;
  const client = async (index: number) => {
    while (Date.now() < deadline) {
      const note = `fault-${randomUUID()}`;
      const line = {
        hang_hoa_id: goods.body.data[index % goods.body.data.length]!.id,
        so_lo: note.slice(0, 20),
        han_dung: expiry,
        so_luong: 5,
        don_gia: 1000,
        vat: 5,
        chiet_khau: 0,
      };
      const body = {
        to_chuc: orgId,
        kho_id: mainStore,
        nha_cung_cap_id: suppliers.body.data[0]!.id,
        ghi_chu: note,
        chi_tiet: [line],
      };
      const created = await persist<{ id: string; phien_ban: number }>(
        'POST',
        `${RECEIPTS}/tao-moi-phieu-nhap-kho`,
        token,
        body,
        randomUUID(),
        tally,
      );
      if (created.status === 409) {
        tally.alreadyDone += 1;
        continue; // done, answer lost: the book shows it; the check below counts it
      }
      if (created.status !== 201)
        throw new Error(`create answered ${created.status}: ${created.body.message}`);
      tally.created += 1;
      const entry = { note, id: created.body.data.id, approved: false };
      acknowledged.push(entry);
      let version = created.body.data.phien_ban;
      for (const step of ['gui-duyet', 'duyet']) {
        const answer = await persist<{ phien_ban: number }>(
          'POST',
          `${RECEIPTS}/${entry.id}/${step}-phieu-nhap-kho`,
          token,
          { to_chuc: orgId, phien_ban: version },
          randomUUID(),
          tally,
        );
        if (answer.status !== 200) break;
        version = answer.body.data.phien_ban;
        if (step === 'duyet') {
          entry.approved = true;
          tally.approved += 1;
        }
      }
    }
  };

  const faults: string[] = [];
  const inject = async () => {
    const step = (SECONDS * 1000) / 4;
    await sleep(step);
    const admin = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
    await admin.connect();
    const { rowCount } = await admin.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where datname = 'kho' and pid <> pg_backend_pid()",
    );
    await admin.end();
    faults.push(`terminated ${rowCount} database connections of the application`);
    await sleep(step);
    const postmaster = Number(
      readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0],
    );
    process.kill(postmaster, 'SIGKILL');
    faults.push(`killed PostgreSQL (pid ${postmaster}, SIGKILL)`);
    await sleep(step);
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server!.kill('SIGKILL');
    await exited;
    faults.push('killed the application (SIGKILL) and started it again');
    startServer();
  };

  const started = Date.now();
  await Promise.all([inject(), ...Array.from({ length: CLIENTS }, (_, index) => client(index))]);
  await untilReady();

  // What survived.
  const db = new pg.Client({ connectionString: runningEmbeddedUrl(dataDir)! });
  await db.connect();
  const { rows } = await db.query<{ ghi_chu: string; n: number; done: number }>(
    `select ghi_chu, count(*)::int as n, count(*) filter (where trang_thai = 'HOAN_THANH')::int as done
       from phieu_kho where ghi_chu like 'fault-%' group by ghi_chu`,
  );
  await db.end();
  const byNote = new Map(rows.map((row) => [row.ghi_chu, row]));
  const lost = acknowledged.filter((entry) => !byNote.has(entry.note));
  const duplicated = rows.filter((row) => row.n > 1);
  const unapproved = acknowledged.filter((entry) => entry.approved && byNote.get(entry.note)?.done !== 1);
  // The ledger check is the administrator's.
  const adminLogin = await call<{ access_token: string }>('POST', '/api/v1/xac-thuc/dang-nhap', undefined, {
    ten_dang_nhap: 'admin',
    mat_khau: 'demo1234',
    ghi_nho: false,
  });
  const checks = await Promise.all(
    warehouses.map((warehouse) =>
      call<{ khop: boolean }>(
        'GET',
        `/api/v1/ton-kho/${warehouse.id}/doi-soat-ton-kho?to_chuc=${orgId}`,
        adminLogin.body.data.access_token,
      ),
    ),
  );
  for (const check of checks.filter((answer) => answer.status !== 200)) {
    console.log(`ledger check refused: ${check.status} ${check.body.message}`);
  }
  const mismatched = checks.filter((check) => check.status !== 200 || !check.body.data.khop).length;

  console.log(
    `Faults injected during ${((Date.now() - started) / 1000).toFixed(0)} s of ${CLIENTS} clients:`,
  );
  for (const fault of faults) console.log(`  - ${fault}`);
  console.log(
    `Calls retried with their key: ${tally.retries}; receipts acknowledged ${tally.created}, approved ${tally.approved}, answered "already done" ${tally.alreadyDone}`,
  );
  console.log(`Acknowledged receipts missing: ${lost.length}`);
  console.log(`Receipts written twice: ${duplicated.length}`);
  console.log(`Acknowledged approvals not complete: ${unapproved.length}`);
  console.log(`Warehouses where ledger != stock: ${mismatched} of ${warehouses.length}`);
  const survived = lost.length + duplicated.length + unapproved.length + mismatched === 0;
  console.log(survived ? 'Everything acknowledged survived, nothing was duplicated.' : 'FAILED');
  if (!survived) process.exitCode = 1;
}

try {
  await main();
} finally {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server!.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
}
