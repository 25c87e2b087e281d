import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded-postgres';

const HOLDER = fileURLToPath(new URL('../test/fixtures/hold-embedded-postgres.ts', import.meta.url));

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function dataFolder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'kho-embedded-'));
  chmodSync(dir, 0o755); // run as root, the server's own account must reach its cluster
  cleanups.push(() => Promise.resolve(rmSync(dir, { recursive: true, force: true })));
  return dir;
}

async function start(dataDir: string, mode?: 'durable' | 'throwaway'): Promise<EmbeddedPostgres> {
  const server = await startEmbeddedPostgres({ dataDir, mode });
  cleanups.push(() => server.stop());
  return server;
}

async function query<T extends pg.QueryResultRow>(url: string, text: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(text)).rows;
  } finally {
    await client.end();
  }
}

function postmasterPid(dataDir: string): number {
  return Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
}

/** A separate application process holding the embedded database, as `npm start` would. */
async function holdInAnotherProcess(dataDir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', HOLDER], {
    env: { ...process.env, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  cleanups.push(() => Promise.resolve(void child.kill('SIGKILL')));
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('\n')) resolve(out.trim());
    });
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
  return { child, url };
}

describe('embedded PostgreSQL', () => {
  it('runs the way npm start starts it with fsync, synchronous commit and full-page writes on', async () => {
    const server = await start(dataFolder(), 'durable');
    const rows = await query<{ name: string; setting: string }>(
      server.url(),
      `select name, setting from pg_settings
        where name in ('fsync', 'synchronous_commit', 'full_page_writes', 'listen_addresses')
        order by name`,
    );
    expect(rows).toEqual([
      { name: 'fsync', setting: 'on' },
      { name: 'full_page_writes', setting: 'on' },
      { name: 'listen_addresses', setting: '127.0.0.1' },
      { name: 'synchronous_commit', setting: 'on' },
    ]);
    const [version] = await query<{ server_version_num: string }>(server.url(), 'show server_version_num');
    expect(Number(version!.server_version_num)).toBeGreaterThanOrEqual(180000);
    // Vietnamese upper and lower case map whatever the machine's locale.
    const [cased] = await query<{ lower: string }>(server.url(), `select lower('ĐỨC ĐẠT') as lower`);
    expect(cased!.lower).toBe('đức đạt');
  });

  it('is reached through a Unix socket in its cluster folder, and over TCP when the path is too long', async () => {
    const dataDir = dataFolder();
    const server = await start(dataDir);
    const url = new URL(server.url());
    expect(url.searchParams.get('host')).toBe(path.join(dataDir, 'postgres'));
    // A connection through a Unix socket has no server address.
    const address = 'select inet_server_addr()::text as address';
    expect(await query(server.url(), address)).toEqual([{ address: null }]);
    // The same server over TCP, as other tools on the machine reach it.
    url.searchParams.delete('host');
    expect(await query(url.toString(), address)).toEqual([{ address: '127.0.0.1/32' }]);

    // A folder whose socket's path would pass Linux's 107 bytes: TCP only.
    const deep = path.join(dataFolder(), 'd'.repeat(80));
    mkdirSync(deep, { mode: 0o755 });
    const far = await start(deep);
    expect(new URL(far.url()).searchParams.has('host')).toBe(false);
    expect(await query(far.url(), address)).toEqual([{ address: '127.0.0.1/32' }]);
  });

  it('keeps what was committed across a stop and a start, with the same password', async () => {
    const dataDir = dataFolder();
    const first = await startEmbeddedPostgres({ dataDir, mode: 'throwaway' });
    await query(first.url(), 'create table kept (n int); insert into kept values (42)');
    await first.stop();
    const second = await start(dataDir);
    expect(await query(second.url(), 'select n from kept')).toEqual([{ n: 42 }]);
  });

  it('refuses a second application on the same data folder, then adopts the server a killed one left', async () => {
    const dataDir = dataFolder();
    const holder = await holdInAnotherProcess(dataDir);
    await query(holder.url, 'create table kept (n int); insert into kept values (7)');
    const serverPid = postmasterPid(dataDir);

    await expect(startEmbeddedPostgres({ dataDir })).rejects.toThrow(/Another server \(pid \d+\)/);

    const exited = new Promise((resolve) => holder.child.once('exit', resolve));
    holder.child.kill('SIGKILL'); // the application crashes; its PostgreSQL child lives on
    await exited;
    const adopted = await start(dataDir);
    expect(postmasterPid(dataDir)).toBe(serverPid);
    expect(await query(adopted.url(), 'select n from kept')).toEqual([{ n: 7 }]);
    // The adopted server is reached through the socket its pid file names.
    expect(new URL(adopted.url()).searchParams.get('host')).toBe(path.join(dataDir, 'postgres'));
  });

  it('starts the server again when it dies under the running application', async () => {
    const dataDir = dataFolder();
    const server = await start(dataDir);
    await query(server.url(), 'create table kept (n int); insert into kept values (1)');
    const firstPid = postmasterPid(dataDir);
    process.kill(firstPid, 'SIGKILL');

    let rows: unknown[] | undefined;
    for (let attempt = 0; attempt < 200 && !rows; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      rows = await query(server.url(), 'select n from kept').catch(() => undefined);
    }
    expect(rows).toEqual([{ n: 1 }]);
    expect(postmasterPid(dataDir)).not.toBe(firstPid);
  });
});
