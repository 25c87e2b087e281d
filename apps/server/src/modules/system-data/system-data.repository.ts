import { and, asc, count, eq, like, sql, type SQL } from 'drizzle-orm';
import type { LoaiDuLieuHeThong, SystemData } from '@kho/contracts';
import type { Executor } from '../../db/client';
import { duLieuHeThong } from '../../db/schema/index';

export type SystemDataRow = typeof duLieuHeThong.$inferSelect;

export interface SystemDataFilter {
  organisationId: string;
  category?: LoaiDuLieuHeThong | undefined;
  /** Already normalised with normalizeSearchText. */
  searchKey?: string | undefined;
  active?: boolean | undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function whereOf(filter: SystemDataFilter): SQL | undefined {
  return and(
    eq(duLieuHeThong.to_chuc_id, filter.organisationId),
    filter.category ? eq(duLieuHeThong.loai, filter.category) : undefined,
    filter.active === undefined ? undefined : eq(duLieuHeThong.hoat_dong, filter.active),
    filter.searchKey ? like(duLieuHeThong.tu_khoa, `%${escapeLike(filter.searchKey)}%`) : undefined,
  );
}

export async function listSystemData(
  exec: Executor,
  filter: SystemDataFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: SystemDataRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [totalRow]] = await Promise.all([
    exec
      .select()
      .from(duLieuHeThong)
      .where(where)
      .orderBy(
        asc(duLieuHeThong.loai),
        asc(duLieuHeThong.thu_tu),
        asc(duLieuHeThong.ten),
        asc(duLieuHeThong.id),
      )
      .offset(page.offset)
      .limit(page.limit),
    exec.select({ n: count() }).from(duLieuHeThong).where(where),
  ]);
  return { rows, total: totalRow?.n ?? 0 };
}

export async function findSystemData(
  exec: Executor,
  organisationId: string,
  id: string,
): Promise<SystemDataRow | undefined> {
  const [row] = await exec
    .select()
    .from(duLieuHeThong)
    .where(and(eq(duLieuHeThong.id, id), eq(duLieuHeThong.to_chuc_id, organisationId)))
    .limit(1);
  return row;
}

export async function isSystemDataCodeTaken(
  exec: Executor,
  organisationId: string,
  category: string,
  code: string,
  exceptId?: string,
): Promise<boolean> {
  const [row] = await exec
    .select({ id: duLieuHeThong.id })
    .from(duLieuHeThong)
    .where(
      and(
        eq(duLieuHeThong.to_chuc_id, organisationId),
        eq(duLieuHeThong.loai, category),
        sql`lower(${duLieuHeThong.ma}) = lower(${code})`,
        exceptId ? sql`${duLieuHeThong.id} <> ${exceptId}` : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertSystemData(
  exec: Executor,
  values: (typeof duLieuHeThong.$inferInsert)[],
): Promise<SystemDataRow[]> {
  if (values.length === 0) return [];
  return exec.insert(duLieuHeThong).values(values).returning();
}

/** Updates only if the stored version is the one the caller saw; undefined means stale. */
export async function updateSystemDataIfVersion(
  exec: Executor,
  organisationId: string,
  id: string,
  version: number,
  values: Partial<typeof duLieuHeThong.$inferInsert>,
): Promise<SystemDataRow | undefined> {
  const [row] = await exec
    .update(duLieuHeThong)
    .set({ ...values, phien_ban: sql`${duLieuHeThong.phien_ban} + 1`, ngay_cap_nhat: new Date() })
    .where(
      and(
        eq(duLieuHeThong.id, id),
        eq(duLieuHeThong.to_chuc_id, organisationId),
        eq(duLieuHeThong.phien_ban, version),
      ),
    )
    .returning();
  return row;
}

export function toSystemData(row: SystemDataRow): SystemData {
  return {
    id: row.id,
    to_chuc_id: row.to_chuc_id,
    loai: row.loai as LoaiDuLieuHeThong,
    ma: row.ma,
    ten: row.ten,
    gia_tri: row.gia_tri ?? null,
    thu_tu: row.thu_tu,
    hoat_dong: row.hoat_dong,
    phien_ban: row.phien_ban,
    ngay_tao: row.ngay_tao.toISOString(),
    ngay_cap_nhat: row.ngay_cap_nhat.toISOString(),
  };
}
