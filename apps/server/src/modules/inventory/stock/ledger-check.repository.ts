import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';

/*
 * The ledger check (stock service `checkLedger`, the benchmarks' consistency lines): the stock rows,
 * the per-goods summary and the month totals against the ledger and the pending reservations.
 */

/** Batches whose stock row disagrees with the ledger or with the reservations of pending vouchers. */
export function ledgerMismatches(exec: Executor, warehouseId: string) {
  return queryRows<{
    lo_hang_id: string;
    so_lo: string;
    hang_hoa_ma: string;
    ton_kho: number;
    the_kho: number;
    dang_giu: number;
    phieu_dang_giu: number;
  }>(
    exec,
    sql`with ledger as (select lo_hang_id, sum(so_luong) as q from the_kho where kho_id = ${warehouseId} group by lo_hang_id),
             held as (select a.lo_hang_id, sum(a.so_luong) as q from phieu_kho_phan_bo a
                      join phieu_kho p on p.id = a.phieu_id
                      where a.kho_id = ${warehouseId} and p.trang_thai = 'CHO_DUYET' group by a.lo_hang_id),
             stock as (select lo_hang_id, so_luong, so_luong_giu from ton_kho where kho_id = ${warehouseId}),
             keys as (select lo_hang_id from ledger union select lo_hang_id from held union select lo_hang_id from stock)
        select k.lo_hang_id, l.so_lo, h.ma as hang_hoa_ma,
               coalesce(s.so_luong, 0)::float8 as ton_kho, coalesce(lg.q, 0)::float8 as the_kho,
               coalesce(s.so_luong_giu, 0)::float8 as dang_giu, coalesce(hd.q, 0)::float8 as phieu_dang_giu
        from keys k join lo_hang l on l.id = k.lo_hang_id join hang_hoa h on h.id = l.hang_hoa_id
        left join stock s on s.lo_hang_id = k.lo_hang_id
        left join ledger lg on lg.lo_hang_id = k.lo_hang_id
        left join held hd on hd.lo_hang_id = k.lo_hang_id
        where coalesce(s.so_luong, 0) <> coalesce(lg.q, 0) or coalesce(s.so_luong_giu, 0) <> coalesce(hd.q, 0)`,
  );
}

/** Goods whose summary row disagrees with the sum of their stock rows. */
export function summaryMismatches(exec: Executor, warehouseId: string) {
  return queryRows<{ hang_hoa_id: string }>(
    exec,
    sql`with actual as (
          select t.hang_hoa_id, sum(t.so_luong) as q, sum(t.so_luong * l.don_gia) as v,
                 count(*) filter (where t.so_luong > 0) as n
          from ton_kho t join lo_hang l on l.id = t.lo_hang_id
          where t.kho_id = ${warehouseId} group by t.hang_hoa_id
        ), kept as (select hang_hoa_id, so_luong as q, gia_tri as v, so_lo as n from ton_kho_hang_hoa where kho_id = ${warehouseId})
        select coalesce(a.hang_hoa_id, k.hang_hoa_id) as hang_hoa_id
        from actual a full join kept k on k.hang_hoa_id = a.hang_hoa_id
        where coalesce(a.q, 0) <> coalesce(k.q, 0) or coalesce(a.v, 0) <> coalesce(k.v, 0) or coalesce(a.n, 0) <> coalesce(k.n, 0)`,
  );
}

/**
 * The month totals (`luy_ke_phat_sinh`, decision 0041) of the ledger rows `where` selects, summed
 * from the ledger: what the table must hold, in its columns' order.
 */
export function monthTotalsOfLedger(where: SQL): SQL {
  return sql`select to_chuc_id, date_trunc('month', ngay_chung_tu::timestamp)::date as thang, kho_id, hang_hoa_id,
                    nhom, sum(so_luong) as so_luong, sum(so_luong * don_gia) as gia_tri
             from the_kho where ${where} group by 1, 2, 3, 4, 5`;
}

/** Goods whose month totals disagree with their ledger rows in some month. */
export function monthTotalMismatches(exec: Executor, warehouseId: string) {
  return queryRows<{ hang_hoa_id: string }>(
    exec,
    sql`with actual as (${monthTotalsOfLedger(sql`kho_id = ${warehouseId}`)}),
             kept as (select * from luy_ke_phat_sinh where kho_id = ${warehouseId})
        select distinct coalesce(a.hang_hoa_id, k.hang_hoa_id) as hang_hoa_id
        from actual a full join kept k on k.thang = a.thang and k.hang_hoa_id = a.hang_hoa_id and k.nhom = a.nhom
        where coalesce(a.so_luong, 0) <> coalesce(k.so_luong, 0) or coalesce(a.gia_tri, 0) <> coalesce(k.gia_tri, 0)`,
  );
}

export async function countStockRows(exec: Executor, warehouseId: string): Promise<number> {
  const rows = await queryRows<{ count: string }>(
    exec,
    sql`select count(*) as count from ton_kho where kho_id = ${warehouseId}`,
  );
  return Number(rows[0]?.count ?? 0);
}
