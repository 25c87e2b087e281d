import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/app-database';
import { scheduleNightlyBackup } from './platform/nightly-backup';
import { prepareDatabase } from './prepare-database';

/** In-flight requests get this long to finish after SIGTERM. */
const SHUTDOWN_TIMEOUT_MS = 20_000;

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
  const database = await openConfiguredDatabase(config, (level, message) => console[level](message));
  const seeded = await prepareDatabase(database, {
    seedDemo: config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'embedded'),
  });
  const { app } = await buildApp(config, database);
  if (seeded) app.log.info('demo data loaded (users admin, duocsi, dieuduong, bacsi; password demo1234)');

  // SIGTERM: stop accepting, let in-flight requests finish (bounded), close the sockets with 1012 so
  // clients reconnect, then close the pool and stop the embedded database cleanly.
  let shuttingDown = false;
  let stopBackups = () => {};
  const shutdown = async (signal: string) => {
    if (shuttingDown) return;
    shuttingDown = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    try {
      stopBackups();
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
  stopBackups = scheduleNightlyBackup(config, database, app.log);
  app.log.info(`Kho Dược is ready on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
