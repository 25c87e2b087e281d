import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  prescriptionWarningSchema,
  type PrescriptionDetail,
  type PrescriptionInput,
  type PrescriptionWarning,
} from '@kho/contracts';
import { z } from 'zod';
import { api, ApiError } from '../../../lib/api/api-client';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';

/** POST don-thuoc/tao-moi-don-thuoc (one Idempotency-Key per attempt, reused on a retry). */
export async function createPrescription({
  body,
  idempotencyKey,
}: {
  body: PrescriptionInput;
  idempotencyKey: string;
}) {
  const envelope = await api.post<PrescriptionDetail>('don-thuoc/tao-moi-don-thuoc', body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return envelope.data;
}

const refusedWithWarnings = z.object({ canh_bao: z.array(prescriptionWarningSchema).min(1) });

/**
 * The warnings of a save refused because they were not confirmed (HTTP 409 with the warnings in
 * the error data); null for any other failure.
 */
export function warningsOfRefusal(error: unknown): PrescriptionWarning[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const data = refusedWithWarnings.safeParse(error.data);
  return data.success ? data.data.canh_bao : null;
}

export function useCreatePrescription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPrescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [PRESCRIPTIONS_KEY] }),
  });
}
