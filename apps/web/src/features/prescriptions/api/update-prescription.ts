import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PrescriptionDetail, UpdatePrescriptionInput } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';

/**
 * PUT don-thuoc/{id}/cap-nhat-don-thuoc: the prescriber's edit of a prescription nothing was
 * dispensed from, at the version it was read (one Idempotency-Key per attempt, reused on a retry).
 */
export async function updatePrescription({
  id,
  body,
  idempotencyKey,
}: {
  id: string;
  body: UpdatePrescriptionInput;
  idempotencyKey: string;
}) {
  const envelope = await api.put<PrescriptionDetail>(`don-thuoc/${id}/cap-nhat-don-thuoc`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return envelope.data;
}

export function useUpdatePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTIONS_KEY] }),
  });
}
