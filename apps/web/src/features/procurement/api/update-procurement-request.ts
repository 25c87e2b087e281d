import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcurementRequestDetail, UpdateProcurementRequest } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { requestDetailKey } from './procurement-request';
import { REQUESTS_KEY } from './procurement-requests';

/**
 * PUT du-tru-mua-sam/{id}/cap-nhat-phieu-du-tru: a draft or refused request's lines (back to
 * draft). Errors are shown in the dialog, not as a toast: a stale version reloads the request there.
 */
export function useUpdateProcurementRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      id,
      body,
      idempotencyKey,
    }: {
      id: string;
      body: UpdateProcurementRequest;
      idempotencyKey: string;
    }) =>
      (
        await api.put<ProcurementRequestDetail>(`du-tru-mua-sam/${id}/cap-nhat-phieu-du-tru`, body, {
          headers: { 'Idempotency-Key': idempotencyKey },
          silent: true,
        })
      ).data,
    onSuccess: (saved, { body }) => {
      queryClient.setQueryData(requestDetailKey(body.to_chuc, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...REQUESTS_KEY, 'book'] });
    },
  });
}
