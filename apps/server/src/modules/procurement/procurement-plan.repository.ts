import { sql, type SQL } from 'drizzle-orm';
import type { ProcurementTenderLine } from '@kho/contracts';
import { queryRows, type Executor } from '../../db/client';
import { usedByWardsOrPatients } from '../overview/overview-movements.repository';
import { patientReturnMatching, patientReturnRows } from '../overview/patient-return-consumption.repository';
import { uuidArray } from '../overview/overview-stock.repository';
import { goodsFilter } from '../reports/report-scope.repository';

export interface PlanFilter {
  organisationId: string;
  /** The warehouses planned for together (never empty). */
  warehouseIds: readonly string[];
  from: string;
  to: string;
  groupId?: string | undefined;
}

/** The raw figures of one goods item; the service turns them into averages and a suggestion. */
export interface PlanFigures {
  hang_hoa_id: string;
  ma: string;
  ten: string;
  ham_luong: string | null;
  don_vi_tinh: string;
  nhom_hang_hoa_ten: string | null;
  phan_loai_quan_ly: string;
  tieu_hao: number;
  so_ngay_co_hang: number;
  ton_kho: number;
  giu_cho: number;
  dang_ve: number;
  so_ngay_cho_hang: number;
  so_ngay_an_toan: number;
  so_luong_dong_goi: number | null;
}

/**
 * Whether ledger row `tk` (voucher `p`, `receiving` its receiving warehouse, `giving` its own) is
 * demand: consumption as the consumption report counts it (issues and requisitions to ward
 * cabinets, dispensing, less ward returns; overview-movements.repository.ts), or a supply to a
 * pharmacy warehouse outside the plan (a main store's issues and transfers to the dispensaries it
 * feeds), which the dispensaries' own plan does not buy again. Patients' returns are added apart.
 */
function isDemand(ids: SQL): SQL {
  return sql`((${usedByWardsOrPatients(ids)})
              or (tk.loai_phieu in ('XUAT_KHO', 'CHUYEN_KHO', 'LINH_HANG') and tk.kho_id = p.kho_id
                  and receiving.loai_kho <> 'TU_TRUC' and not receiving.id = any(${ids})))`;
}

/**
 * Per goods: demand over the period, the days it had stock, stock on hand and held, receipts not
 * yet approved, and its lead time, safety stock and pack. One pass over the ledger from the first
 * day of the period to today gives, per goods and day, the net movement, whether the goods left,
 * and the demand. Days in stock are counted from the balance walked back from today's stock
 * through those daily movements: a day counts when it opened or closed with stock, or the goods
 * left that day (so a day that sold out counts, and a day that began and ended empty is a stock-out).
 */
export async function planFigures(exec: Executor, f: PlanFilter): Promise<PlanFigures[]> {
  const ids = uuidArray(f.warehouseIds);
  // The period's ledger rows are grouped per goods and day in memory rather than on disk (the
  // default 4 MB spills at a few hundred thousand rows); in a transaction, for this read only.
  await exec.execute(sql`set local work_mem = '64MB'`);
  return queryRows<PlanFigures>(
    exec,
    sql`with ${patientReturnMatching(f.organisationId, ids, f.from, f.to)},
        patient_returns as (
          select hang_hoa_id, sum(so_luong) as so_luong from (${patientReturnRows}) r group by hang_hoa_id
        ),
        on_hand as (
          select hang_hoa_id, sum(so_luong) as ton_kho from ton_kho_hang_hoa
          where kho_id = any(${ids}) and so_luong <> 0 group by hang_hoa_id
        ),
        held as (
          select hang_hoa_id, sum(so_luong_giu) as giu_cho from ton_kho
          where kho_id = any(${ids}) and so_luong_giu > 0 group by hang_hoa_id
        ),
        coming as (
          select c.hang_hoa_id, sum(c.so_luong) as dang_ve
          from phieu_kho p join phieu_kho_chi_tiet c on c.phieu_id = p.id
          where p.to_chuc_id = ${f.organisationId} and p.loai_phieu = 'NHAP_KHO'
            and p.trang_thai in ('LUU_TAM', 'CHO_DUYET') and p.kho_id = any(${ids})
          group by c.hang_hoa_id
        ),
        daily as (
          select hang_hoa_id, ngay, sum(so_luong) as delta, bool_or(ra) as ra,
                 sum(so_luong) filter (where demand) as used
          from (
            -- The flags are computed here (offset 0 keeps this a subquery) so that the rows sorted
            -- for the grouping are narrow: the sort then stays in memory.
            select tk.hang_hoa_id, tk.ngay_chung_tu as ngay, tk.so_luong,
                   tk.so_luong < 0 and not tk.la_dao_nguoc as ra,
                   tk.ngay_chung_tu <= ${f.to}::date and ${isDemand(ids)} as demand
            from the_kho tk
            -- Only a voucher issued from or received into the scope can make a row demand, so only
            -- those are looked up (a row of another voucher keeps p null and is not demand).
            left join phieu_kho p on p.id = tk.phieu_id and (p.kho_id = any(${ids}) or p.kho_nhan_id = any(${ids}))
            left join kho receiving on receiving.id = p.kho_nhan_id
            left join kho giving on giving.id = p.kho_id
            where tk.kho_id = any(${ids}) and tk.ngay_chung_tu >= ${f.from}::date
            offset 0
          ) m
          group by hang_hoa_id, ngay
        ),
        walked as (
          -- The closing balance is today's stock less the later days' movements; one ascending
          -- window (the daily rows' own order) gives it as stock - all movements + those up to the day.
          select d.hang_hoa_id, d.ngay, d.ra, d.delta, d.used,
                 coalesce(o.ton_kho, 0) - sum(d.delta) over whole + sum(d.delta) over upto as closing,
                 coalesce(o.ton_kho, 0) - sum(d.delta) over whole + sum(d.delta) over upto - d.delta as opening,
                 lag(d.ngay) over upto as prev
          from daily d left join on_hand o on o.hang_hoa_id = d.hang_hoa_id
          window upto as (partition by d.hang_hoa_id order by d.ngay rows unbounded preceding),
                 whole as (partition by d.hang_hoa_id order by d.ngay
                           rows between unbounded preceding and unbounded following)
        ),
        days as (
          select hang_hoa_id,
                 coalesce(sum(
                   case when opening > 0 or closing > 0 or ra then 1 else 0 end
                   + case when opening > 0 then ngay - coalesce(prev + 1, ${f.from}::date) else 0 end
                 ) filter (where ngay <= ${f.to}::date), 0) as counted,
                 max(ngay) filter (where ngay <= ${f.to}::date) as last_day,
                 sum(delta) filter (where ngay > ${f.to}::date) as after_period,
                 sum(used) as used
          from walked group by hang_hoa_id
        ),
        goods as (
          select hang_hoa_id from patient_returns union select hang_hoa_id from on_hand
          union select hang_hoa_id from coming union select hang_hoa_id from days
        )
        select h.id as hang_hoa_id, h.ma, h.ten, h.ham_luong, h.don_vi_tinh, n.ten as nhom_hang_hoa_ten,
               h.phan_loai_quan_ly,
               greatest(-(coalesce(dy.used, 0) + coalesce(pr.so_luong, 0)), 0)::float8 as tieu_hao,
               (coalesce(dy.counted, 0)
                 + case when coalesce(oh.ton_kho, 0) - coalesce(dy.after_period, 0) > 0
                        then ${f.to}::date - coalesce(dy.last_day, ${f.from}::date - 1) else 0 end)::int
                 as so_ngay_co_hang,
               coalesce(oh.ton_kho, 0)::float8 as ton_kho,
               coalesce(hd.giu_cho, 0)::float8 as giu_cho,
               coalesce(cm.dang_ve, 0)::float8 as dang_ve,
               coalesce(h.so_ngay_cho_hang, n.so_ngay_cho_hang, o.so_ngay_cho_hang) as so_ngay_cho_hang,
               coalesce(h.so_ngay_an_toan, n.so_ngay_an_toan, o.so_ngay_an_toan) as so_ngay_an_toan,
               h.so_luong_dong_goi::float8 as so_luong_dong_goi
        from goods g
        join hang_hoa h on h.id = g.hang_hoa_id
        join to_chuc o on o.id = h.to_chuc_id
        left join nhom_hang_hoa n on n.id = h.nhom_hang_hoa_id
        left join patient_returns pr on pr.hang_hoa_id = g.hang_hoa_id
        left join on_hand oh on oh.hang_hoa_id = g.hang_hoa_id
        left join held hd on hd.hang_hoa_id = g.hang_hoa_id
        left join coming cm on cm.hang_hoa_id = g.hang_hoa_id
        left join days dy on dy.hang_hoa_id = g.hang_hoa_id
        where h.to_chuc_id = ${f.organisationId} ${goodsFilter(f.organisationId, f.groupId)}
        order by h.ma, h.id`,
  );
}

/**
 * The tender lines valid today of the given goods (an active tender whose validity covers today),
 * with what each has left; longest validity first within a goods item.
 */
export async function validTenderLines(
  exec: Executor,
  organisationId: string,
  goodsIds: readonly string[],
  today: string,
): Promise<(ProcurementTenderLine & { hang_hoa_id: string })[]> {
  if (goodsIds.length === 0) return [];
  return queryRows(
    exec,
    sql`select c.hang_hoa_id, c.id as goi_thau_chi_tiet_id, g.id as goi_thau_id, g.ma as goi_thau_ma,
               g.so_quyet_dinh, s.ten as nha_cung_cap_ten, g.hieu_luc_den::text as hieu_luc_den,
               c.don_gia_trung::float8 as don_gia_trung,
               greatest(c.so_luong_trung - c.so_luong_da_nhap, 0)::float8 as con_lai
        from goi_thau_chi_tiet c
        join goi_thau g on g.id = c.goi_thau_id
        join nha_cung_cap s on s.id = g.nha_cung_cap_id
        where c.to_chuc_id = ${organisationId} and c.hang_hoa_id = any(${uuidArray(goodsIds)})
          and g.hoat_dong and ${today}::date between g.hieu_luc_tu and g.hieu_luc_den
        order by c.hang_hoa_id, g.hieu_luc_den desc, g.ma`,
  );
}

export interface BatchStock {
  hang_hoa_id: string;
  lo_hang_id: string;
  so_lo: string;
  han_dung: string;
  so_luong: number;
  don_gia: number;
}

/** The batches with stock in the warehouses (summed over them), soonest expiry first per goods. */
export function batchesInStock(exec: Executor, organisationId: string, warehouseIds: readonly string[]) {
  return queryRows<BatchStock>(
    exec,
    sql`select b.hang_hoa_id, b.id as lo_hang_id, b.so_lo, b.han_dung::text as han_dung,
               sum(s.so_luong)::float8 as so_luong, b.don_gia::float8 as don_gia
        from ton_kho s join lo_hang b on b.id = s.lo_hang_id
        where s.kho_id = any(${uuidArray(warehouseIds)}) and s.so_luong > 0 and b.to_chuc_id = ${organisationId}
        group by b.id
        order by b.hang_hoa_id, b.han_dung, b.id`,
  );
}
