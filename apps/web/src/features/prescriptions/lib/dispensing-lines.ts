import type { Dispensing } from '@kho/contracts';

type Batch = Dispensing['chi_tiet'][number];

/** One line of a dispensing as the pharmacist sees it: the goods, its batches, whether it was reversed. */
export interface DispensingLine {
  chi_tiet_id: string;
  hang_hoa_id: string;
  hang_hoa_ten: string;
  don_vi_tinh: string;
  so_luong: number;
  batches: Batch[];
  ngay_dao_nguoc: string | null;
  ly_do_dao_nguoc: string | null;
}

/**
 * The batches of a dispensing grouped into its voucher lines, in the order they come (the
 * prescription's order): a line is what is reversed on its own, the batches are what goes back.
 */
export function dispensingLines(dispensing: Pick<Dispensing, 'chi_tiet'>): DispensingLine[] {
  const lines = new Map<string, DispensingLine>();
  for (const batch of dispensing.chi_tiet) {
    const line = lines.get(batch.chi_tiet_id);
    if (line) {
      line.batches.push(batch);
      line.so_luong = Math.round((line.so_luong + batch.so_luong) * 10_000) / 10_000;
      continue;
    }
    lines.set(batch.chi_tiet_id, {
      chi_tiet_id: batch.chi_tiet_id,
      hang_hoa_id: batch.hang_hoa_id,
      hang_hoa_ten: batch.hang_hoa_ten,
      don_vi_tinh: batch.don_vi_tinh,
      so_luong: batch.so_luong,
      batches: [batch],
      ngay_dao_nguoc: batch.ngay_dao_nguoc,
      ly_do_dao_nguoc: batch.ly_do_dao_nguoc,
    });
  }
  return [...lines.values()];
}
