import type { OverviewDepartmentUse, OverviewMonth, OverviewTopItem } from '@kho/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { lastDayOf } from '../reports/report-period';
import { uuidArray } from './overview-stock.repository';
import { patientReturnMatching, patientReturnRows } from './patient-return-consumption.repository';

/**
 * The dashboard's movement figures, read from the ledger (`the_kho`) through its (organisation,
 * date) index, so only the rows of the period are read.
 */

/**
 * Value in and out per month over `months` (first days, oldest first) up to `toDay`, as each shown
 * warehouse's own book sees it (a transfer between two shown warehouses is out of one and into
 * the other). Closed months come from the movement values stored per warehouse when they closed
 * (`phat_sinh_thang_kho`, decisions 0011 and 0035), open months that have ended from their running
 * totals (`luy_ke_phat_sinh`, decision 0041), and the month of `toDay` from its ledger rows up to
 * that day. All go by the rows' report category (names start with NHAP_ or XUAT_): a reversing
 * row counts against the direction it undoes (cancelling a receipt lowers receipts, not raises
 * issues), and medicine a patient returns nets the dispensed issues.
 */
export async function monthlyMovements(
  exec: Executor,
  organisationId: string,
  warehouseIds: readonly string[],
  months: readonly string[],
  closedMonths: readonly string[],
  toDay: string,
): Promise<OverviewMonth[]> {
  if (warehouseIds.length === 0 || months.length === 0) return [];
  const ids = uuidArray(warehouseIds);
  const closed = months.filter((m) => closedMonths.includes(m));
  const open = months.filter((m) => !closedMonths.includes(m));
  // An open month that has ended is summed in its totals; only the month of `toDay` reads the ledger.
  const ended = open.filter((m) => lastDayOf(m) <= toDay);
  const current = open.filter((m) => !ended.includes(m));
  const monthValues = (table: 'phat_sinh_thang_kho' | 'luy_ke_phat_sinh', list: string[]) =>
    sql`select to_char(thang, 'YYYY-MM') as thang,
               sum(gia_tri) filter (where nhom like 'NHAP%') as nhap,
               -sum(gia_tri) filter (where nhom like 'XUAT%') as xuat
        from ${sql.raw(table)}
        where to_chuc_id = ${organisationId} and thang = any(${`{${list.join(',')}}`}::date[]) and kho_id = any(${ids})
        group by thang`;
  const parts: SQL[] = [];
  if (closed.length > 0) parts.push(monthValues('phat_sinh_thang_kho', closed));
  if (ended.length > 0) parts.push(monthValues('luy_ke_phat_sinh', ended));
  if (current.length > 0) {
    parts.push(sql`select to_char(${current[0]}::date, 'YYYY-MM') as thang,
                          sum(so_luong * don_gia) filter (where nhom like 'NHAP%') as nhap,
                          -sum(so_luong * don_gia) filter (where nhom like 'XUAT%') as xuat
                   from the_kho
                   where ngay_chung_tu between ${current[0]}::date and ${toDay}::date and kho_id = any(${ids})`);
  }
  const rows = await queryRows<{ thang: string; nhap: string | null; xuat: string | null }>(
    exec,
    sql`select thang, round(sum(nhap), 2) as nhap, round(sum(xuat), 2) as xuat
        from (${sql.join(parts, sql` union all `)}) m group by thang`,
  );
  return rows.map((r) => ({ thang: r.thang, nhap: Number(r.nhap ?? 0), xuat: Number(r.xuat ?? 0) }));
}

/**
 * Ledger rows of consumption by the shown warehouses in the period, with the department that used
 * the goods: dispensed to patients (the prescription's department), and supplies to a ward
 * cabinet that is not itself shown (issued to it or granted on its requisition: the cabinet's
 * department), less medicine a ward cabinet returned. Moves between pharmacy warehouses (a
 * dispensary's requisition, transfers), between shown warehouses, to other facilities,
 * destruction and testing are not consumption. Medicine a patient gives back lowers the consumption
 * of the department that prescribed it (patient-return-consumption.repository.ts). Quantities are
 * signed as in the ledger (out negative), so reversals and returns net out. The consumption report
 * (reports/consumption.repository.ts) reads the same rows, split by `cho_benh_nhan` into supplies
 * to wards and dispensing to patients (net of their returns); form 05D also by `loai_dieu_tri`, the
 * prescription's treatment type (null for supplies to wards); form 16D by the day (`ngay`).
 */
export function consumptionRows(
  organisationId: string,
  warehouseIds: readonly string[],
  from: string,
  to: string,
): SQL {
  const ids = uuidArray(warehouseIds);
  return sql`with ${patientReturnMatching(organisationId, ids, from, to)}
             select tk.hang_hoa_id, tk.so_luong, tk.don_gia, tk.loai_phieu,
                    tk.loai_phieu = 'CAP_PHAT' as cho_benh_nhan,
                    case tk.loai_phieu when 'CAP_PHAT' then dt.khoa_id
                                       when 'TRA_THUOC' then giving.khoa_id
                                       else receiving.khoa_id end as khoa_id,
                    case when tk.loai_phieu = 'CAP_PHAT' then dt.loai_dieu_tri end as loai_dieu_tri,
                    tk.ngay_chung_tu as ngay
             from the_kho tk
             join phieu_kho p on p.id = tk.phieu_id
             left join don_thuoc dt on dt.id = p.don_thuoc_id
             left join kho receiving on receiving.id = p.kho_nhan_id
             left join kho giving on giving.id = p.kho_id
             where tk.ngay_chung_tu between ${from}::date and ${to}::date
               and tk.kho_id = any(${ids}) and ${usedByWardsOrPatients(ids)}
             union all
             ${patientReturnRows}`;
}

/**
 * Whether ledger row `tk` of voucher `p` (`receiving` its receiving warehouse, `giving` its own) is
 * consumption as `consumptionRows` counts it, apart from patients' returns; `ids` is the shown
 * warehouses as a uuid[]. Shared with the procurement plan, which reads the ledger once for both
 * demand and days in stock.
 */
export function usedByWardsOrPatients(ids: SQL): SQL {
  return sql`tk.loai_phieu in ('CAP_PHAT', 'XUAT_KHO', 'LINH_HANG', 'TRA_THUOC')
               and (tk.loai_phieu = 'CAP_PHAT'
                 or (tk.loai_phieu in ('XUAT_KHO', 'LINH_HANG') and tk.kho_id = p.kho_id
                     and receiving.loai_kho = 'TU_TRUC' and not receiving.id = any(${ids}))
                 or (tk.loai_phieu = 'TRA_THUOC' and tk.kho_id = p.kho_nhan_id
                     and giving.loai_kho = 'TU_TRUC' and not giving.id = any(${ids})))`;
}

/**
 * The goods consumed most by value in the period (at most `limit`) and the consumption value per
 * department, largest first, both net of returns and reversals: one pass over the period's
 * consumption rows, summed by goods and by department at once (grouping sets).
 */
export async function consumptionSummary(
  exec: Executor,
  organisationId: string,
  warehouseIds: readonly string[],
  from: string,
  to: string,
  limit: number,
): Promise<{ topItems: OverviewTopItem[]; departments: OverviewDepartmentUse[] }> {
  if (warehouseIds.length === 0) return { topItems: [], departments: [] };
  const rows = await queryRows<{
    by_department: boolean;
    id: string | null;
    ma: string | null;
    ten: string | null;
    ham_luong: string | null;
    don_vi_tinh: string | null;
    so_luong: number | null;
    gia_tri: number;
  }>(
    exec,
    sql`with c as (${consumptionRows(organisationId, warehouseIds, from, to)}),
        s as materialized (
          select grouping(c.khoa_id) = 0 as by_department, c.hang_hoa_id, c.khoa_id,
                 -sum(c.so_luong) as so_luong, -sum(c.so_luong * c.don_gia) as gia_tri
          from c group by grouping sets ((c.hang_hoa_id), (c.khoa_id))
          having sum(c.so_luong * c.don_gia) < 0
        ),
        items as (
          select false as by_department, h.id, h.ma, h.ten, h.ham_luong, h.don_vi_tinh,
                 s.so_luong::float8 as so_luong, round(s.gia_tri, 2)::float8 as gia_tri,
                 row_number() over (order by s.gia_tri desc, h.ma) as n
          from s join hang_hoa h on h.id = s.hang_hoa_id
          where not s.by_department
        ),
        departments as (
          select true as by_department, s.khoa_id as id, null::text as ma, d.ten, null::text as ham_luong,
                 null::text as don_vi_tinh, null::float8 as so_luong, round(s.gia_tri, 2)::float8 as gia_tri,
                 row_number() over (order by s.gia_tri desc, d.ten) as n
          from s left join khoa d on d.id = s.khoa_id
          where s.by_department
        )
        select by_department, id, ma, ten, ham_luong, don_vi_tinh, so_luong, gia_tri
        from (select * from items where n <= ${limit} union all select * from departments) r
        order by by_department, n`,
  );
  return {
    topItems: rows
      .filter((r) => !r.by_department)
      .map((r) => ({
        hang_hoa_id: r.id!,
        ma: r.ma!,
        ten: r.ten!,
        ham_luong: r.ham_luong,
        don_vi_tinh: r.don_vi_tinh!,
        so_luong: Number(r.so_luong),
        gia_tri: Number(r.gia_tri),
      })),
    departments: rows
      .filter((r) => r.by_department)
      .map((r) => ({ khoa_id: r.id, khoa_ten: r.ten, gia_tri: Number(r.gia_tri) })),
  };
}
