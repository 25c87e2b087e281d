import cluster, { type Worker } from 'node:cluster';
import pino from 'pino';
import type { AppConfig } from './config';
import { openDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
import { prepareDatabase } from './prepare-database';

/** A server process that dies within this long of starting counts as crashing at start. */
const QUICK_DEATH_MS = 10_000;
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;
/** Server processes get this long to finish their requests after SIGTERM (theirs is 20 s). */
const SHUTDOWN_TIMEOUT_MS = 25_000;

/**
 * The primary of `SERVER_PROCESSES=N` (N > 1): one Node process uses one core, so N server
 * processes share the port (node:cluster hands connections out in turn). The primary serves no
 * request. It starts the embedded database when there is no DATABASE_URL, prepares the database
 * once (migrations, the demo seed), starts the server processes and starts again any that dies.
 * On SIGTERM it stops them (each finishes its requests) and then the embedded database.
 * Everything the processes share lives in PostgreSQL: real-time events (NOTIFY), the login limit,
 * device sessions, idempotency keys, and the jobs that one instance runs (advisory locks).
 */
export async function runPrimary(config: AppConfig): Promise<void> {
  const log = pino({ level: config.logLevel });
  let embedded: EmbeddedPostgres | undefined;
  const workerEnv: Record<string, string> = { SEED_DEMO: 'never' };
  if (!config.databaseUrl) {
    embedded = await startEmbeddedPostgres({
      dataDir: config.dataDir,
      log: (level, message) => log[level](message),
    });
    workerEnv.KHO_EMBEDDED_URL = embedded.url();
  }
  const database = openDatabase({
    url: config.databaseUrl ?? embedded!.url(),
    kind: embedded ? 'embedded' : 'postgres',
    poolSize: 2,
  });
  try {
    const seeded = await prepareDatabase(database, {
      seedDemo: config.seedDemo === 'always' || (config.seedDemo === 'auto' && Boolean(embedded)),
    });
    if (seeded)
      log.info('demo data loaded (users admin, duocsi, thukho, dieuduong, bacsi, quanly; password demo1234)');
  } finally {
    await database.close();
  }

  let stopping = false;
  let restartDelay = RESTART_FIRST_MS;
  const startedAt = new Map<Worker, number>();
  const start = (slot: number) => {
    const worker = cluster.fork({ ...workerEnv, KHO_SERVER_PROCESS: String(slot) });
    startedAt.set(worker, Date.now());
    log.info({ slot, serverPid: worker.process.pid }, 'server process started');
    worker.once('exit', (code, signal) => {
      const lived = Date.now() - (startedAt.get(worker) ?? 0);
      startedAt.delete(worker);
      if (stopping) return;
      // A process that keeps dying at start (a bad configuration, the database gone) is started
      // again less and less often rather than in a tight loop.
      restartDelay = lived < QUICK_DEATH_MS ? Math.min(restartDelay * 2, RESTART_MAX_MS) : RESTART_FIRST_MS;
      log.error(
        { slot, pid: worker.process.pid, code, signal, restartInMs: restartDelay },
        'server process died',
      );
      setTimeout(() => {
        if (!stopping) start(slot);
      }, restartDelay).unref();
    });
  };
  for (let slot = 1; slot <= config.serverProcesses; slot += 1) start(slot);

  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'stopping the server processes');
    const workers = [...startedAt.keys()];
    const exited = Promise.all(
      workers.map((worker) =>
        worker.isDead() ? Promise.resolve() : new Promise((resolve) => worker.once('exit', resolve)),
      ),
    );
    for (const worker of workers) worker.process.kill('SIGTERM');
    const timedOut = await Promise.race([
      exited.then(() => false),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(true), SHUTDOWN_TIMEOUT_MS).unref()),
    ]);
    if (timedOut) {
      log.error('server processes did not stop in time; killing them');
      for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }
    await embedded?.stop();
    process.exit(timedOut ? 1 : 0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  log.info(
    `Kho Dược is starting ${config.serverProcesses} server processes on http://localhost:${config.port} (${embedded ? 'embedded' : 'postgres'})`,
  );
}
