import type { LockedStockRow } from './stock.repository';

/** Quantities have 4 decimals: the allocator counts in ten-thousandths so sums never drift. */
const SCALE = 10_000;
export const toUnits = (quantity: number): number => Math.round(quantity * SCALE);
export const fromUnits = (units: number): number => units / SCALE;

export interface AllocationRequest {
  /** The line this is for. */
  key: string;
  hang_hoa_id: string;
  so_luong: number;
  /** A batch the user chose; otherwise first-expiry-first-out. */
  lo_hang_id?: string | null;
}

export interface Allocation {
  key: string;
  lo_hang_id: string;
  hang_hoa_id: string;
  so_luong: number;
}

export type Shortage =
  | { kind: 'goods'; hang_hoa_id: string; needed: number; available: number }
  | { kind: 'batch'; hang_hoa_id: string; row: LockedStockRow | undefined; needed: number };

export function availableUnits(row: LockedStockRow): number {
  return toUnits(row.so_luong) - toUnits(row.so_luong_giu);
}

/** Whether a batch may leave for use: not expired, not blocked (destruction may take any). */
const usable = (row: LockedStockRow, anyBatch: boolean) => anyBatch || (!row.da_het_han && !row.bi_khoa);

/**
 * Splits each request over the batches of the warehouse: the chosen batch when there is one,
 * otherwise the earliest expiry first. Expired and blocked batches are skipped unless `anyBatch`
 * (a destruction voucher, whose very purpose is to take them out, expired ones first). `rows` must be in FEFO order; what one request takes is not
 * available to the next. Answers the allocations, or the first shortage.
 */
export function allocate(
  rows: LockedStockRow[],
  requests: AllocationRequest[],
  options: { anyBatch?: boolean } = {},
): { allocations: Allocation[] } | { shortage: Shortage } {
  const anyBatch = options.anyBatch ?? false;
  const left = new Map(rows.map((row) => [row.lo_hang_id, availableUnits(row)]));
  // Each goods item's rows, still in FEFO order: a 1 000-line voucher over thousands of batches
  // must not scan every row for every line.
  const rowsOfGoods = new Map<string, LockedStockRow[]>();
  for (const row of rows) {
    const list = rowsOfGoods.get(row.hang_hoa_id);
    if (list) list.push(row);
    else rowsOfGoods.set(row.hang_hoa_id, [row]);
  }
  const allocations: Allocation[] = [];
  // Chosen batches first, so a FEFO line cannot take what another line explicitly picked.
  const ordered = [...requests].sort((a, b) => Number(!a.lo_hang_id) - Number(!b.lo_hang_id));
  for (const request of ordered) {
    let needed = toUnits(request.so_luong);
    if (request.lo_hang_id) {
      const row = rowsOfGoods.get(request.hang_hoa_id)?.find((r) => r.lo_hang_id === request.lo_hang_id);
      const free = row ? (left.get(row.lo_hang_id) ?? 0) : 0;
      if (!row || !usable(row, anyBatch) || free < needed) {
        return {
          shortage: { kind: 'batch', hang_hoa_id: request.hang_hoa_id, row, needed: request.so_luong },
        };
      }
      left.set(row.lo_hang_id, free - needed);
      allocations.push({
        key: request.key,
        lo_hang_id: row.lo_hang_id,
        hang_hoa_id: row.hang_hoa_id,
        so_luong: request.so_luong,
      });
      continue;
    }
    const candidates = (rowsOfGoods.get(request.hang_hoa_id) ?? []).filter((r) => usable(r, anyBatch));
    const total = candidates.reduce((sum, r) => sum + Math.max(left.get(r.lo_hang_id) ?? 0, 0), 0);
    if (total < needed) {
      return {
        shortage: {
          kind: 'goods',
          hang_hoa_id: request.hang_hoa_id,
          needed: request.so_luong,
          available: fromUnits(total),
        },
      };
    }
    for (const row of candidates) {
      if (needed === 0) break;
      const free = left.get(row.lo_hang_id) ?? 0;
      if (free <= 0) continue;
      const take = Math.min(free, needed);
      left.set(row.lo_hang_id, free - take);
      needed -= take;
      allocations.push({
        key: request.key,
        lo_hang_id: row.lo_hang_id,
        hang_hoa_id: row.hang_hoa_id,
        so_luong: fromUnits(take),
      });
    }
  }
  return { allocations };
}
