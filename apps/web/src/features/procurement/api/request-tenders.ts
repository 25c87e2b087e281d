import { useQuery } from '@tanstack/react-query';
import type { ProcurementRequestTender } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { requestDetailKey } from './procurement-request';

/** GET du-tru-mua-sam/{id}/goi-thau-phieu-du-tru: the tender lines valid today of the request's goods. */
export function useRequestTenders(organisationId: string | null, id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...requestDetailKey(organisationId ?? '', id), 'goi-thau'],
    queryFn: async ({ signal }) =>
      (
        await api.get<ProcurementRequestTender[]>(`du-tru-mua-sam/${id}/goi-thau-phieu-du-tru`, {
          query: { to_chuc: organisationId! },
          signal,
        })
      ).data,
    enabled: enabled && !!organisationId,
  });
}
