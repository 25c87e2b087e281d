import { and, asc, desc, eq, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type { ClosedPeriod } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { kyKhoaSo, nguoiDung } from '../../../db/schema/index';

export type PeriodRow = typeof kyKhoaSo.$inferSelect;

/** Closed months of the organisation, latest first, with who closed them. */
export async function listClosedPeriods(exec: Executor, organisationId: string): Promise<ClosedPeriod[]> {
  const rows = await exec
    .select({
      id: kyKhoaSo.id,
      thang: kyKhoaSo.thang,
      ngay_khoa: kyKhoaSo.ngay_khoa,
      nguoi_khoa_ten: nguoiDung.ho_ten,
      so_du_ghi_luc: kyKhoaSo.so_du_ghi_luc,
    })
    .from(kyKhoaSo)
    .leftJoin(nguoiDung, eq(nguoiDung.id, kyKhoaSo.nguoi_khoa_id))
    .where(eq(kyKhoaSo.to_chuc_id, organisationId))
    .orderBy(desc(kyKhoaSo.thang));
  return rows.map(({ so_du_ghi_luc, ...r }) => ({
    ...r,
    ngay_khoa: r.ngay_khoa.toISOString(),
    so_du_xong: so_du_ghi_luc !== null,
  }));
}

/** Closes a month; answers undefined when it was already closed. */
export async function insertClosedPeriod(exec: Executor, values: typeof kyKhoaSo.$inferInsert) {
  const [row] = await exec
    .insert(kyKhoaSo)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: kyKhoaSo.id });
  return row;
}

export function findLatestClosedPeriod(exec: Executor, organisationId: string) {
  return firstPeriod(exec, eq(kyKhoaSo.to_chuc_id, organisationId), desc(kyKhoaSo.thang));
}

/** The first closed month in `order` of those `where` allows. */
async function firstPeriod(
  exec: Executor,
  where: SQL | undefined,
  order: SQL,
): Promise<PeriodRow | undefined> {
  const [row] = await exec.select().from(kyKhoaSo).where(where).orderBy(order).limit(1);
  return row;
}

export async function findClosedPeriod(
  exec: Executor,
  organisationId: string,
  id: string,
): Promise<PeriodRow | undefined> {
  const [row] = await exec
    .select()
    .from(kyKhoaSo)
    .where(and(eq(kyKhoaSo.id, id), eq(kyKhoaSo.to_chuc_id, organisationId)));
  return row;
}

export async function deleteClosedPeriod(exec: Executor, id: string): Promise<void> {
  await exec.delete(kyKhoaSo).where(eq(kyKhoaSo.id, id));
}

/**
 * Vouchers awaiting approval dated after the latest closed month (`after`, null: from the start)
 * up to the end of `month`: closing `month` closes all of those months.
 */
export async function countPendingThrough(
  exec: Executor,
  organisationId: string,
  after: string | null,
  month: string,
): Promise<number> {
  const rows = await queryRows<{ count: string }>(exec, pendingThroughSql(organisationId, after, month));
  return Number(rows[0]?.count ?? 0);
}

/** `countPendingThrough`'s statement (its plan is checked by a test: the awaiting vouchers' index). */
export function pendingThroughSql(organisationId: string, after: string | null, month: string): SQL {
  return sql`select count(*) as count from phieu_kho
        where to_chuc_id = ${organisationId} and trang_thai = 'CHO_DUYET'
          and ngay_chung_tu < (${month}::date + interval '1 month')::date
          ${after ? sql`and ngay_chung_tu >= (${after}::date + interval '1 month')::date` : sql``}`;
}

/** The earliest closed month of the organisation whose month-end balances are not written yet. */
export function findFirstMonthAwaitingBalances(exec: Executor, organisationId: string) {
  return firstPeriod(
    exec,
    and(eq(kyKhoaSo.to_chuc_id, organisationId), isNull(kyKhoaSo.so_du_ghi_luc)),
    asc(kyKhoaSo.thang),
  );
}

/** The latest closed month before `month` (its first day), or null. */
export async function findClosedMonthBefore(
  exec: Executor,
  organisationId: string,
  month: string,
): Promise<string | null> {
  const [row] = await exec
    .select({ thang: kyKhoaSo.thang })
    .from(kyKhoaSo)
    .where(and(eq(kyKhoaSo.to_chuc_id, organisationId), lt(kyKhoaSo.thang, month)))
    .orderBy(desc(kyKhoaSo.thang))
    .limit(1);
  return row?.thang ?? null;
}

export async function markBalancesWritten(exec: Executor, id: string): Promise<void> {
  await exec
    .update(kyKhoaSo)
    .set({ so_du_ghi_luc: sql`now()` })
    .where(eq(kyKhoaSo.id, id));
}

/** Organisations with a closed month whose balances are not written yet. */
export async function listOrganisationsAwaitingBalances(exec: Executor): Promise<string[]> {
  const rows = await exec
    .selectDistinct({ id: kyKhoaSo.to_chuc_id })
    .from(kyKhoaSo)
    .where(isNull(kyKhoaSo.so_du_ghi_luc));
  return rows.map((r) => r.id);
}
