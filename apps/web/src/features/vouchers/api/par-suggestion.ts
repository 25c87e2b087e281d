import { useQueryClient } from '@tanstack/react-query';
import type { ParSuggestion } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/**
 * GET phieu-linh-hang-hoa/goi-y-linh-bu: what a cabinet would ask for now to get back to its par
 * levels (cơ số minus stock minus what pending requisitions already ask).
 */
export async function fetchParSuggestion(organisationId: string, warehouseId: string, signal?: AbortSignal) {
  const envelope = await api.get<ParSuggestion[]>('phieu-linh-hang-hoa/goi-y-linh-bu', {
    query: { to_chuc: organisationId, kho_id: warehouseId },
    signal,
  });
  return envelope.data;
}

export function parSuggestionQueryOptions(organisationId: string, warehouseId: string) {
  return {
    queryKey: ['phieu-linh-hang-hoa', 'goi-y-linh-bu', organisationId, warehouseId] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) =>
      fetchParSuggestion(organisationId, warehouseId, signal),
    // Asked on a click: always the stock of now.
    staleTime: 0,
  };
}

/** For the "fill from par levels" button: asks when clicked, not when the form opens. */
export function useParSuggestion(organisationId: string) {
  const queryClient = useQueryClient();
  return (warehouseId: string) =>
    queryClient.fetchQuery(parSuggestionQueryOptions(organisationId, warehouseId));
}
