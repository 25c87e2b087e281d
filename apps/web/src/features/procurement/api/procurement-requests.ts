import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ProcurementRequest, ProcurementRequestQuery, TrangThaiPhieu } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';
import { PROCUREMENT_KEY } from './procurement-plan';

export const REQUESTS_KEY = [...PROCUREMENT_KEY, 'phieu'] as const;

export interface RequestBook {
  rows: ProcurementRequest[];
  count: number;
  perStatus: Partial<Record<TrangThaiPhieu, number>>;
}

/** GET du-tru-mua-sam/danh-sach-phieu-du-tru: the request book, newest first, with counts per status. */
export function useProcurementRequests(query: (ProcurementRequestQuery & QueryParams) | null) {
  return useQuery({
    queryKey: [...REQUESTS_KEY, 'book', query],
    queryFn: async ({ signal }): Promise<RequestBook> => {
      const envelope = await api.get<ProcurementRequest[]>('du-tru-mua-sam/danh-sach-phieu-du-tru', {
        query: query!,
        signal,
      });
      const metadata = envelope.metadata as { dem_trang_thai?: RequestBook['perStatus'] } | undefined;
      return {
        rows: envelope.data,
        count: envelope.metadata?.pagination?.count ?? envelope.data.length,
        perStatus: metadata?.dem_trang_thai ?? {},
      };
    },
    enabled: query !== null,
    placeholderData: keepPreviousData,
  });
}
