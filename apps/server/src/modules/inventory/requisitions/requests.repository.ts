import type { ParSuggestion, PatientReturnableBatch } from '@kho/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { phieuKhoChiTiet } from '../../../db/schema/index';

/** SQL of requisitions and returns (requisition.*, returns.*). */

/** A warehouse of the organisation with the warehouse it requisitions from (kho_nguon_id). */
export async function findWarehouseSource(exec: Executor, organisationId: string, warehouseId: string) {
  const rows = await queryRows<{ ten: string; kho_nguon_id: string | null; kho_nguon_ten: string | null }>(
    exec,
    sql`select k.ten, k.kho_nguon_id, n.ten as kho_nguon_ten
        from kho k left join kho n on n.id = k.kho_nguon_id
        where k.id = ${warehouseId} and k.to_chuc_id = ${organisationId}`,
  );
  return rows[0];
}

/**
 * The top-up a cabinet would ask for now, per item with a par level: par level minus usable stock
 * on hand (expired and blocked batches are going back, not serving patients) minus what the
 * cabinet's requisitions awaiting approval already ask. Only positive suggestions.
 */
export async function listParSuggestions(
  exec: Executor,
  organisationId: string,
  cabinetId: string,
  today: string,
): Promise<ParSuggestion[]> {
  return queryRows<ParSuggestion>(
    exec,
    sql`with ton as (
          select t.hang_hoa_id, sum(t.so_luong) as so_luong
          from ton_kho t join lo_hang b on b.id = t.lo_hang_id
          where t.kho_id = ${cabinetId} and b.han_dung >= ${today}::date and not b.bi_khoa
          group by t.hang_hoa_id
        ), dang as (
          select c.hang_hoa_id, sum(c.so_luong) as so_luong
          from phieu_kho p join phieu_kho_chi_tiet c on c.phieu_id = p.id
          where p.to_chuc_id = ${organisationId} and p.loai_phieu = 'LINH_HANG'
            and p.trang_thai = 'CHO_DUYET' and p.kho_nhan_id = ${cabinetId}
          group by c.hang_hoa_id
        ), goi_y as (
          select cs.hang_hoa_id, cs.so_luong as co_so, coalesce(ton.so_luong, 0) as ton_kho,
                 coalesce(dang.so_luong, 0) as dang_linh
          from co_so_tu_truc cs
          left join ton on ton.hang_hoa_id = cs.hang_hoa_id
          left join dang on dang.hang_hoa_id = cs.hang_hoa_id
          where cs.kho_id = ${cabinetId} and cs.to_chuc_id = ${organisationId}
        )
        select h.id as hang_hoa_id, h.ma as hang_hoa_ma, h.ten as hang_hoa_ten, h.ham_luong, h.don_vi_tinh,
               h.phan_loai_quan_ly, g.co_so::float8 as co_so, g.ton_kho::float8 as ton_kho,
               g.dang_linh::float8 as dang_linh, (g.co_so - g.ton_kho - g.dang_linh)::float8 as de_xuat
        from goi_y g join hang_hoa h on h.id = g.hang_hoa_id
        where h.hoat_dong and g.co_so - g.ton_kho - g.dang_linh > 0
        order by h.ten, h.ma`,
  );
}

/** Who submitted the voucher, to tell them of the answer. */
export async function findSubmitter(exec: Executor, voucherId: string): Promise<string | null> {
  const rows = await queryRows<{ nguoi_gui_id: string | null }>(
    exec,
    sql`select nguoi_gui_id from phieu_kho where id = ${voucherId}`,
  );
  return rows[0]?.nguoi_gui_id ?? null;
}

/** Batches named by a return, with the supplier and tender line they came under. */
export async function findReturnBatches(exec: Executor, organisationId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return queryRows<{
    id: string;
    hang_hoa_id: string;
    so_lo: string;
    nha_cung_cap_id: string | null;
    goi_thau_chi_tiet_id: string | null;
  }>(
    exec,
    sql`select id, hang_hoa_id, so_lo, nha_cung_cap_id, goi_thau_chi_tiet_id from lo_hang
        where to_chuc_id = ${organisationId}
          and id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
  );
}

/**
 * Takes a returned quantity off a tender line's received quantity, never below zero (stock counted
 * in by a stocktake surplus was never received under the tender); answers what it took.
 */
export async function takeBackReceived(
  tx: Executor,
  organisationId: string,
  tenderLineId: string,
  quantity: number,
): Promise<number> {
  const rows = await queryRows<{ taken: string }>(
    tx,
    sql`with before as (
          select id, so_luong_da_nhap from goi_thau_chi_tiet
          where id = ${tenderLineId} and to_chuc_id = ${organisationId}
          for update)
        update goi_thau_chi_tiet g
        set so_luong_da_nhap = g.so_luong_da_nhap - least(before.so_luong_da_nhap, ${quantity}::numeric)
        from before where g.id = before.id
        returning least(before.so_luong_da_nhap, ${quantity}::numeric) as taken`,
  );
  return Number(rows[0]?.taken ?? 0);
}

/** Records on a goods-return line what its approval took off the tender line. */
export async function recordTenderTaken(tx: Executor, lineId: string, quantity: number): Promise<void> {
  await tx
    .update(phieuKhoChiTiet)
    .set({ so_luong_thau_da_tru: quantity })
    .where(eq(phieuKhoChiTiet.id, lineId));
}

/**
 * The patient's name, or nothing when the patient is not of the organisation. With `lock`, the
 * patient row stays locked to the commit: returns of one patient are checked one at a time, so two
 * of them cannot both take the same returnable quantity.
 */
export async function findReturningPatient(
  exec: Executor,
  organisationId: string,
  patientId: string,
  lock = false,
): Promise<{ ho_ten: string } | undefined> {
  const rows = await queryRows<{ ho_ten: string }>(
    exec,
    sql`select ho_ten from benh_nhan where id = ${patientId} and to_chuc_id = ${organisationId}
        ${lock ? sql`for update` : sql``}`,
  );
  return rows[0];
}

/**
 * What the patient may give back to the warehouse, batch by batch: dispensed to them from it by
 * completed dispensings (lines reversed on their own aside), minus what their returns to it brought
 * back or ask (completed, awaiting approval), the return `excluding` aside. A draft holds nothing
 * back until it is submitted.
 */
export async function listPatientReturnable(
  exec: Executor,
  organisationId: string,
  query: { warehouseId: string; patientId: string; excluding: string | null },
): Promise<PatientReturnableBatch[]> {
  const rows = await queryRows<Record<string, unknown>>(
    exec,
    sql`with cap as (
          select pb.lo_hang_id, sum(pb.so_luong) as so_luong
          from phieu_kho p join phieu_kho_phan_bo pb on pb.phieu_id = p.id and pb.kho_id = p.kho_id
          join phieu_kho_chi_tiet pc on pc.id = pb.chi_tiet_id and pc.ngay_dao_nguoc is null
          where p.to_chuc_id = ${organisationId} and p.loai_phieu = 'CAP_PHAT' and p.trang_thai = 'HOAN_THANH'
            and p.benh_nhan_id = ${query.patientId} and p.kho_id = ${query.warehouseId}
          group by pb.lo_hang_id
        ), tra as (
          select c.lo_hang_id, sum(c.so_luong) as so_luong
          from phieu_kho p join phieu_kho_chi_tiet c on c.phieu_id = p.id
          where p.to_chuc_id = ${organisationId} and p.loai_phieu = 'TRA_THUOC'
            and p.trang_thai in ('CHO_DUYET', 'HOAN_THANH')
            and p.benh_nhan_id = ${query.patientId} and p.kho_id = ${query.warehouseId}
            and p.id is distinct from ${query.excluding}::uuid
          group by c.lo_hang_id
        )
        select h.id as hang_hoa_id, h.ma as hang_hoa_ma, h.ten as hang_hoa_ten, h.ham_luong, h.don_vi_tinh,
               b.id as lo_hang_id, b.so_lo, b.han_dung::text as han_dung,
               cap.so_luong::float8 as da_cap, coalesce(tra.so_luong, 0)::float8 as da_tra,
               greatest(cap.so_luong - coalesce(tra.so_luong, 0), 0)::float8 as con_tra
        from cap join lo_hang b on b.id = cap.lo_hang_id join hang_hoa h on h.id = b.hang_hoa_id
        left join tra on tra.lo_hang_id = cap.lo_hang_id
        order by h.ten, b.han_dung, b.so_lo`,
  );
  return rows.map((r) => ({
    ...(r as unknown as PatientReturnableBatch),
    da_cap: Number(r.da_cap),
    da_tra: Number(r.da_tra),
    con_tra: Number(r.con_tra),
  }));
}

/** A return line's value is its batch's unit cost (what the line names is what comes back). */
export async function priceNamedBatchLines(tx: Executor, voucherId: string): Promise<void> {
  await tx.execute(
    sql`update phieu_kho_chi_tiet c
        set don_gia = b.don_gia, thanh_tien = round(c.so_luong * b.don_gia, 2)
        from lo_hang b where b.id = c.lo_hang_id and c.phieu_id = ${voucherId}`,
  );
}
