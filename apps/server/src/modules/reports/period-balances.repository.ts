import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { applyReportSettings } from './report-scope.repository';

const nextMonth = (month: string) => sql`(${month}::date + interval '1 month')::date`;

/**
 * Writes a closing month's balances and movements (decision 0011): the balance is the previous
 * closed month-end (`previous`, null when none) plus the ledger after it up to this month's end,
 * so closing reads one month of ledger, not the whole of it.
 */
export async function writeMonthBalances(
  tx: Executor,
  organisationId: string,
  month: string,
  previous: string | null,
): Promise<void> {
  // The rest of the closing transaction runs with the report settings too; it only writes a few rows besides.
  await applyReportSettings(tx);
  await tx.execute(sql`insert into so_du_thang (to_chuc_id, thang, kho_id, lo_hang_id, hang_hoa_id, so_luong, gia_tri)
    select ${organisationId}::uuid, ${month}::date, kho_id, lo_hang_id, hang_hoa_id, sum(so_luong), sum(gia_tri)
    from (
      ${
        previous
          ? sql`select kho_id, lo_hang_id, hang_hoa_id, so_luong, gia_tri from so_du_thang
                where to_chuc_id = ${organisationId} and thang = ${previous}::date
                union all`
          : sql``
      }
      select kho_id, lo_hang_id, hang_hoa_id, so_luong, so_luong * don_gia as gia_tri from the_kho
      where to_chuc_id = ${organisationId} and ngay_chung_tu < ${nextMonth(month)}
        ${previous ? sql`and ngay_chung_tu >= ${nextMonth(previous)}` : sql``}
    ) x
    group by kho_id, lo_hang_id, hang_hoa_id
    having sum(so_luong) <> 0`);
  await tx.execute(sql`insert into phat_sinh_thang (to_chuc_id, thang, kho_id, lo_hang_id, hang_hoa_id, nhom, so_luong, gia_tri)
    select ${organisationId}::uuid, ${month}::date, kho_id, lo_hang_id, hang_hoa_id, nhom, sum(so_luong), sum(so_luong * don_gia)
    from (
      select t.kho_id, t.lo_hang_id, t.hang_hoa_id, t.so_luong, t.don_gia, t.nhom as nhom
      from the_kho t
      where t.to_chuc_id = ${organisationId} and t.ngay_chung_tu >= ${month}::date and t.ngay_chung_tu < ${nextMonth(month)}
    ) m
    group by kho_id, lo_hang_id, hang_hoa_id, nhom`);
  // The overview's chart reads the month per warehouse and category (decision 0035).
  await tx.execute(sql`insert into phat_sinh_thang_kho (to_chuc_id, thang, kho_id, nhom, gia_tri)
    select to_chuc_id, thang, kho_id, nhom, sum(gia_tri) from phat_sinh_thang
    where to_chuc_id = ${organisationId} and thang = ${month}::date
    group by to_chuc_id, thang, kho_id, nhom`);
}

/** A reopened month's balances and movements go with it. */
export async function deleteMonthBalances(
  tx: Executor,
  organisationId: string,
  month: string,
): Promise<void> {
  await tx.execute(
    sql`delete from so_du_thang where to_chuc_id = ${organisationId} and thang = ${month}::date`,
  );
  await tx.execute(
    sql`delete from phat_sinh_thang where to_chuc_id = ${organisationId} and thang = ${month}::date`,
  );
  await tx.execute(
    sql`delete from phat_sinh_thang_kho where to_chuc_id = ${organisationId} and thang = ${month}::date`,
  );
}
