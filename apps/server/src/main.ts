import cluster from 'node:cluster';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/app-database';
import { writeAllPendingMonthBalances } from './modules/inventory/periods/month-balances.service';
import { purgeIdempotencyKeys } from './platform/idempotency';
import { scheduleNightlyBackup } from './platform/nightly-backup';
import { every, runOnOneInstance } from './platform/one-instance';
import { runPrimary } from './server-processes';
import { prepareDatabase } from './prepare-database';

/** In-flight requests get this long to finish after SIGTERM. */
const SHUTDOWN_TIMEOUT_MS = 20_000;
/** Idempotency keys past their retention are purged hourly, by one instance. */
const PURGE_INTERVAL_MS = 60 * 60_000;
const PURGE_LOCK_KEY = 7_310_427;
/**
 * Month-end balances a closing did not finish (a crash, a lost connection) are written at the start
 * and then every few minutes, by one instance (decision 0042).
 */
const BALANCES_INTERVAL_MS = 5 * 60_000;
const BALANCES_LOCK_KEY = 7_310_428;

async function main() {
  let config: AppConfig;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(2);
    }
    throw error;
  }
  // SERVER_PROCESSES > 1: this process starts the database and the server processes
  // (server-processes.ts), each of which comes back here as a cluster worker.
  if (config.serverProcesses > 1 && cluster.isPrimary) await runPrimary(config);
  else await runServer(config);
}

/** One server process: the database, the app on the port, and the jobs one instance runs. */
async function runServer(config: AppConfig) {
  const database = await openConfiguredDatabase(config, (level, message) => console[level](message));
  const seeded = await prepareDatabase(database, {
    seedDemo: config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'embedded'),
  });
  const { app } = await buildApp(config, database);
  if (seeded)
    app.log.info(
      'demo data loaded (users admin, duocsi, thukho, dieuduong, bacsi, quanly; password demo1234)',
    );

  // SIGTERM: stop accepting, let in-flight requests finish (bounded), close the sockets with 1012 so
  // clients reconnect, then close the pool and stop the embedded database cleanly.
  let shuttingDown = false;
  let stopJobs = () => {};
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      stopJobs();
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const stopBackups = scheduleNightlyBackup(config, database, app.log);
  const stopPurge = every(
    PURGE_INTERVAL_MS,
    async () => {
      await runOnOneInstance(database, PURGE_LOCK_KEY, async () => {
        const removed = await purgeIdempotencyKeys(database.db);
        if (removed > 0) app.log.info({ removed }, 'old idempotency keys purged');
      });
    },
    (error) => app.log.error({ err: error }, 'idempotency key purge failed'),
  );
  const finishBalances = async () => {
    await runOnOneInstance(database, BALANCES_LOCK_KEY, async () => {
      const written = await writeAllPendingMonthBalances(database.db);
      if (written > 0) app.log.info({ months: written }, 'month-end balances of closed months written');
    });
  };
  const logBalancesError = (error: unknown) =>
    app.log.error({ err: error }, 'month-end balances of closed months not written');
  void finishBalances().catch(logBalancesError);
  const stopBalances = every(BALANCES_INTERVAL_MS, finishBalances, logBalancesError);
  stopJobs = () => {
    stopBackups();
    stopPurge();
    stopBalances();
  };
  app.log.info(`Kho Dược is ready on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
