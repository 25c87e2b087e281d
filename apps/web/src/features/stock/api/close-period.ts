import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ClosePeriodInput, ClosedPeriod } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PERIODS_KEY } from './closed-periods';

/** POST khoa-so/tao-moi-khoa-so: closes a past month ({to_chuc, thang: 'YYYY-MM'}). */
export async function closePeriod(input: ClosePeriodInput) {
  // Silent: a refusal (vouchers awaiting approval, not a past month) is shown in the dialog.
  return (await api.post<ClosedPeriod>('khoa-so/tao-moi-khoa-so', input, { silent: true })).data;
}

export function useClosePeriod() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePeriod,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PERIODS_KEY }),
  });
}
