import { api } from '../../../lib/api/api-client';
import { useStockMovingMutation } from './dispense-prescription';
import type { PrescriptionDetail, VoucherDetail } from '@kho/contracts';

/**
 * The four calls that take a reason: close a prescription's remainder
 * (don-thuoc/{id}/dong-don-thuoc), cancel a prescription nothing was dispensed from
 * (don-thuoc/{id}/huy-don-thuoc), cancel a dispensing, which puts its stock back
 * (phieu-cap-phat-thuoc/{id}/huy-phieu-cap-phat-thuoc), reverse one line of a dispensing, which
 * puts that line's batches back (phieu-cap-phat-thuoc/{id}/huy-dong-phieu-cap-phat-thuoc).
 */
export type PrescriptionReasonAction = 'close' | 'cancel' | 'cancel-dispensing' | 'reverse-line';

const PATHS: Record<PrescriptionReasonAction, (id: string) => string> = {
  close: (id) => `don-thuoc/${id}/dong-don-thuoc`,
  cancel: (id) => `don-thuoc/${id}/huy-don-thuoc`,
  'cancel-dispensing': (id) => `phieu-cap-phat-thuoc/${id}/huy-phieu-cap-phat-thuoc`,
  'reverse-line': (id) => `phieu-cap-phat-thuoc/${id}/huy-dong-phieu-cap-phat-thuoc`,
};

export interface ReasonActionVariables {
  action: PrescriptionReasonAction;
  /** The prescription, or for the dispensing actions the dispensing voucher. */
  id: string;
  /** `chi_tiet_id`: the voucher line a reverse-line names. */
  body: { to_chuc: string; phien_ban: number; ly_do: string; chi_tiet_id?: string };
  idempotencyKey: string;
}

/** The prescription as it now is; the dispensing actions answer the voucher instead. */
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
