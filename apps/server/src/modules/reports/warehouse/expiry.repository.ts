import { sql } from 'drizzle-orm';
import type { ExpiryReport, ExpiryRow } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { goodsFilter, warehouseFilter } from '../report-scope.repository';

export interface ExpiryFilter {
  organisationId: string;
  warehouseIds: string[] | null;
  today: string;
  days: number;
  withExpired: boolean;
  groupId?: string | undefined;
  managementClass?: string | undefined;
  page: number;
  pageSize: number;
}

type Row = ExpiryRow & { total_count: string } & Record<`t_${string}`, number>;

/**
 * Batches with stock expiring by today + `days` (expired ones too unless left out), soonest
 * first; read from the stock table, so it never touches the ledger.
 */
export async function expiryPage(exec: Executor, f: ExpiryFilter) {
  const rows = await queryRows<Row>(
    exec,
    sql`with lots as (
          select t.kho_id, k.ten as kho_ten, t.hang_hoa_id, h.ma, h.ten, h.ham_luong, h.don_vi_tinh,
                 g.ten as nhom_hang_hoa_ten, h.phan_loai_quan_ly, l.id as lo_hang_id, l.so_lo,
                 l.han_dung, l.bi_khoa, l.don_gia, t.so_luong, t.so_luong * l.don_gia as gia_tri,
                 (l.han_dung < ${f.today}::date) as da_het_han, ncc.ten as nha_cung_cap_ten
          from ton_kho t
          join lo_hang l on l.id = t.lo_hang_id
          join hang_hoa h on h.id = t.hang_hoa_id
          join kho k on k.id = t.kho_id
          left join nhom_hang_hoa g on g.id = h.nhom_hang_hoa_id
          left join nha_cung_cap ncc on ncc.id = l.nha_cung_cap_id
          where t.to_chuc_id = ${f.organisationId} and t.so_luong > 0
            ${warehouseFilter('t.kho_id', f.warehouseIds)}
            and l.han_dung <= ${f.today}::date + ${f.days}::int
            ${f.withExpired ? sql`` : sql`and l.han_dung >= ${f.today}::date`}
            ${goodsFilter(f.organisationId, f.groupId, f.managementClass)}
        )
        select kho_id, kho_ten, hang_hoa_id, ma, ten, ham_luong, don_vi_tinh, nhom_hang_hoa_ten,
               phan_loai_quan_ly, lo_hang_id, so_lo, han_dung::text as han_dung,
               (han_dung - ${f.today}::date) as con_lai_ngay, da_het_han, bi_khoa,
               don_gia::float8 as don_gia, so_luong::float8 as so_luong, gia_tri::float8 as gia_tri,
               nha_cung_cap_ten, count(*) over () as total_count,
               (count(*) filter (where da_het_han) over ())::int as t_het_lo,
               (sum(so_luong) filter (where da_het_han) over ())::float8 as t_het_sl,
               (sum(gia_tri) filter (where da_het_han) over ())::float8 as t_het_gt,
               (count(*) filter (where not da_het_han) over ())::int as t_sap_lo,
               (sum(so_luong) filter (where not da_het_han) over ())::float8 as t_sap_sl,
               (sum(gia_tri) filter (where not da_het_han) over ())::float8 as t_sap_gt
        from lots
        order by han_dung, ma, so_lo, kho_ten, lo_hang_id
        limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
  );
  const first = rows[0];
  const n = (v: number | null | undefined) => Number(v ?? 0);
  const het_han = { so_lo: n(first?.t_het_lo), so_luong: n(first?.t_het_sl), gia_tri: n(first?.t_het_gt) };
  const sap_het_han = {
    so_lo: n(first?.t_sap_lo),
    so_luong: n(first?.t_sap_sl),
    gia_tri: n(first?.t_sap_gt),
  };
  const totals: ExpiryReport['tong_cong'] = {
    so_lo: het_han.so_lo + sap_het_han.so_lo,
    het_han,
    sap_het_han,
    tong: {
      so_luong: het_han.so_luong + sap_het_han.so_luong,
      gia_tri: Math.round((het_han.gia_tri + sap_het_han.gia_tri) * 100) / 100,
    },
  };
  const dong: ExpiryRow[] = rows.map((r) => ({
    kho_id: r.kho_id,
    kho_ten: r.kho_ten,
    hang_hoa_id: r.hang_hoa_id,
    ma: r.ma,
    ten: r.ten,
    ham_luong: r.ham_luong,
    don_vi_tinh: r.don_vi_tinh,
    nhom_hang_hoa_ten: r.nhom_hang_hoa_ten,
    phan_loai_quan_ly: r.phan_loai_quan_ly,
    lo_hang_id: r.lo_hang_id,
    so_lo: r.so_lo,
    han_dung: r.han_dung,
    con_lai_ngay: Number(r.con_lai_ngay),
    da_het_han: r.da_het_han,
    bi_khoa: r.bi_khoa,
    don_gia: r.don_gia,
    so_luong: r.so_luong,
    gia_tri: Math.round(r.gia_tri * 100) / 100,
    nha_cung_cap_ten: r.nha_cung_cap_ten,
  }));
  return { totals, dong, count: Number(first?.total_count ?? 0) };
}
