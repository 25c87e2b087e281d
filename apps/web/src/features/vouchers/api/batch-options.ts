import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { BatchOptions, LoaiPhieu, LoaiXuat } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

export interface BatchOptionsParams {
  organisationId: string;
  warehouseId: string;
  goodsId: string;
  /** When positive, the answer proposes how FEFO would split it. */
  quantity?: number | undefined;
  /** A destruction may take expired and blocked batches. */
  issueKind?: LoaiXuat | undefined;
  /** The voucher asking: returns may take expired and blocked batches too. */
  voucherKind?: LoaiPhieu | undefined;
  /** A goods return lists only the batches of its supplier. */
  supplierId?: string | undefined;
}

/** GET ton-kho/lo-hang-kha-dung: batches of an item in a warehouse, FEFO first, with the proposal. */
export async function fetchBatchOptions(params: BatchOptionsParams, signal?: AbortSignal) {
  const envelope = await api.get<BatchOptions>('ton-kho/lo-hang-kha-dung', {
    query: {
      to_chuc: params.organisationId,
      kho_id: params.warehouseId,
      hang_hoa_id: params.goodsId,
      so_luong: params.quantity && params.quantity > 0 ? params.quantity : undefined,
      loai_xuat: params.issueKind,
      loai_phieu: params.voucherKind,
      nha_cung_cap_id: params.supplierId || undefined,
    },
    signal,
  });
  return envelope.data;
}

export function batchOptionsQueryOptions(params: BatchOptionsParams) {
  return queryOptions({
    queryKey: ['ton-kho', 'lo-hang-kha-dung', params],
    queryFn: ({ signal }) => fetchBatchOptions(params, signal),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}

export function useBatchOptions(params: BatchOptionsParams | null) {
  return useQuery({
    ...batchOptionsQueryOptions(params ?? { organisationId: '', warehouseId: '', goodsId: '' }),
    enabled: params !== null,
  });
}
