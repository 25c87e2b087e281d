import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organisation } from '@kho/contracts';
import { api } from '../api/api-client';
import { setOrgTopics } from './storage';

/**
 * GET to-chuc/danh-sach-to-chuc-cua-toi: the organisations the user belongs to, with their role.
 * Shared (lib, not a feature): the home page lists them and every module reads the caller's role.
 */
export async function fetchMyOrganisations(signal?: AbortSignal): Promise<Organisation[]> {
  const envelope = await api.get<Organisation[]>('to-chuc/danh-sach-to-chuc-cua-toi', { signal });
  // The ids are the topics this device subscribes to for notifications (org.topics).
  setOrgTopics(envelope.data.map((o) => o.id));
  return envelope.data;
}

export const myOrganisationsQueryOptions = queryOptions({
  queryKey: ['to-chuc', 'cua-toi'],
  queryFn: ({ signal }) => fetchMyOrganisations(signal),
});

export function useMyOrganisations() {
  return useQuery(myOrganisationsQueryOptions);
}
