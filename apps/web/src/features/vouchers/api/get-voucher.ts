import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LoaiPhieu, VoucherDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { VOUCHER_KINDS, VOUCHERS_KEY } from '../lib/voucher-kinds';

/** GET <k>/{id}/chi-tiet-<k>: header, lines with the batches they took, who did what and when. */
export async function fetchVoucher(
  kind: LoaiPhieu,
  organisationId: string,
  id: string,
  signal?: AbortSignal,
): Promise<VoucherDetail> {
  const { resource } = VOUCHER_KINDS[kind];
  const envelope = await api.get<VoucherDetail>(`${resource}/${id}/chi-tiet-${resource}`, {
    query: { to_chuc: organisationId },
    signal,
  });
  return envelope.data;
}

export function voucherDetailKey(kind: LoaiPhieu, organisationId: string | null, id: string | null) {
  return [VOUCHERS_KEY, kind, 'detail', organisationId, id] as const;
}

export function voucherQueryOptions(kind: LoaiPhieu, organisationId: string, id: string) {
  return queryOptions({
    queryKey: voucherDetailKey(kind, organisationId, id),
    queryFn: ({ signal }) => fetchVoucher(kind, organisationId, id, signal),
  });
}

export function useVoucher(kind: LoaiPhieu, organisationId: string | null, id: string | null) {
  return useQuery({
    ...voucherQueryOptions(kind, organisationId ?? '', id ?? ''),
    enabled: organisationId !== null && id !== null,
    // A missing or foreign voucher answers 404/403 at once; asking again changes nothing.
    retry: false,
  });
}
