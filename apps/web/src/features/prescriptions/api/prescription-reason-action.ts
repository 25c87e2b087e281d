import { api } from '../../../lib/api/api-client';
import { useStockMovingMutation } from './dispense-prescription';
import type { PrescriptionDetail, VoucherDetail } from '@kho/contracts';

/**
 * The three calls that take a reason: close a prescription's remainder
 * (don-thuoc/{id}/dong-don-thuoc), cancel a prescription nothing was dispensed from
 * (don-thuoc/{id}/huy-don-thuoc), cancel a dispensing, which puts its stock back
 * (phieu-cap-phat-thuoc/{id}/huy-phieu-cap-phat-thuoc).
 */
export type PrescriptionReasonAction = 'close' | 'cancel' | 'cancel-dispensing';

const PATHS: Record<PrescriptionReasonAction, (id: string) => string> = {
  close: (id) => `don-thuoc/${id}/dong-don-thuoc`,
  cancel: (id) => `don-thuoc/${id}/huy-don-thuoc`,
  'cancel-dispensing': (id) => `phieu-cap-phat-thuoc/${id}/huy-phieu-cap-phat-thuoc`,
};

export interface ReasonActionVariables {
  action: PrescriptionReasonAction;
  /** The prescription, or for cancel-dispensing the dispensing voucher. */
  id: string;
  body: { to_chuc: string; phien_ban: number; ly_do: string };
  idempotencyKey: string;
}

/** The prescription as it now is; cancelling a dispensing answers the cancelled voucher instead. */
export async function runReasonAction({ action, id, body, idempotencyKey }: ReasonActionVariables) {
  const envelope = await api.post<PrescriptionDetail | VoucherDetail>(PATHS[action](id), body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return envelope.data;
}

export function usePrescriptionReasonAction() {
  return useStockMovingMutation(runReasonAction);
}
