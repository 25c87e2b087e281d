import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateProcurementRequest, ProcurementRequestDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { requestDetailKey } from './procurement-request';
import { REQUESTS_KEY } from './procurement-requests';

/** POST du-tru-mua-sam/tao-moi-phieu-du-tru: the edited plan saved as a numbered request. */
export function useSaveProcurementRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      body,
      idempotencyKey,
    }: {
      body: CreateProcurementRequest;
      idempotencyKey: string;
    }) =>
      (
        await api.post<ProcurementRequestDetail>('du-tru-mua-sam/tao-moi-phieu-du-tru', body, {
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSuccess: (saved, { body }) => {
      queryClient.setQueryData(requestDetailKey(body.to_chuc, saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...REQUESTS_KEY, 'book'] });
    },
  });
}
