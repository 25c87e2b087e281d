import { sql } from 'drizzle-orm';
import type { ReportWarehouse } from '@kho/contracts';
import { queryRows, type Db, type Executor } from '../../db/client';
import { groupSubtree } from '../goods-groups/goods-groups.repository';

/** Warehouses of the organisation (all, or those of `ids`), with their department, by code. */
export function listReportWarehouses(
  exec: Executor,
  organisationId: string,
  ids: string[] | null,
): Promise<ReportWarehouse[]> {
  return queryRows<ReportWarehouse>(
    exec,
    sql`select k.id, k.ma, k.ten, k.loai_kho, k.khoa_id, kh.ten as khoa_ten
        from kho k join khoa kh on kh.id = k.khoa_id
        where k.to_chuc_id = ${organisationId}
          ${
            ids
              ? sql`and k.id in (${
                  ids.length
                    ? sql.join(
                        ids.map((id) => sql`${id}::uuid`),
                        sql`, `,
                      )
                    : sql`null`
                })`
              : sql``
          }
        order by k.ma`,
  );
}

/** Whether a row of `table` with this id belongs to the organisation. */
export async function belongsToOrganisation(
  exec: Executor,
  table: 'kho' | 'nhom_hang_hoa' | 'hang_hoa' | 'khoa' | 'goi_thau' | 'nha_cung_cap' | 'lo_hang',
  organisationId: string,
  id: string,
): Promise<boolean> {
  const rows = await queryRows<{ ok: boolean }>(
    exec,
    sql`select exists(select 1 from ${sql.identifier(table)} where id = ${id} and to_chuc_id = ${organisationId}) as ok`,
  );
  return rows[0]?.ok === true;
}

/**
 * Closed months of the organisation whose month-end balances are written (first days), oldest
 * first: the reports start from those. A month closed a moment ago whose balances are still being
 * written is read from its ledger, like an open month, with the same figures (decision 0042).
 */
export async function listClosedMonths(exec: Executor, organisationId: string): Promise<string[]> {
  const rows = await queryRows<{ thang: string }>(
    exec,
    sql`select thang::text as thang from ky_khoa_so
        where to_chuc_id = ${organisationId} and so_du_ghi_luc is not null order by thang`,
  );
  return rows.map((r) => r.thang);
}

/** `and <column> in (...)` for a warehouse list, nothing for the whole organisation (null). */
export function warehouseFilter(column: string, ids: string[] | null) {
  if (!ids) return sql``;
  if (ids.length === 0) return sql`and false`;
  return sql`and ${sql.raw(column)} in (${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

/** Goods filters shared by the reports: group with its subgroups, management class (alias `h`). */
export function goodsFilter(organisationId: string, groupId?: string, managementClass?: string) {
  return sql`${groupId ? sql`and h.nhom_hang_hoa_id in (${groupSubtree(organisationId, groupId)})` : sql``}
    ${managementClass ? sql`and h.phan_loai_quan_ly = ${managementClass}` : sql``}`;
}

/** The goods columns a report header shows, when the item belongs to the organisation. */
export async function findReportGoods(exec: Executor, organisationId: string, id: string) {
  const [row] = await queryRows<{
    id: string;
    ma: string;
    ten: string;
    ham_luong: string | null;
    don_vi_tinh: string;
    phan_loai_quan_ly: string;
  }>(
    exec,
    sql`select id, ma, ten, ham_luong, don_vi_tinh, phan_loai_quan_ly from hang_hoa
        where id = ${id} and to_chuc_id = ${organisationId}`,
  );
  return row;
}

/**
 * Runs report statements in a transaction with the report settings (applyReportSettings).
 * `alongside`: the read runs beside other heavy reads of the same request, each on a connection of
 * its own (the overview's), so it asks for no parallel workers of its own. Those reads are already
 * side by side, and the dashboard is asked for all day: workers would oversubscribe the database's
 * cores and take the pool of workers the other reports share (on two cores the overview took
 * about twice as long with them; docs/performance.md).
 */
export function readForReport<T>(
  db: Db,
  read: (tx: Executor) => Promise<T>,
  { alongside = false }: { alongside?: boolean } = {},
): Promise<T> {
  return db.transaction(async (tx) => {
    await applyReportSettings(tx, { parallelWorkers: !alongside });
    return read(tx);
  });
}

/**
 * Settings for the rest of the transaction (SET LOCAL), for statements that aggregate months of
 * ledger (docs/performance.md, Reports): JIT off, as the cost estimates of years of ledger pass its
 * thresholds and compiling took seconds for statements that run in a fraction of that; and more
 * memory per sort and hash (64 MB instead of PostgreSQL's 4 MB), so a whole organisation's month
 * is summed in memory and its bitmap scans stay exact instead of spilling to disk. And a plan for
 * the values at hand every time: a report's text repeats, so it becomes a prepared statement
 * (decision 0036), whose generic plan, blind to the dates and the warehouse list, PostgreSQL would
 * take after five runs (the organisation's open month: 240 -> 330 ms); planning is a millisecond
 * or two of statements that run for hundreds.
 */
export async function applyReportSettings(
  tx: Executor,
  { parallelWorkers = true }: { parallelWorkers?: boolean } = {},
): Promise<void> {
  await tx.execute(
    sql`select set_config('jit', 'off', true), set_config('work_mem', '64MB', true),
               set_config('plan_cache_mode', 'force_custom_plan', true)
               ${parallelWorkers ? sql`` : sql`, set_config('max_parallel_workers_per_gather', '0', true)`}`,
  );
}
