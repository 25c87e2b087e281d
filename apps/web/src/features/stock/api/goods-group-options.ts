import type { GoodsGroupRecord } from '@kho/contracts';
import { defineCatalogueApi, useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';

// The catalogue's own resource, so its cache (and invalidation after an edit) is shared.
const goodsGroupsApi = defineCatalogueApi<GoodsGroupRecord, never>('nhom-hang-hoa');

/** GET nhom-hang-hoa/combobox-nhom-hang-hoa: the active goods groups, for the stock filter. */
export function useGroupOptions(organisationId: string | null) {
  return useCatalogueCombobox(goodsGroupsApi, organisationId).data ?? [];
}
