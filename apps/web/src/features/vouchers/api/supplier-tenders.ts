import { useQuery } from '@tanstack/react-query';
import type { ComboboxItem } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/** GET goi-thau/combobox-goi-thau?nha_cung_cap_id: the valid tender packages won by a supplier. */
export async function fetchSupplierTenders(organisationId: string, supplierId: string, signal?: AbortSignal) {
  const envelope = await api.get<ComboboxItem[]>('goi-thau/combobox-goi-thau', {
    query: { to_chuc: organisationId, nha_cung_cap_id: supplierId, page_size: 100 },
    signal,
  });
  return envelope.data;
}

export function useSupplierTenders(organisationId: string | null, supplierId: string | null) {
  return useQuery({
    queryKey: ['catalogue', 'goi-thau', 'combobox', organisationId, { nha_cung_cap_id: supplierId }],
    queryFn: ({ signal }) => fetchSupplierTenders(organisationId ?? '', supplierId ?? '', signal),
    enabled: organisationId !== null && !!supplierId,
    staleTime: 60_000,
  });
}
