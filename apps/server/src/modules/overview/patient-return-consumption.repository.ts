import { sql, type SQL } from 'drizzle-orm';

/**
 * Medicine patients gave back in the period to the warehouses read, as consumption rows charged to
 * the department that prescribed it (docs/reports.md, "Patients' returns"). A return names the
 * patient, the warehouse and the batch, not the dispensing, so the units are matched in order:
 * the patient's dispensings of that batch from that warehouse, oldest first, are laid end to end,
 * and so are the patient's returns of it (each allocation a segment, a cancelled return taking no
 * room); a return's segment falls on the dispensings it overlaps, and each share is charged to that
 * dispensing's prescription department. Later dispensings never change how an earlier return was
 * counted. Units beyond what was dispensed (only if a dispensing was cancelled after the return)
 * stay with the latest dispensing; a batch never dispensed to the patient has no department.
 *
 * Columns as `consumptionRows` (the department and treatment type are the matched dispensing's
 * prescription's): quantities signed as in the ledger (a return is an arrival, so it
 * lowers consumption; the cancellation of a return, a reversing row dated its own day, raises it
 * back). It reads the common table expressions of `patientReturnMatching`.
 */
export const patientReturnRows: SQL = sql`select r.hang_hoa_id,
                    sign(r.so_luong) * coalesce(m.so_luong, abs(r.so_luong)) as so_luong,
                    r.don_gia, r.loai_phieu, true as cho_benh_nhan, m.khoa_id,
                    m.loai_dieu_tri, r.ngay_chung_tu as ngay
             from pr_rows r
             left join pr_shares m on m.phan_bo_id = r.phan_bo_id`;

/**
 * The common table expressions `patientReturnRows` reads: the period's rows (`pr_rows`), and the
 * share of each return allocation charged to each prescribing department (`pr_shares`). `ids` is
 * the warehouses as a uuid[] parameter.
 */
export function patientReturnMatching(organisationId: string, ids: SQL, from: string, to: string): SQL {
  return sql`pr_rows as (
      select tk.hang_hoa_id, tk.so_luong, tk.don_gia, tk.loai_phieu, tk.phan_bo_id,
             tk.kho_id, tk.lo_hang_id, p.benh_nhan_id, tk.ngay_chung_tu
      from the_kho tk
      join phieu_kho p on p.id = tk.phieu_id
      where tk.to_chuc_id = ${organisationId} and tk.loai_phieu = 'TRA_THUOC'
        and tk.ngay_chung_tu between ${from}::date and ${to}::date
        and tk.kho_id = any(${ids}) and p.benh_nhan_id is not null
    ),
    pr_keys as (select distinct benh_nhan_id, kho_id, lo_hang_id from pr_rows),
    pr_moves as (
      select k.benh_nhan_id, k.kho_id, k.lo_hang_id, tk.phan_bo_id, p.loai_phieu, dt.khoa_id, dt.loai_dieu_tri,
             sum(tk.so_luong) filter (where not tk.la_dao_nguoc) as gross, sum(tk.so_luong) as net
      from pr_keys k
      join phieu_kho p on p.benh_nhan_id = k.benh_nhan_id and p.kho_id = k.kho_id
                      and p.to_chuc_id = ${organisationId} and p.loai_phieu in ('CAP_PHAT', 'TRA_THUOC')
      join the_kho tk on tk.phieu_id = p.id and tk.kho_id = k.kho_id and tk.lo_hang_id = k.lo_hang_id
      left join don_thuoc dt on dt.id = p.don_thuoc_id
      group by k.benh_nhan_id, k.kho_id, k.lo_hang_id, tk.phan_bo_id, p.loai_phieu, dt.khoa_id, dt.loai_dieu_tri
    ),
    pr_dispensed as (
      select benh_nhan_id, kho_id, lo_hang_id, khoa_id, loai_dieu_tri,
             sum(-net) over w + net as tu,
             case when row_number() over (partition by benh_nhan_id, kho_id, lo_hang_id order by phan_bo_id desc) = 1
                  then 'infinity'::numeric else sum(-net) over w end as den
      from pr_moves
      where loai_phieu = 'CAP_PHAT' and net < 0
      window w as (partition by benh_nhan_id, kho_id, lo_hang_id order by phan_bo_id)
    ),
    pr_returned as (
      select benh_nhan_id, kho_id, lo_hang_id, phan_bo_id, gross,
             coalesce(sum(net) over (partition by benh_nhan_id, kho_id, lo_hang_id order by phan_bo_id
                                     rows between unbounded preceding and 1 preceding), 0) as tu
      from pr_moves
      where loai_phieu = 'TRA_THUOC' and gross > 0
    ),
    pr_shares as (
      select r.phan_bo_id, d.khoa_id, d.loai_dieu_tri,
             least(r.tu + r.gross, d.den) - greatest(r.tu, d.tu) as so_luong
      from pr_returned r
      join pr_dispensed d on d.benh_nhan_id = r.benh_nhan_id and d.kho_id = r.kho_id
                         and d.lo_hang_id = r.lo_hang_id
                         and d.tu < r.tu + r.gross and d.den > r.tu
    )`;
}
