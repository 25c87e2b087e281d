import { useQuery } from '@tanstack/react-query';
import type { StockCardBatch } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { REPORTS_KEY } from './report-page';

/**
 * GET bao-cao/lo-hang-the-kho: the batches of the item in the warehouse (at most 100, those with
 * stock first), for the stock card's batch picker. An item has few, so the picker searches them
 * on the client.
 */
export function useStockCardBatches(
  organisationId: string,
  warehouseId: string | undefined,
  goodsId: string,
) {
  return useQuery({
    // Under the stock card's key, so refreshing the card after a change refreshes its batches too.
    queryKey: [...REPORTS_KEY, 'bao-cao/the-kho', 'lo-hang', organisationId, warehouseId, goodsId],
    queryFn: async ({ signal }) =>
      (
        await api.get<StockCardBatch[]>('bao-cao/lo-hang-the-kho', {
          query: { to_chuc: organisationId, kho_id: warehouseId, hang_hoa_id: goodsId },
          signal,
        })
      ).data,
    enabled: Boolean(warehouseId && goodsId),
    staleTime: 30_000,
  });
}
