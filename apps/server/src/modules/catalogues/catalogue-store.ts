import { and, count, eq, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import type { CatalogueStore, ListQuery } from './catalogue.service';
import { commonFilters, orderBy, pageOf, updateIfVersion } from './catalogue-sql';

export interface SortableQuery extends ListQuery {
  sap_xep?: string | undefined;
  chieu: 'asc' | 'desc';
}

/** What makes one catalogue's SQL different from another's; the rest is shared. */
export interface CatalogueStoreDefinition<Query extends SortableQuery, Input, Row, Rec> extends Pick<
  CatalogueStore<Query, Input, Rec>,
  'table' | 'entity' | 'codeConstraint' | 'usage' | 'checkReferences'
> {
  /** The select with its joins, shared by list and detail (`$dynamic()` so clauses can be added). */
  select(exec: Executor, organisationId: string): PgSelect;
  /** Selected rows as API records (a store may load child rows for the whole page in one query). */
  toRecords(exec: Executor, rows: Row[]): Rec[] | Promise<Rec[]>;
  /** List conditions beyond organisation, text and active flag. */
  filters?(query: Query): (SQL | undefined)[];
  /** The text search, when it looks beyond the record's own search key (a tender's supplier...). */
  search?(text: string | undefined): SQL | undefined;
  sortable: Record<string, AnyColumn | SQL>;
  /** The count behind the pagination, when the filters need joins; the table alone otherwise. */
  countSelect?(exec: Executor): PgSelect;
  /** The record's own columns, written by insert and update. */
  values(input: Input): Record<string, unknown>;
  /** Child rows written with the record (departments of a staff member...), in the same transaction. */
  writeChildren?(exec: Executor, organisationId: string, id: string, input: Input): Promise<void>;
}

/** Builds a catalogue's store: filtered, sorted, paged list with its count, detail, insert, versioned update. */
export function defineCatalogueStore<Query extends SortableQuery, Input, Row, Rec>(
  def: CatalogueStoreDefinition<Query, Input, Row, Rec>,
): CatalogueStore<Query, Input, Rec> {
  const { table } = def;
  return {
    table,
    entity: def.entity,
    codeConstraint: def.codeConstraint,
    usage: def.usage,
    ...(def.checkReferences ? { checkReferences: def.checkReferences } : {}),

    async list(exec, query) {
      const where = and(
        ...commonFilters(table, query, def.search?.bind(def)),
        ...(def.filters?.(query) ?? []),
      );
      const { offset, limit } = pageOf(query);
      const counter = def.countSelect
        ? def.countSelect(exec)
        : exec.select({ n: count() }).from(table).$dynamic();
      const [rows, totals] = await Promise.all([
        def
          .select(exec, query.to_chuc)
          .where(where)
          .orderBy(...orderBy(def.sortable, query.sap_xep, query.chieu, table))
          .offset(offset)
          .limit(limit),
        counter.where(where),
      ]);
      return {
        rows: await def.toRecords(exec, rows as Row[]),
        total: Number((totals[0] as { n: number } | undefined)?.n ?? 0),
      };
    },

    async find(exec, organisationId, id) {
      const rows = await def
        .select(exec, organisationId)
        .where(and(eq(table.id, id), eq(table.to_chuc_id, organisationId)));
      return (await def.toRecords(exec, rows as Row[]))[0];
    },

    async insert(exec, organisationId, id, input, actorId) {
      await exec.insert(table).values({
        id,
        to_chuc_id: organisationId,
        ...def.values(input),
        nguoi_tao_id: actorId,
        nguoi_cap_nhat_id: actorId,
      } as never);
      await def.writeChildren?.(exec, organisationId, id, input);
    },

    async update(exec, organisationId, id, input, actorId) {
      if (
        !(await updateIfVersion(exec, table, organisationId, id, input.phien_ban, actorId, def.values(input)))
      )
        return false;
      await def.writeChildren?.(exec, organisationId, id, input);
      return true;
    },
  };
}
