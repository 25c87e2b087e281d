import { DEFAULT_PAGE_SIZE } from '@kho/contracts';
import type { QueryParams } from '../api/api-client';

/**
 * The state of a catalogue list as it lives in the URL (so a filtered list can be reloaded,
 * bookmarked and shared), and the API query it maps to. Pure, so it is unit-tested.
 *
 * URL keys: `trang_thai` (absent = active, `ngung_hoat_dong`, `tat_ca`), `tu_khoa`, `trang`
 * (1-based page), `sap_xep` + `chieu`, and one key per catalogue filter (`loai_khoa`, `khoa_id`...).
 * Values are words, not true/false: the router would read "true" back as a boolean and write a
 * string "false" back quoted.
 */
export const STATUS_KEY = 'trang_thai';
export const SEARCH_KEY = 'tu_khoa';
export const PAGE_KEY = 'trang';
export const SORT_KEY = 'sap_xep';
export const DIRECTION_KEY = 'chieu';

export const STATUS_VALUES = { active: 'hoat_dong', inactive: 'ngung_hoat_dong', all: 'tat_ca' } as const;
export type CatalogueStatus = keyof typeof STATUS_VALUES;

export type SortDirection = 'asc' | 'desc';

export interface CatalogueListState {
  status: CatalogueStatus;
  search: string;
  /** 1-based. */
  page: number;
  sort: { field: string; direction: SortDirection } | null;
  filters: Record<string, string>;
}

type Search = Record<string, unknown>;

/** The router parses numbers and booleans out of the URL; every key here is read as text. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

export function readListState(
  search: Search,
  filterKeys: readonly string[],
  sortable: readonly string[],
): CatalogueListState {
  const statusText = text(search[STATUS_KEY]);
  const status: CatalogueStatus =
    statusText === STATUS_VALUES.inactive ? 'inactive' : statusText === STATUS_VALUES.all ? 'all' : 'active';
  const pageNumber = Number.parseInt(text(search[PAGE_KEY]), 10);
  const sortField = text(search[SORT_KEY]);
  const filters: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = text(search[key]);
    if (value) filters[key] = value;
  }
  return {
    status,
    search: text(search[SEARCH_KEY]),
    page: Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1,
    // An unknown sort field (an old bookmark) would be refused by the server: ignore it instead.
    sort: sortable.includes(sortField)
      ? { field: sortField, direction: text(search[DIRECTION_KEY]) === 'desc' ? 'desc' : 'asc' }
      : null,
    filters,
  };
}

/** The query of the list call, or of the Excel export when `page` is left out (same rows, unpaged). */
export function toListQuery(
  state: CatalogueListState,
  organisationId: string,
  page: { page: number; pageSize?: number } | null = { page: state.page },
): QueryParams {
  return {
    to_chuc: organisationId,
    ...(page ? { page: page.page, page_size: page.pageSize ?? DEFAULT_PAGE_SIZE } : {}),
    tu_khoa: state.search || undefined,
    hoat_dong: state.status === 'all' ? undefined : state.status === 'active',
    sap_xep: state.sort?.field,
    chieu: state.sort?.direction,
    ...state.filters,
  };
}

/**
 * URL updates for a change of the list state: any change but the page goes back to page 1, and
 * default values leave the URL so the plain path means "active records, first page".
 */
export function searchUpdate(change: {
  search?: string;
  page?: number;
  sort?: CatalogueListState['sort'];
  filter?: { key: string; value: string };
}): Search {
  const update: Search = {};
  if (change.page !== undefined) update[PAGE_KEY] = change.page > 1 ? change.page : undefined;
  else update[PAGE_KEY] = undefined;
  if (change.search !== undefined) update[SEARCH_KEY] = change.search.trim() || undefined;
  if (change.sort !== undefined) {
    update[SORT_KEY] = change.sort?.field;
    update[DIRECTION_KEY] = change.sort ? change.sort.direction : undefined;
  }
  if (change.filter) update[change.filter.key] = change.filter.value || undefined;
  return update;
}
