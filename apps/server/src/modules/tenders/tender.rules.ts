import { FieldRuleError } from '../../platform/errors';
import type { MessageKey } from '../../platform/i18n/i18n';
import type { LineMergeConflicts } from './tender-lines.repository';

/** Who may change tenders and their lines: the organisation administrator and the pharmacy (issue 4, permissions). */
export const TENDER_EDITORS = ['QUAN_TRI', 'DUOC_SI'] as const;

/**
 * Goods received under a tender line are history: the line may not disappear and its awarded
 * quantity may not drop below what came in. Raised inside the saving transaction so nothing of
 * the save remains; the paths point the form at the offending line.
 */
export function assertLinesMerged(conflicts: LineMergeConflicts, goodsIdsInFormOrder: string[]): void {
  const fields: { path: string; messageKey: MessageKey }[] = [];
  for (const goodsId of conflicts.belowReceived) {
    fields.push({
      path: `chi_tiet.${goodsIdsInFormOrder.indexOf(goodsId)}.so_luong_trung`,
      messageKey: 'catalogue.line_below_received',
    });
  }
  if (conflicts.removedReceived.length > 0)
    fields.push({ path: 'chi_tiet', messageKey: 'catalogue.line_removed_received' });
  if (fields.length > 0) throw new FieldRuleError(fields);
}
