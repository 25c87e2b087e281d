import type { AddFoundBatch, StocktakeDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { STOCKTAKE_RESOURCE } from './get-stocktake';

/** POST phieu-kiem-kho/{id}/them-lo-phieu-kiem-kho: a batch on the shelf that the snapshot lacks. */
export async function addFoundBatch(id: string, body: AddFoundBatch, idempotencyKey: string) {
  const envelope = await api.post<StocktakeDetail>(
    `${STOCKTAKE_RESOURCE}/${id}/them-lo-${STOCKTAKE_RESOURCE}`,
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      silent: true,
    },
  );
  return envelope.data;
}
