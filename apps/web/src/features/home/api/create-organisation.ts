import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateOrganisationRequest, Organisation } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { myOrganisationsQueryOptions } from '../../../lib/session/my-organisations';

/** POST to-chuc/tao-moi-to-chuc: the creator becomes its administrator. */
export async function createOrganisation(body: CreateOrganisationRequest): Promise<Organisation> {
  const envelope = await api.post<Organisation>('to-chuc/tao-moi-to-chuc', body);
  return envelope.data;
}

export function useCreateOrganisation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOrganisation,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myOrganisationsQueryOptions.queryKey }),
  });
}
