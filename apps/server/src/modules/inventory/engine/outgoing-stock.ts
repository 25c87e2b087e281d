import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { newId } from '../../../platform/ids';
import { allocate } from './fefo';
import { findGoodsNames } from './lookups.repository';
import { type LedgerInsert } from './ledger.repository';
import { lockGoodsStock } from './stock.repository';
import {
  applyStockChanges,
  ledgerRow,
  stockRowKey,
  type LedgerContext,
  type LockedQuantities,
  type StockChange,
  type StockWriteOptions,
} from './stock-engine';
import { assertCoveredSince, batchRefusal, shortageError } from './stock-refusals';
import {
  allocationWrites,
  deleteAllocations,
  type AllocationInsert,
  type OutgoingPricing,
  type LineRow,
  type VoucherRow,
} from './vouchers.repository';

// Outgoing stock: batches chosen for an outgoing voucher's lines (FEFO or named), reserved on
// submission and moved on approval, given back on rejection, or taken and moved at once.

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

/** Each allocation's stock row holding (1) or giving back (-1) its quantity as reserved. */
function reservationChanges(
  voucher: VoucherRow,
  allocations: Pick<StockChange, 'kho_id' | 'lo_hang_id' | 'hang_hoa_id' | 'so_luong'>[],
  sign: 1 | -1,
): StockChange[] {
  return allocations.map((a) => ({
    to_chuc_id: voucher.to_chuc_id,
    kho_id: a.kho_id,
    lo_hang_id: a.lo_hang_id,
    hang_hoa_id: a.hang_hoa_id,
    so_luong: 0,
    giu: sign * a.so_luong,
  }));
}

/**
 * Reserves the batches of an outgoing voucher's lines (its submission; approval moves them later)
 * and writes the allocations, priced as `pricing` says, in the reservation's statement.
 */
export async function reserveLines(
  tx: Executor,
  voucher: VoucherRow,
  lines: LineRow[],
  today: string,
  pricing: OutgoingPricing,
): Promise<void> {
  const { allocations, locked } = await allocateLines(tx, voucher, lines, today);
  // The rows are locked, so the conditional updates below cannot fail; the check stays as a guard.
  await applyStockChanges(
    tx,
    reservationChanges(voucher, allocations, 1),
    () => new Error(`stock locked for voucher ${voucher.id} changed under the lock`),
    {
      locked,
      alongside: allocationWrites(allocationRecords(voucher, allocations), {
        ...pricing,
        voucherId: voucher.id,
      }),
    },
  );
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

/**
 * A voucher's allocations with their batches, and the stock rows they hold locked in the one lock
 * order, in one statement: the caller then changes those rows without locking them again. Only
 * for changes confined to the allocations' own rows (a move into another warehouse locks its
 * rows with the source's, in key order, in `applyStockChanges`).
 */
export async function lockAllocations(
  tx: Executor,
  voucherId: string,
  today: string,
): Promise<{ allocations: AllocationWithBatch[]; locked: LockedQuantities }> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`with locked as materialized (
          select t.kho_id, t.lo_hang_id, t.so_luong, t.so_luong_giu
          from ton_kho t
          where (t.kho_id, t.lo_hang_id) in (select kho_id, lo_hang_id from phieu_kho_phan_bo where phieu_id = ${voucherId})
          order by t.kho_id, t.lo_hang_id
          for update
        )
        select a.id, a.chi_tiet_id, a.kho_id, a.lo_hang_id, b.hang_hoa_id, a.so_luong, b.don_gia, b.so_lo,
               (b.han_dung < ${today}::date) as da_het_han, b.bi_khoa,
               l.so_luong as ton, l.so_luong_giu as giu
        from phieu_kho_phan_bo a join lo_hang b on b.id = a.lo_hang_id
        left join locked l on l.kho_id = a.kho_id and l.lo_hang_id = a.lo_hang_id
        where a.phieu_id = ${voucherId} order by a.id`,
  );
  const locked: LockedQuantities = new Map();
  for (const r of rows) {
    if (r.ton === null) continue;
    locked.set(stockRowKey(r as { kho_id: string; lo_hang_id: string }), {
      so_luong: Number(r.ton),
      so_luong_giu: Number(r.giu),
    });
  }
  return { allocations: rows.map(toAllocationWithBatch), locked };
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
  return rows.map(toAllocationWithBatch);
}

function toAllocationWithBatch(row: Record<string, unknown>): AllocationWithBatch {
  return {
    id: row.id,
    chi_tiet_id: row.chi_tiet_id,
    kho_id: row.kho_id,
    lo_hang_id: row.lo_hang_id,
    hang_hoa_id: row.hang_hoa_id,
    so_luong: Number(row.so_luong),
    don_gia: Number(row.don_gia),
    so_lo: row.so_lo,
    da_het_han: row.da_het_han,
    bi_khoa: row.bi_khoa,
  } as AllocationWithBatch;
}

/** Gives back what a voucher awaiting approval reserved (rejection, cancellation). */
export async function releaseReservations(tx: Executor, voucher: VoucherRow, today: string): Promise<void> {
  const { allocations, locked } = await lockAllocations(tx, voucher.id, today);
  await applyStockChanges(
    tx,
    reservationChanges(voucher, allocations, -1),
    () => new Error(`reserved stock of voucher ${voucher.id} does not match its allocations`),
    { locked },
  );
  await deleteAllocations(tx, voucher.id);
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
  options: Omit<StockWriteOptions, 'ledger'> = {},
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
    { ...options, ledger },
  );
}

/** Moves what an outgoing voucher reserved (its approval, in a later transaction than the reservation). */
export async function moveReserved(tx: Executor, context: LedgerContext, today: string): Promise<void> {
  const { voucher } = context;
  // Without a destination the move changes only the allocations' rows: they are locked as read.
  const { allocations, locked } = voucher.kho_nhan_id
    ? { allocations: await allocationsWithBatches(tx, voucher.id, today), locked: undefined }
    : await lockAllocations(tx, voucher.id, today);
  const unusable = takesAnyBatch(voucher) ? undefined : allocations.find((a) => a.da_het_han || a.bi_khoa);
  if (unusable) {
    const names = await findGoodsNames(tx, [unusable.hang_hoa_id]);
    throw batchRefusal(unusable, names.get(unusable.hang_hoa_id) ?? '');
  }
  if (context.date < today) await assertCoveredSince(tx, voucher.kho_id, context.date, allocations);
  await moveAllocations(tx, context, allocations, true, { locked });
}

/**
 * Takes lines out of the voucher's source and moves them in the transaction that decides them (a
 * requisition's approval, dispensing): the batches as `reserveLines` would choose them, on rows
 * locked once, then one statement changes the stock rows and writes the ledger priced from the
 * locked batches, the allocations and (`pricing`) the lines' values, instead of reserving and then
 * moving what was just reserved.
 */
export async function takeAndMove(
  tx: Executor,
  context: LedgerContext,
  lines: LineRow[],
  today: string,
  pricing: OutgoingPricing,
): Promise<void> {
  const { voucher } = context;
  const { allocations, locked } = await allocateLines(tx, voucher, lines, today);
  if (context.date < today) await assertCoveredSince(tx, voucher.kho_id, context.date, allocations);
  await moveAllocations(tx, context, allocations, false, {
    locked,
    alongside: allocationWrites(allocationRecords(voucher, allocations), {
      ...pricing,
      voucherId: voucher.id,
    }),
  });
}
