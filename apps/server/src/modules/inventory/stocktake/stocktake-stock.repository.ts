import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import type { StocktakeScope } from './stocktake.repository';

/**
 * A UUIDv7 made by the database (48-bit millisecond time, version 7, random rest: the format of
 * the application's ids), so a snapshot of thousands of batches is one INSERT ... SELECT.
 */
const uuidV7 = sql`encode(set_bit(set_bit(overlay(uuid_send(gen_random_uuid())
  placing substring(int8send(floor(extract(epoch from clock_timestamp()) * 1000)::bigint) from 3)
  from 1 for 6), 52, 1), 53, 1), 'hex')::uuid`;

/** The batches a scope takes, on `b` (lo_hang) and `h` (hang_hoa); a group takes its subgroups too. */
function scopeCondition(scope: StocktakeScope): SQL {
  switch (scope.pham_vi) {
    case 'TAT_CA':
      return sql`true`;
    case 'NHOM_HANG_HOA':
      return sql`h.nhom_hang_hoa_id in (
        with recursive g(id) as (
          select ${scope.nhom_hang_hoa_id}::uuid
          union select n.id from nhom_hang_hoa n join g on n.nhom_cha_id = g.id
        ) select id from g)`;
    case 'HET_HAN_TRUOC':
      return sql`b.han_dung <= ${scope.han_dung_truoc}::date`;
  }
}

/**
 * Snapshots the book quantity of every batch in scope with stock in the warehouse that the
 * stocktake does not list yet, numbered after its last line in goods-name and expiry order. One
 * statement whatever the size; answers how many lines it added.
 */
export async function snapshotScope(
  tx: Executor,
  target: { voucherId: string; warehouseId: string; scope: StocktakeScope },
): Promise<number> {
  const { voucherId, warehouseId, scope } = target;
  const rows = await queryRows<{ n: number }>(
    tx,
    sql`with added as (
          insert into kiem_ke_chi_tiet (id, to_chuc_id, phieu_id, stt, hang_hoa_id, lo_hang_id, so_lo,
                                        han_dung, don_gia, so_luong_so_sach)
          select ${uuidV7}, t.to_chuc_id, ${voucherId}::uuid,
                 (select coalesce(max(stt), 0) from kiem_ke_chi_tiet where phieu_id = ${voucherId})
                   + row_number() over (order by h.ten, b.han_dung, b.so_lo, b.id),
                 t.hang_hoa_id, t.lo_hang_id, b.so_lo, b.han_dung, b.don_gia, t.so_luong
          from ton_kho t
          join lo_hang b on b.id = t.lo_hang_id
          join hang_hoa h on h.id = t.hang_hoa_id
          where t.kho_id = ${warehouseId} and t.so_luong <> 0 and ${scopeCondition(scope)}
            and not exists (select 1 from kiem_ke_chi_tiet c
                            where c.phieu_id = ${voucherId} and c.lo_hang_id = t.lo_hang_id)
          returning 1
        )
        select count(*)::int as n from added`,
  );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Re-reads the book quantity of every line from the warehouse's stock (counts are kept). A new lot
 * found on the shelf that has since been received becomes that batch's line first.
 */
export async function refreshBookQuantities(tx: Executor, voucherId: string, warehouseId: string) {
  await tx.execute(
    sql`update kiem_ke_chi_tiet c set lo_hang_id = b.id
        from lo_hang b
        where c.phieu_id = ${voucherId} and c.lo_hang_id is null
          and b.to_chuc_id = c.to_chuc_id and b.hang_hoa_id = c.hang_hoa_id and b.so_lo = c.so_lo
          and b.han_dung = c.han_dung and b.don_gia = c.don_gia and b.goi_thau_chi_tiet_id is null
          and not exists (select 1 from kiem_ke_chi_tiet o where o.phieu_id = c.phieu_id and o.lo_hang_id = b.id)`,
  );
  await tx.execute(
    sql`update kiem_ke_chi_tiet c
        set so_luong_so_sach = coalesce(
          (select t.so_luong from ton_kho t where t.kho_id = ${warehouseId} and t.lo_hang_id = c.lo_hang_id), 0)
        where c.phieu_id = ${voucherId} and c.lo_hang_id is not null`,
  );
}

export interface BatchFacts {
  id: string;
  hang_hoa_id: string;
  so_lo: string;
  han_dung: string;
  don_gia: number;
}

/** A batch of the organisation by id, or the one with this goods, lot, expiry and cost (no tender line). */
export async function findBatchFacts(
  exec: Executor,
  organisationId: string,
  by: { id: string } | { hang_hoa_id: string; so_lo: string; han_dung: string; don_gia: number },
): Promise<BatchFacts | undefined> {
  const where =
    'id' in by
      ? sql`b.id = ${by.id}`
      : sql`b.hang_hoa_id = ${by.hang_hoa_id} and b.so_lo = ${by.so_lo} and b.han_dung = ${by.han_dung}::date
            and b.don_gia = ${by.don_gia}::numeric and b.goi_thau_chi_tiet_id is null`;
  const rows = await queryRows<BatchFacts>(
    exec,
    sql`select b.id, b.hang_hoa_id, b.so_lo, b.han_dung::text as han_dung, b.don_gia::float8 as don_gia
        from lo_hang b where b.to_chuc_id = ${organisationId} and ${where}`,
  );
  return rows[0];
}

/** The line already standing for this batch (or this new lot, when it has no batch yet). */
export async function findLineOf(
  exec: Executor,
  voucherId: string,
  batch: { lo_hang_id: string | null; hang_hoa_id: string; so_lo: string; han_dung: string; don_gia: number },
): Promise<boolean> {
  const where = batch.lo_hang_id
    ? sql`lo_hang_id = ${batch.lo_hang_id}`
    : sql`lo_hang_id is null and hang_hoa_id = ${batch.hang_hoa_id} and so_lo = ${batch.so_lo}
          and han_dung = ${batch.han_dung}::date and don_gia = ${batch.don_gia}::numeric`;
  const rows = await queryRows<{ id: string }>(
    exec,
    sql`select id from kiem_ke_chi_tiet where phieu_id = ${voucherId} and ${where} limit 1`,
  );
  return rows.length > 0;
}

export async function onHandIn(exec: Executor, warehouseId: string, batchId: string): Promise<number> {
  const rows = await queryRows<{ so_luong: number }>(
    exec,
    sql`select so_luong::float8 as so_luong from ton_kho where kho_id = ${warehouseId} and lo_hang_id = ${batchId}`,
  );
  return rows[0]?.so_luong ?? 0;
}

export async function insertFoundLine(
  tx: Executor,
  line: {
    id: string;
    to_chuc_id: string;
    phieu_id: string;
    hang_hoa_id: string;
    lo_hang_id: string | null;
    so_lo: string;
    han_dung: string;
    don_gia: number;
    so_luong_so_sach: number;
    so_luong_thuc_te: number;
    ghi_chu: string | null;
  },
): Promise<void> {
  await tx.execute(
    sql`insert into kiem_ke_chi_tiet (id, to_chuc_id, phieu_id, stt, hang_hoa_id, lo_hang_id, so_lo, han_dung,
                                      don_gia, so_luong_so_sach, so_luong_thuc_te, ghi_chu)
        values (${line.id}, ${line.to_chuc_id}, ${line.phieu_id},
                (select coalesce(max(stt), 0) + 1 from kiem_ke_chi_tiet where phieu_id = ${line.phieu_id}),
                ${line.hang_hoa_id}, ${line.lo_hang_id}, ${line.so_lo}, ${line.han_dung}::date,
                ${line.don_gia}::numeric, ${line.so_luong_so_sach}::numeric, ${line.so_luong_thuc_te}::numeric,
                ${line.ghi_chu})`,
  );
}

/** A line as its approval needs it. */
export interface ApprovalLine {
  id: string;
  hang_hoa_id: string;
  hang_hoa_ten: string;
  lo_hang_id: string | null;
  so_lo: string;
  han_dung: string;
  don_gia: number;
  so_luong_so_sach: number;
  so_luong_thuc_te: number;
}

export async function linesForApproval(exec: Executor, voucherId: string): Promise<ApprovalLine[]> {
  return queryRows<ApprovalLine>(
    exec,
    sql`select c.id, c.hang_hoa_id, h.ma || ' - ' || h.ten as hang_hoa_ten, c.lo_hang_id, c.so_lo,
               c.han_dung::text as han_dung, c.don_gia::float8 as don_gia,
               c.so_luong_so_sach::float8 as so_luong_so_sach, c.so_luong_thuc_te::float8 as so_luong_thuc_te
        from kiem_ke_chi_tiet c join hang_hoa h on h.id = c.hang_hoa_id
        where c.phieu_id = ${voucherId} order by c.stt`,
  );
}

export async function setLineBatch(tx: Executor, lineId: string, batchId: string): Promise<void> {
  await tx.execute(sql`update kiem_ke_chi_tiet set lo_hang_id = ${batchId} where id = ${lineId}`);
}

/**
 * Locks the stock rows of every batch the stocktake lists in the warehouse, in batch-id order
 * (the engine's lock order), in one statement; answers them for the shortage checks.
 */
export async function lockStocktakeStock(
  tx: Executor,
  voucherId: string,
  warehouseId: string,
): Promise<Map<string, { so_luong: number; so_luong_giu: number }>> {
  const rows = await queryRows<{ lo_hang_id: string; so_luong: number; so_luong_giu: number }>(
    tx,
    sql`select t.lo_hang_id, t.so_luong::float8 as so_luong, t.so_luong_giu::float8 as so_luong_giu
        from ton_kho t
        where t.kho_id = ${warehouseId}
          and t.lo_hang_id in (select lo_hang_id from kiem_ke_chi_tiet
                               where phieu_id = ${voucherId} and lo_hang_id is not null)
        order by t.lo_hang_id
        for update`,
  );
  return new Map(rows.map((r) => [r.lo_hang_id, r]));
}
