import path from 'node:path';
import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { openDatabase, runMigrations } from './db/client';
import { isDatabaseEmpty, seedDemo } from './demo/demo';

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
  const database = await openDatabase({
    url: config.databaseUrl,
    poolSize: config.databasePoolSize,
    pgliteDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pgdata'),
    onIdleError: (error) =>
      console.error('database: an idle connection was closed by the server', error.message),
  });
  await runMigrations(database);
  const { app } = await buildApp(config, database);

  const seedWanted =
    config.seedDemo === 'always' || (config.seedDemo === 'auto' && database.kind === 'pglite');
  if (seedWanted && (await isDatabaseEmpty(database.db))) {
    await seedDemo(database.db);
    app.log.info('demo data loaded (users admin, duocsi, dieuduong, bacsi; password demo1234)');
  }

  const shutdown = async (signal: string) => {
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Kho Dược is ready on http://localhost:${config.port} (${database.kind})`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
