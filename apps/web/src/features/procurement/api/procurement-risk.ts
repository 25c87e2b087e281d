import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProcurementRisk, ProcurementRiskQuery } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';
import { PROCUREMENT_KEY } from './procurement-plan';

/** GET du-tru-mua-sam/rui-ro: goods that run out before the next delivery, batches that expire unused. */
export function useProcurementRisk(query: (ProcurementRiskQuery & QueryParams) | null) {
  return useQuery({
    queryKey: [...PROCUREMENT_KEY, 'rui-ro', query],
    queryFn: async ({ signal }) =>
      (await api.get<ProcurementRisk>('du-tru-mua-sam/rui-ro', { query: query!, signal })).data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
