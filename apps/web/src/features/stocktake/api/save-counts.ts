import type { SaveCounts, SaveCountsResult } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { STOCKTAKE_RESOURCE } from './get-stocktake';

/**
 * POST phieu-kiem-kho/{id}/luu-so-dem-phieu-kiem-kho: the changed lines only; answers the new
 * version and totals. A stale version is refused (409), so two counters never overwrite blindly.
 */
export async function saveCounts(id: string, body: SaveCounts, idempotencyKey: string) {
  const envelope = await api.post<SaveCountsResult>(
    `${STOCKTAKE_RESOURCE}/${id}/luu-so-dem-${STOCKTAKE_RESOURCE}`,
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      silent: true,
    },
  );
  return envelope.data;
}
