import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  integer,
  jsonb,
  numeric,
  PgDialect,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { queryRows } from './client';
import { scratchDatabasePerTest } from '../test/scratch-databases';
import { allColumns, decodeRow, insertList, insertRecordset, insertRows, setList } from './table-rows';

const sample = pgTable('sample', {
  id: uuid('id').primaryKey(),
  name: text('ten').notNull(),
  note: text('ghi_chu'),
  day: date('ngay').notNull(),
  at: timestamp('luc', { withTimezone: true }).notNull(),
  maybeAt: timestamp('luc_khac', { withTimezone: true }),
  amount: numeric('so_luong', { precision: 18, scale: 4 }).notNull(),
  count: integer('dem').notNull().default(7),
  flag: boolean('co').notNull(),
  data: jsonb('du_lieu').$type<{ a: number[] }>(),
});

const openScratch = scratchDatabasePerTest();

/** A scratch database with the `sample` table (one connection). */
async function sampleDatabase() {
  const { db } = await openScratch('kho_rows', { poolSize: 1 });
  await db.execute(sql`create table sample (id uuid primary key, ten text not null, ghi_chu text,
    ngay date not null, luc timestamptz not null, luc_khac timestamptz, so_luong numeric(18, 4) not null,
    dem int not null default 7, co boolean not null, du_lieu jsonb)`);
  return db;
}

describe('whole rows through plain SQL (table-rows)', () => {
  it('answers every column as the query builder does, under any alias', async () => {
    const db = await sampleDatabase();
    const id = '01a2205c-2136-737f-ae6d-51c6591b9316';
    await db.insert(sample).values({
      id,
      name: 'Paracetamol 500 mg',
      note: null,
      day: '2026-11-28',
      at: new Date('2026-11-28T03:04:05.678Z'),
      maybeAt: null,
      amount: '12.5000',
      count: 3,
      flag: true,
      data: { a: [1, 2] },
    });

    const [built] = await db.select().from(sample);
    const raw = await queryRows<Record<string, unknown>>(
      db,
      sql`select ${allColumns(sample, 's')} from sample s where s.id = ${id}`,
    );
    const decoded = decodeRow(sample, raw[0]!);
    expect(decoded).toEqual(built);
    expect(decoded.at).toBeInstanceOf(Date);
    expect(decoded.day).toBe('2026-11-28');
    // The list is built once per alias and reused.
    expect(allColumns(sample, 's')).toBe(allColumns(sample, 's'));
    expect(allColumns(sample, 'x')).not.toBe(allColumns(sample, 's'));
  });

  it('writes a row from the values given as the query builder writes it', async () => {
    const db = await sampleDatabase();
    const id = '01a2205c-2136-737f-ae6d-51c6591b9317';
    const at = new Date('2026-11-28T03:04:05.678Z');
    await db.execute(
      sql`insert into sample ${insertList(sample, [
        {
          id,
          name: 'Amoxicillin',
          note: undefined,
          day: '2026-11-28',
          at,
          amount: '3.2500',
          flag: false,
          data: { a: [3] },
        },
      ])}`,
    );
    const [inserted] = await db.select().from(sample);
    expect(inserted).toEqual({
      id,
      name: 'Amoxicillin',
      note: null,
      day: '2026-11-28',
      at,
      maybeAt: null,
      amount: '3.2500',
      count: 7,
      flag: false,
      data: { a: [3] },
    });

    const later = new Date('2026-11-29T00:00:00.000Z');
    const updated = await queryRows<Record<string, unknown>>(
      db,
      sql`update sample s set ${setList(sample, { note: 'đã kiểm', maybeAt: later, count: sql`dem + 1`, data: null })}
          where s.id = ${id} returning ${allColumns(sample, 's')}`,
    );
    expect(decodeRow(sample, updated[0]!)).toEqual({
      ...inserted,
      note: 'đã kiểm',
      maybeAt: later,
      count: 8,
      data: null,
    });
    expect(() => setList(sample, { nope: 1 })).toThrow(/nope/);
    expect(() =>
      insertList(sample, [
        { id, name: 'a' },
        { id, note: 'b' },
      ]),
    ).toThrow(/same columns/);
  });
  it('writes many rows through one JSON parameter as the query builder writes them', async () => {
    const db = await sampleDatabase();
    const at = new Date('2026-11-28T03:04:05.678Z');
    const rows = [
      {
        id: '01a2205c-2136-737f-ae6d-51c6591b9318',
        name: 'Amoxicillin "250"',
        note: null,
        day: '2026-11-28',
        at,
        maybeAt: undefined,
        amount: '3.2500',
        flag: false,
        data: { a: [3] },
      },
      {
        id: '01a2205c-2136-737f-ae6d-51c6591b9319',
        name: 'Nước cất pha tiêm',
        note: 'ống\\5ml',
        day: '2024-02-29',
        at: new Date('2026-12-31T23:59:59.999Z'),
        maybeAt: undefined,
        amount: 12.5,
        flag: true,
        data: null,
      },
    ];
    await db.execute(sql`insert into sample ${insertRecordset(sample, rows)}`);
    const inserted = await db.select().from(sample).orderBy(sample.id);
    expect(inserted).toEqual([
      { ...rows[0], maybeAt: null, count: 7 },
      { ...rows[1], maybeAt: null, amount: '12.5000', count: 7 },
    ]);
    // One statement text whatever the count: the rows travel as a parameter.
    const one = new PgDialect().sqlToQuery(
      sql`insert into sample ${insertRecordset(sample, rows.slice(0, 1))}`,
    );
    const two = new PgDialect().sqlToQuery(sql`insert into sample ${insertRecordset(sample, rows)}`);
    expect(two.sql).toBe(one.sql);
    expect(two.params).toHaveLength(1);
    expect(() => insertRecordset(sample, [{ id: rows[0]!.id, nope: 1 }])).toThrow(/nope/);
    // A column some rows leave out is null in those; one with a default may not be left out so.
    const mixed = [
      {
        id: '01a2205c-2136-737f-ae6d-51c6591b9320',
        name: 'a',
        note: 'b',
        day: '2026-01-01',
        at,
        amount: 1,
        flag: true,
      },
      { id: '01a2205c-2136-737f-ae6d-51c6591b9321', name: 'c', day: '2026-01-01', at, amount: 1, flag: true },
    ];
    await db.execute(sql`insert into sample ${insertRecordset(sample, mixed)}`);
    const notes = await queryRows<{ ghi_chu: string | null }>(
      db,
      sql`select ghi_chu from sample where id in (${mixed[0]!.id}, ${mixed[1]!.id}) order by id`,
    );
    expect(notes).toEqual([{ ghi_chu: 'b' }, { ghi_chu: null }]);
    expect(() => insertRecordset(sample, [{ count: 1 }, { name: 'd' }])).toThrow(/count has a default/);
    // Plain values travel as the one JSON parameter; a value computed in SQL cannot, and such rows
    // are bound value by value.
    const plain = new PgDialect().sqlToQuery(sql`insert into sample ${insertRows(sample, rows)}`);
    expect(plain).toEqual(two);
    const computed = new PgDialect().sqlToQuery(
      sql`insert into sample ${insertRows(sample, [{ ...mixed[1]!, count: sql`6 + 1` }])}`,
    );
    expect(computed.sql).toContain('6 + 1');
    expect(computed.params.length).toBeGreaterThan(1);
  });
});
