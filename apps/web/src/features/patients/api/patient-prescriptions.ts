import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PrescriptionListItem } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

export interface PatientPrescriptionPage {
  rows: PrescriptionListItem[];
  count: number;
}

/** GET don-thuoc/danh-sach-don-thuoc?benh_nhan_id=..: the patient's prescriptions, newest first. */
export async function fetchPatientPrescriptions(
  organisationId: string,
  patientId: string,
  page: number,
  signal?: AbortSignal,
): Promise<PatientPrescriptionPage> {
  const envelope = await api.get<PrescriptionListItem[]>('don-thuoc/danh-sach-don-thuoc', {
    query: { to_chuc: organisationId, benh_nhan_id: patientId, page },
    signal,
    // The list says it could not be read; a toast over the patient's detail would only repeat it.
    silent: true,
  });
  return { rows: envelope.data, count: envelope.metadata?.pagination?.count ?? envelope.data.length };
}

export function usePatientPrescriptions(
  organisationId: string | null,
  patientId: string | null,
  page: number,
) {
  return useQuery({
    // Under the prescriptions' key, so their screens' changes refresh this list too.
    queryKey: ['don-thuoc', 'benh-nhan', organisationId, patientId, page],
    queryFn: ({ signal }) => fetchPatientPrescriptions(organisationId ?? '', patientId ?? '', page, signal),
    enabled: organisationId !== null && patientId !== null,
    placeholderData: keepPreviousData,
  });
}
