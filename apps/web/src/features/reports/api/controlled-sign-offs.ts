import { useQuery } from '@tanstack/react-query';
import type { ControlledSignOff } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { REPORTS_KEY } from './report-page';

/** GET bao-cao/thuoc-kiem-soat/ky-ngay: the daily signatures of one warehouse's register over a period. */
export function useControlledSignOffs(
  organisationId: string | null | undefined,
  warehouseId: string | undefined,
  from: string,
  to: string,
) {
  return useQuery({
    // Under the register's key, so a signature refreshes the register (and its corrections) too.
    queryKey: [...REPORTS_KEY, 'bao-cao/thuoc-kiem-soat', 'ky-ngay', organisationId, warehouseId, from, to],
    queryFn: async ({ signal }) =>
      (
        await api.get<ControlledSignOff[]>('bao-cao/thuoc-kiem-soat/ky-ngay', {
          query: { to_chuc: organisationId ?? undefined, kho_id: warehouseId, tu_ngay: from, den_ngay: to },
          signal,
        })
      ).data,
    enabled: Boolean(organisationId && warehouseId && from && to),
  });
}
