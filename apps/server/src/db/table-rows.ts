import { getTableColumns, sql, type Column, type SQL, type Table } from 'drizzle-orm';

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
