import {
  CONTROLLED_CLASSES,
  type PhanLoaiQuanLy,
  type VoucherDetail,
  type VoucherLine,
} from '@kho/contracts';
import { printRows, type PrintRow } from './print-rows';
import { goodsName } from '../../../../lib/catalogues/goods-name';

/**
 * A requisition prints one row per line: asked, approved (null until approved), the batches the
 * source took, and their value.
 */
export interface RequisitionPrintRow {
  key: string;
  stt: number;
  code: string;
  name: string;
  unit: string;
  requested: number;
  approved: number | null;
  batches: { lot: string; expiry: string; quantity: number }[];
  amount: number | null;
  note: string | null;
}

/**
 * One sheet of paper: a voucher prints on one, a requisition on two when it holds controlled drugs
 * (gây nghiện, hướng thần, tiền chất), which have their own form, title and signatures.
 */
export type PrintSheet =
  | { key: 'all'; controlled: false; rows: PrintRow[] }
  | { key: 'ordinary' | 'controlled'; controlled: boolean; rows: RequisitionPrintRow[] };

export function isControlled(line: Pick<VoucherLine, 'phan_loai_quan_ly'>): boolean {
  return CONTROLLED_CLASSES.includes(line.phan_loai_quan_ly as PhanLoaiQuanLy);
}

function requisitionRow(line: VoucherLine, stt: number): RequisitionPrintRow {
  const taken = line.phan_bo.length > 0;
  return {
    key: line.id,
    stt,
    code: line.hang_hoa_ma,
    name: goodsName(line.hang_hoa_ten, line.ham_luong),
    unit: line.don_vi_tinh,
    requested: line.so_luong,
    approved: line.so_luong_duyet,
    batches: line.phan_bo.map((b) => ({ lot: b.so_lo, expiry: b.han_dung, quantity: b.so_luong })),
    amount: taken ? line.phan_bo.reduce((sum, b) => sum + b.so_luong * b.don_gia, 0) : null,
    note: [line.ly_do_dieu_chinh, line.ghi_chu].filter(Boolean).join('; ') || null,
  };
}

/**
 * The sheets a voucher prints on. A requisition splits its lines into ordinary and controlled
 * drugs, each numbered from 1; a sheet with no lines is left out (an empty requisition prints one
 * empty ordinary sheet). Every other kind prints its rows on one sheet.
 */
export function printSheets(detail: VoucherDetail): PrintSheet[] {
  if (detail.loai_phieu !== 'LINH_HANG') return [{ key: 'all', controlled: false, rows: printRows(detail) }];
  const ordinary = detail.chi_tiet.filter((line) => !isControlled(line));
  const controlled = detail.chi_tiet.filter(isControlled);
  const sheets: PrintSheet[] = [];
  if (ordinary.length > 0 || controlled.length === 0)
    sheets.push({
      key: 'ordinary',
      controlled: false,
      rows: ordinary.map((line, i) => requisitionRow(line, i + 1)),
    });
  if (controlled.length > 0)
    sheets.push({
      key: 'controlled',
      controlled: true,
      rows: controlled.map((line, i) => requisitionRow(line, i + 1)),
    });
  return sheets;
}

/** The value of a sheet: what its rows are worth (a requisition: what the source issued). */
export function sheetTotal(sheet: PrintSheet): number {
  return sheet.rows.reduce(
    (sum, row) => sum + ('reversed' in row && row.reversed ? 0 : (row.amount ?? 0)),
    0,
  );
}
