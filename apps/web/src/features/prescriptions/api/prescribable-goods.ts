import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { PrescribableGoods } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';

/** GET don-thuoc/hang-hoa-ke-don: goods to prescribe, with what the dispensing warehouse has available. */
export function prescribableGoodsQuery(
  organisationId: string | null,
  warehouseId: string | null,
  text: string,
  enabled: boolean,
) {
  return queryOptions({
    queryKey: [PRESCRIPTIONS_KEY, 'hang-hoa-ke-don', organisationId, warehouseId, text],
    queryFn: async ({ signal }) =>
      (
        await api.get<PrescribableGoods[]>('don-thuoc/hang-hoa-ke-don', {
          query: { to_chuc: organisationId, kho_id: warehouseId, tu_khoa: text || undefined },
          signal,
        })
      ).data,
    enabled: enabled && organisationId !== null && warehouseId !== null,
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
}
