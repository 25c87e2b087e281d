import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PrescriptionListItem } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';

export interface PrescriptionBookPage {
  rows: PrescriptionListItem[];
  count: number;
  /** Counts per status for the tabs, when the server gives them. */
  statusCounts: Record<string, number> | null;
}

/** GET don-thuoc/danh-sach-don-thuoc: a warehouse's book, or a prescribing department's list. */
export async function fetchPrescriptions(
  query: QueryParams,
  signal?: AbortSignal,
): Promise<PrescriptionBookPage> {
  const envelope = await api.get<PrescriptionListItem[]>('don-thuoc/danh-sach-don-thuoc', { query, signal });
  const metadata = envelope.metadata as { dem_trang_thai?: Record<string, number> } | undefined;
  return {
    rows: envelope.data,
    count: envelope.metadata?.pagination?.count ?? envelope.data.length,
    statusCounts: metadata?.dem_trang_thai ?? null,
  };
}

export function usePrescriptions(query: QueryParams | null) {
  return useQuery(
    queryOptions({
      queryKey: [PRESCRIPTIONS_KEY, 'book', query],
      queryFn: ({ signal }) => fetchPrescriptions(query!, signal),
      enabled: query !== null,
      // The previous page stays on screen while the next loads.
      placeholderData: keepPreviousData,
    }),
  );
}
