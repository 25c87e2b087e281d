import { useQueryClient } from '@tanstack/react-query';
import type { GoodsSuggestion } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/** GET hang-hoa/tra-cuu-ma-vach: the goods item with this barcode or GTIN; null when none has it. */
export async function lookupBarcode(organisationId: string, code: string, signal?: AbortSignal) {
  const envelope = await api.get<GoodsSuggestion | null>('hang-hoa/tra-cuu-ma-vach', {
    query: { to_chuc: organisationId, ma: code },
    signal,
  });
  return envelope.data;
}

export function barcodeQueryOptions(organisationId: string, code: string) {
  return {
    queryKey: ['hang-hoa', 'ma-vach', organisationId, code] as const,
    queryFn: ({ signal }: { signal?: AbortSignal }) => lookupBarcode(organisationId, code, signal),
    staleTime: 5 * 60_000,
  };
}

/** For the scan field: a function that looks codes up in turn (cached) until one is known. */
export function useBarcodeLookup(organisationId: string) {
  const queryClient = useQueryClient();
  return async (codes: readonly string[]): Promise<GoodsSuggestion | null> => {
    for (const code of codes) {
      const found = await queryClient.fetchQuery(barcodeQueryOptions(organisationId, code));
      if (found) return found;
    }
    return null;
  };
}
