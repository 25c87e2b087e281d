import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoaiPhieu, VoucherDetail } from '@kho/contracts';
import { api } from '../../../lib/api/api-client';
import { VOUCHER_KINDS, VOUCHERS_KEY } from '../lib/voucher-kinds';
import { voucherDetailKey } from './get-voucher';

export interface SaveVoucherVariables {
  kind: LoaiPhieu;
  /** The payload of the kind's create schema (update: with `phien_ban`). */
  body: Record<string, unknown> & { to_chuc: string };
  /** Present when editing a saved draft. */
  id?: string;
  idempotencyKey: string;
}

/** POST <k>/tao-moi-<k> or PUT <k>/{id}/cap-nhat-<k>; the answer is the saved voucher. */
export async function saveVoucher({ kind, body, id, idempotencyKey }: SaveVoucherVariables) {
  const { resource } = VOUCHER_KINDS[kind];
  const options = { headers: { 'Idempotency-Key': idempotencyKey }, silent: true };
  const envelope = id
    ? await api.put<VoucherDetail>(`${resource}/${id}/cap-nhat-${resource}`, body, options)
    : await api.post<VoucherDetail>(`${resource}/tao-moi-${resource}`, body, options);
  return envelope.data;
}

/** Saving refreshes the books; the saved detail goes straight into the cache. */
export function useSaveVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVoucher,
    onSuccess: (saved, { kind, body }) => {
      // The answer is the saved voucher with its lines; anything less is fetched again instead.
      if (Array.isArray(saved.chi_tiet))
        queryClient.setQueryData(voucherDetailKey(kind, body.to_chuc, saved.id), saved);
      else void queryClient.invalidateQueries({ queryKey: voucherDetailKey(kind, body.to_chuc, saved.id) });
      void queryClient.invalidateQueries({ queryKey: [VOUCHERS_KEY, kind, 'book'] });
    },
  });
}
