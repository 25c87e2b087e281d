import { EDITABLE_STATUSES, type TrangThaiPhieu, type VaiTro } from '@kho/contracts';

/**
 * Which lifecycle actions a voucher offers, from its status and the caller's role (docs/inventory.md
 * Permissions). Pure, so it is unit-tested; the server enforces the same rules.
 */
export type VoucherAction = 'save' | 'submit' | 'approve' | 'reject' | 'cancel' | 'print';

/** Create, edit, submit and cancel a draft. */
export const VOUCHER_EDITORS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI', 'THU_KHO'];
/** Approve, reject, cancel a completed voucher. */
export const VOUCHER_APPROVERS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];

export function isEditable(status: TrangThaiPhieu | null): boolean {
  return status === null || EDITABLE_STATUSES.includes(status);
}

/** `status` null: a voucher not saved yet. */
export function availableActions(status: TrangThaiPhieu | null, role: VaiTro | null): VoucherAction[] {
  const editor = role !== null && VOUCHER_EDITORS.includes(role);
  const approver = role !== null && VOUCHER_APPROVERS.includes(role);
  // A new voucher may be saved, or saved and submitted at once.
  if (status === null) return editor ? ['save', 'submit'] : [];
  const actions: VoucherAction[] = [];
  switch (status) {
    case 'LUU_TAM':
    case 'TU_CHOI':
      if (editor) actions.push('save', 'submit', 'cancel');
      break;
    case 'CHO_DUYET':
      if (approver) actions.push('approve', 'reject');
      if (editor) actions.push('cancel');
      break;
    case 'HOAN_THANH':
      if (approver) actions.push('cancel');
      break;
    case 'HUY':
      break;
  }
  actions.push('print');
  return actions;
}
