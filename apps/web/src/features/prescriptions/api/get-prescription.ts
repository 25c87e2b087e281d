import { useQuery } from '@tanstack/react-query';
import type { PrescriptionDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';

export function prescriptionDetailKey(organisationId: string | null, id: string | null) {
  return [PRESCRIPTIONS_KEY, 'detail', organisationId, id] as const;
}

/** GET don-thuoc/{id}/chi-tiet-don-thuoc: patient, diagnosis, lines with what was given, dispensings. */
export async function fetchPrescription(organisationId: string, id: string, signal?: AbortSignal) {
  const envelope = await api.get<PrescriptionDetail>(`don-thuoc/${id}/chi-tiet-don-thuoc`, {
    query: { to_chuc: organisationId },
    signal,
  });
  return envelope.data;
}

export function usePrescription(organisationId: string | null, id: string | null) {
  return useQuery({
    queryKey: prescriptionDetailKey(organisationId, id),
    queryFn: ({ signal }) => fetchPrescription(organisationId!, id!, signal),
    enabled: organisationId !== null && id !== null,
    // A missing or foreign prescription answers 404/403 at once; asking again changes nothing.
    retry: false,
  });
}
