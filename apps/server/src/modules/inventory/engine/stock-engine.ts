import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { newId } from '../../../platform/ids';
import { fromUnits, toUnits } from './fefo';
import { findGoodsNames } from './lookups.repository';
import { insertLedgerRows, ledgerRowsOfVoucher, type LedgerInsert } from './ledger.repository';
import {
  applySummaryDeltas,
  changeLockedStock,
  findStockRow,
  insertArrivingStock,
  lockStockRows,
  writeLockedStock,
  type SummaryDelta,
} from './stock.repository';
import { isPeriodClosed, lockPeriodsShared } from './periods.repository';
import { businessRule } from './stock-refusals';
import type { VoucherRow } from './vouchers.repository';

/** A change of one stock row: on-hand and reserved deltas (signed). */
export interface StockChange {
  to_chuc_id: string;
  kho_id: string;
  lo_hang_id: string;
  hang_hoa_id: string;
  so_luong: number;
  giu: number;
}

/** 12/2026 from 2026-12-05. */
export function monthLabel(date: string): string {
  return `${date.slice(5, 7)}/${date.slice(0, 4)}`;
}

/**
 * Refuses a movement dated into a closed month. The shared period lock taken here is held to the
 * end of the transaction, so a month cannot close between this check and the commit.
 */
export async function assertPeriodOpen(tx: Executor, organisationId: string, date: string): Promise<void> {
  await lockPeriodsShared(tx, organisationId);
  if (await isPeriodClosed(tx, organisationId, date)) {
    throw businessRule('inventory.period_closed', { month: monthLabel(date) });
  }
}

/** Stock rows this transaction already holds locked, by `kho_id|lo_hang_id`, with their quantities. */
export type LockedQuantities = Map<string, { so_luong: number; so_luong_giu: number }>;

/** The key `applyStockChanges` knows a stock row by (uuids as PostgreSQL prints them, lower case). */
export const stockRowKey = (row: { kho_id: string; lo_hang_id: string }): string =>
  `${row.kho_id}|${row.lo_hang_id}`.toLowerCase();

/** What `applyStockChanges` writes besides the stock rows, and what it knows already. */
export interface StockWriteOptions {
  /** Rows this transaction locked already, unchanged since: not locked again. */
  locked?: LockedQuantities;
  /** Ledger rows the changes book, written with them. */
  ledger?: LedgerInsert[];
  /** More writes (CTE definitions) that belong with the changes, e.g. the allocations they move. */
  alongside?: SQL;
}

/**
 * Applies stock changes merged per (warehouse, batch) and in that order, the one lock order every
 * writer follows. Arrivals upsert; anything that lowers on-hand or touches reserved is conditional,
 * and `onShort` explains a change the row cannot cover (nothing is written: the caller's
 * transaction rolls back). When every row was locked by the caller, the stock, the summary, the
 * ledger and `alongside` are one statement.
 */
export async function applyStockChanges(
  tx: Executor,
  changes: StockChange[],
  onShort: (change: StockChange) => Error | Promise<Error>,
  { locked = new Map(), ledger = [], alongside }: StockWriteOptions = {},
): Promise<void> {
  const merged = new Map<string, StockChange & { units: number; giuUnits: number }>();
  for (const change of changes) {
    const key = stockRowKey(change);
    const entry = merged.get(key) ?? { ...change, units: 0, giuUnits: 0 };
    entry.units += toUnits(change.so_luong);
    entry.giuUnits += toUnits(change.giu);
    merged.set(key, entry);
  }
  const ordered = [...merged.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, v]) => ({ ...v, key }))
    .filter((v) => v.units !== 0 || v.giuUnits !== 0);
  // One statement locks every existing row in the one lock order; the checks below run on locked
  // rows, so they cannot be overtaken; then one statement changes them and one inserts new rows.
  const current = new Map(locked);
  const toLock = ordered.filter((entry) => !locked.has(entry.key));
  for (const [key, row] of await lockStockRows(tx, toLock)) current.set(key, row);
  const updates: (StockChange & { key: string })[] = [];
  const arrivals: (StockChange & { key: string })[] = [];
  const after = new Map<string, number>();
  for (const entry of ordered) {
    const change = { ...entry, so_luong: fromUnits(entry.units), giu: fromUnits(entry.giuUnits) };
    const arrival = entry.giuUnits === 0 && entry.units > 0;
    const row = current.get(entry.key);
    if (!row) {
      if (!arrival) throw await onShort(change);
      arrivals.push(change);
      continue;
    }
    const onHand = toUnits(row.so_luong) + entry.units;
    const reserved = toUnits(row.so_luong_giu) + entry.giuUnits;
    if (!arrival && (reserved < 0 || onHand < reserved)) throw await onShort(change);
    updates.push(change);
    after.set(entry.key, fromUnits(onHand));
  }
  if (arrivals.length === 0) {
    // Every change is to a row locked above: the summary is known before writing, and is written
    // with the stock and the ledger rows in one statement.
    await writeLockedStock(tx, updates, summaryDeltas(ordered, after), ledger, alongside);
    return;
  }
  // Before the ledger, whose rows may name the allocations written here.
  if (alongside) await tx.execute(sql`with ${alongside} select 1`);
  await changeLockedStock(tx, updates);
  for (const [key, value] of await insertArrivingStock(tx, arrivals)) after.set(key, value);
  await applySummaryDeltas(tx, summaryDeltas(ordered, after));
  await insertLedgerRows(tx, ledger);
}

/** What the changes do to the per-goods summary, from each stock row's on-hand after them. */
function summaryDeltas(
  ordered: (StockChange & { key: string; units: number })[],
  after: Map<string, number>,
): SummaryDelta[] {
  const summary: SummaryDelta[] = [];
  for (const entry of ordered) {
    if (entry.units === 0) continue;
    // A batch counts in the summary while it has stock: did this change give it its first or take its last unit?
    const afterUnits = toUnits(after.get(entry.key)!);
    const before = afterUnits - entry.units;
    const lots = Number(afterUnits > 0) - Number(before > 0);
    summary.push({
      kho_id: entry.kho_id,
      lo_hang_id: entry.lo_hang_id,
      so_luong: fromUnits(entry.units),
      so_lo: lots,
    });
  }
  return summary;
}

export interface LedgerContext {
  voucher: VoucherRow;
  userId: string;
  date: string;
  reversal?: boolean;
}

export function ledgerRow(
  context: LedgerContext,
  entry: {
    kho_id: string;
    lo_hang_id: string;
    hang_hoa_id: string;
    so_luong: number;
    don_gia: number;
    phan_bo_id: string | null;
  },
): LedgerInsert {
  return {
    id: newId(),
    to_chuc_id: context.voucher.to_chuc_id,
    kho_id: entry.kho_id,
    lo_hang_id: entry.lo_hang_id,
    hang_hoa_id: entry.hang_hoa_id,
    ngay_chung_tu: context.date,
    so_luong: entry.so_luong,
    don_gia: entry.don_gia,
    loai_phieu: context.voucher.loai_phieu,
    phieu_id: context.voucher.id,
    phan_bo_id: entry.phan_bo_id,
    la_dao_nguoc: context.reversal ?? false,
    nguoi_thuc_hien_id: context.userId,
  };
}

/**
 * Cancels a completed voucher by writing the opposite of each of its ledger rows, dated today.
 * Refused, naming the batch and what is left, when stock it brought in has already gone out.
 * `allocationIds` limits it to the movements of those allocations (one line of the voucher).
 */
export async function reverseMovements(
  tx: Executor,
  context: LedgerContext,
  today: string,
  allocationIds?: ReadonlySet<string>,
): Promise<void> {
  const all = await ledgerRowsOfVoucher(tx, context.voucher.id);
  const rows = allocationIds ? all.filter((r) => r.phan_bo_id && allocationIds.has(r.phan_bo_id)) : all;
  const reversal = { ...context, date: today, reversal: true };
  const changes: StockChange[] = rows.map((r) => ({
    to_chuc_id: r.to_chuc_id,
    kho_id: r.kho_id,
    lo_hang_id: r.lo_hang_id,
    hang_hoa_id: r.hang_hoa_id,
    so_luong: -Number(r.so_luong),
    giu: 0,
  }));
  await applyStockChanges(tx, changes, async (change) => {
    const current = await findStockRow(tx, change.kho_id, change.lo_hang_id, today);
    // One connection (the transaction's) answers one statement at a time.
    const names = await findGoodsNames(tx, [change.hang_hoa_id]);
    const warehouse = await queryRows<{ ten: string }>(
      tx,
      sql`select ten from kho where id = ${change.kho_id}`,
    );
    return businessRule('inventory.cancel_stock_gone', {
      lot: current?.so_lo ?? '',
      goods: names.get(change.hang_hoa_id) ?? '',
      warehouse: warehouse[0]?.ten ?? '',
      available: current ? current.so_luong - current.so_luong_giu : 0,
      needed: -change.so_luong,
    });
  });
  await insertLedgerRows(
    tx,
    rows.map((r) =>
      ledgerRow(reversal, {
        kho_id: r.kho_id,
        lo_hang_id: r.lo_hang_id,
        hang_hoa_id: r.hang_hoa_id,
        so_luong: -Number(r.so_luong),
        don_gia: Number(r.don_gia),
        phan_bo_id: r.phan_bo_id ?? null,
      }),
    ),
  );
}
