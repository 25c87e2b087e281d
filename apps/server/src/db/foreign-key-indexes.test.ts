import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * Tables whose rows the app deletes in everyday work: a draft's lines replaced on save, a
 * prescription's lines, allocations released, procurement requests and their lines, a stocktake's
 * committee, a staff member's departments, a cabinet's par levels, a reopened month.
 * Deleting a row makes PostgreSQL look for rows still naming it through every foreign key into the
 * table; without an index led by the key's column that look is a read of the whole referring table,
 * once per deleted row (catalogue deletions, rare and refused once used, are left out).
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
];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('foreign keys into rows deleted in daily work', () => {
  it('each has an index led by its column, so a deletion never reads a whole table per row', async () => {
    const keys = await queryRows<{ referring: string; column: string; referred: string; indexed: boolean }>(
      t.context.db,
      sql`select c.conrelid::regclass::text as referring, a.attname as column,
                 c.confrelid::regclass::text as referred,
                 exists(select 1 from pg_index i
                        where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]) as indexed
          from pg_constraint c
          join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
          where c.contype = 'f'
            and c.confrelid::regclass::text in (${sql.join(
              DELETED_IN_DAILY_WORK.map((table) => sql`${table}`),
              sql`, `,
            )})
          order by 3, 1, 2`,
    );
    // The allocations' line is one of them: the check reads its keys, not an empty list.
    expect(keys).toContainEqual({
      referring: 'phieu_kho_phan_bo',
      column: 'chi_tiet_id',
      referred: 'phieu_kho_chi_tiet',
      indexed: true,
    });
    expect(keys.filter((key) => !key.indexed)).toEqual([]);
  });
});
