import { useQuery } from '@tanstack/react-query';
import type { DepartmentWithWarehouses } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/**
 * GET to-chuc/danh-muc-khoa-kho-cua-toi: the departments and warehouses the user may act in (a
 * transfer's destination). Same query key as the app bar's selectors, so the answer is shared.
 */
export async function fetchMyWarehouses(organisationId: string, signal?: AbortSignal) {
  const envelope = await api.get<DepartmentWithWarehouses[]>('to-chuc/danh-muc-khoa-kho-cua-toi', {
    query: { to_chuc_id: organisationId },
    signal,
  });
  return envelope.data;
}

export function useMyWarehouses(organisationId: string | null) {
  return useQuery({
    queryKey: ['to-chuc', organisationId, 'khoa-kho-cua-toi'],
    queryFn: ({ signal }) => fetchMyWarehouses(organisationId ?? '', signal),
    enabled: organisationId !== null,
    staleTime: 5 * 60_000,
  });
}
