import { spawn } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { chmodSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort } from './db/free-port';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));
const dataDir = mkdtempSync(path.join(tmpdir(), 'kho-processes-'));
chmodSync(dataDir, 0o755);
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface LogLine {
  msg?: string;
  slot?: number;
  serverPid?: number;
  pid?: number;
  reqId?: string;
  req?: { url?: string };
}

/** A login attempt on a connection of its own, so that the primary hands each to a process in turn. */
function wrongLogin(base: string): Promise<number> {
  const body = JSON.stringify({ ten_dang_nhap: 'khongco', mat_khau: 'saimatkhau', ghi_nho: false });
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      `${base}/api/v1/xac-thuc/dang-nhap`,
      {
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'accept-language': 'en', connection: 'close' },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe('SERVER_PROCESSES=2 on the embedded database', () => {
  it('shares the port, holds the login limit across processes, restarts a dead one and stops cleanly', async () => {
    const port = await freePort();
    const primary = spawn(process.execPath, ['--import', 'tsx', MAIN], {
      env: {
        ...process.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        SERVER_PROCESSES: '2',
        SEED_DEMO: 'never',
        LOG_LEVEL: 'info',
        LOGIN_MAX_FAILURES: '3',
        BACKUP_NIGHTLY_AT: 'off',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
    const lines: LogLine[] = [];
    createInterface({ input: primary.stdout }).on('line', (text) => {
      try {
        lines.push(JSON.parse(text) as LogLine);
      } catch {
        // not a log line
      }
    });
    const started = () => lines.filter((l) => l.msg === 'server process started');
    const until = async (what: string, condition: () => boolean | Promise<boolean>) => {
      for (let waited = 0; waited < 60_000; waited += 50) {
        if (await condition()) return;
        await sleep(50);
      }
      throw new Error(`timed out waiting until ${what}`);
    };
    const base = `http://127.0.0.1:${port}`;
    const health = () =>
      fetch(`${base}/api/v1/health`)
        .then((r) => r.status)
        .catch(() => 0);

    await until(
      'both processes are ready',
      () => lines.filter((l) => l.msg?.startsWith('Kho Dược is ready')).length === 2,
    );
    expect(started().map((l) => l.slot)).toEqual([1, 2]);
    expect(await health()).toBe(200);

    // Six wrong passwords, each on a new connection so that both processes answer some: the limit of
    // three is counted in the database, so the fourth is refused whichever process answers it.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) statuses.push(await wrongLogin(base));
    expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    const loginPids = () =>
      new Set(lines.filter((l) => l.req?.url === '/api/v1/xac-thuc/dang-nhap' && l.pid).map((l) => l.pid));
    await until('both processes logged their logins', () => loginPids().size === 2);
    expect([...loginPids()].sort()).toEqual(
      started()
        .map((l) => l.serverPid)
        .sort(),
    );

    // A server process killed outright: the other goes on answering, and the slot starts again.
    const victim = started()[0]!.serverPid!;
    process.kill(victim, 'SIGKILL');
    await until('the primary notices', () => lines.some((l) => l.msg === 'server process died'));
    for (let request = 0; request < 10; request += 1) expect(await health()).toBe(200);
    await until('the slot starts again', () => started().length === 3);
    expect(started()[2]!.slot).toBe(1);
    await until(
      'the new process is ready',
      () => lines.filter((l) => l.msg?.startsWith('Kho Dược is ready')).length === 3,
    );

    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await health()).toBe(0);
    expect(existsSync(path.join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    expect(existsSync(path.join(dataDir, 'postgres.lock'))).toBe(false);
    // Three processes start (tsx compiles each) beside the rest of the suite: allow a loaded machine.
  }, 120_000);
});
