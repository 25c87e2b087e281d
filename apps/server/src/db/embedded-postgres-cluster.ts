import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/** Creating the embedded cluster and choosing the account its server runs as (embedded-postgres.ts). */

export const SUPERUSER = 'kho';

export interface Account {
  uid: number;
  gid: number;
}

/** How the PostgreSQL binaries are run (PostgreSQL refuses to run as root). */
export interface Launcher {
  command(binary: string, args: string[]): [string, string[]];
  /** Set when the server runs as another account: its files are handed to it. */
  account?: Account;
}

// ---- cluster creation ---------------------------------------------------------------------------

export function initCluster(
  initdb: string,
  clusterDir: string,
  password: string,
  launcher: Launcher,
  mode: 'durable' | 'throwaway',
): void {
  const account = launcher.account;
  // Built beside its final place and renamed when complete: a crash mid-initdb leaves no half cluster.
  const staging = `${clusterDir}.initdb`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(staging, '..', `.postgres-password-${randomBytes(4).toString('hex')}`);
  writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  if (account) {
    chownSync(staging, account.uid, account.gid);
    chownSync(passwordFile, account.uid, account.gid);
    assertReachable(staging, account);
  }
  try {
    const [file, args] = launcher.command(initdb, [
      `--pgdata=${staging}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      // Code-point order and Unicode case mapping, the same on every machine (no OS locale needed).
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
      '--locale=C',
      ...(mode === 'throwaway' ? ['--no-sync'] : []),
    ]);
    const result = spawnSync(file, args, { encoding: 'utf8', ...(account ?? {}) });
    if (result.status !== 0) {
      throw new Error(`initdb failed: ${result.error?.message ?? ''}${result.stderr}`);
    }
  } finally {
    rmSync(passwordFile, { force: true });
  }
  if (existsSync(clusterDir)) {
    if (readdirSync(clusterDir).length > 0) {
      throw new Error(`${clusterDir} is not empty and holds no PostgreSQL cluster; move it away first`);
    }
    rmSync(clusterDir, { recursive: true });
  }
  renameSync(staging, clusterDir);
}

export async function ensureDatabase(adminUrl: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database "${name}"`);
  } finally {
    await client.end();
  }
}

// ---- the account the server runs as -------------------------------------------------------------

/**
 * PostgreSQL refuses to run as root. As root, the server runs in a user namespace where root's files
 * belong to an ordinary user id (`unshare --user --map-user`), so the data folder stays root's and
 * may be anywhere root can write; where user namespaces are not allowed, it runs as the system
 * account `postgres` (created if missing), which then owns the cluster and must reach DATA_DIR.
 */
export function serverLauncher(): Launcher {
  if (process.getuid?.() !== 0) return { command: (binary, args) => [binary, args] };
  const namespace = ['--user', '--map-user=1', '--map-group=1'];
  if (spawnSync('unshare', [...namespace, 'true']).status === 0) {
    return { command: (binary, args) => ['unshare', [...namespace, binary, ...args]] };
  }
  let account = accountIds('postgres');
  if (!account) {
    spawnSync('useradd', ['--system', '--user-group', '--no-create-home', 'postgres']);
    account = accountIds('postgres');
  }
  if (!account) {
    throw new Error(
      'Running as root, the embedded database needs user namespaces or a system account "postgres"; neither is available',
    );
  }
  return { command: (binary, args) => [binary, args], account };
}

function accountIds(name: string): Account | undefined {
  const uid = spawnSync('id', ['-u', name], { encoding: 'utf8' });
  const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' });
  if (uid.status !== 0 || gid.status !== 0) return undefined;
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

function assertReachable(dir: string, account: Account): void {
  const check = spawnSync('test', ['-w', dir], account);
  if (check.status !== 0) {
    throw new Error(
      `The embedded database runs as the system account "postgres" (PostgreSQL refuses to run as root), which cannot reach ${dir}. Choose a DATA_DIR that account can reach (for example under /var/lib), or run the server as an ordinary user.`,
    );
  }
}
