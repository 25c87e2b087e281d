import { openDatabase, type Database } from './client';
import { startEmbeddedPostgres } from './embedded-postgres';

type Log = (level: 'info' | 'warn' | 'error', message: string) => void;

/**
 * The database the configuration names: DATABASE_URL's server, or else the embedded PostgreSQL in
 * the data folder, started here and stopped when the database is closed.
 */
/** The settings it needs (AppConfig has them). */
export interface DatabaseSettings {
  databaseUrl: string | undefined;
  databasePoolSize: number;
  /** Repeated statements prepared on the server (DATABASE_PREPARED_STATEMENTS); on when unset. */
  databasePreparedStatements?: boolean;
  dataDir: string;
  /** The embedded database a primary process started for this server process. */
  embeddedUrl?: string | undefined;
}

export async function openConfiguredDatabase(config: DatabaseSettings, log: Log): Promise<Database> {
  const pool = {
    poolSize: config.databasePoolSize,
    preparedStatements: config.databasePreparedStatements ?? true,
    onConnectionError: (error: Error) =>
      log('warn', `database: a connection was closed by the server (${error.message})`),
  };
  if (config.embeddedUrl) {
    // Started and stopped by the primary process; this process only connects.
    return openDatabase({ ...pool, url: config.embeddedUrl, kind: 'embedded' });
  }
  if (config.databaseUrl) return openDatabase({ ...pool, url: config.databaseUrl });
  const embedded = await startEmbeddedPostgres({ dataDir: config.dataDir, log });
  return openDatabase({ ...pool, url: embedded.url(), kind: 'embedded', afterClose: () => embedded.stop() });
}
