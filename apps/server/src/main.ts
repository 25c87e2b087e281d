import { ConfigError, loadConfig, type AppConfig } from './config';
import { buildApp } from './app';
import { openConfiguredDatabase } from './db/app-database';
import { prepareDatabase } from './prepare-database';

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
