import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { PERIODS_KEY } from './closed-periods';

/** DELETE khoa-so/{id}/xoa-khoa-so: reopens the latest closed month (administrators). */
export async function reopenPeriod(organisationId: string, id: string) {
  await api.delete(`khoa-so/${id}/xoa-khoa-so`, { query: { to_chuc: organisationId }, silent: true });
}

export function useReopenPeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (v: { organisationId: string; id: string }) => reopenPeriod(v.organisationId, v.id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIODS_KEY }),
  });
}
