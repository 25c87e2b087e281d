import { useQueries } from '@tanstack/react-query';
import type { ProcurementRequestTender } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { requestDetailKey } from './procurement-request';

/**
 * GET du-tru-mua-sam/{id}/goi-thau-phieu-du-tru: the tender lines valid today of the request's
 * goods, and (`hang_hoa_id`) of each goods item the planner adds while editing, one call per item,
 * as one list.
 */
export function useRequestTenders(
  organisationId: string | null,
  id: string,
  enabled: boolean,
  addedGoodsIds: readonly string[] = [],
) {
  const goods: (string | null)[] = [null, ...addedGoodsIds];
  return useQueries({
    queries: goods.map((goodsId) => ({
      queryKey: [...requestDetailKey(organisationId ?? '', id), 'goi-thau', goodsId],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (
          await api.get<ProcurementRequestTender[]>(`du-tru-mua-sam/${id}/goi-thau-phieu-du-tru`, {
            query: { to_chuc: organisationId!, ...(goodsId ? { hang_hoa_id: goodsId } : {}) },
            signal,
          })
        ).data,
      enabled: enabled && !!organisationId,
    })),
    combine: ([own, ...added]) => ({
      // The request's own goods first; an added item's lines once they have come.
      data: own?.data ? [...own.data, ...added.flatMap((r) => r.data ?? [])] : undefined,
      isFetching: own?.isFetching === true || added.some((r) => r.isFetching),
      /** The request's own lines could not be had: nothing to edit with. */
      isError: own?.isError === true,
      /** An added item's lines could not be had: its line offers no tender until they come. */
      addedError: added.some((r) => r.isError),
      /** Asks again for the added items' lines that could not be had. */
      retryAdded: () => added.filter((r) => r.isError).forEach((r) => void r.refetch()),
    }),
  });
}
