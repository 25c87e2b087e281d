import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { newId } from '../../../platform/ids';
import { allocate, fromUnits, toUnits } from './fefo';
import { findGoodsNames } from './lookups.repository';
import {
  applySummaryDeltas,
  changeLockedStock,
  findStockRow,
  insertArrivingStock,
  insertLedgerRows,
  isPeriodClosed,
  ledgerRowsOfVoucher,
  lockGoodsStock,
  lockPeriodsShared,
  lockStockRows,
  type LedgerInsert,
  type SummaryDelta,
} from './stock.repository';
import { assertCoveredSince, batchRefusal, businessRule, shortageError } from './stock-refusals';
import {
  deleteAllocations,
  insertAllocations,
  type AllocationInsert,
  type LineRow,
  type VoucherRow,
} from './vouchers.repository';

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

/**
 * Applies stock changes merged per (warehouse, batch) and in that order, the one lock order every
 * writer follows. Arrivals upsert; anything that lowers on-hand or touches reserved is conditional,
 * and `onShort` explains a change the row cannot cover (nothing is written: the caller's
 * transaction rolls back). Rows the transaction has locked already (`locked`, unchanged since) are
 * not locked again.
 */
export async function applyStockChanges(
  tx: Executor,
  changes: StockChange[],
  onShort: (change: StockChange) => Error | Promise<Error>,
  locked: LockedQuantities = new Map(),
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
  await changeLockedStock(tx, updates);
  for (const [key, value] of await insertArrivingStock(tx, arrivals)) after.set(key, value);
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
  await applySummaryDeltas(tx, summary);
}

/**
 * Destruction and returns (to the pharmacy, to the supplier) take expired and blocked batches out:
 * getting them off the shelf is their purpose. Every other issue refuses them.
 */
export const takesAnyBatch = (
  voucher: Pick<VoucherRow, 'loai_xuat'> & Partial<Pick<VoucherRow, 'loai_phieu'>>,
): boolean =>
  voucher.loai_xuat === 'HUY' || voucher.loai_phieu === 'TRA_THUOC' || voucher.loai_phieu === 'TRA_HANG';

/**
 * Chooses the batches of an outgoing voucher's lines in its source warehouse, on its stock rows
 * locked for the rest of the transaction: FEFO unless a line names its batch; never expired or
 * blocked batches (except to destroy them); never more than is free. Refuses a shortage.
 */
async function allocateLines(tx: Executor, voucher: VoucherRow, lines: LineRow[], today: string) {
  const goodsIds = [...new Set(lines.map((l) => l.hang_hoa_id))].sort();
  const rows = await lockGoodsStock(tx, voucher.kho_id, goodsIds, today);
  const result = allocate(
    rows,
    lines.map((l) => ({
      key: l.id,
      hang_hoa_id: l.hang_hoa_id,
      so_luong: l.so_luong,
      lo_hang_id: l.lo_hang_id,
    })),
    { anyBatch: takesAnyBatch(voucher) },
  );
  if ('shortage' in result) throw await shortageError(tx, result.shortage, voucher.kho_id, today);
  const batches = new Map(rows.map((r) => [r.lo_hang_id, r]));
  const allocations = result.allocations.map((a) => ({
    ...a,
    id: newId(),
    kho_id: voucher.kho_id,
    don_gia: batches.get(a.lo_hang_id)!.don_gia,
    so_lo: batches.get(a.lo_hang_id)!.so_lo,
  }));
  const locked: LockedQuantities = new Map(rows.map((r) => [stockRowKey(r), r]));
  return { allocations, locked };
}

function allocationRecords(
  voucher: VoucherRow,
  allocations: Awaited<ReturnType<typeof allocateLines>>['allocations'],
) {
  return allocations.map((a): AllocationInsert => ({
    id: a.id,
    to_chuc_id: voucher.to_chuc_id,
    phieu_id: voucher.id,
    chi_tiet_id: a.key,
    kho_id: a.kho_id,
    lo_hang_id: a.lo_hang_id,
    so_luong: a.so_luong,
  }));
}

/** Reserves the batches of an outgoing voucher's lines (its submission; approval moves them later). */
export async function reserveLines(
  tx: Executor,
  voucher: VoucherRow,
  lines: LineRow[],
  today: string,
): Promise<void> {
  const { allocations, locked } = await allocateLines(tx, voucher, lines, today);
  // The rows are locked, so the conditional updates below cannot fail; the check stays as a guard.
  await applyStockChanges(
    tx,
    allocations.map((a) => ({
      to_chuc_id: voucher.to_chuc_id,
      kho_id: a.kho_id,
      lo_hang_id: a.lo_hang_id,
      hang_hoa_id: a.hang_hoa_id,
      so_luong: 0,
      giu: a.so_luong,
    })),
    () => new Error(`stock locked for voucher ${voucher.id} changed under the lock`),
    locked,
  );
  await insertAllocations(tx, allocationRecords(voucher, allocations));
}

interface AllocationWithBatch {
  id: string;
  chi_tiet_id: string;
  kho_id: string;
  lo_hang_id: string;
  hang_hoa_id: string;
  so_luong: number;
  don_gia: number;
  so_lo: string;
  da_het_han: boolean;
  bi_khoa: boolean;
}

export async function allocationsWithBatches(
  tx: Executor,
  voucherId: string,
  today: string,
): Promise<AllocationWithBatch[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select a.id, a.chi_tiet_id, a.kho_id, a.lo_hang_id, b.hang_hoa_id, a.so_luong, b.don_gia, b.so_lo,
               (b.han_dung < ${today}::date) as da_het_han, b.bi_khoa
        from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id
        where a.phieu_id = ${voucherId} order by a.id`,
  );
  return rows.map(
    (r) => ({ ...r, so_luong: Number(r.so_luong), don_gia: Number(r.don_gia) }) as AllocationWithBatch,
  );
}

/** Gives back what a voucher awaiting approval reserved (rejection, cancellation). */
export async function releaseReservations(tx: Executor, voucher: VoucherRow, today: string): Promise<void> {
  const allocations = await allocationsWithBatches(tx, voucher.id, today);
  await applyStockChanges(
    tx,
    allocations.map((a) => ({
      to_chuc_id: voucher.to_chuc_id,
      kho_id: a.kho_id,
      lo_hang_id: a.lo_hang_id,
      hang_hoa_id: a.hang_hoa_id,
      so_luong: 0,
      giu: -a.so_luong,
    })),
    () => new Error(`reserved stock of voucher ${voucher.id} does not match its allocations`),
  );
  await deleteAllocations(tx, voucher.id);
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

/** An allocation about to move: its batch, goods and the batch's unit cost for the ledger. */
interface MovingAllocation {
  id: string;
  kho_id: string;
  lo_hang_id: string;
  hang_hoa_id: string;
  so_luong: number;
  don_gia: number;
}

/**
 * Moves allocations out of the source warehouse and, for a transfer or an issue to a department's
 * warehouse, into the destination, batch by batch as it is; `reserved` says whether they were
 * held as reserved until now (what the move then gives back).
 */
async function moveAllocations(
  tx: Executor,
  context: LedgerContext,
  allocations: MovingAllocation[],
  reserved: boolean,
  locked?: LockedQuantities,
): Promise<void> {
  const { voucher } = context;
  const changes: StockChange[] = [];
  const ledger: LedgerInsert[] = [];
  for (const a of allocations) {
    const base = { to_chuc_id: voucher.to_chuc_id, lo_hang_id: a.lo_hang_id, hang_hoa_id: a.hang_hoa_id };
    const moved = { so_luong: a.so_luong, don_gia: a.don_gia, phan_bo_id: a.id };
    changes.push({ ...base, kho_id: a.kho_id, so_luong: -a.so_luong, giu: reserved ? -a.so_luong : 0 });
    ledger.push(ledgerRow(context, { ...base, ...moved, kho_id: a.kho_id, so_luong: -a.so_luong }));
    if (voucher.kho_nhan_id) {
      changes.push({ ...base, kho_id: voucher.kho_nhan_id, so_luong: a.so_luong, giu: 0 });
      ledger.push(ledgerRow(context, { ...base, ...moved, kho_id: voucher.kho_nhan_id }));
    }
  }
  await applyStockChanges(
    tx,
    changes,
    () => new Error(`stock of voucher ${voucher.id} changed under its lock`),
    locked,
  );
  await insertLedgerRows(tx, ledger);
}

/** Moves what an outgoing voucher reserved (its approval, in a later transaction than the reservation). */
export async function moveReserved(tx: Executor, context: LedgerContext, today: string): Promise<void> {
  const { voucher } = context;
  const allocations = await allocationsWithBatches(tx, voucher.id, today);
  const unusable = takesAnyBatch(voucher) ? undefined : allocations.find((a) => a.da_het_han || a.bi_khoa);
  if (unusable) {
    const names = await findGoodsNames(tx, [unusable.hang_hoa_id]);
    throw batchRefusal(unusable, names.get(unusable.hang_hoa_id) ?? '');
  }
  if (context.date < today) await assertCoveredSince(tx, voucher.kho_id, context.date, allocations);
  await moveAllocations(tx, context, allocations, true);
}

/**
 * Takes lines out of the voucher's source and moves them in the transaction that decides them (a
 * requisition's approval, dispensing): the batches as `reserveLines` would choose them, on rows
 * locked once, then one change per stock row and the ledger priced from the locked batches,
 * instead of reserving and then moving what was just reserved.
 */
export async function takeAndMove(
  tx: Executor,
  context: LedgerContext,
  lines: LineRow[],
  today: string,
): Promise<void> {
  const { voucher } = context;
  const { allocations, locked } = await allocateLines(tx, voucher, lines, today);
  if (context.date < today) await assertCoveredSince(tx, voucher.kho_id, context.date, allocations);
  await insertAllocations(tx, allocationRecords(voucher, allocations));
  await moveAllocations(tx, context, allocations, false, locked);
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
