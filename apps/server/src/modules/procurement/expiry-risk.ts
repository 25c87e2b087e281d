import { DAYS_PER_MONTH, type ExpiryRiskRow, type ReportGoods } from '@kho/contracts';
import { daysBetween } from '../overview/overview-dates';
import type { BatchStock } from './procurement-plan.repository';

const round = (value: number, places = 4) => Math.round(value * 10 ** places) / 10 ** places + 0;

/**
 * Batches that will still hold stock when they expire at the current rate of use. Use takes the
 * batches in expiry order (as issuing does, FEFO), so a batch's share is what the days until it
 * expires consume, less what the batches expiring before it take first.
 */
export function expiryRisks(
  batches: readonly BatchStock[],
  goods: ReadonlyMap<string, ReportGoods & { tieu_hao_thang: number }>,
  today: string,
): ExpiryRiskRow[] {
  const risks: ExpiryRiskRow[] = [];
  let goodsId = '';
  let before = 0;
  for (const batch of batches) {
    if (batch.hang_hoa_id !== goodsId) [goodsId, before] = [batch.hang_hoa_id, 0];
    const item = goods.get(batch.hang_hoa_id);
    if (!item) continue;
    const daysLeft = daysBetween(today, batch.han_dung);
    const usedByExpiry = (item.tieu_hao_thang / DAYS_PER_MONTH) * Math.max(0, daysLeft);
    const used = Math.min(batch.so_luong, Math.max(0, usedByExpiry - before));
    before += batch.so_luong;
    const left = batch.so_luong - used;
    if (left <= 1e-9) continue;
    const { tieu_hao_thang: _, ...columns } = item;
    risks.push({
      ...columns,
      lo_hang_id: batch.lo_hang_id,
      so_lo: batch.so_lo,
      han_dung: batch.han_dung,
      con_lai_ngay: daysLeft,
      so_luong: batch.so_luong,
      dung_truoc_han: round(used),
      du_thua: round(left),
      gia_tri_du_thua: round(left * batch.don_gia, 2),
    });
  }
  return risks.sort((a, b) => a.han_dung.localeCompare(b.han_dung) || a.ma.localeCompare(b.ma));
}
