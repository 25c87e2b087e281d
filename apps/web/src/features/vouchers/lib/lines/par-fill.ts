import type { ParSuggestion, RequisitionLineInput } from '@kho/contracts';
import type { LineGoods } from './line-goods';

export interface ParFill {
  lines: RequisitionLineInput[];
  /** The goods of the suggested lines, for their names on screen. */
  goods: Record<string, LineGoods>;
  added: number;
  updated: number;
}

/**
 * A top-up filled from the par levels: every item the cabinet is short of is asked for what it
 * lacks (cơ số − stock − already asked); an item already on the form takes the suggested quantity,
 * keeping its note; items the suggestion does not name stay as the user left them.
 */
export function mergeParSuggestion(
  current: readonly RequisitionLineInput[],
  suggestion: readonly ParSuggestion[],
): ParFill {
  const lines = current.map((line) => ({ ...line }));
  const goods: Record<string, LineGoods> = {};
  let added = 0;
  let updated = 0;
  for (const item of suggestion) {
    if (item.de_xuat <= 0) continue;
    goods[item.hang_hoa_id] = {
      ma: item.hang_hoa_ma,
      ten: item.hang_hoa_ten,
      ham_luong: item.ham_luong,
      don_vi_tinh: item.don_vi_tinh,
    };
    const existing = lines.find((line) => line.hang_hoa_id === item.hang_hoa_id);
    if (!existing) {
      lines.push({ hang_hoa_id: item.hang_hoa_id, so_luong: item.de_xuat, ghi_chu: '' });
      added += 1;
    } else if (existing.so_luong !== item.de_xuat) {
      existing.so_luong = item.de_xuat;
      updated += 1;
    }
  }
  return { lines, goods, added, updated };
}
