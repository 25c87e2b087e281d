import type { BatchOption } from '@kho/contracts';

/** The part of a line a scan looks at: the goods, the batch it names ('' for FEFO) and the quantity. */
export interface ScannedLine {
  hang_hoa_id: string;
  lo_hang_id?: string | null | undefined;
  so_luong: unknown;
}

/**
 * What a scanned pack does to an issue, transfer, return or requisition: one more unit on the line
 * that already holds that goods (and that batch, when the code named a lot the warehouse has), or a
 * new line of one unit. `batchId` is the warehouse's batch with the scanned lot, when known.
 */
export type LineScanPlan =
  { kind: 'increment'; index: number; quantity: number } | { kind: 'add'; batchId: string };

export function planLineScan(
  lines: readonly ScannedLine[],
  goodsId: string,
  batchId: string | null,
): LineScanPlan {
  const index = lines.findIndex(
    (line) => line.hang_hoa_id === goodsId && (batchId === null || (line.lo_hang_id ?? '') === batchId),
  );
  const line = lines[index];
  if (line) {
    const quantity = (typeof line.so_luong === 'number' ? line.so_luong : 0) + 1;
    return { kind: 'increment', index, quantity };
  }
  return { kind: 'add', batchId: batchId ?? '' };
}

/** The batch of the scanned lot among the warehouse's batches, when this voucher may take it. */
export function batchOfLot(options: readonly BatchOption[], lot: string | undefined): BatchOption | null {
  if (!lot) return null;
  return options.find((option) => option.so_lo === lot && option.chon_duoc) ?? null;
}
