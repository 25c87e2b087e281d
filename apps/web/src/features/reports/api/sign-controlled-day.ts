import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ControlledSignOff, ControlledSignOffBody } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { toast } from '../../../lib/ui/toast';
import { REPORTS_KEY } from './report-page';

/** POST bao-cao/thuoc-kiem-soat/ky-ngay: a pharmacist signs one warehouse's day of the register. */
export async function signControlledDay(body: ControlledSignOffBody): Promise<ControlledSignOff> {
  return (await api.post<ControlledSignOff>('bao-cao/thuoc-kiem-soat/ky-ngay', body)).data;
}

export function useSignControlledDay() {
  const queryClient = useQueryClient();
  const { t } = useTranslation('reports');
  return useMutation({
    mutationFn: signControlledDay,
    onSuccess: async () => {
      toast.success(t('sign_off.done'));
      await queryClient.invalidateQueries({ queryKey: [...REPORTS_KEY, 'bao-cao/thuoc-kiem-soat'] });
    },
  });
}
