import { useQuery } from '@tanstack/react-query';
import type { ComboboxItem } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { COMBOBOX_LIMIT } from '../../../lib/catalogues/catalogue-api';

/** GET nhan-vien/combobox-nhan-vien: staff to pick committee members from (or type a name). */
export async function fetchStaffOptions(organisationId: string, signal?: AbortSignal) {
  const envelope = await api.get<ComboboxItem[]>('nhan-vien/combobox-nhan-vien', {
    query: { to_chuc: organisationId, page_size: COMBOBOX_LIMIT, hoat_dong: true },
    signal,
  });
  return envelope.data;
}

export function useStaffOptions(organisationId: string | null) {
  return useQuery({
    queryKey: ['catalogue', 'nhan-vien', 'combobox', organisationId],
    queryFn: ({ signal }) => fetchStaffOptions(organisationId ?? '', signal),
    enabled: organisationId !== null,
    staleTime: 60_000,
  });
}
