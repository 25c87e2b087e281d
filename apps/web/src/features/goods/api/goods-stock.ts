import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsStockRow } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/** GET ton-kho/ton-kho-hang-hoa: the item's batches in every warehouse the caller may act in. */
export async function fetchGoodsStock(organisationId: string, goodsId: string, signal?: AbortSignal) {
  return (
    await api.get<GoodsStockRow[]>('ton-kho/ton-kho-hang-hoa', {
      query: { to_chuc: organisationId, hang_hoa_id: goodsId },
      signal,
    })
  ).data;
}

// Under the stock screen's key prefix, so a stock change invalidates both.
export const goodsStockQueryOptions = (organisationId: string | null, goodsId: string | null) =>
  queryOptions({
    queryKey: ['ton-kho', 'hang-hoa', organisationId, goodsId],
    queryFn: ({ signal }) => fetchGoodsStock(organisationId ?? '', goodsId ?? '', signal),
    enabled: organisationId !== null && goodsId !== null,
  });

export function useGoodsStock(organisationId: string | null, goodsId: string | null) {
  return useQuery(goodsStockQueryOptions(organisationId, goodsId));
}
