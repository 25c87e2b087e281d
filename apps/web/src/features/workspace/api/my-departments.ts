import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentWithWarehouses } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/** GET to-chuc/danh-muc-khoa-kho-cua-toi: the departments (with their warehouses) the user works in. */
export async function fetchMyDepartments(
  organisationId: string,
  signal?: AbortSignal,
): Promise<DepartmentWithWarehouses[]> {
  const envelope = await api.get<DepartmentWithWarehouses[]>('to-chuc/danh-muc-khoa-kho-cua-toi', {
    query: { to_chuc_id: organisationId },
    signal,
  });
  return envelope.data;
}

export function myDepartmentsQueryOptions(organisationId: string) {
  return queryOptions({
    queryKey: ['to-chuc', organisationId, 'khoa-kho-cua-toi'],
    queryFn: ({ signal }) => fetchMyDepartments(organisationId, signal),
    staleTime: 5 * 60_000,
  });
}

export function useMyDepartments(organisationId: string) {
  return useQuery(myDepartmentsQueryOptions(organisationId));
}
