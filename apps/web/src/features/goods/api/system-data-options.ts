import { useQuery } from '@tanstack/react-query';
import type { ComboboxItem } from '@kho/contracts';
import { combobox } from '../../../lib/api/combobox';

/** The lookup lists of system data a goods item's text fields are picked from. */
export type GoodsLookup = 'DON_VI_TINH' | 'DUONG_DUNG' | 'DANG_BAO_CHE' | 'QUOC_GIA' | 'NHA_SAN_XUAT';

/**
 * GET du-lieu-he-thong/combobox-du-lieu-he-thong?loai=: the organisation's values of one list
 * (units, routes...). A failure answers an empty list (spec §8), so the field stays free text.
 */
export function useSystemDataOptions(organisationId: string | null, loai: GoodsLookup, enabled: boolean) {
  return useQuery({
    queryKey: ['du-lieu-he-thong', 'combobox', organisationId, loai],
    queryFn: async ({ signal }) =>
      (
        await combobox<ComboboxItem>('du-lieu-he-thong/combobox-du-lieu-he-thong', {
          query: { to_chuc: organisationId, loai, page_size: 100 },
          signal,
        })
      ).results,
    enabled: enabled && organisationId !== null,
    staleTime: 5 * 60_000,
  });
}
