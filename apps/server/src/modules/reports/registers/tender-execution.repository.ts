import { sql } from 'drizzle-orm';
import type { TenderExecutionReport, TenderExecutionRow } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { STATUS_CONDITIONS } from '../../tenders/tenders.repository';

export interface TenderExecutionFilter {
  organisationId: string;
  tenderId?: string | undefined;
  supplierId?: string | undefined;
  year?: number | undefined;
  status?: keyof typeof STATUS_CONDITIONS | undefined;
  page: number;
  pageSize: number;
}

type Row = TenderExecutionRow & {
  total_count: string;
  t_trung: number;
  t_da_nhap: number;
  t_con_lai: number;
};

/**
 * Per tender line: awarded, received (the line's running count kept by receipts and returns to the
 * supplier, tenders module), remaining, at the awarded price. Remaining is never below zero (a
 * receipt allowed over the tender counts as all of it received).
 */
export async function tenderExecutionPage(exec: Executor, f: TenderExecutionFilter) {
  const rows = await queryRows<Row>(
    exec,
    sql`with lines as (
          select goi_thau.id as goi_thau_id, goi_thau.ma as goi_thau_ma, goi_thau.so_quyet_dinh,
                 goi_thau.nhom_thau, ncc.ten as nha_cung_cap_ten,
                 goi_thau.hieu_luc_tu::text as hieu_luc_tu, goi_thau.hieu_luc_den::text as hieu_luc_den,
                 c.id as goi_thau_chi_tiet_id, h.id as hang_hoa_id, h.ma as hang_hoa_ma,
                 h.ten as hang_hoa_ten, h.don_vi_tinh, c.don_gia_trung, c.so_luong_trung,
                 c.so_luong_da_nhap, greatest(c.so_luong_trung - c.so_luong_da_nhap, 0) as con_lai
          from goi_thau_chi_tiet c
          join goi_thau on goi_thau.id = c.goi_thau_id
          join to_chuc on to_chuc.id = goi_thau.to_chuc_id
          join nha_cung_cap ncc on ncc.id = goi_thau.nha_cung_cap_id
          join hang_hoa h on h.id = c.hang_hoa_id
          where goi_thau.to_chuc_id = ${f.organisationId}
            ${f.tenderId ? sql`and goi_thau.id = ${f.tenderId}` : sql``}
            ${f.supplierId ? sql`and goi_thau.nha_cung_cap_id = ${f.supplierId}` : sql``}
            ${f.year === undefined ? sql`` : sql`and goi_thau.nam = ${f.year}`}
            ${f.status ? sql`and ${STATUS_CONDITIONS[f.status]}` : sql``}
        )
        select goi_thau_id, goi_thau_ma, so_quyet_dinh, nhom_thau, nha_cung_cap_ten, hieu_luc_tu,
               hieu_luc_den, goi_thau_chi_tiet_id, hang_hoa_id, hang_hoa_ma, hang_hoa_ten, don_vi_tinh,
               don_gia_trung::float8 as don_gia_trung, so_luong_trung::float8 as so_luong_trung,
               so_luong_da_nhap::float8 as so_luong_da_nhap, con_lai::float8 as so_luong_con_lai,
               round(so_luong_da_nhap * 100 / so_luong_trung, 2)::float8 as ty_le_thuc_hien,
               round(so_luong_trung * don_gia_trung, 2)::float8 as gia_tri_trung,
               round(so_luong_da_nhap * don_gia_trung, 2)::float8 as gia_tri_da_nhap,
               round(con_lai * don_gia_trung, 2)::float8 as gia_tri_con_lai,
               count(*) over () as total_count,
               round(sum(so_luong_trung * don_gia_trung) over (), 2)::float8 as t_trung,
               round(sum(so_luong_da_nhap * don_gia_trung) over (), 2)::float8 as t_da_nhap,
               round(sum(con_lai * don_gia_trung) over (), 2)::float8 as t_con_lai
        from lines
        order by goi_thau_ma, goi_thau_id, hang_hoa_ma, goi_thau_chi_tiet_id
        limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
  );
  const first = rows[0];
  const tong_cong: TenderExecutionReport['tong_cong'] = {
    so_dong: Number(first?.total_count ?? 0),
    gia_tri_trung: Number(first?.t_trung ?? 0),
    gia_tri_da_nhap: Number(first?.t_da_nhap ?? 0),
    gia_tri_con_lai: Number(first?.t_con_lai ?? 0),
  };
  const dong: TenderExecutionRow[] = rows.map(
    ({ total_count: _n, t_trung: _a, t_da_nhap: _b, t_con_lai: _c, ...row }) => row,
  );
  return { dong, tong_cong };
}
