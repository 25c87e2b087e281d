import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { ledgerWrites, type LedgerInsert } from './ledger.repository';
import { jsonRecords } from '../../../db/json-records';

/** One stock row (warehouse x batch) with what allocation rules need to know about its batch. */
export interface LockedStockRow {
  kho_id: string;
  lo_hang_id: string;
  hang_hoa_id: string;
  so_lo: string;
  han_dung: string;
  don_gia: number;
  so_luong: number;
  so_luong_giu: number;
  bi_khoa: boolean;
  da_het_han: boolean;
}

interface RawStockRow extends Omit<LockedStockRow, 'don_gia' | 'so_luong' | 'so_luong_giu'> {
  don_gia: string | number;
  so_luong: string | number;
  so_luong_giu: string | number;
}

function toLocked(row: RawStockRow): LockedStockRow {
  return {
    ...row,
    han_dung: String(row.han_dung).slice(0, 10),
    don_gia: Number(row.don_gia),
    so_luong: Number(row.so_luong),
    so_luong_giu: Number(row.so_luong_giu),
  };
}

/**
 * Locks every stock row of these goods in one warehouse, in batch-id order: all writers lock in
 * (warehouse, batch) order, so two vouchers competing for the same batches queue instead of
 * deadlocking. The answer is FEFO-ordered for the allocator.
 */
export async function lockGoodsStock(
  tx: Executor,
  warehouseId: string,
  goodsIds: string[],
  today: string,
): Promise<LockedStockRow[]> {
  if (goodsIds.length === 0) return [];
  const rows = await queryRows<RawStockRow>(
    tx,
    sql`with locked as (
          select t.kho_id, t.lo_hang_id, t.hang_hoa_id, t.so_luong, t.so_luong_giu
          from ton_kho t
          where t.kho_id = ${warehouseId}
            and t.hang_hoa_id in (${sql.join(
              goodsIds.map((id) => sql`${id}::uuid`),
              sql`, `,
            )})
          order by t.lo_hang_id
          for update
        )
        select l.kho_id, l.lo_hang_id, l.hang_hoa_id, l.so_luong, l.so_luong_giu,
               b.so_lo, b.han_dung::text as han_dung, b.don_gia, b.bi_khoa,
               (b.han_dung < ${today}::date) as da_het_han
        from locked l join lo_hang b on b.id = l.lo_hang_id
        order by b.han_dung, b.ngay_tao, b.id`,
  );
  return rows.map(toLocked);
}

/** The current row of one batch in one warehouse (for error messages), or undefined. */
export async function findStockRow(
  exec: Executor,
  warehouseId: string,
  batchId: string,
  today: string,
): Promise<LockedStockRow | undefined> {
  const rows = await queryRows<RawStockRow>(
    exec,
    sql`select t.kho_id, t.lo_hang_id, t.hang_hoa_id, t.so_luong, t.so_luong_giu,
               b.so_lo, b.han_dung::text as han_dung, b.don_gia, b.bi_khoa,
               (b.han_dung < ${today}::date) as da_het_han
        from ton_kho t join lo_hang b on b.id = t.lo_hang_id
        where t.kho_id = ${warehouseId} and t.lo_hang_id = ${batchId}`,
  );
  return rows[0] ? toLocked(rows[0]) : undefined;
}

export interface StockRowKey {
  kho_id: string;
  lo_hang_id: string;
}

/**
 * Locks the existing stock rows of these (warehouse, batch) pairs in that order, one statement for
 * any number of rows (the pairs travel as one JSON parameter), and answers their quantities by
 * `kho_id|lo_hang_id`.
 */
export async function lockStockRows(
  tx: Executor,
  keys: StockRowKey[],
): Promise<Map<string, { so_luong: number; so_luong_giu: number }>> {
  const found = new Map<string, { so_luong: number; so_luong_giu: number }>();
  if (keys.length === 0) return found;
  const rows = await queryRows<{
    kho_id: string;
    lo_hang_id: string;
    so_luong: string;
    so_luong_giu: string;
  }>(
    tx,
    sql`select t.kho_id, t.lo_hang_id, t.so_luong, t.so_luong_giu
        from ton_kho t
        join ${jsonRecords(keys.map((k) => ({ kho_id: k.kho_id, lo_hang_id: k.lo_hang_id })))}
          as k(kho_id uuid, lo_hang_id uuid)
          on t.kho_id = k.kho_id and t.lo_hang_id = k.lo_hang_id
        order by t.kho_id, t.lo_hang_id
        for update of t`,
  );
  for (const r of rows) {
    found.set(`${r.kho_id}|${r.lo_hang_id}`, {
      so_luong: Number(r.so_luong),
      so_luong_giu: Number(r.so_luong_giu),
    });
  }
  return found;
}

/** Changes rows locked by `lockStockRows` by their (signed) deltas, in one statement. */
function lockedStockUpdate(changes: (StockRowKey & { so_luong: number; giu: number })[]): SQL {
  const values = changes.map((c) => ({
    kho_id: c.kho_id,
    lo_hang_id: c.lo_hang_id,
    d: c.so_luong,
    g: c.giu,
  }));
  return sql`update ton_kho t
        set so_luong = t.so_luong + v.d, so_luong_giu = t.so_luong_giu + v.g
        from ${jsonRecords(values)}
          as v(kho_id uuid, lo_hang_id uuid, d numeric, g numeric)
        where t.kho_id = v.kho_id and t.lo_hang_id = v.lo_hang_id`;
}

export async function changeLockedStock(
  tx: Executor,
  changes: (StockRowKey & { so_luong: number; giu: number })[],
): Promise<void> {
  if (changes.length === 0) return;
  await tx.execute(lockedStockUpdate(changes));
}

/**
 * The stock changes of rows locked already, what they do to the summary and the ledger rows they
 * book, in one statement (one round trip while the stock rows are locked). The statement takes only
 * the summary's locks, in the same order as separate statements would; none of its parts reads what
 * another writes, except through RETURNING (`alongside`: the caller's allocations and line prices).
 */
export async function writeLockedStock(
  tx: Executor,
  changes: (StockRowKey & { so_luong: number; giu: number })[],
  deltas: SummaryDelta[],
  ledger: LedgerInsert[],
  alongside?: SQL,
): Promise<void> {
  const writes: SQL[] = [];
  if (changes.length > 0) writes.push(sql`changed as (${lockedStockUpdate(changes)})`);
  if (ledger.length > 0) writes.push(ledgerWrites(ledger));
  if (alongside) writes.push(alongside);
  if (writes.length === 0 && deltas.length === 0) return;
  const last = deltas.length > 0 ? summaryUpsert(deltas) : sql`select 1`;
  await tx.execute(writes.length > 0 ? sql`with ${sql.join(writes, sql`, `)} ${last}` : last);
}

/**
 * Stock arriving at batches the warehouse holds no row for: inserted in key order, with the
 * batch's expiry and cost; a row another transaction created meanwhile is added to instead. Answers the on-hand after, by key.
 */
export async function insertArrivingStock(
  tx: Executor,
  arrivals: (StockRowKey & { to_chuc_id: string; hang_hoa_id: string; so_luong: number })[],
): Promise<Map<string, number>> {
  const after = new Map<string, number>();
  if (arrivals.length === 0) return after;
  const values = arrivals.map((a) => ({
    kho_id: a.kho_id,
    lo_hang_id: a.lo_hang_id,
    to_chuc_id: a.to_chuc_id,
    hang_hoa_id: a.hang_hoa_id,
    so_luong: a.so_luong,
  }));
  const rows = await queryRows<{ kho_id: string; lo_hang_id: string; so_luong: string }>(
    tx,
    sql`insert into ton_kho (kho_id, lo_hang_id, to_chuc_id, hang_hoa_id, so_luong, so_luong_giu, han_dung, don_gia)
        select v.kho_id, v.lo_hang_id, v.to_chuc_id, v.hang_hoa_id, v.so_luong, 0, l.han_dung, l.don_gia
        from ${jsonRecords(values)}
          as v(kho_id uuid, lo_hang_id uuid, to_chuc_id uuid, hang_hoa_id uuid, so_luong numeric)
        join lo_hang l on l.id = v.lo_hang_id
        order by v.kho_id, v.lo_hang_id
        on conflict (kho_id, lo_hang_id)
        do update set so_luong = ton_kho.so_luong + excluded.so_luong
        returning kho_id, lo_hang_id, so_luong`,
  );
  for (const r of rows) after.set(`${r.kho_id}|${r.lo_hang_id}`, Number(r.so_luong));
  return after;
}

/** What one transaction did to a stock row: on-hand change and whether it gained or lost its last unit. */
export interface SummaryDelta {
  kho_id: string;
  lo_hang_id: string;
  so_luong: number;
  so_lo: number;
}

/**
 * Applies a transaction's stock changes to the per-goods summary in one statement, rows in
 * (warehouse, goods) order, after every stock row was changed (the lock order stays fixed). The
 * value change is computed here on numeric from each batch's cost.
 */
export async function applySummaryDeltas(tx: Executor, deltas: SummaryDelta[]): Promise<void> {
  if (deltas.length === 0) return;
  await tx.execute(summaryUpsert(deltas));
}

function summaryUpsert(deltas: SummaryDelta[]): SQL {
  const values = deltas.map((d) => ({
    kho_id: d.kho_id,
    lo_hang_id: d.lo_hang_id,
    q: d.so_luong,
    lots: d.so_lo,
  }));
  return sql`insert into ton_kho_hang_hoa as s (kho_id, hang_hoa_id, to_chuc_id, so_luong, gia_tri, so_lo)
        select v.kho_id, l.hang_hoa_id, l.to_chuc_id, sum(v.q), sum(v.q * l.don_gia), sum(v.lots)
        from ${jsonRecords(values)} as v(kho_id uuid, lo_hang_id uuid, q numeric, lots int)
        join lo_hang l on l.id = v.lo_hang_id
        group by v.kho_id, l.hang_hoa_id, l.to_chuc_id
        order by v.kho_id, l.hang_hoa_id
        on conflict (kho_id, hang_hoa_id) do update set
          so_luong = s.so_luong + excluded.so_luong,
          gia_tri = s.gia_tri + excluded.gia_tri,
          so_lo = s.so_lo + excluded.so_lo`;
}

/**
 * The batch a receipt line brings in: found by goods, lot, expiry, unit cost and tender line, or
 * created. The unit cost is the invoice price less discount plus VAT, computed on numeric.
 */
export async function upsertBatchOfLine(
  tx: Executor,
  line: {
    id: string;
    to_chuc_id: string;
    hang_hoa_id: string;
    so_lo: string;
    han_dung: string;
    ngay_san_xuat: string | null;
    don_gia: number;
    vat: number;
    chiet_khau: number;
    ma_vach: string | null;
    goi_thau_chi_tiet_id: string | null;
  },
  supplierId: string | null,
  newBatchId: string,
): Promise<{ id: string; don_gia: number }> {
  const rows = await queryRows<{ id: string; don_gia: string }>(
    tx,
    sql`insert into lo_hang (id, to_chuc_id, hang_hoa_id, so_lo, han_dung, ngay_san_xuat, don_gia,
                             nha_cung_cap_id, goi_thau_chi_tiet_id, ma_vach)
        values (${newBatchId}, ${line.to_chuc_id}, ${line.hang_hoa_id}, ${line.so_lo}, ${line.han_dung}::date,
                ${line.ngay_san_xuat}::date,
                round(${line.don_gia}::numeric * (100 - ${line.chiet_khau}::numeric) / 100
                      * (100 + ${line.vat}::numeric) / 100, 4),
                ${supplierId}, ${line.goi_thau_chi_tiet_id}, ${line.ma_vach})
        on conflict (to_chuc_id, hang_hoa_id, so_lo, han_dung, don_gia,
                     coalesce(goi_thau_chi_tiet_id, '00000000-0000-0000-0000-000000000000'::uuid))
        do update set ma_vach = coalesce(lo_hang.ma_vach, excluded.ma_vach)
        returning id, don_gia`,
  );
  return { id: rows[0]!.id, don_gia: Number(rows[0]!.don_gia) };
}

/**
 * The least the batch's balance in the warehouse will be from `date` on, if a movement dated `date`
 * were added after the rows already dated that day: the balance at the end of that day, and after
 * every later-dated row. An outgoing movement dated in the past must not exceed it, or the stock
 * card would dip below zero on some day.
 */
export async function lowestBalanceFrom(
  tx: Executor,
  warehouseId: string,
  batchId: string,
  date: string,
): Promise<number> {
  const rows = await queryRows<{ lowest: string | null }>(
    tx,
    sql`with running as (
          select ngay_chung_tu, sum(so_luong) over (order by ngay_chung_tu, id) as balance
          from the_kho where kho_id = ${warehouseId} and lo_hang_id = ${batchId}
        )
        select least(
          (select coalesce(sum(so_luong), 0) from the_kho
            where kho_id = ${warehouseId} and lo_hang_id = ${batchId} and ngay_chung_tu <= ${date}::date),
          (select min(balance) from running where ngay_chung_tu > ${date}::date)
        ) as lowest`,
  );
  return Number(rows[0]?.lowest ?? 0);
}
