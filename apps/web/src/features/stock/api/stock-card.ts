import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PAGE_SIZE, type StockCard } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';
import { STOCK_KEY } from './stock-list';

export interface StockCardPage {
  card: StockCard;
  count: number;
}

/** GET ton-kho/the-kho: opening balance, movements with running balance, totals and closing. */
export async function fetchStockCard(query: QueryParams, signal?: AbortSignal): Promise<StockCardPage> {
  const envelope = await api.get<StockCard>('ton-kho/the-kho', { query, signal });
  return { card: envelope.data, count: envelope.metadata?.pagination?.count ?? envelope.data.dong.length };
}

const MAX_PRINT_PAGES = 20;

/** Every movement of the range (the print), page after page of the largest size. */
export async function fetchWholeStockCard(query: QueryParams): Promise<StockCardPage> {
  const first = await fetchStockCard({ ...query, page: 1, page_size: MAX_PAGE_SIZE });
  const pages = Math.min(MAX_PRINT_PAGES, Math.ceil(first.count / MAX_PAGE_SIZE));
  const rows = [...first.card.dong];
  for (let page = 2; page <= pages; page += 1)
    rows.push(...(await fetchStockCard({ ...query, page, page_size: MAX_PAGE_SIZE })).card.dong);
  return { ...first, card: { ...first.card, dong: rows } };
}

export const stockCardQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: [...STOCK_KEY, 'the-kho', query],
    queryFn: ({ signal }) => fetchStockCard(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStockCard(query: QueryParams | null) {
  return useQuery({ ...stockCardQueryOptions(query ?? {}), enabled: query !== null });
}
