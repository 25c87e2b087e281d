import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Overview, OverviewQuery } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';

export const OVERVIEW_KEY = ['bao-cao', 'tong-quan'] as const;

/** GET bao-cao/tong-quan: every figure of the dashboard for a warehouse, a department or the organisation. */
export async function fetchOverview(
  query: OverviewQuery & QueryParams,
  signal?: AbortSignal,
): Promise<Overview> {
  const envelope = await api.get<Overview>('bao-cao/tong-quan', { query, signal });
  return envelope.data;
}

export const overviewQueryOptions = (query: OverviewQuery & QueryParams) =>
  queryOptions({
    queryKey: [...OVERVIEW_KEY, query],
    queryFn: ({ signal }) => fetchOverview(query, signal),
    // Switching scope keeps the previous figures on screen (dimmed) until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export function useOverview(query: (OverviewQuery & QueryParams) | null) {
  return useQuery({ ...overviewQueryOptions(query ?? { to_chuc: '' }), enabled: query !== null });
}
