import { EDITABLE_STATUSES, type TrangThaiPhieu, type VaiTro, type Voucher } from '@kho/contracts';
import { VOUCHER_EDITORS, type VoucherKindDef } from './voucher-kinds';

export { VOUCHER_EDITORS } from './voucher-kinds';

/**
 * Which lifecycle actions a voucher offers, from its status, the caller's role and the side of the
 * voucher the selected warehouse is on (docs/inventory.md Permissions). Pure, so it is unit-tested;
 * the server enforces the same rules.
 */
export type VoucherAction = 'save' | 'submit' | 'approve' | 'reject' | 'cancel' | 'print';

/** Approve, reject, cancel a completed voucher. */
export const VOUCHER_APPROVERS: readonly VaiTro[] = ['QUAN_TRI', 'DUOC_SI'];

/**
 * Where the caller stands: the roles that draft this kind, and whether the selected warehouse is
 * the requesting side and the approving side (both, for kinds one warehouse does end to end).
 */
export interface VoucherStanding {
  editors?: readonly VaiTro[];
  requester?: boolean;
  approver?: boolean;
}

export function isEditable(status: TrangThaiPhieu | null): boolean {
  return status === null || EDITABLE_STATUSES.includes(status);
}

/**
 * The standing of the selected warehouse on a voucher of a kind with two sides (a requisition is
 * asked by the cabinet and approved by its source). Kinds without sides put no limit here: the
 * server checks the warehouse. A new voucher is drafted by the selected warehouse.
 */
export function standingOf(
  def: VoucherKindDef,
  voucher: Pick<Voucher, 'kho_id' | 'kho_nhan_id'> | null,
  warehouseId: string | null,
): VoucherStanding {
  if (!def.sides) return { editors: def.editors };
  if (!voucher) return { editors: def.editors, requester: true, approver: false };
  // A side left empty is the voucher's own warehouse, as on the server (a patient's medicine return
  // has no receiving warehouse: the warehouse taking it back approves it).
  const sideOf = (side: 'kho_id' | 'kho_nhan_id') => voucher[side] ?? voucher.kho_id;
  return {
    editors: def.editors,
    requester: warehouseId !== null && sideOf(def.sides.request) === warehouseId,
    approver: warehouseId !== null && sideOf(def.sides.approve) === warehouseId,
  };
}

/** `status` null: a voucher not saved yet. */
export function availableActions(
  status: TrangThaiPhieu | null,
  role: VaiTro | null,
  standing: VoucherStanding = {},
): VoucherAction[] {
  const editors = standing.editors ?? VOUCHER_EDITORS;
  const editor = role !== null && editors.includes(role) && standing.requester !== false;
  const approver = role !== null && VOUCHER_APPROVERS.includes(role) && standing.approver !== false;
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
