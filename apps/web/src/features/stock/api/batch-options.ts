import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchOptions } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { STOCK_KEY } from './stock-list';

/**
 * GET ton-kho/lo-hang-kha-dung: an item's batches in a warehouse (expired and blocked ones too),
 * FEFO first. The stock card offers them as its batch filter.
 */
export async function fetchBatchOptions(
  scope: { organisationId: string; warehouseId: string; goodsId: string },
  signal?: AbortSignal,
) {
  return (
    await api.get<BatchOptions>('ton-kho/lo-hang-kha-dung', {
      query: { to_chuc: scope.organisationId, kho_id: scope.warehouseId, hang_hoa_id: scope.goodsId },
      signal,
    })
  ).data;
}

export const batchOptionsQueryOptions = (scope: {
  organisationId: string;
  warehouseId: string;
  goodsId: string;
}) =>
  queryOptions({
    queryKey: [...STOCK_KEY, 'lo-hang-kha-dung', scope],
    queryFn: ({ signal }) => fetchBatchOptions(scope, signal),
  });

export function useBatchOptions(
  scope: { organisationId: string; warehouseId: string; goodsId: string } | null,
) {
  return useQuery({
    ...batchOptionsQueryOptions(scope ?? { organisationId: '', warehouseId: '', goodsId: '' }),
    enabled: scope !== null,
  });
}
