import type { StocktakeDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { STOCKTAKE_RESOURCE } from './get-stocktake';

/** POST phieu-kiem-kho/{id}/lam-moi-so-sach-phieu-kiem-kho: re-reads book quantities, keeps counts. */
export async function refreshSnapshot(
  id: string,
  body: { to_chuc: string; phien_ban: number },
  idempotencyKey: string,
) {
  const envelope = await api.post<StocktakeDetail>(
    `${STOCKTAKE_RESOURCE}/${id}/lam-moi-so-sach-${STOCKTAKE_RESOURCE}`,
    body,
    { headers: { 'Idempotency-Key': idempotencyKey }, silent: true },
  );
  return envelope.data;
}
