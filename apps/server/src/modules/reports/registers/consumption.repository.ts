import { sql } from 'drizzle-orm';
import type { ConsumptionReport, ConsumptionRow } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { consumptionRows } from '../../overview/overview-movements.repository';
import { goodsFilter } from '../report-scope.repository';

export interface ConsumptionFilter {
  organisationId: string;
  /** The warehouses whose movements are read (the report's scope; never empty here). */
  warehouseIds: readonly string[];
  from: string;
  to: string;
  departmentId?: string | undefined;
  groupId?: string | undefined;
  managementClass?: string | undefined;
  page: number;
  pageSize: number;
}

type Row = Omit<ConsumptionRow, 'linh_ve_khoa' | 'cap_phat_benh_nhan' | 'tong'> & {
  linh_sl: number;
  linh_gt: number;
  cap_sl: number;
  cap_gt: number;
  total_count: string;
  t_linh_sl: number;
  t_linh_gt: number;
  t_cap_sl: number;
  t_cap_gt: number;
};

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places + 0;
const amount = (so_luong: number, gia_tri: number) => ({
  so_luong: round(Number(so_luong ?? 0), 4),
  gia_tri: round(Number(gia_tri ?? 0), 2),
});
const sum = (a: { so_luong: number; gia_tri: number }, b: { so_luong: number; gia_tri: number }) =>
  amount(a.so_luong + b.so_luong, a.gia_tri + b.gia_tri);

/**
 * Consumption per department and item: the overview's definition (consumptionRows, docs/web-overview.md)
 * over the report's warehouses, split into supplies to the ward (issues and requisitions to its
 * cabinet, less its returns) and dispensing to its patients (less what they gave back). Ledger
 * quantities are signed (out negative), so consumption is their negated sum.
 */
export async function consumptionPage(exec: Executor, f: ConsumptionFilter) {
  const rows = await queryRows<Row>(
    exec,
    sql`with c as (${consumptionRows(f.organisationId, f.warehouseIds, f.from, f.to)}),
        g as (
          select c.khoa_id, c.hang_hoa_id,
                 -sum(c.so_luong) filter (where not c.cho_benh_nhan) as linh_sl,
                 -sum(c.so_luong * c.don_gia) filter (where not c.cho_benh_nhan) as linh_gt,
                 -sum(c.so_luong) filter (where c.cho_benh_nhan) as cap_sl,
                 -sum(c.so_luong * c.don_gia) filter (where c.cho_benh_nhan) as cap_gt
          from c
          where c.khoa_id is not null ${f.departmentId ? sql`and c.khoa_id = ${f.departmentId}` : sql``}
          group by c.khoa_id, c.hang_hoa_id
          having sum(c.so_luong) <> 0 or sum(c.so_luong * c.don_gia) <> 0
        ),
        lines as (
          select d.id as khoa_id, d.ma as khoa_ma, d.ten as khoa_ten, h.id as hang_hoa_id, h.ma, h.ten,
                 h.ham_luong, h.don_vi_tinh, n.ten as nhom_hang_hoa_ten, h.phan_loai_quan_ly,
                 coalesce(g.linh_sl, 0) as linh_sl, coalesce(g.linh_gt, 0) as linh_gt,
                 coalesce(g.cap_sl, 0) as cap_sl, coalesce(g.cap_gt, 0) as cap_gt
          from g
          join khoa d on d.id = g.khoa_id
          join hang_hoa h on h.id = g.hang_hoa_id
          left join nhom_hang_hoa n on n.id = h.nhom_hang_hoa_id
          where true ${goodsFilter(f.organisationId, f.groupId, f.managementClass)}
        )
        select khoa_id, khoa_ma, khoa_ten, hang_hoa_id, ma, ten, ham_luong, don_vi_tinh,
               nhom_hang_hoa_ten, phan_loai_quan_ly,
               linh_sl::float8 as linh_sl, linh_gt::float8 as linh_gt,
               cap_sl::float8 as cap_sl, cap_gt::float8 as cap_gt,
               count(*) over () as total_count,
               sum(linh_sl) over ()::float8 as t_linh_sl, sum(linh_gt) over ()::float8 as t_linh_gt,
               sum(cap_sl) over ()::float8 as t_cap_sl, sum(cap_gt) over ()::float8 as t_cap_gt
        from lines
        order by khoa_ma, khoa_id, ma, hang_hoa_id
        limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
  );
  const dong: ConsumptionRow[] = rows.map((r) => {
    const linh_ve_khoa = amount(r.linh_sl, r.linh_gt);
    const cap_phat_benh_nhan = amount(r.cap_sl, r.cap_gt);
    return {
      khoa_id: r.khoa_id,
      khoa_ma: r.khoa_ma,
      khoa_ten: r.khoa_ten,
      hang_hoa_id: r.hang_hoa_id,
      ma: r.ma,
      ten: r.ten,
      ham_luong: r.ham_luong,
      don_vi_tinh: r.don_vi_tinh,
      nhom_hang_hoa_ten: r.nhom_hang_hoa_ten,
      phan_loai_quan_ly: r.phan_loai_quan_ly,
      linh_ve_khoa,
      cap_phat_benh_nhan,
      tong: sum(linh_ve_khoa, cap_phat_benh_nhan),
    };
  });
  const first = rows[0];
  const linh = amount(first?.t_linh_sl ?? 0, first?.t_linh_gt ?? 0);
  const cap = amount(first?.t_cap_sl ?? 0, first?.t_cap_gt ?? 0);
  const tong_cong: ConsumptionReport['tong_cong'] = {
    linh_ve_khoa: linh,
    cap_phat_benh_nhan: cap,
    tong: sum(linh, cap),
  };
  return { dong, tong_cong, count: Number(first?.total_count ?? 0) };
}

/** Totals per department over every line of the report (same filters), largest value first. */
export function consumptionByDepartmentTotals(
  exec: Executor,
  f: Omit<ConsumptionFilter, 'page' | 'pageSize'>,
): Promise<ConsumptionReport['theo_khoa']> {
  return queryRows<ConsumptionReport['theo_khoa'][number]>(
    exec,
    sql`with c as (${consumptionRows(f.organisationId, f.warehouseIds, f.from, f.to)})
        select d.id as khoa_id, d.ma as khoa_ma, d.ten as khoa_ten,
               json_build_object('so_luong', round(-sum(c.so_luong), 4)::float8,
                                 'gia_tri', round(-sum(c.so_luong * c.don_gia), 2)::float8) as tong
        from c
        join khoa d on d.id = c.khoa_id
        join hang_hoa h on h.id = c.hang_hoa_id
        where true ${f.departmentId ? sql`and c.khoa_id = ${f.departmentId}` : sql``}
          ${goodsFilter(f.organisationId, f.groupId, f.managementClass)}
        group by d.id, d.ma, d.ten
        having sum(c.so_luong) <> 0 or sum(c.so_luong * c.don_gia) <> 0
        order by -sum(c.so_luong * c.don_gia) desc, d.ma`,
  );
}
