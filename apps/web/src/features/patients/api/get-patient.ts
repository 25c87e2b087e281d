import { useQuery } from '@tanstack/react-query';
import type { Patient } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PATIENTS_KEY } from './list-patients';

/** GET benh-nhan/{id}/chi-tiet-benh-nhan. */
export async function fetchPatient(organisationId: string, id: string, signal?: AbortSignal) {
  const envelope = await api.get<Patient>(`benh-nhan/${id}/chi-tiet-benh-nhan`, {
    query: { to_chuc: organisationId },
    signal,
  });
  return envelope.data;
}

export function usePatient(organisationId: string | null, id: string | null) {
  return useQuery({
    queryKey: [PATIENTS_KEY, 'detail', organisationId, id],
    queryFn: ({ signal }) => fetchPatient(organisationId ?? '', id ?? '', signal),
    enabled: organisationId !== null && id !== null,
    // A missing or foreign patient answers 404 at once; asking again changes nothing.
    retry: false,
  });
}
