import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DepartmentWithWarehouses, MyWarehouse } from '@kho/contracts';
import { api } from '../api/api-client';

/**
 * GET to-chuc/danh-muc-khoa-kho-cua-toi: the departments (with their warehouses) the user works
 * in. One query for the app bar's selectors, the screens that name the selected warehouse and the
 * vouchers' warehouse fields, so the answer is fetched once.
 */
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

export function useMyDepartments(organisationId: string | null) {
  return useQuery({ ...myDepartmentsQueryOptions(organisationId ?? ''), enabled: organisationId !== null });
}

/** One of the user's own warehouses (its name, code, kho_nguon_id), once the list is known. */
function findOwnWarehouse(
  departments: readonly DepartmentWithWarehouses[] | undefined,
  warehouseId: string | null,
): MyWarehouse | null {
  for (const department of departments ?? []) {
    const found = department.kho_truc_thuoc.find((w) => w.id === warehouseId);
    if (found) return found;
  }
  return null;
}

export function useOwnWarehouse(
  organisationId: string | null,
  warehouseId: string | null,
): MyWarehouse | null {
  return findOwnWarehouse(useMyDepartments(organisationId).data, warehouseId);
}
