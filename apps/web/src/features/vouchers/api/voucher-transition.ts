import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApproveRequisition, LoaiPhieu, VoucherDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { VOUCHER_KINDS, VOUCHERS_KEY } from '../lib/voucher-kinds';

/** The lifecycle calls: POST <k>/{id}/<action>-<k>. */
export type VoucherTransition = 'gui-duyet' | 'duyet' | 'tu-choi' | 'huy';

export interface TransitionVariables {
  kind: LoaiPhieu;
  id: string;
  transition: VoucherTransition;
  /** `chi_tiet`: a requisition's approved quantities per line. */
  body: { to_chuc: string; phien_ban: number; ly_do?: string; chi_tiet?: ApproveRequisition['chi_tiet'] };
  idempotencyKey: string;
}

export async function transitionVoucher({ kind, id, transition, body, idempotencyKey }: TransitionVariables) {
  const { resource } = VOUCHER_KINDS[kind];
  const envelope = await api.post<VoucherDetail>(`${resource}/${id}/${transition}-${resource}`, body, {
    headers: { 'Idempotency-Key': idempotencyKey },
    silent: true,
  });
  return envelope.data;
}

/** A transition moves stock: books, details and the stock screens all refresh. */
export function useVoucherTransition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: transitionVoucher,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: [VOUCHERS_KEY] }),
        queryClient.invalidateQueries({ queryKey: ['ton-kho'] }),
      ]),
  });
}
