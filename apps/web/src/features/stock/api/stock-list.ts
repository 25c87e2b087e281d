import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type StockItem, type StockTotals } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';
import { STOCK_LIST_PATH } from './early-stock';

export interface StockPage {
  items: StockItem[];
  count: number;
  totals: StockTotals | null;
}

export const STOCK_KEY = ['ton-kho'] as const;

/** GET ton-kho/danh-sach-ton-kho: goods items with their batches, and totals of the whole filter. */
export async function fetchStockList(query: QueryParams, signal?: AbortSignal): Promise<StockPage> {
  const envelope = await api.get<StockItem[]>(STOCK_LIST_PATH, { query, signal });
  const totals = envelope.metadata?.tong_hop as StockTotals | undefined;
  return {
    items: envelope.data,
    count: envelope.metadata?.pagination?.count ?? envelope.data.length,
    totals: totals ?? null,
  };
}

/** Pages bounded for a print: a warehouse of 2,000 items prints whole, a runaway loop does not. */
const MAX_PRINT_PAGES = 20;

/** Every item the filters match (the print), page after page of the largest size. */
export async function fetchAllStock(query: QueryParams): Promise<StockPage> {
  const first = await fetchStockList({ ...query, page: 1, page_size: MAX_PAGE_SIZE });
  const pages = Math.min(MAX_PRINT_PAGES, Math.ceil(first.count / MAX_PAGE_SIZE));
  const items = [...first.items];
  for (let page = 2; page <= pages; page += 1)
    items.push(...(await fetchStockList({ ...query, page, page_size: MAX_PAGE_SIZE })).items);
  return { ...first, items };
}

export const stockListQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: [...STOCK_KEY, 'list', query],
    queryFn: ({ signal }) => fetchStockList(query, signal),
    // The previous page stays on screen while the next loads: no flash of an empty table.
    placeholderData: keepPreviousData,
  });

export function useStockList(query: QueryParams | null) {
  return useQuery({ ...stockListQueryOptions(query ?? {}), enabled: query !== null });
}
