import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OrganisationSettings, OrganisationSettingsInput } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

const settingsKey = (organisationId: string | null) => ['to-chuc', 'thiet-lap', organisationId] as const;

/** GET to-chuc/thiet-lap-to-chuc: the organisation's identity and regulatory codes. */
export function organisationSettingsQueryOptions(organisationId: string | null) {
  return queryOptions({
    queryKey: settingsKey(organisationId),
    queryFn: async () =>
      (
        await api.get<OrganisationSettings>('to-chuc/thiet-lap-to-chuc', {
          query: { to_chuc: organisationId },
        })
      ).data,
    enabled: organisationId !== null,
  });
}

export function useOrganisationSettings(organisationId: string | null) {
  return useQuery(organisationSettingsQueryOptions(organisationId));
}

/** PUT to-chuc/cap-nhat-thiet-lap-to-chuc, naming the version the user saw. */
export function useUpdateOrganisationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrganisationSettingsInput) =>
      (await api.put<OrganisationSettings>('to-chuc/cap-nhat-thiet-lap-to-chuc', body)).data,
    onSuccess: (settings) => queryClient.setQueryData(settingsKey(settings.id), settings),
  });
}
