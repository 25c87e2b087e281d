import type { DatabaseSettings } from './app-database';
import { runningEmbeddedUrl, startEmbeddedPostgres } from './embedded-postgres';

/**
 * Runs `work` with a connection URL for the configured database, for the maintenance commands
 * (backup, restore): DATABASE_URL, or the embedded server of DATA_DIR — the running one when a
 * server uses it (`share`; `refuse` stops there), else one started for the command and stopped after.
 */
export async function withDatabaseUrl(
  config: Pick<DatabaseSettings, 'databaseUrl' | 'dataDir'>,
  options: { whileServing: 'share' | 'refuse' },
  work: (url: string) => Promise<void>,
): Promise<void> {
  if (config.databaseUrl) return work(config.databaseUrl);
  const running = runningEmbeddedUrl(config.dataDir);
  if (running) {
    if (options.whileServing === 'refuse') {
      throw new Error(`a server is running on ${config.dataDir}; stop it first`);
    }
    return work(running);
  }
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir });
  try {
    await work(embedded.url());
  } finally {
    await embedded.stop();
  }
}
