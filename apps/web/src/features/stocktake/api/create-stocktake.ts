import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StocktakeDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { VOUCHERS_KEY } from '../../vouchers/lib/voucher-kinds';
import { STOCKTAKE_RESOURCE, stocktakeKey } from './get-stocktake';

export interface CreateStocktakeVariables {
  /** createStocktakeSchema's output. */
  body: Record<string, unknown> & { to_chuc: string };
  idempotencyKey: string;
}

/** POST phieu-kiem-kho/tao-moi-phieu-kiem-kho: creates the stocktake and snapshots the book. */
export async function createStocktake({ body, idempotencyKey }: CreateStocktakeVariables) {
  const envelope = await api.post<StocktakeDetail>(
    `${STOCKTAKE_RESOURCE}/tao-moi-${STOCKTAKE_RESOURCE}`,
    body,
    {
      headers: { 'Idempotency-Key': idempotencyKey },
      silent: true,
    },
  );
  return envelope.data;
}

export function useCreateStocktake() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStocktake,
    onSuccess: (created, { body }) => {
      if (Array.isArray(created.dong))
        queryClient.setQueryData(stocktakeKey(body.to_chuc, created.id), created);
      void queryClient.invalidateQueries({ queryKey: [VOUCHERS_KEY, 'KIEM_KE', 'book'] });
    },
  });
}
