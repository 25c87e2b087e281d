import {
  DISPENSABLE_STATUSES,
  DISPENSER_ROLES,
  PRESCRIBER_ROLES,
  type PrescriptionDetail,
  type VaiTro,
} from '@kho/contracts';
import { roleAllows } from '../../../lib/session/organisation-role';

export type PrescriptionAction = 'dispense' | 'close' | 'cancel' | 'edit' | 'print';

/**
 * What the caller may do with a prescription, by role and status (the server refuses the rest):
 * pharmacists dispense and close the remainder of a prescription being dispensed; the doctor or
 * the pharmacist cancels one nothing was dispensed from; a prescriber edits one no dispensing was
 * ever written for (after that: cancel and prescribe anew); everyone prints.
 */
export function prescriptionActions(
  detail: Pick<PrescriptionDetail, 'trang_thai' | 'chi_tiet' | 'cap_phat'>,
  role: VaiTro | null,
): PrescriptionAction[] {
  const actions: PrescriptionAction[] = ['print'];
  const dispenser = roleAllows(role, DISPENSER_ROLES);
  const open = DISPENSABLE_STATUSES.includes(detail.trang_thai);
  const untouched = detail.chi_tiet.every((line) => line.so_luong_da_cap === 0);
  const neverDispensed = detail.trang_thai === 'CHO_CAP_PHAT' && detail.cap_phat.length === 0;
  if (neverDispensed && roleAllows(role, PRESCRIBER_ROLES)) actions.push('edit');
  if (open && dispenser) actions.push('dispense');
  if (open && dispenser && !untouched) actions.push('close');
  if (open && untouched && (dispenser || roleAllows(role, PRESCRIBER_ROLES))) actions.push('cancel');
  return actions;
}

/** A completed dispensing may be cancelled by the pharmacy (its stock goes back). */
export function canCancelDispensing(dispensing: { trang_thai: string }, role: VaiTro | null): boolean {
  return dispensing.trang_thai === 'HOAN_THANH' && roleAllows(role, DISPENSER_ROLES);
}

/** One line of a completed dispensing may be reversed by the pharmacy while it stands. */
export function canReverseLine(
  dispensing: { trang_thai: string },
  line: { ngay_dao_nguoc: string | null },
  role: VaiTro | null,
): boolean {
  return canCancelDispensing(dispensing, role) && line.ngay_dao_nguoc === null;
}
