import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { pendingThroughSql } from '../modules/inventory/periods/periods.repository';
import { awaitingApprovalSql } from '../modules/overview/overview-stock.repository';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * The vouchers awaiting approval are a few among a year's vouchers. The statements that look for
 * them must find them through `phieu_kho_cho_duyet_idx` (migration 0033), not by reading every
 * voucher of the organisation: the overview's count runs on every visit, and a closing's check
 * runs while stock movements wait for it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const ORGANISATION = '00000000-0000-0000-0000-000000000001';
const WAREHOUSE = '00000000-0000-0000-0000-000000000002';

async function planOf(statement: SQL): Promise<string> {
  return t.context.db.transaction(async (tx) => {
    // Seq scans priced out: on the test's near-empty table the planner would scan anyway.
    await tx.execute(sql`set local enable_seqscan = off`);
    const plan = await queryRows<{ 'QUERY PLAN': string }>(tx, sql`explain ${statement}`);
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('vouchers awaiting approval', () => {
  it.each([
    ['a closing, after an earlier one', pendingThroughSql(ORGANISATION, '2026-09-01', '2026-10-01')],
    ['a first closing', pendingThroughSql(ORGANISATION, null, '2026-10-01')],
    ["the overview's count", awaitingApprovalSql(ORGANISATION, [WAREHOUSE])],
  ])('are found through their own index: %s', async (_name, statement) => {
    expect(await planOf(statement)).toContain('phieu_kho_cho_duyet_idx');
  });
});
