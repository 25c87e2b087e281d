import { and, asc, desc, eq, like, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { normalizeSearchText, type RecordAudit } from '@kho/contracts';
import type { Executor } from '../../db/client';
import { nguoiDung } from '../../db/schema/index';

/** The columns every catalogue table shares (see db/schema/columns.ts). */
export type CatalogueTable = PgTable & {
  id: AnyPgColumn;
  to_chuc_id: AnyPgColumn;
  ma: AnyPgColumn;
  hoat_dong: AnyPgColumn;
  tu_khoa: AnyPgColumn;
  phien_ban: AnyPgColumn;
  ngay_tao: AnyPgColumn;
  ngay_cap_nhat: AnyPgColumn;
  nguoi_tao_id: AnyPgColumn;
  nguoi_cap_nhat_id: AnyPgColumn;
};

/** A table with the audit columns (db/schema/columns.ts), catalogue or not (patients). */
export type AuditedTable = PgTable & {
  phien_ban: AnyPgColumn;
  ngay_tao: AnyPgColumn;
  ngay_cap_nhat: AnyPgColumn;
  nguoi_tao_id: AnyPgColumn;
  nguoi_cap_nhat_id: AnyPgColumn;
};

export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** Accent-insensitive "contains" on the stored search key. */
export function searchCondition(column: AnyPgColumn, text: string | undefined): SQL | undefined {
  const key = text ? normalizeSearchText(text) : '';
  return key ? like(column, `%${escapeLike(key)}%`) : undefined;
}

/** Conditions every list shares: organisation, text, active flag. */
export function commonFilters(
  table: CatalogueTable,
  query: { to_chuc: string; tu_khoa?: string | undefined; hoat_dong?: boolean | undefined },
  search: (text: string | undefined) => SQL | undefined = (text) => searchCondition(table.tu_khoa, text),
): (SQL | undefined)[] {
  return [
    eq(table.to_chuc_id, query.to_chuc),
    search(query.tu_khoa),
    query.hoat_dong === undefined ? undefined : eq(table.hoat_dong, query.hoat_dong),
  ];
}

/** ORDER BY the requested column (falling back to the code), always ending on the id for stable pages. */
export function orderBy<K extends string>(
  columns: Record<K, AnyColumn | SQL>,
  sort: K | undefined,
  direction: 'asc' | 'desc',
  table: CatalogueTable,
): SQL[] {
  const by = direction === 'desc' ? desc : asc;
  const primary = sort ? columns[sort] : table.ma;
  return [by(primary), asc(table.id)];
}

export function pageOf(query: { page: number; page_size: number }) {
  return { offset: (query.page - 1) * query.page_size, limit: query.page_size };
}

const createdBy = alias(nguoiDung, 'nguoi_tao');
const updatedBy = alias(nguoiDung, 'nguoi_cap_nhat');

/** Select columns and joins that name who created and last changed a record. */
export function auditSelection(table: AuditedTable) {
  return {
    columns: {
      phien_ban: table.phien_ban,
      ngay_tao: table.ngay_tao,
      ngay_cap_nhat: table.ngay_cap_nhat,
      nguoi_tao_ten: createdBy.ho_ten,
      nguoi_cap_nhat_ten: updatedBy.ho_ten,
    },
    createdBy,
    updatedBy,
    createdByOn: eq(createdBy.id, table.nguoi_tao_id),
    updatedByOn: eq(updatedBy.id, table.nguoi_cap_nhat_id),
  };
}

/** Converts the audit columns of a selected row to the API shape. */
export function toRecordAudit(row: {
  phien_ban: unknown;
  ngay_tao: unknown;
  ngay_cap_nhat: unknown;
  nguoi_tao_ten: unknown;
  nguoi_cap_nhat_ten: unknown;
}): RecordAudit {
  return {
    phien_ban: Number(row.phien_ban),
    ngay_tao: (row.ngay_tao as Date).toISOString(),
    ngay_cap_nhat: (row.ngay_cap_nhat as Date).toISOString(),
    nguoi_tao_ten: (row.nguoi_tao_ten as string | null) ?? null,
    nguoi_cap_nhat_ten: (row.nguoi_cap_nhat_ten as string | null) ?? null,
  };
}

export async function isCodeTaken(
  exec: Executor,
  table: CatalogueTable,
  organisationId: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const rows = await exec
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        eq(table.to_chuc_id, organisationId),
        sql`lower(${table.ma}) = lower(${code})`,
        exceptId ? ne(table.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Every code of the organisation's records in `table`, lower-cased (codes are unique regardless of case). */
export async function codesOf(
  exec: Executor,
  table: CatalogueTable,
  organisationId: string,
): Promise<Set<string>> {
  const rows = await exec
    .select({ code: sql<string>`lower(${table.ma})` })
    .from(table)
    .where(eq(table.to_chuc_id, organisationId));
  return new Set(rows.map((r) => r.code));
}

/**
 * Updates a record only if its stored version is the one the editor saw; false means stale (or
 * gone). The version moves on by one and the editor and time are recorded.
 */
export async function updateIfVersion(
  exec: Executor,
  table: CatalogueTable,
  organisationId: string,
  id: string,
  version: number,
  actorId: string,
  values: Record<string, unknown>,
): Promise<boolean> {
  const rows = await exec
    .update(table)
    .set({
      ...values,
      phien_ban: sql`${table.phien_ban} + 1`,
      ngay_cap_nhat: new Date(),
      nguoi_cap_nhat_id: actorId,
    })
    .where(and(eq(table.id, id), eq(table.to_chuc_id, organisationId), eq(table.phien_ban, version)))
    .returning({ id: table.id });
  return rows.length === 1;
}

export async function deleteRecord(
  exec: Executor,
  table: CatalogueTable,
  organisationId: string,
  id: string,
) {
  const rows = await exec
    .delete(table)
    .where(and(eq(table.id, id), eq(table.to_chuc_id, organisationId)))
    .returning({ id: table.id });
  return rows.length === 1;
}

export async function recordExists(
  exec: Executor,
  table: CatalogueTable,
  organisationId: string,
  id: string,
) {
  const rows = await exec
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.to_chuc_id, organisationId)))
    .limit(1);
  return rows.length === 1;
}

/** Counts rows of `table` whose `column` points at `id` (usage checks before deletion). */
export async function countReferences(exec: Executor, table: PgTable, column: AnyPgColumn, id: string) {
  const [row] = await exec
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(column, id));
  return row?.n ?? 0;
}
