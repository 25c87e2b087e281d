import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { StockCard } from '@kho/contracts';
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

export const stockCardQueryOptions = (query: QueryParams) =>
  queryOptions({
    queryKey: [...STOCK_KEY, 'the-kho', query],
    queryFn: ({ signal }) => fetchStockCard(query, signal),
    placeholderData: keepPreviousData,
  });

export function useStockCard(query: QueryParams | null) {
  return useQuery({ ...stockCardQueryOptions(query ?? {}), enabled: query !== null });
}
