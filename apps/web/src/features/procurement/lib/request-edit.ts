import type {
  ProcurementRequestDetail,
  ProcurementRequestLineInput,
  ProcurementRequestTender,
} from '@kho/contracts';

/** A line of a request being edited: the saved line with the quantity and tender the user chose. */
export interface EditLine {
  id: string;
  hang_hoa_id: string;
  ma_hang_hoa: string;
  ten_hang_hoa: string;
  don_vi_tinh: string | null;
  so_luong_de_xuat: number;
  /** null while the field is empty or not a number. */
  so_luong: number | null;
  goi_thau_chi_tiet_id: string | null;
  don_gia: number | null;
  ghi_chu: string | null;
  /** Added while editing: the plan suggested nothing for it. */
  added: boolean;
}

/** A tender line a request line may go under. */
export interface TenderChoice {
  id: string;
  code: string;
  supplier: string | null;
  price: number;
  /** What the tender line has left; null for a saved choice that is no longer valid today. */
  left: number | null;
}

export function editLinesOf(request: ProcurementRequestDetail): EditLine[] {
  return request.chi_tiet.map((l) => ({
    id: l.id,
    hang_hoa_id: l.hang_hoa_id,
    ma_hang_hoa: l.ma_hang_hoa,
    ten_hang_hoa: l.ten_hang_hoa,
    don_vi_tinh: l.don_vi_tinh,
    so_luong_de_xuat: l.so_luong_de_xuat,
    so_luong: l.so_luong,
    goi_thau_chi_tiet_id: l.goi_thau_chi_tiet_id,
    don_gia: l.don_gia,
    ghi_chu: l.ghi_chu,
    added: false,
  }));
}

/** A goods item the planner adds to the request: no suggestion, the quantity to fill in, no tender yet. */
export function addedLine(goods: {
  id: string;
  ma: string;
  ten: string;
  don_vi_tinh?: string | null;
}): EditLine {
  return {
    id: `added-${goods.id}`,
    hang_hoa_id: goods.id,
    ma_hang_hoa: goods.ma,
    ten_hang_hoa: goods.ten,
    don_vi_tinh: goods.don_vi_tinh ?? null,
    so_luong_de_xuat: 0,
    so_luong: null,
    goi_thau_chi_tiet_id: null,
    don_gia: null,
    ghi_chu: null,
    added: true,
  };
}

/**
 * The tender choices of a line: the tender lines valid today of its goods, and the one the request
 * saved when it is no longer among them (expired since), so the choice is never silently changed.
 */
export function tenderChoices(
  request: ProcurementRequestDetail,
  line: EditLine,
  tenders: readonly ProcurementRequestTender[],
): TenderChoice[] {
  const choices: TenderChoice[] = tenders
    .filter((x) => x.hang_hoa_id === line.hang_hoa_id)
    .map((x) => ({
      id: x.goi_thau_chi_tiet_id,
      code: x.goi_thau_ma,
      supplier: x.nha_cung_cap_ten,
      price: x.don_gia_trung,
      left: x.con_lai,
    }));
  const saved = request.chi_tiet.find((l) => l.id === line.id);
  if (
    saved?.goi_thau_chi_tiet_id &&
    saved.goi_thau_ma &&
    !choices.some((c) => c.id === saved.goi_thau_chi_tiet_id)
  ) {
    choices.push({
      id: saved.goi_thau_chi_tiet_id,
      code: saved.goi_thau_ma,
      supplier: null,
      price: saved.don_gia ?? 0,
      left: null,
    });
  }
  return choices;
}

/** The line under another tender line (its awarded price), or under none (no price). */
export function withTender(line: EditLine, choice: TenderChoice | null): EditLine {
  return { ...line, goi_thau_chi_tiet_id: choice?.id ?? null, don_gia: choice ? choice.price : null };
}

/** Quantity × price, a line without a price or quantity counting 0 (the server's rule, to the cent). */
export function lineAmount(line: EditLine): number {
  return Math.round((line.so_luong ?? 0) * (line.don_gia ?? 0) * 100) / 100;
}

export function editTotal(lines: readonly EditLine[]): number {
  return Math.round(lines.reduce((sum, l) => sum + (l.so_luong ?? 0) * (l.don_gia ?? 0), 0) * 100) / 100;
}

/** A quantity the server takes: a number from 0.0001 (the vouchers' smallest quantity). */
export const validQuantity = (value: number | null): value is number =>
  value !== null && Number.isFinite(value) && value >= 0.0001;

/** The lines as the update call takes them; null while a quantity is missing or not positive. */
export function updateLinesOf(lines: readonly EditLine[]): ProcurementRequestLineInput[] | null {
  if (lines.length === 0 || lines.some((l) => !validQuantity(l.so_luong))) return null;
  return lines.map((l) => ({
    hang_hoa_id: l.hang_hoa_id,
    so_luong_de_xuat: l.so_luong_de_xuat,
    so_luong: l.so_luong!,
    don_gia: l.don_gia,
    goi_thau_chi_tiet_id: l.goi_thau_chi_tiet_id,
    ghi_chu: l.ghi_chu,
  }));
}
