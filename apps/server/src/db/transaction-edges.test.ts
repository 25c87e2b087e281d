import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { queryRows, type Database } from './client';
import { scratchDatabasePerTest } from '../test/scratch-databases';
import { messagesSent } from '../test/statements';
import { sendAtCommit } from './transaction-edges';

const openScratch = scratchDatabasePerTest();

/** A database whose every transaction opens by counting itself in `opened`. */
async function openCountingDatabase(): Promise<Database> {
  const database = await openScratch('kho_edges', { poolSize: 2 });
  await database.db.execute(sql`create table opened (n int not null); insert into opened values (0)`);
  await database.db.execute(sql`create table work (v text not null)`);
  database.inEveryTransaction(() => 'update opened set n = n + 1');
  return database;
}

/** The texts sent through node-postgres while `run` runs (one per round trip). */
const messagesOf = async (run: () => Promise<unknown>) => (await messagesSent(run)).texts;

const opened = async (db: Database) =>
  (await queryRows<{ n: number }>(db.db, sql`select n from opened`))[0]!.n;
const written = async (db: Database) =>
  (await queryRows<{ v: string }>(db.db, sql`select v from work order by v`)).map((r) => r.v);

describe('statements sent with BEGIN and COMMIT (transaction edges)', () => {
  it('sends the opening statement with BEGIN and queued ones with COMMIT: two round trips fewer', async () => {
    const db = await openCountingDatabase();
    const texts = await messagesOf(() =>
      db.db.transaction(async (tx) => {
        await tx.execute(sql`insert into work values (${'a'})`);
        expect(sendAtCommit(db.db, `insert into work values ('at commit')`)).toBe(true);
      }),
    );
    expect(texts).toEqual([
      'begin;\nupdate opened set n = n + 1',
      'insert into work values ($1)',
      "insert into work values ('at commit');\ncommit",
    ]);
    expect(await opened(db)).toBe(1);
    expect(await written(db)).toEqual(['a', 'at commit']);
  });

  it('rolls the opening and the queued statements back with a transaction that fails', async () => {
    const db = await openCountingDatabase();
    await expect(
      db.db.transaction(async (tx) => {
        await tx.execute(sql`insert into work values (${'a'})`);
        sendAtCommit(db.db, `insert into work values ('at commit')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await opened(db)).toBe(0);
    expect(await written(db)).toEqual([]);
  });

  it('commits nothing when a statement queued for COMMIT fails, and the connection stays usable', async () => {
    const db = await openCountingDatabase();
    await expect(
      db.db.transaction(async (tx) => {
        await tx.execute(sql`insert into work values (${'a'})`);
        sendAtCommit(db.db, 'select 1 / 0');
      }),
    ).rejects.toMatchObject({ cause: { code: '22012' } }); // division by zero
    expect(await written(db)).toEqual([]);
    await db.db.transaction((tx) => tx.execute(sql`insert into work values (${'b'})`));
    expect(await written(db)).toEqual(['b']);
    expect(await opened(db)).toBe(1);
  });

  it("outside a transaction (or in another database's) nothing is queued", async () => {
    const db = await openCountingDatabase();
    expect(sendAtCommit(db.db, 'select 1')).toBe(false);
    const other = {};
    await db.db.transaction(() => {
      expect(sendAtCommit(other, 'select 1')).toBe(false);
      return Promise.resolve();
    });
  });

  it('delivers a notification queued in a transaction when it commits, never when it rolls back', async () => {
    const db = await openCountingDatabase();
    const listener = await db.connectListener();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    await listener.query('listen edges_test');
    try {
      await expect(
        db.db.transaction(() => {
          sendAtCommit(db.db, `select pg_notify('edges_test', 'rolled back')`);
          return Promise.reject(new Error('refused'));
        }),
      ).rejects.toThrow('refused');
      await db.db.transaction(async () => {
        sendAtCommit(db.db, `select pg_notify('edges_test', 'committed')`);
        // Not before the commit: the listener hears nothing while the transaction is open.
        await new Promise((resolve) => setTimeout(resolve, 50));
        expect(heard).toEqual([]);
      });
      await vi.waitFor(() => expect(heard).toEqual(['committed']));
    } finally {
      await listener.end();
    }
  });
});
