import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Patient, PatientInput } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PATIENTS_KEY } from './list-patients';

/** The form's fields: the create body without the organisation, which the caller adds. */
export type PatientFields = Omit<PatientInput, 'to_chuc'>;

export interface SavePatientVariables {
  organisationId: string;
  fields: PatientFields;
  /** Present when editing: the patient and the version the form was loaded with. */
  existing?: { id: string; phien_ban: number };
}

/** POST benh-nhan/tao-moi-benh-nhan or PUT benh-nhan/{id}/cap-nhat-benh-nhan (stale version: 409). */
export async function savePatient({ organisationId, fields, existing }: SavePatientVariables) {
  const body = { ...fields, to_chuc: organisationId };
  const envelope = existing
    ? await api.put<Patient>(`benh-nhan/${existing.id}/cap-nhat-benh-nhan`, {
        ...body,
        phien_ban: existing.phien_ban,
      })
    : await api.post<Patient>('benh-nhan/tao-moi-benh-nhan', body);
  return { patient: envelope.data, message: envelope.message };
}

export function useSavePatient() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePatient,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [PATIENTS_KEY] }),
  });
}
