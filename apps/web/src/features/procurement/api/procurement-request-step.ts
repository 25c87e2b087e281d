import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProcurementRequestDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PROCUREMENT_KEY } from './procurement-plan';

/** The lifecycle calls: POST du-tru-mua-sam/{id}/<step>-phieu-du-tru. */
export type RequestStep = 'gui-duyet' | 'duyet' | 'tu-choi';

export interface RequestStepVariables {
  id: string;
  step: RequestStep;
  body: { to_chuc: string; phien_ban: number; ly_do?: string };
  idempotencyKey: string;
}

/** A step changes the request, the book and (once approved) what the plan counts as coming. */
export function useProcurementRequestStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, step, body, idempotencyKey }: RequestStepVariables) =>
      (
        await api.post<ProcurementRequestDetail>(`du-tru-mua-sam/${id}/${step}-phieu-du-tru`, body, {
          headers: { 'Idempotency-Key': idempotencyKey },
        })
      ).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PROCUREMENT_KEY }),
  });
}
