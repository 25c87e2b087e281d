import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgDatabase, type PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { RepeatedStatements } from './repeated-statements';
import {
  attachTransactionEdges,
  unsentClosing,
  unsentOpening,
  withTransactionEdges,
} from './transaction-edges';
import { CommitOutcomeUnknownError, isAbortedToRetry, isConnectionError } from './errors';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction or the database itself: repositories accept either. */
export type Executor = Db | Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Rows of a raw SQL query (recursive CTEs and the like). node-postgres answers `{ rows }`; the
 * generic database type cannot say so, hence the one cast here.
 */
export async function queryRows<T>(exec: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await exec.execute(query);
  return (result as { rows: T[] }).rows;
}

/**
 * Runs independent reads at once on the pool (one connection each), but one after another on a
 * transaction, whose single connection answers one statement at a time (the demo seed runs the
 * services on its transaction).
 */
export async function readTogether<T extends readonly unknown[]>(
  exec: Executor,
  reads: { [K in keyof T]: () => Promise<T[K]> },
): Promise<T> {
  if (!(exec instanceof PgTransaction))
    return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as unknown as T;
}

const MIGRATIONS_FOLDER = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
/** Arbitrary constant key: instances starting together migrate and seed one after another. */
const STARTUP_LOCK_KEY = 7_310_425;

export interface Database {
  db: Db;
  /** `embedded`: the server the app runs in its data folder; `postgres`: DATABASE_URL's. */
  kind: 'embedded' | 'postgres';
  /** Its connection URL (maintenance work that needs its own connections: backups). */
  url: string;
  /**
   * Adds a statement that opens every top-level transaction, sent with its BEGIN (the idempotency
   * record of the request that caused it commits or rolls back with its effect; transaction-edges.ts).
   * First rather than last: a statement at the end would hold the transaction's hottest locks
   * (stock rows, a voucher number) through one more round trip.
   */
  inEveryTransaction(hook: TransactionHook): void;
  /** A new dedicated connection (LISTEN, session-level advisory locks). */
  connectListener: () => Promise<pg.Client>;
  close(): Promise<void>;
}

/** The statement to open the current transaction with (values written in as literals), if any. */
export type TransactionHook = () => string | undefined;

export interface DatabaseOptions {
  /** postgres:// URL. */
  url: string;
  kind?: Database['kind'];
  /** Told when PostgreSQL ends a pooled connection, idle or checked out (logged by the server). */
  onConnectionError?: (error: Error) => void;
  /** Most PostgreSQL connections the pool opens (DATABASE_POOL_SIZE); 10 when unset. */
  poolSize?: number | undefined;
  /** Repeated statements prepared on the server (RepeatedStatements); on when unset. */
  preparedStatements?: boolean | undefined;
  /** Runs after the pool has closed (the embedded server stops there). */
  afterClose?: () => Promise<void>;
}

export function openDatabase(options: DatabaseOptions): Database {
  // A connection that cannot be had in 10 s fails (503) instead of holding the request forever.
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 10_000,
  });
  // An idle connection the server ends (restart, failover) must not crash the process: the pool
  // drops it and opens a new one on the next query.
  pool.on('error', (error) => options.onConnectionError?.(error));
  // A connection that dies while checked out (idle inside a transaction) emits 'error' on its client,
  // which the pool no longer listens to: without a listener that would crash the process. The
  // transaction's next statement fails instead, and the pool discards the client.
  const repeated = options.preparedStatements === false ? undefined : new RepeatedStatements();
  pool.on('connect', (client) => {
    client.on('error', (error) => options.onConnectionError?.(error));
    repeated?.attach(client);
    attachTransactionEdges(client);
  });
  const db = drizzle(pool, { schema }) as unknown as Db;
  const hooks: TransactionHook[] = [];
  retryTransactions(db, hooks);
  return {
    db,
    kind: options.kind ?? 'postgres',
    url: options.url,
    inEveryTransaction: (hook) => void hooks.push(hook),
    connectListener: async () => {
      const client = new pg.Client({ connectionString: options.url });
      // Until its user listens for errors too, a lost connection must not crash the process.
      client.on('error', (error) => options.onConnectionError?.(error));
      await client.connect();
      return client;
    },
    close: async () => {
      await pool.end();
      await options.afterClose?.();
    },
  };
}

const TRANSACTION_ATTEMPTS = 4;

/**
 * Makes `db.transaction` run the whole transaction again, a bounded number of times, when that is
 * known to be safe: PostgreSQL rolled it back itself (deadlock, serialisation conflict), or the
 * connection failed before the work was done (so COMMIT was never sent). A connection lost after
 * the work, while committing, leaves the outcome unknown: that error goes to the caller (whose
 * retry with the same Idempotency-Key then finds what happened).
 */
function retryTransactions(db: Db, hooks: readonly TransactionHook[]): void {
  const transaction = db.transaction.bind(db);
  db.transaction = async function retrying(work, config) {
    for (let attempt = 1; ; attempt += 1) {
      let workDone = false;
      try {
        const opening = hooks.map((hook) => hook()).filter((statement) => statement !== undefined);
        return await withTransactionEdges(db, opening, (edges) =>
          transaction(async (tx) => {
            for (const statement of unsentOpening(edges)) await tx.execute(sql.raw(statement));
            const result = await work(tx);
            for (const statement of unsentClosing(edges)) await tx.execute(sql.raw(statement));
            workDone = true;
            return result;
          }, config),
        );
      } catch (error) {
        const lost = isConnectionError(error);
        if (lost && workDone) throw new CommitOutcomeUnknownError(error);
        const safe = isAbortedToRetry(error) || lost;
        if (!safe || attempt >= TRANSACTION_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 20 * attempt + Math.random() * 30));
      }
    }
  };
}

/**
 * Runs `work` while holding the start-up lock (a session-level advisory lock on a side connection):
 * instances starting together migrate and seed one after another.
 */
export async function withStartupLock<T>(database: Database, work: () => Promise<T>): Promise<T> {
  const lockConnection = await database.connectListener();
  lockConnection.on('error', () => undefined); // a lost lock connection surfaces through `work`'s own queries
  try {
    await lockConnection.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await work();
  } finally {
    await lockConnection.query('select pg_advisory_unlock($1)', [STARTUP_LOCK_KEY]).catch(() => undefined);
    await lockConnection.end().catch(() => undefined);
  }
}

/** Applies the committed SQL migrations (call inside `withStartupLock` when instances may race). */
export async function runMigrations(database: Database): Promise<void> {
  await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER });
}
