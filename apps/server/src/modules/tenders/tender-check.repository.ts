import { sql } from 'drizzle-orm';
import type { TenderCheckMismatch } from '@kho/contracts';
import { queryRows, type Executor } from '../../db/client';

type Row = TenderCheckMismatch & { total_count: string | null };

/**
 * Recomputes each tender line's received quantity from its vouchers and lists the lines whose
 * stored figure (`goi_thau_chi_tiet.so_luong_da_nhap`) differs. Only receipts and goods returns
 * move it: an approved receipt under the tender adds its quantity (read from the ledger rows of
 * the batches that came under the line, so a cancelled receipt's reversing rows net it out), an
 * approved goods return to the supplier takes off what its approval recorded
 * (`so_luong_thau_da_tru`; its line quantity for a return approved before that was recorded), and
 * a cancelled return gave that back. Editing or importing tender lines keeps the figure.
 * Answers the mismatches and how many lines were checked.
 */
export async function tenderMismatches(
  exec: Executor,
  organisationId: string,
  tenderId: string | undefined,
): Promise<{ mismatches: TenderCheckMismatch[]; checked: number }> {
  const rows = await queryRows<Row>(
    exec,
    sql`with lines as (
          select c.id, c.goi_thau_id, c.hang_hoa_id, c.so_luong_trung, c.so_luong_da_nhap
          from goi_thau_chi_tiet c
          where c.to_chuc_id = ${organisationId}
            ${tenderId ? sql`and c.goi_thau_id = ${tenderId}` : sql``}
        ),
        received as (
          select b.goi_thau_chi_tiet_id as id, sum(tk.so_luong) as so_luong
          from lo_hang b
          join the_kho tk on tk.lo_hang_id = b.id
          where tk.to_chuc_id = ${organisationId} and tk.loai_phieu = 'NHAP_KHO'
            and b.to_chuc_id = ${organisationId} and b.goi_thau_chi_tiet_id in (select id from lines)
          group by b.goi_thau_chi_tiet_id
        ),
        returned as (
          select c.goi_thau_chi_tiet_id as id, sum(coalesce(c.so_luong_thau_da_tru, c.so_luong)) as so_luong
          from phieu_kho p
          join phieu_kho_chi_tiet c on c.phieu_id = p.id
          where p.to_chuc_id = ${organisationId} and p.loai_phieu = 'TRA_HANG' and p.trang_thai = 'HOAN_THANH'
            and c.goi_thau_chi_tiet_id in (select id from lines)
          group by c.goi_thau_chi_tiet_id
        ),
        checked as (
          select l.*, coalesce(r.so_luong, 0) as nhap, coalesce(t.so_luong, 0) as tra
          from lines l
          left join received r on r.id = l.id
          left join returned t on t.id = l.id
        ),
        counted as (select count(*) as total_count from checked)
        select g.id as goi_thau_id, g.ma as goi_thau_ma, g.so_quyet_dinh, k.id as goi_thau_chi_tiet_id,
               h.id as hang_hoa_id, h.ma as hang_hoa_ma, h.ten as hang_hoa_ten,
               k.so_luong_trung::float8 as so_luong_trung, k.so_luong_da_nhap::float8 as so_luong_da_nhap,
               k.nhap::float8 as nhap_theo_so_cai, k.tra::float8 as tra_nha_cung_cap,
               (k.nhap - k.tra)::float8 as so_luong_tinh_lai,
               (k.so_luong_da_nhap - (k.nhap - k.tra))::float8 as chenh_lech,
               counted.total_count
        from counted
        left join checked k on k.so_luong_da_nhap <> k.nhap - k.tra
        left join goi_thau g on g.id = k.goi_thau_id
        left join hang_hoa h on h.id = k.hang_hoa_id
        order by g.ma, h.ma, k.id`,
  );
  const checked = Number(rows[0]?.total_count ?? 0);
  const mismatches = rows.filter((r) => r.goi_thau_chi_tiet_id !== null).map(({ total_count: _, ...r }) => r);
  return { mismatches, checked };
}
