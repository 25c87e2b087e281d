import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaiPhieu, Voucher, VoucherListMetadata } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';
import { VOUCHER_KINDS, VOUCHERS_KEY } from '../lib/voucher-kinds';

export interface VoucherBookPage {
  rows: Voucher[];
  count: number;
  /** Totals of the filtered vouchers (every page) and counts per status for the tabs. */
  totalValue: number;
  statusCounts: Record<string, number>;
}

/** GET <k>/danh-sach-<k>: the book of one warehouse. */
export async function fetchVoucherBook(
  kind: LoaiPhieu,
  query: QueryParams,
  signal?: AbortSignal,
): Promise<VoucherBookPage> {
  const { resource } = VOUCHER_KINDS[kind];
  const envelope = await api.get<Voucher[]>(`${resource}/danh-sach-${resource}`, { query, signal });
  const metadata = envelope.metadata as Partial<VoucherListMetadata> | undefined;
  return {
    rows: envelope.data,
    count: envelope.metadata?.pagination?.count ?? envelope.data.length,
    totalValue: metadata?.tong_tien ?? 0,
    statusCounts: metadata?.dem_trang_thai ?? {},
  };
}

export function voucherBookQueryOptions(kind: LoaiPhieu, query: QueryParams) {
  return queryOptions({
    queryKey: [VOUCHERS_KEY, kind, 'book', query],
    queryFn: ({ signal }) => fetchVoucherBook(kind, query, signal),
    // The previous page stays on screen while the next loads.
    placeholderData: keepPreviousData,
  });
}

export function useVoucherBook(kind: LoaiPhieu, query: QueryParams | null) {
  return useQuery({ ...voucherBookQueryOptions(kind, query ?? {}), enabled: query !== null });
}
