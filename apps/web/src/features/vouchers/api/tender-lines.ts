import { useQuery } from '@tanstack/react-query';
import type { TenderDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/** GET goi-thau/{id}/chi-tiet-goi-thau: the tender's lines with awarded price and what remains. */
export async function fetchTenderLines(organisationId: string, tenderId: string, signal?: AbortSignal) {
  const envelope = await api.get<TenderDetail>(`goi-thau/${tenderId}/chi-tiet-goi-thau`, {
    query: { to_chuc: organisationId },
    signal,
  });
  return envelope.data;
}

export function useTenderLines(organisationId: string | null, tenderId: string | null) {
  return useQuery({
    queryKey: ['catalogue', 'goi-thau', 'detail', organisationId, tenderId],
    queryFn: ({ signal }) => fetchTenderLines(organisationId ?? '', tenderId ?? '', signal),
    enabled: organisationId !== null && !!tenderId,
    staleTime: 30_000,
  });
}
