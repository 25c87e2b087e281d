import { useQuery } from '@tanstack/react-query';
import type { TenderCheck } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/**
 * GET goi-thau/doi-soat-goi-thau: administrators' check that each tender line's received quantity
 * equals its receipts less its goods returns; the organisation's, or one tender's. Read afresh
 * each time the check is opened.
 */
export function useTenderCheck(organisationId: string | null, tenderId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: ['tender-check', organisationId, tenderId],
    queryFn: async ({ signal }) => {
      const query = { to_chuc: organisationId ?? '', ...(tenderId ? { goi_thau_id: tenderId } : {}) };
      return (await api.get<TenderCheck>('goi-thau/doi-soat-goi-thau', { query, signal })).data;
    },
    enabled: enabled && organisationId !== null,
    gcTime: 0,
  });
}
