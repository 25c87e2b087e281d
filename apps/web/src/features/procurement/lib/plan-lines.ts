import {
  procurementWarnings,
  type ProcurementPlanRow,
  type ProcurementRequestLineInput,
  type ProcurementTenderLine,
  type ProcurementWarning,
} from '@kho/contracts';

/** A plan row as the user left it: the quantity to buy (the suggestion unless edited) and its warnings. */
export interface PlanLine {
  row: ProcurementPlanRow;
  quantity: number;
  edited: boolean;
  warnings: ProcurementWarning[];
  /** The tender line the purchase would go under: the first that has enough left, else the one with most left. */
  tender: ProcurementTenderLine | null;
}

export function chooseTender(
  quantity: number,
  tenders: readonly ProcurementTenderLine[],
): ProcurementTenderLine | null {
  return (
    tenders.find((t) => t.con_lai >= quantity) ??
    tenders.reduce<ProcurementTenderLine | null>(
      (best, t) => (!best || t.con_lai > best.con_lai ? t : best),
      null,
    )
  );
}

/** The lines of the plan with the user's quantities (by goods id) in place of the suggestions. */
export function planLines(
  rows: readonly ProcurementPlanRow[],
  edits: ReadonlyMap<string, number>,
): PlanLine[] {
  return rows.map((row) => {
    const edit = edits.get(row.hang_hoa_id);
    const quantity = edit ?? row.de_xuat;
    return {
      row,
      quantity,
      edited: edit !== undefined && edit !== row.de_xuat,
      warnings: procurementWarnings(quantity, row.thau),
      tender: chooseTender(quantity, row.thau),
    };
  });
}

/** The value of a line at its tender's price (0 without a tender). */
export const lineValue = (line: PlanLine) => Math.round(line.quantity * (line.tender?.don_gia_trung ?? 0));

/**
 * The lines of a procurement request from the plan as edited: goods with a quantity to buy, the
 * suggestion beside it, and the chosen tender line with its price.
 */
export function requestLinesOf(lines: readonly PlanLine[]): ProcurementRequestLineInput[] {
  return lines
    .filter((l) => l.quantity > 0)
    .map((l) => ({
      hang_hoa_id: l.row.hang_hoa_id,
      so_luong_de_xuat: l.row.de_xuat,
      so_luong: l.quantity,
      don_gia: l.tender?.don_gia_trung ?? null,
      goi_thau_chi_tiet_id: l.tender?.goi_thau_chi_tiet_id ?? null,
    }));
}
