import { getTableColumns, is, SQL, sql, type Column, type Table } from 'drizzle-orm';
import { jsonRecords } from './json-records';

/**
 * Whole rows of a table read through a plain `sql` statement, answered as the query builder would
 * answer them. The builder rebuilds a select of every column at each call (about 100 us for a
 * voucher's forty columns, measured: a fifth of the server's time per goods issue went to
 * building statements); the hot statements that read whole rows use these instead.
 */

interface TableShape {
  /** Column key (the row's property) and column, in the table's order. */
  columns: [string, Column][];
  /** `alias."column", ...` by alias. */
  lists: Map<string, SQL>;
}

const shapes = new WeakMap<Table, TableShape>();

function shapeOf(table: Table): TableShape {
  let shape = shapes.get(table);
  if (!shape) {
    const columns: Record<string, Column> = getTableColumns(table);
    shape = { columns: Object.entries(columns), lists: new Map() };
    shapes.set(table, shape);
  }
  return shape;
}

/** Every column of `table` as `alias."column"`, in the table's order, built once per alias. */
export function allColumns(table: Table, alias: string): SQL {
  const shape = shapeOf(table);
  let list = shape.lists.get(alias);
  if (!list) {
    list = sql.raw(shape.columns.map(([, column]) => `${alias}."${column.name}"`).join(', '));
    shape.lists.set(alias, list);
  }
  return list;
}

/** A row read with `allColumns`, each column decoded as the query builder decodes it. */
export function decodeRow<T extends Table>(table: T, raw: Record<string, unknown>): T['$inferSelect'] {
  const row: Record<string, unknown> = {};
  for (const [key, column] of shapeOf(table).columns) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row;
}

/** Each given value (undefined ones left out) with its column, encoded as the query builder encodes it. */
function givenColumns(table: Table, values: Record<string, unknown>): [Column, SQL][] {
  const columns = new Map(shapeOf(table).columns);
  const given: [Column, SQL][] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = columns.get(key);
    if (!column) throw new Error(`${key} is not a column of the table`);
    given.push([column, is(value, SQL) ? value : sql`${sql.param(value, column)}`]);
  }
  return given;
}

/** `"column" = value, ...` for an update's SET. */
export function setList(table: Table, values: Record<string, unknown>): SQL {
  return sql.join(
    givenColumns(table, values).map(([column, value]) => sql`${sql.identifier(column.name)} = ${value}`),
    sql`, `,
  );
}

/**
 * `("column", ...) values (value, ...), ...` for an insert of rows that give the same columns
 * (those left undefined take their defaults).
 */
export function insertList(table: Table, rows: Record<string, unknown>[]): SQL {
  const given = rows.map((row) => givenColumns(table, row));
  const names = given[0]!.map(([column]) => column.name);
  for (const row of given) {
    if (row.length !== names.length || row.some(([column], i) => column.name !== names[i])) {
      throw new Error('every row of one insert gives the same columns');
    }
  }
  const tuples = given.map(
    (row) =>
      sql`(${sql.join(
        row.map(([, value]) => value),
        sql`, `,
      )})`,
  );
  return sql`(${sql.raw(names.map((name) => `"${name}"`).join(', '))}) values ${sql.join(tuples, sql`, `)}`;
}

/** A value as `json_to_recordset` reads it into `column`: the driver's encoding, JSON kept whole. */
function recordValue(column: Column, value: unknown): unknown {
  if (value === null) return null;
  return column.getSQLType().startsWith('json') ? value : column.mapToDriverValue(value);
}

/**
 * `("column", ...) select ... from json_to_recordset(rows)` for an insert of many rows: one
 * parameter however many rows, and one statement text for every count. `insertList` binds a
 * parameter per value, and building a 1 000-line voucher's 17 000 of them took about 40 ms of the
 * server's thread. A column no row gives takes its default; one that some rows leave undefined
 * takes null in those, as the query builder's `default` would, so it must have no default.
 */
export function insertRecordset(table: Table, rows: Record<string, unknown>[]): SQL {
  const columns = new Map(shapeOf(table).columns);
  const used = new Map<string, Column>();
  for (const row of rows) {
    for (const [key, value] of Object.entries(row)) {
      if (value === undefined || used.has(key)) continue;
      const column = columns.get(key);
      if (!column) throw new Error(`${key} is not a column of the table`);
      used.set(key, column);
    }
  }
  const records = rows.map((row) => {
    const record: Record<string, unknown> = {};
    for (const [key, column] of used) {
      const value = row[key];
      if (value === undefined && column.hasDefault) {
        throw new Error(`${key} has a default: every row of one insert gives it or none does`);
      }
      record[column.name] = value === undefined ? null : recordValue(column, value);
    }
    return record;
  });
  const names = [...used.values()].map((column) => `"${column.name}"`).join(', ');
  const types = [...used.values()].map((column) => `"${column.name}" ${column.getSQLType()}`).join(', ');
  return sql`(${sql.raw(names)}) select ${sql.raw(names)}
             from ${jsonRecords(records)} as r(${sql.raw(types)})`;
}

/**
 * The insert's column list and rows: through one JSON parameter (`insertRecordset`), or value by
 * value (`insertList`) when a row computes a value in SQL (a receipt line's rounded total).
 */
export function insertRows(table: Table, rows: Record<string, unknown>[]): SQL {
  const computed = rows.some((row) => Object.values(row).some((value) => is(value, SQL)));
  return computed ? insertList(table, rows) : insertRecordset(table, rows);
}
