import type { DispenseInput, PrescriptionDetail, PrescriptionLine } from '@kho/contracts';

/** What is still to give of a line. */
export function remainingOf(line: Pick<PrescriptionLine, 'so_luong' | 'so_luong_da_cap'>): number {
  return Math.max(0, line.so_luong - line.so_luong_da_cap);
}

/** The lines the pharmacy still owes, in prescription order. */
export function openLines(detail: Pick<PrescriptionDetail, 'chi_tiet'>): PrescriptionLine[] {
  return detail.chi_tiet.filter((line) => remainingOf(line) > 0);
}

/** What the dialog proposes to give now: the remainder, as far as the warehouse has it. */
export function proposedQuantity(remaining: number, available: number | undefined): number {
  if (available === undefined) return remaining;
  return Math.max(0, Math.min(remaining, Math.floor(available * 1000) / 1000));
}

export interface DispenseLineValues {
  don_thuoc_chi_tiet_id: string;
  hang_hoa_id: string;
  so_luong: unknown;
  lo_hang_id: string;
}

export interface DispenseFormValues {
  chi_tiet: DispenseLineValues[];
  dong_phan_con_lai: boolean;
  ly_do_dong: string;
}

export function dispenseDefaults(
  lines: readonly PrescriptionLine[],
  available: (goodsId: string) => number | undefined,
): DispenseFormValues {
  return {
    chi_tiet: lines.map((line) => ({
      don_thuoc_chi_tiet_id: line.id,
      hang_hoa_id: line.hang_hoa_id,
      so_luong: proposedQuantity(remainingOf(line), available(line.hang_hoa_id)),
      lo_hang_id: '',
    })),
    dong_phan_con_lai: false,
    ly_do_dong: '',
  };
}

/** Why the dialog cannot send yet (i18n keys of prescriptions:dispense.*), or null. */
export type DispenseProblem =
  | { line: number; key: 'over_remaining' | 'invalid_quantity' }
  | { line: null; key: 'nothing' | 'reason_required' };

export function dispenseProblems(
  values: DispenseFormValues,
  lines: readonly PrescriptionLine[],
): DispenseProblem[] {
  const problems: DispenseProblem[] = [];
  values.chi_tiet.forEach((value, index) => {
    const line = lines[index];
    const quantity = value.so_luong;
    if (typeof quantity !== 'number' || !Number.isFinite(quantity) || quantity < 0)
      problems.push({ line: index, key: 'invalid_quantity' });
    else if (line && quantity > remainingOf(line)) problems.push({ line: index, key: 'over_remaining' });
  });
  const giving = values.chi_tiet.some((v) => typeof v.so_luong === 'number' && v.so_luong > 0);
  // Closing the remainder alone (nothing given now) is what "close" does; the dialog needs either.
  if (!giving && !values.dong_phan_con_lai) problems.push({ line: null, key: 'nothing' });
  if (values.dong_phan_con_lai && values.ly_do_dong.trim() === '')
    problems.push({ line: null, key: 'reason_required' });
  return problems;
}

/** The body of cap-phat-don-thuoc: every open line, 0 for those not given now. */
export function toDispenseBody(
  values: DispenseFormValues,
  organisationId: string,
  version: number,
): DispenseInput {
  return {
    to_chuc: organisationId,
    phien_ban: version,
    chi_tiet: values.chi_tiet.map((line) => ({
      don_thuoc_chi_tiet_id: line.don_thuoc_chi_tiet_id,
      so_luong: typeof line.so_luong === 'number' ? line.so_luong : 0,
      lo_hang_id: line.lo_hang_id || null,
    })),
    dong_phan_con_lai: values.dong_phan_con_lai,
    ly_do_dong: values.dong_phan_con_lai ? values.ly_do_dong.trim() : null,
  };
}
