import { getTableColumns, is, SQL, sql, type Column, type Table } from 'drizzle-orm';

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
