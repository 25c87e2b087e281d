import type {
  OverviewAwaiting,
  OverviewPrescriptionsAwaiting,
  OverviewStockFigures,
  OverviewWarehouse,
  StockWarningRule,
} from '@kho/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';
import { blockedBatchIds } from '../inventory/engine/lookups.repository';

/**
 * The dashboard's current-state figures: stock, warnings and what awaits someone. They read the
 * stock tables (`ton_kho`, `ton_kho_hang_hoa`), never the ledger, so their cost follows the
 * number of batches in stock, not years of movements.
 */

/** A list of ids as one uuid[] parameter (the same text on PostgreSQL and PGlite). */
export function uuidArray(ids: readonly string[]): SQL {
  return sql`${`{${ids.join(',')}}`}::uuid[]`;
}

/** The organisation's warehouses, all or those named, with their departments, in a stable order. */
export async function listScopeWarehouses(
  exec: Executor,
  organisationId: string,
  filter: { departmentId?: string | undefined; ids?: readonly string[] | undefined },
): Promise<OverviewWarehouse[]> {
  return queryRows<OverviewWarehouse>(
    exec,
    sql`select w.id, w.ma, w.ten, w.loai_kho, w.khoa_id, d.ten as khoa_ten
        from kho w join khoa d on d.id = w.khoa_id
        where w.to_chuc_id = ${organisationId} and w.hoat_dong
          ${filter.departmentId ? sql`and w.khoa_id = ${filter.departmentId}` : sql``}
          ${filter.ids ? sql`and w.id = any(${uuidArray(filter.ids)})` : sql``}
        order by d.ten, case w.loai_kho when 'KHO_TONG' then 0 when 'KHO_LE' then 1 else 2 end, w.ten, w.id`,
  );
}

/** The organisation's active stock warning rules (canhBaoTonKhoLoHang); malformed ones are skipped. */
export async function listWarningRuleValues(exec: Executor, organisationId: string): Promise<unknown[]> {
  const rows = await queryRows<{ gia_tri: unknown }>(
    exec,
    sql`select gia_tri from du_lieu_he_thong
        where to_chuc_id = ${organisationId} and loai = 'CANH_BAO_TON_KHO_LO_HANG' and hoat_dong`,
  );
  return rows.map((r) => r.gia_tri);
}

/**
 * Days from `today` to the end of the widest expiry rule (NGAY, THANG, NAM), by the calendar,
 * so "6 months" ends on the same day of the month six months on, as the stock screen colours it.
 */
export function expiryWindowDays(rules: readonly StockWarningRule[], today: string): number {
  const start = new Date(`${today}T00:00:00Z`);
  let widest = 0;
  for (const rule of rules) {
    const end = new Date(start);
    if (rule.loai_canh_bao === 'NGAY') end.setUTCDate(end.getUTCDate() + Math.floor(rule.so_luong));
    else if (rule.loai_canh_bao === 'THANG') end.setUTCMonth(end.getUTCMonth() + Math.floor(rule.so_luong));
    else if (rule.loai_canh_bao === 'NAM')
      end.setUTCFullYear(end.getUTCFullYear() + Math.floor(rule.so_luong));
    else continue;
    widest = Math.max(widest, Math.round((end.getTime() - start.getTime()) / 86_400_000));
  }
  return widest;
}

interface StockFigureRow {
  kho_id: string;
  gia_tri_ton: number;
  so_mat_hang: number;
  duoi_toi_thieu: number;
  sap_het_han_lo: number;
  sap_het_han_gia_tri: number;
  da_het_han_lo: number;
  da_het_han_gia_tri: number;
}

/**
 * Per warehouse: stock value and items (the per-goods summary), goods below their minimum (as the
 * stock screen's filter: usable = on hand less reserved of batches neither expired nor blocked;
 * a ward cabinet's minimum is its par level), and batches expiring within `windowDays` or expired.
 */
export async function stockFigures(
  exec: Executor,
  organisationId: string,
  warehouseIds: readonly string[],
  today: string,
  windowDays: number,
): Promise<OverviewStockFigures[]> {
  if (warehouseIds.length === 0) return [];
  const ids = uuidArray(warehouseIds);
  const rows = await queryRows<StockFigureRow>(
    exec,
    sql`with w as (select id, loai_kho from kho where id = any(${ids})),
        summary as (
          select kho_id, sum(gia_tri) as gia_tri, count(*) filter (where so_luong > 0) as so_mat_hang
          from ton_kho_hang_hoa where kho_id = any(${ids}) group by kho_id),
        minimums as (
          select w.id as kho_id, h.id as hang_hoa_id, h.ton_toi_thieu as toi_thieu
          from w join hang_hoa h on h.to_chuc_id = ${organisationId} and h.hoat_dong and h.ton_toi_thieu > 0
          where w.loai_kho <> 'TU_TRUC'
          union all
          select cs.kho_id, cs.hang_hoa_id, cs.so_luong
          from co_so_tu_truc cs join w on w.id = cs.kho_id and w.loai_kho = 'TU_TRUC'
          join hang_hoa h on h.id = cs.hang_hoa_id and h.hoat_dong
          where cs.so_luong > 0),
        blocked as (select ${blockedBatchIds(organisationId)} as ids),
        -- What is on hand but not usable: all of an expired or blocked batch, the reserved part of
        -- the others. Only such stock rows are read; usable = the per-goods on hand less it.
        not_usable as (
          select t.kho_id, t.hang_hoa_id,
                 sum(case when t.han_dung < ${today}::date or t.lo_hang_id = any(b.ids) then t.so_luong
                          else t.so_luong_giu end) as so_luong
          from ton_kho t cross join blocked b
          where t.kho_id = any(${ids}) and t.so_luong > 0
            and (t.han_dung < ${today}::date or t.so_luong_giu > 0 or t.lo_hang_id = any(b.ids))
          group by t.kho_id, t.hang_hoa_id),
        usable as (
          select s.kho_id, s.hang_hoa_id, s.so_luong - coalesce(n.so_luong, 0) as kha_dung
          from ton_kho_hang_hoa s
          left join not_usable n on n.kho_id = s.kho_id and n.hang_hoa_id = s.hang_hoa_id
          where s.kho_id = any(${ids})),
        below as (
          select m.kho_id, count(*) as n from minimums m
          left join usable u on u.kho_id = m.kho_id and u.hang_hoa_id = m.hang_hoa_id
          where coalesce(u.kha_dung, 0) < m.toi_thieu group by m.kho_id),
        expiry as (
          select t.kho_id,
                 count(*) filter (where t.han_dung >= ${today}::date) as sap_lo,
                 sum(t.so_luong * t.don_gia) filter (where t.han_dung >= ${today}::date) as sap_gia_tri,
                 count(*) filter (where t.han_dung < ${today}::date) as het_lo,
                 sum(t.so_luong * t.don_gia) filter (where t.han_dung < ${today}::date) as het_gia_tri
          from ton_kho t
          where t.kho_id = any(${ids}) and t.so_luong > 0
            and t.han_dung <= ${today}::date + ${windowDays}::int
          group by t.kho_id)
        select w.id as kho_id,
               round(coalesce(s.gia_tri, 0), 2)::float8 as gia_tri_ton,
               coalesce(s.so_mat_hang, 0)::int as so_mat_hang,
               coalesce(b.n, 0)::int as duoi_toi_thieu,
               coalesce(e.sap_lo, 0)::int as sap_het_han_lo,
               round(coalesce(e.sap_gia_tri, 0), 2)::float8 as sap_het_han_gia_tri,
               coalesce(e.het_lo, 0)::int as da_het_han_lo,
               round(coalesce(e.het_gia_tri, 0), 2)::float8 as da_het_han_gia_tri
        from w left join summary s on s.kho_id = w.id
        left join below b on b.kho_id = w.id
        left join expiry e on e.kho_id = w.id`,
  );
  // With no expiry rule nothing is "expiring soon"; the query still counted the expired.
  return rows.map((r) => ({
    kho_id: r.kho_id,
    gia_tri_ton: Number(r.gia_tri_ton),
    so_mat_hang: Number(r.so_mat_hang),
    duoi_toi_thieu: Number(r.duoi_toi_thieu),
    sap_het_han:
      windowDays > 0
        ? { so_lo: Number(r.sap_het_han_lo), gia_tri: Number(r.sap_het_han_gia_tri) }
        : { so_lo: 0, gia_tri: 0 },
    da_het_han: { so_lo: Number(r.da_het_han_lo), gia_tri: Number(r.da_het_han_gia_tri) },
  }));
}

/**
 * Vouchers awaiting approval per kind and approving warehouse: a medicine return is approved by
 * the warehouse it goes back to (`kho_nhan_id`), every other kind by its `kho_id` (decision 0009).
 */
export async function awaitingApproval(
  exec: Executor,
  organisationId: string,
  warehouseIds: readonly string[],
): Promise<OverviewAwaiting[]> {
  if (warehouseIds.length === 0) return [];
  const rows = await queryRows<OverviewAwaiting>(exec, awaitingApprovalSql(organisationId, warehouseIds));
  return rows.map((r) => ({ ...r, so_phieu: Number(r.so_phieu) }));
}

/** `awaitingApproval`'s statement (its plan is checked by a test: the awaiting vouchers' index). */
export function awaitingApprovalSql(organisationId: string, warehouseIds: readonly string[]): SQL {
  const ids = uuidArray(warehouseIds);
  return sql`select loai_phieu, approver as kho_id, count(*)::int as so_phieu from (
          select loai_phieu, case when loai_phieu = 'TRA_THUOC' then kho_nhan_id else kho_id end as approver
          from phieu_kho
          where to_chuc_id = ${organisationId} and trang_thai = 'CHO_DUYET'
            and (kho_id = any(${ids}) or kho_nhan_id = any(${ids}))) p
        where approver = any(${ids})
        group by loai_phieu, approver
        order by loai_phieu, approver`;
}

/** Prescriptions waiting at each dispensing warehouse: none dispensed yet, or part. */
export async function prescriptionsAwaiting(
  exec: Executor,
  warehouseIds: readonly string[],
): Promise<OverviewPrescriptionsAwaiting[]> {
  if (warehouseIds.length === 0) return [];
  const rows = await queryRows<OverviewPrescriptionsAwaiting>(
    exec,
    sql`select kho_id,
               count(*) filter (where trang_thai = 'CHO_CAP_PHAT')::int as cho_cap_phat,
               count(*) filter (where trang_thai = 'CAP_PHAT_MOT_PHAN')::int as cap_phat_mot_phan
        from don_thuoc
        where kho_id = any(${uuidArray(warehouseIds)}) and trang_thai in ('CHO_CAP_PHAT', 'CAP_PHAT_MOT_PHAN')
        group by kho_id order by kho_id`,
  );
  return rows.map((r) => ({
    kho_id: r.kho_id,
    cho_cap_phat: Number(r.cho_cap_phat),
    cap_phat_mot_phan: Number(r.cap_phat_mot_phan),
  }));
}

/** Goods items with stock in any of the warehouses (an item in two warehouses counts once). */
export async function distinctGoodsInStock(exec: Executor, warehouseIds: readonly string[]): Promise<number> {
  if (warehouseIds.length === 0) return 0;
  const [row] = await queryRows<{ n: number }>(
    exec,
    sql`select count(distinct hang_hoa_id)::int as n from ton_kho_hang_hoa
        where kho_id = any(${uuidArray(warehouseIds)}) and so_luong > 0`,
  );
  return Number(row?.n ?? 0);
}

export async function departmentExists(exec: Executor, organisationId: string, departmentId: string) {
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`select id from khoa where id = ${departmentId} and to_chuc_id = ${organisationId}`,
  );
  return rows.length > 0;
}
