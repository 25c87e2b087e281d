import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AbcVenReport } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';
import { REPORTS_KEY } from './report-page';

/**
 * GET bao-cao/abc-ven: every classified item with the matrix, in one answer (no paging). Errors
 * (thresholds that do not add up...) are shown in the page, so the call is silent.
 */
export function useAbcVen(query: QueryParams | null) {
  return useQuery({
    queryKey: [...REPORTS_KEY, 'abc-ven', query],
    queryFn: async ({ signal }) =>
      (await api.get<AbcVenReport>('bao-cao/abc-ven', { query: query ?? {}, signal, silent: true })).data,
    enabled: query !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
