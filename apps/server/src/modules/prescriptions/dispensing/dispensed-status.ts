import type { TrangThaiDonThuoc } from '@kho/contracts';
import { toUnits } from '../../inventory/engine/fefo';
import type { PrescriptionLineRow } from '../prescriptions.repository';

/**
 * The status a dispensing leaves the prescription in, from its lines as read under its lock and
 * what the dispensing adds to them (as `dispensedStatus` would read it back after the update):
 * every line given in full, some given, none.
 */
export function statusAfterDispensing(
  lines: readonly Pick<PrescriptionLineRow, 'id' | 'so_luong' | 'so_luong_da_cap'>[],
  plan: readonly { don_thuoc_chi_tiet_id: string; so_luong: number }[],
): TrangThaiDonThuoc {
  const added = new Map<string, number>();
  for (const p of plan)
    added.set(p.don_thuoc_chi_tiet_id, (added.get(p.don_thuoc_chi_tiet_id) ?? 0) + toUnits(p.so_luong));
  const given = lines.map((l) => ({
    units: toUnits(l.so_luong_da_cap) + (added.get(l.id) ?? 0),
    of: toUnits(l.so_luong),
  }));
  if (given.length > 0 && given.every((g) => g.units >= g.of)) return 'DA_CAP_PHAT';
  return given.some((g) => g.units > 0) ? 'CAP_PHAT_MOT_PHAN' : 'CHO_CAP_PHAT';
}
