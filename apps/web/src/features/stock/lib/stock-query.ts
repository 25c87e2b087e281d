import { DEFAULT_PAGE_SIZE, STOCK_SORTS, type StockQuery } from '@kho/contracts';
import type { QueryParams } from '../../../lib/api/api-client';

/**
 * The stock screen's state as it lives in the URL (a filtered stock list can be reloaded, shared
 * and printed again), and the API query it maps to. Pure, so it is unit-tested.
 *
 * URL keys are the API's own (`tu_khoa`, `nhom_hang_hoa_id`, `het_han_trong_ngay`, `da_het_han`,
 * `duoi_toi_thieu`, `phan_loai_quan_ly`, `sap_xep`, `chieu`) plus `trang` for the 1-based page.
 */
export type StockSort = (typeof STOCK_SORTS)[number];

export interface StockFilters {
  search: string;
  groupId: string;
  /** Only batches expiring within this many days (expired ones included); null = no limit. */
  expiringWithinDays: number | null;
  expiredOnly: boolean;
  belowMinimum: boolean;
  managementClass: string;
}

export interface StockListState extends StockFilters {
  page: number;
  sort: { field: StockSort; direction: 'asc' | 'desc' } | null;
}

export const EMPTY_STOCK_FILTERS: StockFilters = {
  search: '',
  groupId: '',
  expiringWithinDays: null,
  expiredOnly: false,
  belowMinimum: false,
  managementClass: '',
};

/** The day counts offered for "expiring within"; the URL may carry any other from 0 to 3650. */
export const EXPIRY_WINDOWS = [30, 90, 180, 365] as const;
export const MAX_EXPIRY_WINDOW = 3650;

type Search = Record<string, unknown>;

/** The router parses numbers and booleans out of the URL; every key is read as text first. */
function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return '';
}

function flag(value: unknown): boolean {
  return ['true', '1'].includes(text(value));
}

export function readStockState(search: Search): StockListState {
  const page = Number.parseInt(text(search.trang), 10);
  const days = Number.parseInt(text(search.het_han_trong_ngay), 10);
  const sortField = text(search.sap_xep);
  return {
    search: text(search.tu_khoa),
    groupId: text(search.nhom_hang_hoa_id),
    expiringWithinDays: Number.isInteger(days) && days >= 0 && days <= MAX_EXPIRY_WINDOW ? days : null,
    expiredOnly: flag(search.da_het_han),
    belowMinimum: flag(search.duoi_toi_thieu),
    managementClass: text(search.phan_loai_quan_ly),
    page: Number.isInteger(page) && page > 0 ? page : 1,
    // An unknown sort (an old bookmark) would be refused by the server: ignore it instead.
    sort: (STOCK_SORTS as readonly string[]).includes(sortField)
      ? { field: sortField as StockSort, direction: text(search.chieu) === 'desc' ? 'desc' : 'asc' }
      : null,
  };
}

/** URL changes for new filters: back to page 1, defaults left out so the plain path means "all". */
export function stockSearchUpdate(change: {
  filters?: Partial<StockFilters>;
  page?: number;
  sort?: StockListState['sort'];
}): Search {
  const update: Search = { trang: change.page !== undefined && change.page > 1 ? change.page : undefined };
  const f = change.filters;
  if (f) {
    if (f.search !== undefined) update.tu_khoa = f.search.trim() || undefined;
    if (f.groupId !== undefined) update.nhom_hang_hoa_id = f.groupId || undefined;
    if (f.expiringWithinDays !== undefined) update.het_han_trong_ngay = f.expiringWithinDays ?? undefined;
    if (f.expiredOnly !== undefined) update.da_het_han = f.expiredOnly || undefined;
    if (f.belowMinimum !== undefined) update.duoi_toi_thieu = f.belowMinimum || undefined;
    if (f.managementClass !== undefined) update.phan_loai_quan_ly = f.managementClass || undefined;
  }
  if (change.sort !== undefined) {
    update.sap_xep = change.sort?.field;
    update.chieu = change.sort?.direction;
  }
  return update;
}

/** How many filters narrow the list (the badge on the phone's filter button). */
export function activeFilterCount(state: StockFilters): number {
  return [
    state.groupId !== '',
    state.expiringWithinDays !== null,
    state.expiredOnly,
    state.belowMinimum,
    state.managementClass !== '',
  ].filter(Boolean).length;
}

/**
 * The query of the stock list (stockQuerySchema), or of the Excel export and the print when
 * `page` is null (the same filters, every row).
 */
export function toStockQuery(
  state: StockListState,
  scope: { organisationId: string; warehouseId: string },
  page: { page: number; pageSize?: number } | null = { page: state.page },
): QueryParams & StockQuery {
  return {
    to_chuc: scope.organisationId,
    kho_id: scope.warehouseId,
    ...(page ? { page: page.page, page_size: page.pageSize ?? DEFAULT_PAGE_SIZE } : {}),
    tu_khoa: state.search || undefined,
    nhom_hang_hoa_id: state.groupId || undefined,
    het_han_trong_ngay: state.expiringWithinDays ?? undefined,
    da_het_han: state.expiredOnly ? 'true' : undefined,
    duoi_toi_thieu: state.belowMinimum ? 'true' : undefined,
    phan_loai_quan_ly: state.managementClass || undefined,
    sap_xep: state.sort?.field,
    chieu: state.sort?.direction ?? 'asc',
  };
}
