import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BatchBlockInput } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { STOCK_KEY } from './stock-list';

/**
 * PUT lo-hang/{id}/khoa-lo-hang: block (recall, quarantine) or unblock a batch everywhere. The
 * Idempotency-Key is made once per attempt by the caller, so a retried click changes nothing twice.
 */
export async function blockBatch(batchId: string, input: BatchBlockInput, idempotencyKey: string) {
  return (
    await api.put<unknown>(`lo-hang/${batchId}/khoa-lo-hang`, input, {
      headers: { 'Idempotency-Key': idempotencyKey },
      // The dialog shows the server's refusal beside the reason instead of a toast.
      silent: true,
    })
  ).data;
}

export function useBlockBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { batchId: string; input: BatchBlockInput; idempotencyKey: string }) =>
      blockBatch(v.batchId, v.input, v.idempotencyKey),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: STOCK_KEY }),
  });
}
