import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows, type Database } from './client';
import { RepeatedStatements } from './repeated-statements';
import { scratchDatabasePerTest } from '../test/scratch-databases';

const openScratch = scratchDatabasePerTest();

/** The statements this session holds prepared on the server. */
async function preparedOnServer(db: Database): Promise<string[]> {
  const rows = await queryRows<{ statement: string }>(
    db.db,
    sql`select statement from pg_prepared_statements where name like 'kho_%'`,
  );
  return rows.map((r) => r.statement);
}

describe('repeated statements prepared on the server (decision 0036)', () => {
  it('names a text from its third use, the same name every time, and only up to the limit', () => {
    const repeated = new RepeatedStatements(3, 2);
    expect(repeated.nameFor('select $1')).toBeUndefined();
    expect(repeated.nameFor('select $1')).toBeUndefined();
    const name = repeated.nameFor('select $1');
    expect(name).toMatch(/^kho_\d+$/);
    expect(repeated.nameFor('select $1')).toBe(name);
    for (let i = 0; i < 3; i += 1) repeated.nameFor('select $1 + 1');
    // The budget is spent: a third text stays unnamed however often it runs.
    for (let i = 0; i < 5; i += 1) expect(repeated.nameFor('select $1 + 2')).toBeUndefined();
    expect(repeated.preparedCount()).toBe(2);
  });

  it('answers the same rows prepared as unprepared, and a failing statement leaves the connection usable', async () => {
    // One connection, so every statement below runs on the session whose prepared statements are read.
    const database = await openScratch('kho_prepared', { poolSize: 1 });
    const { db } = database;
    const square = (n: number) => queryRows<{ v: number }>(db, sql`select ${n}::int * ${n}::int as v`);

    for (let n = 1; n <= 6; n += 1) expect(await square(n)).toEqual([{ v: n * n }]);
    const prepared = await preparedOnServer(database);
    expect(prepared.filter((text) => text.includes('* $2::int'))).toHaveLength(1);

    // An error while a prepared statement runs (division by zero) fails that statement only.
    const divide = (n: number) => queryRows<{ v: number }>(db, sql`select 10 / ${n}::int as v`);
    for (let n = 1; n <= 4; n += 1) expect(await divide(n)).toEqual([{ v: Math.trunc(10 / n) }]);
    await expect(divide(0)).rejects.toMatchObject({ cause: { code: '22012' } }); // division by zero
    expect(await divide(5)).toEqual([{ v: 2 }]);

    // Inside a transaction, and after a rollback, the prepared statements still answer.
    await expect(
      db.transaction(async (tx) => {
        expect(await queryRows(tx, sql`select ${7}::int * ${7}::int as v`)).toEqual([{ v: 49 }]);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await square(8)).toEqual([{ v: 64 }]);
  });

  it('can be turned off (a proxy that pools transactions): nothing is prepared', async () => {
    const database = await openScratch('kho_unprepared', { poolSize: 1, preparedStatements: false });
    for (let n = 1; n <= 5; n += 1) await queryRows(database.db, sql`select ${n}::int as v`);
    expect(await preparedOnServer(database)).toEqual([]);
  });
});
