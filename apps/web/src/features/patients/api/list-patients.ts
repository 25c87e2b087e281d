import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Patient } from '@kho/contracts';
import { api, type QueryParams } from '../../../lib/api/api-client';

/** Prefix of every patients query key (a save invalidates them all). */
export const PATIENTS_KEY = 'benh-nhan';

export interface PatientPage {
  rows: Patient[];
  count: number;
}

/** GET benh-nhan/danh-sach-benh-nhan: accent-insensitive search, care type, department, admission state. */
export async function fetchPatients(query: QueryParams, signal?: AbortSignal): Promise<PatientPage> {
  const envelope = await api.get<Patient[]>('benh-nhan/danh-sach-benh-nhan', { query, signal });
  return { rows: envelope.data, count: envelope.metadata?.pagination?.count ?? envelope.data.length };
}

export function patientListQueryOptions(query: QueryParams) {
  return queryOptions({
    queryKey: [PATIENTS_KEY, 'list', query],
    queryFn: ({ signal }) => fetchPatients(query, signal),
    // The previous page stays on screen while the next loads.
    placeholderData: keepPreviousData,
  });
}

export function usePatientList(query: QueryParams | null) {
  return useQuery({ ...patientListQueryOptions(query ?? {}), enabled: query !== null });
}
