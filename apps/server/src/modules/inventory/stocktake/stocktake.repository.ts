import type {
  CommitteeMember,
  CommitteeMemberInput,
  PhamViKiemKe,
  SnapshotDrift,
  StocktakeLine,
  StocktakeTotals,
} from '@kho/contracts';
import { eq, sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { kiemKe, kiemKeHoiDong } from '../../../db/schema/index';
import { newId } from '../../../platform/ids';
import { jsonRecords } from '../../../db/json-records';

/** What a stocktake counts (kiem_ke): the scope fixed at creation and when the books were snapshotted. */
export interface StocktakeScope {
  pham_vi: PhamViKiemKe;
  nhom_hang_hoa_id: string | null;
  han_dung_truoc: string | null;
}

export async function insertStocktakeHeader(
  tx: Executor,
  values: StocktakeScope & { phieu_id: string; to_chuc_id: string },
): Promise<void> {
  await tx.insert(kiemKe).values({ ...values, thoi_diem_chot_so: sql`now()` });
}

export async function markSnapshotTaken(tx: Executor, voucherId: string): Promise<void> {
  await tx
    .update(kiemKe)
    .set({ thoi_diem_chot_so: sql`now()` })
    .where(eq(kiemKe.phieu_id, voucherId));
}

export async function findStocktakeHeader(exec: Executor, voucherId: string) {
  const rows = await queryRows<
    StocktakeScope & { nhom_hang_hoa_ten: string | null; thoi_diem_chot_so: Date | string }
  >(
    exec,
    sql`select k.pham_vi, k.nhom_hang_hoa_id, n.ten as nhom_hang_hoa_ten,
               k.han_dung_truoc::text as han_dung_truoc, k.thoi_diem_chot_so
        from kiem_ke k left join nhom_hang_hoa n on n.id = k.nhom_hang_hoa_id
        where k.phieu_id = ${voucherId}`,
  );
  const row = rows[0];
  if (!row) return undefined;
  return { ...row, thoi_diem_chot_so: new Date(row.thoi_diem_chot_so).toISOString() };
}

/** The committee as the minutes sign it (the list is replaced whole on every header save). */
export async function replaceCommittee(
  tx: Executor,
  organisationId: string,
  voucherId: string,
  members: (CommitteeMemberInput & { nhan_vien_id: string | null; chuc_danh: string | null })[],
): Promise<void> {
  await tx.delete(kiemKeHoiDong).where(eq(kiemKeHoiDong.phieu_id, voucherId));
  if (members.length === 0) return;
  await tx.insert(kiemKeHoiDong).values(
    members.map((m, i) => ({
      id: newId(),
      to_chuc_id: organisationId,
      phieu_id: voucherId,
      stt: i + 1,
      nhan_vien_id: m.nhan_vien_id,
      ho_ten: m.ho_ten,
      chuc_danh: m.chuc_danh,
      vai_tro: m.vai_tro,
    })),
  );
}

export async function listCommittee(exec: Executor, voucherId: string): Promise<CommitteeMember[]> {
  return queryRows<CommitteeMember>(
    exec,
    sql`select id, stt, nhan_vien_id, ho_ten, chuc_danh, vai_tro from kiem_ke_hoi_dong
        where phieu_id = ${voucherId} order by stt`,
  );
}

/** Staff ids of the organisation among those named (a committee names staff of its own organisation). */
export async function knownStaffIds(
  exec: Executor,
  organisationId: string,
  ids: string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`select id from nhan_vien where to_chuc_id = ${organisationId}
          and id in (${sql.join(
            ids.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
  );
  return new Set(rows.map((r) => r.id));
}

/** Every line in one query, by goods name then expiry (the order counters walk the shelves). */
export async function listStocktakeLines(exec: Executor, voucherId: string): Promise<StocktakeLine[]> {
  return queryRows<StocktakeLine>(
    exec,
    sql`select c.id, c.stt, c.hang_hoa_id, h.ma as hang_hoa_ma, h.ten as hang_hoa_ten, h.ham_luong,
               h.don_vi_tinh, h.nuoc_san_xuat, h.phan_loai_quan_ly, h.loai_hang_hoa, coalesce(b.ma_vach, h.ma_vach) as ma_vach,
               c.lo_hang_id, c.so_lo, c.han_dung::text as han_dung, c.don_gia::float8 as don_gia,
               c.so_luong_so_sach::float8 as so_luong_so_sach, c.so_luong_thuc_te::float8 as so_luong_thuc_te,
               c.so_luong_hong::float8 as so_luong_hong, c.ghi_chu
        from kiem_ke_chi_tiet c
        join hang_hoa h on h.id = c.hang_hoa_id
        left join lo_hang b on b.id = c.lo_hang_id
        where c.phieu_id = ${voucherId}
        order by h.ten, c.han_dung, c.so_lo, c.stt`,
  );
}

/** Values on exact numeric: book, counted, surplus and shortage (uncounted lines count nothing). */
export async function stocktakeTotals(exec: Executor, voucherId: string): Promise<StocktakeTotals> {
  const rows = await queryRows<StocktakeTotals>(
    exec,
    sql`select count(*)::int as so_dong, count(so_luong_thuc_te)::int as da_dem,
               round(coalesce(sum(so_luong_so_sach * don_gia), 0), 2)::float8 as gia_tri_so_sach,
               round(coalesce(sum(so_luong_thuc_te * don_gia), 0), 2)::float8 as gia_tri_thuc_te,
               round(coalesce(sum(greatest(so_luong_thuc_te - so_luong_so_sach, 0) * don_gia), 0), 2)::float8
                 as gia_tri_thua,
               round(coalesce(sum(greatest(so_luong_so_sach - so_luong_thuc_te, 0) * don_gia), 0), 2)::float8
                 as gia_tri_thieu
        from kiem_ke_chi_tiet where phieu_id = ${voucherId}`,
  );
  return rows[0]!;
}

/**
 * The book row of a stocktake: `so_dong` its line count, `tong_tien` the net value of its variance
 * (surplus less shortage of the lines counted so far), which is what its approval will book.
 */
export async function refreshStocktakeTotals(tx: Executor, voucherId: string): Promise<void> {
  await tx.execute(
    sql`update phieu_kho p set
          so_dong = s.so_dong,
          tong_tien = s.chenh_lech
        from (select count(*)::int as so_dong,
                     round(coalesce(sum((so_luong_thuc_te - so_luong_so_sach) * don_gia), 0), 2) as chenh_lech
              from kiem_ke_chi_tiet where phieu_id = ${voucherId}) s
        where p.id = ${voucherId}`,
  );
}

export interface CountWrite {
  id: string;
  so_luong_thuc_te: number | null;
  so_luong_hong: number;
  ghi_chu: string | null;
}

/**
 * Writes counts in one statement (the batch travels as one JSON parameter, whatever its size).
 * A cleared count clears its damaged part. `keepNotes`: an empty note keeps the line's note (a
 * spreadsheet row without one). Answers the ids written: lines of another stocktake are not.
 */
export async function writeCounts(
  tx: Executor,
  voucherId: string,
  counts: CountWrite[],
  keepNotes = false,
): Promise<number> {
  const note = keepNotes ? sql`coalesce(v.ghi_chu, c.ghi_chu)` : sql`v.ghi_chu`;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with v as (
          select * from ${jsonRecords(counts)}
            as v(id uuid, so_luong_thuc_te numeric, so_luong_hong numeric, ghi_chu text)
        ), written as (
          update kiem_ke_chi_tiet c set
            so_luong_thuc_te = v.so_luong_thuc_te,
            so_luong_hong = case when v.so_luong_thuc_te is null then 0 else v.so_luong_hong end,
            ghi_chu = ${note}
          from v where c.id = v.id and c.phieu_id = ${voucherId}
          returning c.id
        )
        select count(*)::int as n from written`,
  );
  return Number(rows[0]?.n ?? 0);
}

export async function countUncounted(exec: Executor, voucherId: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    exec,
    sql`select count(*)::int as n from kiem_ke_chi_tiet where phieu_id = ${voucherId} and so_luong_thuc_te is null`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Lines whose book quantity differs from the warehouse's on-hand now. Inside an approval the stock
 * rows are locked first, so this read is what the adjustments will be applied to.
 */
export async function findSnapshotDrift(
  exec: Executor,
  voucherId: string,
  warehouseId: string,
): Promise<SnapshotDrift[]> {
  return queryRows<SnapshotDrift>(
    exec,
    sql`select c.id, h.ten as hang_hoa_ten, c.so_lo, c.so_luong_so_sach::float8 as so_luong_so_sach,
               coalesce(t.so_luong, 0)::float8 as so_luong_hien_tai
        from kiem_ke_chi_tiet c
        join hang_hoa h on h.id = c.hang_hoa_id
        left join ton_kho t on t.kho_id = ${warehouseId} and t.lo_hang_id = c.lo_hang_id
        where c.phieu_id = ${voucherId} and c.lo_hang_id is not null
          and coalesce(t.so_luong, 0) <> c.so_luong_so_sach
        order by h.ten, c.han_dung, c.so_lo`,
  );
}

/** An open stocktake (draft, awaiting approval or rejected) of the warehouse. */
export async function findOpenStocktake(
  exec: Executor,
  organisationId: string,
  warehouseId: string,
): Promise<{ so_phieu: string } | undefined> {
  const rows = await queryRows<{ so_phieu: string }>(
    exec,
    sql`select so_phieu from phieu_kho
        where to_chuc_id = ${organisationId} and loai_phieu = 'KIEM_KE' and kho_id = ${warehouseId}
          and trang_thai in ('LUU_TAM', 'CHO_DUYET', 'TU_CHOI')
        limit 1`,
  );
  return rows[0];
}

export async function findGroupName(
  exec: Executor,
  organisationId: string,
  groupId: string,
): Promise<string | undefined> {
  const rows = await queryRows<{ ten: string }>(
    exec,
    sql`select ten from nhom_hang_hoa where id = ${groupId} and to_chuc_id = ${organisationId}`,
  );
  return rows[0]?.ten;
}
