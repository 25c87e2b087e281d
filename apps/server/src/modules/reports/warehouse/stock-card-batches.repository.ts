import { sql } from 'drizzle-orm';
import type { StockCardBatch } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';

/** At most this many batches answer one search (a picker, not a list). */
const BATCH_LIMIT = 100;

/**
 * The batches of one item that have been in one warehouse: a stock row is made when a batch
 * first arrives and stays when it is used up, so used-up batches are offered too (their card
 * still has movements). Stock first, then the soonest expiry; `search` matches the lot number
 * without regard to case.
 */
export function listStockCardBatches(
  exec: Executor,
  filter: { organisationId: string; warehouseId: string; goodsId: string; today: string; search?: string },
): Promise<StockCardBatch[]> {
  const search = filter.search?.trim();
  return queryRows<StockCardBatch>(
    exec,
    sql`select l.id as lo_hang_id, l.so_lo, l.han_dung::text as han_dung,
               t.so_luong::float8 as so_luong, (l.han_dung < ${filter.today}::date) as da_het_han
        from ton_kho t join lo_hang l on l.id = t.lo_hang_id
        where t.kho_id = ${filter.warehouseId} and t.hang_hoa_id = ${filter.goodsId}
          and t.to_chuc_id = ${filter.organisationId}
          ${search ? sql`and strpos(lower(l.so_lo), lower(${search})) > 0` : sql``}
        order by (t.so_luong > 0) desc, l.han_dung, l.so_lo, l.id
        limit ${BATCH_LIMIT}`,
  );
}
