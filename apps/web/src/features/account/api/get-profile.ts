import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/** GET tai-khoan/thong-tin-ca-nhan: the signed-in user as the server knows it now. */
export async function fetchProfile(signal?: AbortSignal): Promise<User> {
  const envelope = await api.get<User>('tai-khoan/thong-tin-ca-nhan', { signal });
  return envelope.data;
}

export const profileQueryOptions = queryOptions({
  queryKey: ['tai-khoan', 'thong-tin-ca-nhan'],
  queryFn: ({ signal }) => fetchProfile(signal),
});

export function useProfile() {
  return useQuery(profileQueryOptions);
}
