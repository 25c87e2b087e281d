import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * Tables whose rows the app deletes in everyday work: a draft's lines replaced on save, a
 * prescription's lines, allocations released, procurement requests and their lines, a stocktake's
 * committee, a staff member's departments, a cabinet's par levels, a reopened month, and a
 * tender's lines a re-import removes. Deleting a row makes PostgreSQL look for rows still naming
 * it through every foreign key into the table; without an index for that look it reads the whole
 * referring table, once per deleted row. (Catalogue deletions, rare and refused once the row is
 * used, are left out: an index on the ledger's goods item would cost every stock movement.)
 */
const DELETED_IN_DAILY_WORK = [
  'phieu_kho_chi_tiet',
  'phieu_kho_phan_bo',
  'phieu_du_tru',
  'phieu_du_tru_chi_tiet',
  'don_thuoc_chi_tiet',
  'kiem_ke_hoi_dong',
  'nhan_vien_khoa',
  'co_so_tu_truc',
  'ky_khoa_so',
  'goi_thau_chi_tiet',
];

interface ForeignKey {
  referring: string;
  column: string;
  referred: string;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The plan of PostgreSQL's own check for a deleted row (a generic plan, as its trigger keeps). */
async function checkPlan({ referring, column }: ForeignKey): Promise<string> {
  return t.context.db.transaction(async (tx) => {
    // Seq scans priced out: on the test's near-empty tables the planner would scan anyway.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(
      sql.raw(`prepare fk_check(uuid) as
                 select 1 from only ${referring} x where $1 = x.${column} for key share of x`),
    );
    const plan = await queryRows<{ 'QUERY PLAN': string }>(
      tx,
      sql`explain execute fk_check('00000000-0000-0000-0000-000000000000')`,
    );
    await tx.execute(sql`deallocate fk_check`);
    return plan.map((row) => row['QUERY PLAN']).join('\n');
  });
}

describe('foreign keys into rows deleted in daily work', () => {
  it("each has an index that PostgreSQL's check of a deleted row uses", async () => {
    const keys = await queryRows<ForeignKey>(
      t.context.db,
      sql`select c.conrelid::regclass::text as referring, a.attname as column,
                 c.confrelid::regclass::text as referred
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f'
            and c.confrelid::regclass::text in (${sql.join(
              DELETED_IN_DAILY_WORK.map((table) => sql`${table}`),
              sql`, `,
            )})
          order by 3, 1, 2`,
    );
    // The allocations' line and a batch's tender line are among them: the check reads real keys.
    expect(keys).toContainEqual({
      referring: 'phieu_kho_phan_bo',
      column: 'chi_tiet_id',
      referred: 'phieu_kho_chi_tiet',
    });
    expect(keys).toContainEqual({
      referring: 'lo_hang',
      column: 'goi_thau_chi_tiet_id',
      referred: 'goi_thau_chi_tiet',
    });
    const unindexed: string[] = [];
    for (const key of keys) {
      const plan = await checkPlan(key);
      if (/Seq Scan/.test(plan) || !/Index/.test(plan)) unindexed.push(`${key.referring}.${key.column}`);
    }
    expect(unindexed).toEqual([]);
  });
});
