import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DispenseInput, PrescriptionDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';

/** Every call that moves stock: prescriptions, the stock screens and the voucher books refresh. */
export function useStockMovingMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [PRESCRIPTIONS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['ton-kho'] }),
        queryClient.invalidateQueries({ queryKey: ['phieu-kho'] }),
        queryClient.invalidateQueries({ queryKey: ['benh-nhan'] }),
      ]),
  });
}

export interface DispenseVariables {
  id: string;
  body: DispenseInput;
  idempotencyKey: string;
}

/**
 * POST don-thuoc/{id}/cap-phat-don-thuoc: one dispensing voucher created and completed at once
 * (FEFO or the chosen batch), optionally closing what is left.
 */
export async function dispensePrescription({ id, body, idempotencyKey }: DispenseVariables) {
  const envelope = await api.post<PrescriptionDetail>(`don-thuoc/${id}/cap-phat-don-thuoc`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return envelope.data;
}

export function useDispensePrescription() {
  return useStockMovingMutation(dispensePrescription);
}
