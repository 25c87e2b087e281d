import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PatientMedicineMovement } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PATIENTS_KEY } from './list-patients';

export interface PatientMedicinePage {
  rows: PatientMedicineMovement[];
  count: number;
}

/** GET benh-nhan/{id}/thuoc-da-cap: dispensed and returned medicine, batch by batch, newest first. */
export async function fetchPatientMedicines(
  organisationId: string,
  id: string,
  page: number,
  signal?: AbortSignal,
): Promise<PatientMedicinePage> {
  const envelope = await api.get<PatientMedicineMovement[]>(`benh-nhan/${id}/thuoc-da-cap`, {
    query: { to_chuc: organisationId, page },
    signal,
  });
  return { rows: envelope.data, count: envelope.metadata?.pagination?.count ?? envelope.data.length };
}

export function usePatientMedicines(organisationId: string | null, id: string | null, page: number) {
  return useQuery({
    // Under the patients key so a dispensing elsewhere is seen after any patients refresh.
    queryKey: [PATIENTS_KEY, 'thuoc-da-cap', organisationId, id, page],
    queryFn: ({ signal }) => fetchPatientMedicines(organisationId ?? '', id ?? '', page, signal),
    enabled: organisationId !== null && id !== null,
    placeholderData: keepPreviousData,
  });
}
