import { ERROR_CODES } from '@kho/contracts';
import type { Executor } from '../../../db/client';
import { AppError } from '../../../platform/errors';
import { toUnits, type Shortage } from './fefo';
import { findGoodsNames } from './lookups.repository';
import { findStockRow, lowestBalanceFrom } from './stock.repository';

/**
 * Why the stock engine refuses a movement, in words the user can act on: which goods and lot,
 * what is there and what was needed. The engine decides; these say it.
 */

/** A business rule broken (409), with the catalogue key of its message. */
export const businessRule = (
  key: ConstructorParameters<typeof AppError>[2],
  params?: Record<string, string | number>,
) => new AppError(409, ERROR_CODES.BUSINESS_RULE, key, params);

/** Not enough of the goods for FEFO to pick, or the chosen batch cannot give what the line asks. */
export async function shortageError(
  tx: Executor,
  shortage: Shortage,
  warehouseId: string,
  today: string,
): Promise<Error> {
  const names = await findGoodsNames(tx, [shortage.hang_hoa_id]);
  const goods = names.get(shortage.hang_hoa_id) ?? shortage.hang_hoa_id;
  if (shortage.kind === 'goods') {
    return businessRule('inventory.not_enough_stock', {
      goods,
      needed: shortage.needed,
      available: shortage.available,
    });
  }
  const row = shortage.row;
  if (!row) return new AppError(422, ERROR_CODES.BUSINESS_RULE, 'inventory.batch_not_found');
  const current = (await findStockRow(tx, warehouseId, row.lo_hang_id, today)) ?? row;
  return batchRefusal(current, goods, shortage.needed);
}

/** A batch that may not go out: expired, blocked, or short of what is needed. */
export function batchRefusal(
  batch: { so_lo: string; da_het_han: boolean; bi_khoa: boolean; so_luong?: number; so_luong_giu?: number },
  goods: string,
  needed = 0,
): AppError {
  const params = { lot: batch.so_lo, goods };
  if (batch.da_het_han) return businessRule('inventory.batch_expired_issue', params);
  if (batch.bi_khoa) return businessRule('inventory.batch_blocked_issue', params);
  const available = (batch.so_luong ?? 0) - (batch.so_luong_giu ?? 0);
  return businessRule('inventory.batch_short', { ...params, available, needed });
}

/** A back-dated outgoing movement must not take stock the batch did not have on and after that day. */
export async function assertCoveredSince(
  tx: Executor,
  warehouseId: string,
  date: string,
  allocations: { lo_hang_id: string; hang_hoa_id: string; so_lo: string; so_luong: number }[],
) {
  const perBatch = new Map<string, (typeof allocations)[number] & { units: number }>();
  for (const a of allocations) {
    const entry = perBatch.get(a.lo_hang_id) ?? { ...a, units: 0 };
    entry.units += toUnits(a.so_luong);
    perBatch.set(a.lo_hang_id, entry);
  }
  for (const batch of [...perBatch.values()].sort((a, b) => (a.lo_hang_id < b.lo_hang_id ? -1 : 1))) {
    const lowest = await lowestBalanceFrom(tx, warehouseId, batch.lo_hang_id, date);
    if (toUnits(lowest) < batch.units) {
      const names = await findGoodsNames(tx, [batch.hang_hoa_id]);
      throw businessRule('inventory.backdated_short', {
        lot: batch.so_lo,
        goods: names.get(batch.hang_hoa_id) ?? '',
        date: `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`,
        available: Math.max(lowest, 0),
      });
    }
  }
}
