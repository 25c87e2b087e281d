import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StocktakeDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { voucherDetailKey } from '../../vouchers/api/get-voucher';

export const STOCKTAKE_RESOURCE = 'phieu-kiem-kho';

/**
 * Under the voucher detail key of kind KIEM_KE, so the shared lifecycle's reload and the
 * invalidations after a transition refresh this screen too; one level below it, because the
 * lifecycle writes the generic voucher a transition answers (no lines) at the key itself.
 */
export const stocktakeKey = (organisationId: string | null, id: string | null) =>
  [...voucherDetailKey('KIEM_KE', organisationId, id), 'kiem-ke'] as const;

/** GET phieu-kiem-kho/{id}/chi-tiet-phieu-kiem-kho: header, committee, every line, totals. */
export async function fetchStocktake(organisationId: string, id: string, signal?: AbortSignal) {
  const envelope = await api.get<StocktakeDetail>(
    `${STOCKTAKE_RESOURCE}/${id}/chi-tiet-${STOCKTAKE_RESOURCE}`,
    { query: { to_chuc: organisationId }, signal },
  );
  return envelope.data;
}

export function stocktakeQueryOptions(organisationId: string, id: string) {
  return queryOptions({
    queryKey: stocktakeKey(organisationId, id),
    queryFn: ({ signal }) => fetchStocktake(organisationId, id, signal),
  });
}

export function useStocktake(organisationId: string | null, id: string | null) {
  return useQuery({
    ...stocktakeQueryOptions(organisationId ?? '', id ?? ''),
    enabled: organisationId !== null && id !== null,
    retry: false,
    // Counting takes hours on one screen; a focus change must not reload 1 000 lines.
    refetchOnWindowFocus: false,
  });
}
