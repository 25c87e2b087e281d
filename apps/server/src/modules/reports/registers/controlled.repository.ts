import { sql } from 'drizzle-orm';
import type { ControlledRegister, ControlledRegisterRow } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { nextMonth } from '../report-period';
import { warehouseFilter } from '../report-scope.repository';

/** The management classes the register covers. */
export const CONTROLLED_CLASSES = ['GAY_NGHIEN', 'HUONG_THAN', 'TIEN_CHAT'] as const;

export interface ControlledFilter {
  organisationId: string;
  warehouseIds: string[] | null;
  from: string;
  to: string;
  /** The last closed month before the period (its month-end balance opens the register), or null. */
  anchor: string | null;
  goodsId?: string | undefined;
  managementClass?: (typeof CONTROLLED_CLASSES)[number] | undefined;
  page: number;
  pageSize: number;
}

type Row = ControlledRegisterRow & { total_count: string; t_nhap: number; t_xuat: number };

/**
 * Every ledger row of controlled goods in the period, in book order (date, time, id) per warehouse
 * and item, with the balance after it: the opening (anchor month-end balance plus the ledger up to
 * the day before the period) plus the running sum. The other side is the patient of a dispensing
 * or return, else the prescribing department, the other warehouse (its department), the supplier
 * or the receiving facility. A row of a signed day the signature did not cover is a correction
 * entry (`sau_khi_ky`, decision 0026).
 */
export async function controlledPage(exec: Executor, f: ControlledFilter) {
  const org = f.organisationId;
  const classes = f.managementClass ? [f.managementClass] : CONTROLLED_CLASSES;
  const goods = sql`h.to_chuc_id = ${org} and h.phan_loai_quan_ly in (${sql.join(
    classes.map((c) => sql`${c}`),
    sql`, `,
  )}) ${f.goodsId ? sql`and h.id = ${f.goodsId}` : sql``}`;
  const openingLedger = sql`t.ngay_chung_tu < ${f.from}::date
    ${f.anchor ? sql`and t.ngay_chung_tu >= ${nextMonth(f.anchor)}::date` : sql``}`;
  const rows = await queryRows<Row>(
    exec,
    sql`with opening as (
          select kho_id, hang_hoa_id, sum(so_luong) as so_luong from (
            ${
              f.anchor
                ? sql`select s.kho_id, s.hang_hoa_id, s.so_luong from so_du_thang s
                      join hang_hoa h on h.id = s.hang_hoa_id
                      where s.to_chuc_id = ${org} and s.thang = ${f.anchor}::date and ${goods}
                        ${warehouseFilter('s.kho_id', f.warehouseIds)}
                      union all`
                : sql``
            }
            select t.kho_id, t.hang_hoa_id, t.so_luong from the_kho t
            join hang_hoa h on h.id = t.hang_hoa_id
            where t.to_chuc_id = ${org} and ${openingLedger} and ${goods}
              ${warehouseFilter('t.kho_id', f.warehouseIds)}
          ) o group by kho_id, hang_hoa_id
        ),
        moves as (
          select t.id, t.kho_id, t.hang_hoa_id, t.lo_hang_id, t.phieu_id, t.loai_phieu, t.la_dao_nguoc,
                 t.ngay_chung_tu, t.thoi_gian, t.so_luong, t.nguoi_thuc_hien_id, t.nhom as nhom,
                 coalesce(o.so_luong, 0) + sum(t.so_luong) over (
                   partition by t.kho_id, t.hang_hoa_id order by t.ngay_chung_tu, t.thoi_gian, t.id
                 ) as ton
          from the_kho t
          join hang_hoa h on h.id = t.hang_hoa_id
          left join opening o on o.kho_id = t.kho_id and o.hang_hoa_id = t.hang_hoa_id
          where t.to_chuc_id = ${org} and t.ngay_chung_tu between ${f.from}::date and ${f.to}::date
            and ${goods} ${warehouseFilter('t.kho_id', f.warehouseIds)}
        )
        select m.id, m.kho_id, k.ten as kho_ten, h.id as hang_hoa_id, h.ma as hang_hoa_ma,
               h.ten as hang_hoa_ten, h.ham_luong, h.don_vi_tinh, h.phan_loai_quan_ly,
               m.ngay_chung_tu::text as ngay_chung_tu, p.id as phieu_id, p.so_phieu,
               m.loai_phieu, m.nhom, m.la_dao_nguoc, l.id as lo_hang_id, l.so_lo,
               l.han_dung::text as han_dung,
               greatest(m.so_luong, 0)::float8 as nhap, greatest(-m.so_luong, 0)::float8 as xuat,
               m.ton::float8 as ton, bn.id as benh_nhan_id, bn.ma as benh_nhan_ma,
               bn.ho_ten as benh_nhan_ten,
               coalesce(
                 prescribing.ten,
                 other_dept.ten || ' (' || other.ten || ')',
                 ncc.ten,
                 p.don_vi_nhan
               ) as doi_tac,
               to_char(m.thoi_gian at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as thoi_gian,
               writer.ho_ten as nguoi_ghi,
               (signed.id is not null and covered.the_kho_id is null) as sau_khi_ky,
               count(*) over () as total_count,
               sum(greatest(m.so_luong, 0)) over ()::float8 as t_nhap,
               sum(greatest(-m.so_luong, 0)) over ()::float8 as t_xuat
        from moves m
        join phieu_kho p on p.id = m.phieu_id
        join kho k on k.id = m.kho_id
        join hang_hoa h on h.id = m.hang_hoa_id
        join lo_hang l on l.id = m.lo_hang_id
        left join benh_nhan bn on bn.id = p.benh_nhan_id
        left join don_thuoc dt on dt.id = p.don_thuoc_id
        left join khoa prescribing on prescribing.id = dt.khoa_id
        left join kho other on other.id = case when p.kho_id = m.kho_id then p.kho_nhan_id else p.kho_id end
        left join khoa other_dept on other_dept.id = other.khoa_id
        left join nha_cung_cap ncc on ncc.id = p.nha_cung_cap_id
        left join nguoi_dung writer on writer.id = m.nguoi_thuc_hien_id
        left join ky_ngay_so_kiem_soat signed on signed.kho_id = m.kho_id and signed.ngay = m.ngay_chung_tu
        left join ky_ngay_so_kiem_soat_dong covered on covered.the_kho_id = m.id
        order by k.ma, m.kho_id, h.ma, m.hang_hoa_id, m.ngay_chung_tu, m.thoi_gian, m.id
        limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`,
  );
  const first = rows[0];
  const tong_cong: ControlledRegister['tong_cong'] = {
    so_dong: Number(first?.total_count ?? 0),
    nhap: Number(first?.t_nhap ?? 0),
    xuat: Number(first?.t_xuat ?? 0),
  };
  const dong: ControlledRegisterRow[] = rows.map(
    ({ total_count: _count, t_nhap: _nhap, t_xuat: _xuat, ...row }) => row,
  );
  return { dong, tong_cong };
}
