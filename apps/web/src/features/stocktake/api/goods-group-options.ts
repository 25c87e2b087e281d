import { useQuery } from '@tanstack/react-query';
import type { ComboboxItem } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { COMBOBOX_LIMIT } from '../../../lib/catalogues/catalogue-api';

/** GET nhom-hang-hoa/combobox-nhom-hang-hoa: active goods groups, for a stocktake's scope. */
export async function fetchGoodsGroupOptions(organisationId: string, signal?: AbortSignal) {
  const envelope = await api.get<ComboboxItem[]>('nhom-hang-hoa/combobox-nhom-hang-hoa', {
    query: { to_chuc: organisationId, page_size: COMBOBOX_LIMIT, hoat_dong: true },
    signal,
  });
  return envelope.data;
}

export function useGoodsGroupOptions(organisationId: string | null) {
  return useQuery({
    queryKey: ['catalogue', 'nhom-hang-hoa', 'combobox', organisationId],
    queryFn: ({ signal }) => fetchGoodsGroupOptions(organisationId ?? '', signal),
    enabled: organisationId !== null,
    staleTime: 60_000,
  });
}
