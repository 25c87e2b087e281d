import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Rows of a raw SQL query (recursive CTEs and the like). Both drivers answer `{ rows }`; the
 * database type shared by PGlite and node-postgres cannot say so, hence the one cast here.
 */
export async function queryRows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await exec.execute(query);
  return (result as { rows: T[] }).rows;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant key: instances starting together migrate one after another. */
const MIGRATION_LOCK_KEY = 7_310_425;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** A new dedicated PostgreSQL connection for LISTEN (absent on PGlite: one process only). */
  connectListener?: () => Promise<pg.Client>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset = PGlite. */
  url?: string | undefined;
  /** PGlite data folder; unset with no url = in memory (tests). */
  pgliteDir?: string | undefined;
  /** Told when PostgreSQL ends an idle pooled connection (logged by the server). */
  onIdleError?: (error: Error) => void;
  /** Most PostgreSQL connections the pool opens (DATABASE_POOL_SIZE); 10 when unset. */
  poolSize?: number | undefined;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection the server ends (restart, failover) must not crash the process: the pool
    // drops it and opens a new one on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      connectListener: async () => {
        const client = new pg.Client({ connectionString: options.url });
        await client.connect();
        return client;
      },
      close: () => pool.end(),
    };
  }
  if (options.pgliteDir) mkdirSync(options.pgliteDir, { recursive: true });
  // pg_trgm backs the goods suggestion index (decision 0003); PostgreSQL ships it as a trusted extension.
  const client = await PGlite.create({
    ...(options.pgliteDir ? { dataDir: options.pgliteDir } : {}),
    extensions: { pg_trgm },
  });
  await client.waitReady;
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}

/** Applies the committed SQL migrations; on PostgreSQL under an advisory lock. */
export async function runMigrations(database: Database): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_FOLDER };
  if (database.kind === 'pglite') {
    await migratePglite(database.db as never, config);
    return;
  }
  // A session-level lock on a side connection, held while the migrator runs on the pool.
  const listener = await database.connectListener!();
  try {
    await listener.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migratePg(database.db as never, config);
  } finally {
    await listener.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    await listener.end();
  }
}
