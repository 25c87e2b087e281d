import { useQuery } from '@tanstack/react-query';
import type { ProcurementRequestDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { REQUESTS_KEY } from './procurement-requests';

export const requestDetailKey = (organisationId: string, id: string) =>
  [...REQUESTS_KEY, 'detail', organisationId, id] as const;

/** GET du-tru-mua-sam/{id}/chi-tiet-phieu-du-tru: one request with its lines. */
export function useProcurementRequest(organisationId: string | null, id: string | null) {
  return useQuery({
    queryKey: requestDetailKey(organisationId ?? '', id ?? ''),
    queryFn: async ({ signal }) =>
      (
        await api.get<ProcurementRequestDetail>(`du-tru-mua-sam/${id}/chi-tiet-phieu-du-tru`, {
          query: { to_chuc: organisationId! },
          signal,
        })
      ).data,
    enabled: !!organisationId && !!id,
  });
}
