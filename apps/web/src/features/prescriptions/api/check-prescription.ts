import type { PrescriptionInput, PrescriptionWarning } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/**
 * POST don-thuoc/kiem-tra-don-thuoc: the warnings the server finds before saving (same active
 * ingredient twice, an allergy, a controlled drug, more than is available). Silent: it runs while
 * the doctor types, and a half-filled form is not worth a toast.
 */
export async function checkPrescription(body: PrescriptionInput, signal?: AbortSignal) {
  const envelope = await api.post<{ canh_bao: PrescriptionWarning[] }>('don-thuoc/kiem-tra-don-thuoc', body, {
    silent: true,
    signal,
  });
  return envelope.data.canh_bao;
}
