import type { WarehouseChange } from '../../../lib/live-updates/use-warehouse-changes';
import { REPORT_PARAMETERS, type ReportParams } from './report-params';

/** Statuses by which a voucher moved stock: completed, or cancelled (a completed one is reversed). */
const STOCK_MOVED = new Set(['HOAN_THANH', 'HUY']);

/**
 * The warehouses whose changes the report on screen follows: its one warehouse, or every
 * warehouse it may cover (every warehouse of the list, the tender report's whole organisation).
 */
export function followedWarehouses(
  params: ReportParams,
  warehouseId: string | undefined,
  reportWarehouses: readonly { id: string }[],
): string[] {
  if (REPORT_PARAMETERS[params.report].has('warehouse') && warehouseId) return [warehouseId];
  return reportWarehouses.map((w) => w.id);
}

/**
 * Whether a change announced for a followed warehouse can alter the figures on screen. Only a
 * voucher that moved stock counts (a saved draft or a submission moves nothing; dispensing is
 * announced as its voucher). Stock moves on the organisation's today, so a report over a period
 * counts it only when the period includes today; the expiry and tender reports read the present.
 */
export function changesReport(params: ReportParams, change: WarehouseChange, today: string): boolean {
  if (change.type !== 'voucher.changed' || !STOCK_MOVED.has(change.status)) return false;
  if (!REPORT_PARAMETERS[params.report].has('period')) return true;
  return params.period.from <= today && today <= params.period.to;
}
