import { useMutation } from '@tanstack/react-query';
import type { RegisterRequest, User } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';

/** POST xac-thuc/dang-ky (public): creates the account; the user then signs in. */
export async function register(body: RegisterRequest): Promise<User> {
  const envelope = await api.post<User>('xac-thuc/dang-ky', body, { auth: false });
  return envelope.data;
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
