import { useQuery } from '@tanstack/react-query';
import type { GoodsStockRow } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/** GET ton-kho/ton-kho-hang-hoa: the goods' batches in every warehouse the user may act in. */
export async function fetchGoodsBatches(organisationId: string, goodsId: string, signal?: AbortSignal) {
  const envelope = await api.get<GoodsStockRow[]>('ton-kho/ton-kho-hang-hoa', {
    query: { to_chuc: organisationId, hang_hoa_id: goodsId },
    signal,
  });
  return envelope.data;
}

export function useGoodsBatches(organisationId: string, goodsId: string | null) {
  return useQuery({
    queryKey: ['ton-kho', 'ton-kho-hang-hoa', organisationId, goodsId],
    queryFn: ({ signal }) => fetchGoodsBatches(organisationId, goodsId ?? '', signal),
    enabled: goodsId !== null,
  });
}
