import { ERROR_CODES, type SnapshotDrift } from '@kho/contracts';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { newId } from '../../../platform/ids';
import { fromUnits, toUnits } from '../engine/fefo';
import { applyStockChanges, ledgerRow, type LedgerContext, type StockChange } from '../engine/stock-engine';
import { assertCoveredSince } from '../engine/stock-refusals';
import { insertLedgerRows, type LedgerInsert } from '../engine/ledger.repository';
import { upsertBatchOfLine } from '../engine/stock.repository';
import {
  linesForApproval,
  lockStocktakeStock,
  setLineBatch,
  type ApprovalLine,
} from './stocktake-stock.repository';
import { countUncounted, findSnapshotDrift, refreshStocktakeTotals } from './stocktake.repository';
import type { VoucherKind } from '../vouchers/voucher-kind';

/** What the generic lifecycle needs of a stocktake's input: its own service does create and update. */
export interface StocktakeBase {
  to_chuc: string;
  ngay_chung_tu?: string | undefined;
}

const rule = (
  status: number,
  key: ConstructorParameters<typeof AppError>[2],
  params?: Record<string, string | number>,
) => new AppError(status, ERROR_CODES.BUSINESS_RULE, key, params);

/** "Stock moved since the snapshot": how many lines, and the first of them. */
export function snapshotDriftError(drift: SnapshotDrift[]): AppError {
  const first = drift[0]!;
  return rule(409, 'stocktake.snapshot_drift', {
    count: drift.length,
    lot: first.so_lo,
    goods: first.hang_hoa_ten,
    book: first.so_luong_so_sach,
    current: first.so_luong_hien_tai,
  });
}

/**
 * Lots found on the shelf that the books never had become batches of the organisation (cost as
 * counted, no supplier), so every line names a batch from here on.
 */
async function createFoundBatches(tx: Executor, organisationId: string, lines: ApprovalLine[]) {
  const listed = new Set(lines.flatMap((l) => (l.lo_hang_id ? [l.lo_hang_id] : [])));
  for (const line of lines.filter((l) => !l.lo_hang_id)) {
    const batch = await upsertBatchOfLine(
      tx,
      {
        id: line.id,
        to_chuc_id: organisationId,
        hang_hoa_id: line.hang_hoa_id,
        so_lo: line.so_lo,
        han_dung: line.han_dung,
        ngay_san_xuat: null,
        don_gia: line.don_gia,
        vat: 0,
        chiet_khau: 0,
        ma_vach: null,
        goi_thau_chi_tiet_id: null,
      },
      null,
      newId(),
    );
    // The same lot at the same cost was received meanwhile and is already a line of its own.
    if (listed.has(batch.id)) {
      throw rule(409, 'stocktake.batch_in_stocktake', { lot: line.so_lo, goods: line.hang_hoa_ten });
    }
    listed.add(batch.id);
    await setLineBatch(tx, line.id, batch.id);
    line.lo_hang_id = batch.id;
    line.don_gia = batch.don_gia;
  }
}

/**
 * Stocktake (KIEM_KE) in the common lifecycle. Submission needs every line counted; approval books
 * the variance of each line (count - book quantity) as a surplus or shortage adjustment at the
 * batch's cost, provided the stock has not moved since the snapshot.
 */
export const stocktakeKind: VoucherKind<StocktakeBase> = {
  kind: 'KIEM_KE',
  resource: 'phieu-kiem-kho',

  prepare: () => Promise.reject(new Error('stocktakes are created and edited by StocktakeService')),

  async submit(tx, voucher) {
    const uncounted = await countUncounted(tx, voucher.id);
    if (uncounted > 0) throw rule(422, 'stocktake.not_counted', { count: uncounted });
  },

  async approve(tx, context: LedgerContext, today) {
    const { voucher } = context;
    // A refresh while awaiting approval may have brought in batches nobody has counted yet.
    const uncounted = await countUncounted(tx, voucher.id);
    if (uncounted > 0) throw rule(422, 'stocktake.not_counted', { count: uncounted });
    const lines = await linesForApproval(tx, voucher.id);
    await createFoundBatches(tx, voucher.to_chuc_id, lines);
    const stock = await lockStocktakeStock(tx, voucher.id, voucher.kho_id);
    const drift = await findSnapshotDrift(tx, voucher.id, voucher.kho_id);
    if (drift.length > 0) throw snapshotDriftError(drift);

    const changes: StockChange[] = [];
    const ledger: LedgerInsert[] = [];
    const lineOfBatch = new Map<string, ApprovalLine>();
    for (const line of lines) {
      const batchId = line.lo_hang_id!;
      lineOfBatch.set(batchId, line);
      const delta = fromUnits(toUnits(line.so_luong_thuc_te) - toUnits(line.so_luong_so_sach));
      if (delta === 0) continue;
      const entry = { kho_id: voucher.kho_id, lo_hang_id: batchId, hang_hoa_id: line.hang_hoa_id };
      changes.push({ ...entry, to_chuc_id: voucher.to_chuc_id, so_luong: delta, giu: 0 });
      ledger.push(ledgerRow(context, { ...entry, so_luong: delta, don_gia: line.don_gia, phan_bo_id: null }));
    }
    if (context.date < today) {
      const shortages = changes
        .filter((c) => c.so_luong < 0)
        .map((c) => ({ ...c, so_luong: -c.so_luong, so_lo: lineOfBatch.get(c.lo_hang_id)!.so_lo }));
      await assertCoveredSince(tx, voucher.kho_id, context.date, shortages);
    }
    // The rows are locked and match the snapshot, so only stock reserved by vouchers awaiting
    // approval can leave a shortage uncovered.
    await applyStockChanges(tx, changes, (change) => {
      const line = lineOfBatch.get(change.lo_hang_id)!;
      return rule(409, 'stocktake.shortage_reserved', {
        lot: line.so_lo,
        goods: line.hang_hoa_ten,
        reserved: stock.get(change.lo_hang_id)?.so_luong_giu ?? 0,
        counted: line.so_luong_thuc_te,
      });
    });
    await insertLedgerRows(tx, ledger);
    await refreshStocktakeTotals(tx, voucher.id);
  },
};
