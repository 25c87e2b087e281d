import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows, type Executor } from '../../db/client';
import { startTestApp, type TestApp } from '../../test/harness';
import { readForReport } from './report-scope.repository';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});

afterAll(async () => {
  await t?.close();
});

async function settings(exec: Executor) {
  const [row] = await queryRows<{ workers: string; jit: string; plans: string }>(
    exec,
    sql`select current_setting('max_parallel_workers_per_gather') as workers, current_setting('jit') as jit,
               current_setting('plan_cache_mode') as plans`,
  );
  return row!;
}

describe('the settings a report reads with', () => {
  it('leaves parallel workers to a read alone and takes them from one beside others', async () => {
    const db = t.context.db;
    const serverOwn = await settings(db);
    expect(serverOwn.workers).not.toBe('0');

    const alone = await readForReport(db, settings);
    expect(alone).toEqual({ workers: serverOwn.workers, jit: 'off', plans: 'force_custom_plan' });
    const alongside = await readForReport(db, settings, { alongside: true });
    expect(alongside).toEqual({ workers: '0', jit: 'off', plans: 'force_custom_plan' });

    // SET LOCAL: the pooled connection is handed back with the server's own settings.
    expect(await settings(db)).toEqual(serverOwn);
  });
});
