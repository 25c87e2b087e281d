import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClosedPeriod } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

export const PERIODS_KEY = ['khoa-so'] as const;

/** GET khoa-so/danh-sach-khoa-so: the organisation's closed months. */
export async function fetchClosedPeriods(organisationId: string, signal?: AbortSignal) {
  return (
    await api.get<ClosedPeriod[]>('khoa-so/danh-sach-khoa-so', {
      query: { to_chuc: organisationId, page_size: 100 },
      signal,
    })
  ).data;
}

export const closedPeriodsQueryOptions = (organisationId: string | null) =>
  queryOptions({
    queryKey: [...PERIODS_KEY, organisationId],
    queryFn: ({ signal }) => fetchClosedPeriods(organisationId ?? '', signal),
    enabled: organisationId !== null,
  });

/** While a closed month's balances are still being written, the list is asked for again. */
const BALANCES_POLL_MS = 3000;

export function useClosedPeriods(organisationId: string | null, enabled: boolean) {
  return useQuery({
    ...closedPeriodsQueryOptions(organisationId),
    enabled: enabled && organisationId !== null,
    refetchInterval: (query) =>
      query.state.data?.some((period) => !period.so_du_xong) ? BALANCES_POLL_MS : false,
  });
}
