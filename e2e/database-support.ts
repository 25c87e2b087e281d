import type { TestInfo } from '@playwright/test';
import pg from 'pg';
import { runningEmbeddedUrl } from '../apps/server/src/db/embedded-postgres';
import { monthBalancesLockKey } from '../apps/server/src/modules/inventory/engine/periods.repository';

/**
 * A connection to the embedded database of the server the running test's worker uses (its data
 * folder as playwright.config.ts names it), for what only the database can stage: a lock held
 * while the browser acts.
 */
export async function workerDatabase(testInfo: TestInfo): Promise<pg.Client> {
  const dataDir = `.ci-out/e2e-data-${process.env.E2E_STAMP}-${testInfo.parallelIndex}`;
  const url = runningEmbeddedUrl(dataDir);
  if (!url) throw new Error(`no embedded database runs in ${dataDir}`);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

/**
 * Holds every organisation's month-end balances lock (decision 0042) until the answer's release:
 * a month closed meanwhile is closed at once, its balances wait.
 */
export async function holdMonthBalances(client: pg.Client): Promise<() => Promise<void>> {
  await client.query('begin');
  const { rows } = await client.query<{ id: string }>('select id::text as id from to_chuc order by id');
  for (const { id } of rows)
    await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', [monthBalancesLockKey(id)]);
  return async () => {
    await client.query('rollback');
  };
}
