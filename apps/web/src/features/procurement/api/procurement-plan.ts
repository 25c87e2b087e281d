import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProcurementPlan, ProcurementPlanQuery } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';

export const PROCUREMENT_KEY = ['du-tru-mua-sam'] as const;

/** GET du-tru-mua-sam/ke-hoach: per goods, consumption, stock, what is coming, the suggestion and tenders. */
export function useProcurementPlan(query: (ProcurementPlanQuery & QueryParams) | null) {
  return useQuery({
    queryKey: [...PROCUREMENT_KEY, 'ke-hoach', query],
    queryFn: async ({ signal }) =>
      (await api.get<ProcurementPlan>('du-tru-mua-sam/ke-hoach', { query: query!, signal })).data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
