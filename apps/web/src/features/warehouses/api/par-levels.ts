import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParLevel, UpdateParLevels } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { CATALOGUE_KEY } from '../../../lib/catalogues/catalogue-api';

export interface ParLevels {
  /** The cabinet's version: a save with an older one is refused (409), someone else saved first. */
  phien_ban: number;
  co_so: ParLevel[];
}

/** GET kho/{id}/co-so-tu-truc: the par level of every goods item of a ward cabinet. */
export async function fetchParLevels(organisationId: string, cabinetId: string, signal?: AbortSignal) {
  const envelope = await api.get<ParLevels>(`kho/${cabinetId}/co-so-tu-truc`, {
    query: { to_chuc: organisationId },
    signal,
  });
  return envelope.data;
}

export function parLevelsQueryOptions(organisationId: string, cabinetId: string) {
  return queryOptions({
    queryKey: [CATALOGUE_KEY, 'kho', 'co-so', organisationId, cabinetId],
    queryFn: ({ signal }) => fetchParLevels(organisationId, cabinetId, signal),
    // The editor starts from the server's list every time it opens.
    staleTime: 0,
  });
}

export function useParLevels(organisationId: string | null, cabinetId: string | null) {
  return useQuery({
    ...parLevelsQueryOptions(organisationId ?? '', cabinetId ?? ''),
    enabled: organisationId !== null && cabinetId !== null,
  });
}

/** PUT kho/{id}/cap-nhat-co-so-tu-truc: replaces the whole list, with the version it was read at. */
export async function updateParLevels(cabinetId: string, body: UpdateParLevels) {
  const envelope = await api.put<ParLevels>(`kho/${cabinetId}/cap-nhat-co-so-tu-truc`, body);
  return envelope.data;
}

export function useUpdateParLevels(cabinetId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateParLevels) => updateParLevels(cabinetId ?? '', body),
    // The list's par-level count and the cabinet's version changed with it.
    onSettled: () => queryClient.invalidateQueries({ queryKey: [CATALOGUE_KEY, 'kho'] }),
  });
}
