import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PatientReturnableBatch } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

export interface PatientReturnableParams {
  organisationId: string;
  warehouseId: string;
  patientId: string;
  /** The return being edited: what it asks still counts as returnable. */
  voucherId?: string | undefined;
}

/**
 * GET phieu-tra-thuoc/lo-benh-nhan-tra: the batches dispensed to the patient from the warehouse,
 * with what came back or awaits approval and what may still be returned.
 */
export async function fetchPatientReturnable(params: PatientReturnableParams, signal?: AbortSignal) {
  const envelope = await api.get<PatientReturnableBatch[]>('phieu-tra-thuoc/lo-benh-nhan-tra', {
    query: {
      to_chuc: params.organisationId,
      kho_id: params.warehouseId,
      benh_nhan_id: params.patientId,
      phieu_id: params.voucherId,
    },
    signal,
  });
  return envelope.data;
}

export function patientReturnableQueryOptions(params: PatientReturnableParams) {
  return queryOptions({
    queryKey: ['phieu-tra-thuoc', 'lo-benh-nhan-tra', params],
    queryFn: ({ signal }) => fetchPatientReturnable(params, signal),
    staleTime: 10_000,
  });
}

/** Asked once a patient is chosen. */
export function usePatientReturnable(params: PatientReturnableParams | null) {
  return useQuery({
    ...patientReturnableQueryOptions(params ?? { organisationId: '', warehouseId: '', patientId: '' }),
    enabled: params !== null,
  });
}
