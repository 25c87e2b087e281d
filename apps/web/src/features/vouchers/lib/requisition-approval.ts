import type { ApproveRequisition, VoucherLine } from '@kho/contracts';

/** One line of the approval form: what was asked, what the pharmacist approves, and why less. */
export interface ApprovalRow {
  id: string;
  asked: number;
  /** What is typed: undefined while the field is empty. */
  approved: number | undefined;
  reason: string;
}

/** Why a row cannot be approved as typed (i18n keys under vouchers:approval.errors). */
export type ApprovalError = 'quantity_required' | 'quantity_negative' | 'quantity_over' | 'reason_required';

/** Every line starts approved in full, with no reason. */
export function approvalDefaults(lines: readonly VoucherLine[]): ApprovalRow[] {
  return lines.map((line) => ({
    id: line.id,
    asked: line.so_luong,
    approved: line.so_luong_duyet ?? line.so_luong,
    reason: line.ly_do_dieu_chinh ?? '',
  }));
}

export function isReduced(row: ApprovalRow): boolean {
  return row.approved !== undefined && row.approved < row.asked;
}

/** The error of one row, or null: 0..asked, and a reason for any line approved below what was asked. */
export function approvalError(row: ApprovalRow): ApprovalError | null {
  if (row.approved === undefined || !Number.isFinite(row.approved)) return 'quantity_required';
  if (row.approved < 0) return 'quantity_negative';
  if (row.approved > row.asked) return 'quantity_over';
  if (isReduced(row) && row.reason.trim() === '') return 'reason_required';
  return null;
}

/** Errors by line id; empty when the approval may be sent. */
export function approvalErrors(rows: readonly ApprovalRow[]): Record<string, ApprovalError> {
  const errors: Record<string, ApprovalError> = {};
  for (const row of rows) {
    const error = approvalError(row);
    if (error) errors[row.id] = error;
  }
  return errors;
}

/**
 * The `chi_tiet` of the approval call: every line with its approved quantity, and the reason only
 * where it was reduced (a reason typed and then made moot by restoring the quantity is not sent).
 */
export function approvalBody(rows: readonly ApprovalRow[]): NonNullable<ApproveRequisition['chi_tiet']> {
  return rows.map((row) => ({
    id: row.id,
    so_luong_duyet: row.approved ?? 0,
    ly_do_dieu_chinh: isReduced(row) ? row.reason.trim() : null,
  }));
}

/** Granting nothing at all is refused: the pharmacist rejects the requisition instead. */
export function approvesNothing(rows: readonly ApprovalRow[]): boolean {
  return rows.every((row) => (row.approved ?? 0) === 0);
}

/** Totals for the dialog's footer: asked and approved across the lines. */
export function approvalTotals(rows: readonly ApprovalRow[]): {
  asked: number;
  approved: number;
  reduced: number;
} {
  return rows.reduce(
    (sum, row) => ({
      asked: sum.asked + row.asked,
      approved: sum.approved + (row.approved ?? 0),
      reduced: sum.reduced + (isReduced(row) ? 1 : 0),
    }),
    { asked: 0, approved: 0, reduced: 0 },
  );
}
