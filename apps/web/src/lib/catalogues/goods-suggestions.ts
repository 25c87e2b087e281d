import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GoodsSuggestion } from '@kho/contracts';
import { api } from '../api/api-client';

/**
 * GET hang-hoa/goi-y-hang-hoa: goods by code, name, active ingredient or barcode, accent-insensitive.
 * Shared (lib, not a feature): cabinets' par levels, tender lines and the vouchers pick goods with it.
 */
export async function suggestGoods(organisationId: string, text: string, signal?: AbortSignal) {
  const envelope = await api.get<GoodsSuggestion[]>('hang-hoa/goi-y-hang-hoa', {
    query: { to_chuc: organisationId, tu_khoa: text, gioi_han: 20 },
    signal,
  });
  return envelope.data;
}

export function goodsSuggestionsQuery(organisationId: string | null, text: string, enabled: boolean) {
  return queryOptions({
    queryKey: ['hang-hoa', 'goi-y', organisationId, text],
    queryFn: ({ signal }) => suggestGoods(organisationId ?? '', text, signal),
    enabled: enabled && organisationId !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useGoodsSuggestions(organisationId: string | null, text: string, enabled: boolean) {
  return useQuery(goodsSuggestionsQuery(organisationId, text, enabled));
}
