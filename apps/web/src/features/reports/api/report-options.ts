import { useQuery } from '@tanstack/react-query';
import type { ReportWarehouse } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { defineCatalogueApi, useCatalogueCombobox } from '../../../lib/catalogues/catalogue-api';
import { departmentsApi } from '../../../lib/catalogues/catalogue-resources';

// The catalogues' own resources, so their caches (and invalidation after an edit) are shared.
const goodsGroupsApi = defineCatalogueApi('nhom-hang-hoa');
const tendersApi = defineCatalogueApi('goi-thau');

/** GET nhom-hang-hoa/combobox-nhom-hang-hoa: the goods groups a report can be narrowed to. */
export function useGroupOptions(organisationId: string | null) {
  return useCatalogueCombobox(goodsGroupsApi, organisationId).data ?? [];
}

/** GET goi-thau/combobox-goi-thau: the tenders (expired ones too: their execution is still reported). */
export function useTenderOptions(organisationId: string | null) {
  return useCatalogueCombobox(tendersApi, organisationId, { hoat_dong: undefined }).data ?? [];
}

/** GET khoa/combobox-khoa: the departments a consumption report can be narrowed to. */
export function useDepartmentOptions(organisationId: string | null) {
  return useCatalogueCombobox(departmentsApi, organisationId).data ?? [];
}

/** GET bao-cao/danh-sach-kho-bao-cao: the warehouses the user may run reports on (managers: all). */
export function useReportWarehouses(organisationId: string | null) {
  return useQuery({
    queryKey: ['bao-cao', 'kho', organisationId],
    queryFn: async ({ signal }) =>
      (
        await api.get<ReportWarehouse[]>('bao-cao/danh-sach-kho-bao-cao', {
          query: { to_chuc: organisationId },
          signal,
        })
      ).data,
    enabled: organisationId !== null,
    staleTime: 5 * 60_000,
  });
}
