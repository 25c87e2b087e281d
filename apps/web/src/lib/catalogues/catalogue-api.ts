import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ComboboxItem, RecordAudit } from '@kho/contracts';
import { api, type QueryParams } from '../api/api-client';
import { downloadExcel } from '../api/download';

/**
 * The seven calls every catalogue resource answers (architecture.md API conventions), built once
 * for a resource name such as 'nha-cung-cap'. A feature declares its resource with
 * `defineCatalogueApi<Record, Fields>('nha-cung-cap')` and uses the hooks below; only calls of
 * its own (a cabinet's par levels) get files of their own.
 */
export interface CatalogueRecord extends RecordAudit {
  id: string;
  ma: string;
  hoat_dong: boolean;
}

export interface CataloguePage<R> {
  rows: R[];
  count: number;
}

// Method syntax on purpose: a supplier API is then usable where any catalogue API is expected
// (shared hooks, the delete dialog), which strict function-property variance would refuse.
export interface CatalogueApi<R extends CatalogueRecord, F> {
  resource: string;
  /** Prefix of every query key of this resource, for invalidation. */
  key: readonly unknown[];
  list(query: QueryParams, signal?: AbortSignal): Promise<CataloguePage<R>>;
  detail(organisationId: string, id: string, signal?: AbortSignal): Promise<R>;
  combobox(query: QueryParams, signal?: AbortSignal): Promise<ComboboxItem[]>;
  create(organisationId: string, fields: F): Promise<R>;
  update(organisationId: string, id: string, fields: F, version: number): Promise<R>;
  /** Silent: a refusal (record in use) is shown inside the confirmation dialog, not as a toast. */
  remove(organisationId: string, id: string): Promise<void>;
  exportExcel(query: QueryParams, fallbackName: string): Promise<string>;
}

export const CATALOGUE_KEY = 'catalogue';

export function defineCatalogueApi<R extends CatalogueRecord, F>(resource: string): CatalogueApi<R, F> {
  const base = `${resource}/`;
  return {
    resource,
    key: [CATALOGUE_KEY, resource],
    list: async (query, signal) => {
      const envelope = await api.get<R[]>(`${base}danh-sach-${resource}`, { query, signal });
      return { rows: envelope.data, count: envelope.metadata?.pagination?.count ?? envelope.data.length };
    },
    detail: async (organisationId, id, signal) =>
      (await api.get<R>(`${base}${id}/chi-tiet-${resource}`, { query: { to_chuc: organisationId }, signal }))
        .data,
    combobox: async (query, signal) =>
      (await api.get<ComboboxItem[]>(`${base}combobox-${resource}`, { query, signal })).data,
    create: async (organisationId, fields) =>
      (await api.post<R>(`${base}tao-moi-${resource}`, { ...fields, to_chuc: organisationId })).data,
    update: async (organisationId, id, fields, version) =>
      (
        await api.put<R>(`${base}${id}/cap-nhat-${resource}`, {
          ...fields,
          to_chuc: organisationId,
          phien_ban: version,
        })
      ).data,
    remove: async (organisationId, id) => {
      await api.delete(`${base}${id}/xoa-${resource}`, { query: { to_chuc: organisationId }, silent: true });
    },
    exportExcel: (query, fallbackName) => downloadExcel(`${base}xuat-excel-${resource}`, query, fallbackName),
  };
}

export function catalogueListQueryOptions<R extends CatalogueRecord>(
  catalogue: CatalogueApi<R, unknown>,
  query: QueryParams,
) {
  return queryOptions({
    queryKey: [...catalogue.key, 'list', query],
    queryFn: ({ signal }) => catalogue.list(query, signal),
    // The previous page stays on screen while the next loads: no flash of an empty grid.
    placeholderData: keepPreviousData,
  });
}

export function useCatalogueList<R extends CatalogueRecord>(
  catalogue: CatalogueApi<R, unknown>,
  query: QueryParams | null,
) {
  return useQuery({
    ...catalogueListQueryOptions(catalogue, query ?? {}),
    enabled: query !== null,
  });
}

export function useCatalogueDetail<R extends CatalogueRecord>(
  catalogue: CatalogueApi<R, unknown>,
  organisationId: string | null,
  id: string | null,
) {
  return useQuery({
    queryKey: [...catalogue.key, 'detail', organisationId, id],
    queryFn: ({ signal }) => catalogue.detail(organisationId ?? '', id ?? '', signal),
    enabled: organisationId !== null && id !== null,
  });
}

/** Up to 100 active records (the API's page limit) for a select; inactive ones are not offered. */
export const COMBOBOX_LIMIT = 100;

export function useCatalogueCombobox(
  catalogue: CatalogueApi<CatalogueRecord, unknown>,
  organisationId: string | null,
  filters: QueryParams = {},
) {
  const query: QueryParams = {
    to_chuc: organisationId,
    page_size: COMBOBOX_LIMIT,
    hoat_dong: true,
    ...filters,
  };
  return useQuery({
    queryKey: [...catalogue.key, 'combobox', query],
    queryFn: ({ signal }) => catalogue.combobox(query, signal),
    enabled: organisationId !== null,
    staleTime: 60_000,
  });
}
