import { useQuery } from '@tanstack/react-query';
import type { LoaiKho } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { PRESCRIPTIONS_KEY } from '../lib/prescription-keys';

export interface DispensingWarehouse {
  id: string;
  ma: string;
  ten: string;
  loai_kho: LoaiKho;
}

/**
 * GET don-thuoc/kho-cap-phat: where this patient's prescription may be dispensed from (the
 * dispensaries for an outpatient, the ward cabinet of the patient's department for an inpatient).
 */
export function useDispensingWarehouses(organisationId: string | null, patientId: string | null) {
  return useQuery({
    queryKey: [PRESCRIPTIONS_KEY, 'kho-cap-phat', organisationId, patientId],
    queryFn: async ({ signal }) =>
      (
        await api.get<DispensingWarehouse[]>('don-thuoc/kho-cap-phat', {
          query: { to_chuc: organisationId, benh_nhan_id: patientId },
          signal,
        })
      ).data,
    enabled: organisationId !== null && patientId !== null,
  });
}
