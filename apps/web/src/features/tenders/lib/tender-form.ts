import {
  composeTtThau,
  type FieldError,
  type GoodsSuggestion,
  type TenderDetail,
  type TenderFields,
} from '@kho/contracts';

/** What a line shows besides its inputs: the goods, and what has been received under it. */
export interface LineInfo {
  ma: string;
  ten: string;
  don_vi_tinh: string;
  so_luong_da_nhap: number;
}

/** The form's values for a tender, or for a new one (this year, no lines). */
export function tenderToForm(detail: TenderDetail | null, today: Date): TenderFields {
  return {
    ma: detail?.ma ?? '',
    so_quyet_dinh: detail?.so_quyet_dinh ?? '',
    ngay_quyet_dinh: detail?.ngay_quyet_dinh ?? '',
    ma_goi: detail?.ma_goi ?? '',
    nhom_thau: detail?.nhom_thau ?? '',
    nam: detail?.nam ?? today.getFullYear(),
    don_vi_ban_hanh: detail?.don_vi_ban_hanh ?? '',
    loai_thau: detail?.loai_thau ?? '',
    hinh_thuc: detail?.hinh_thuc ?? '',
    nha_cung_cap_id: detail?.nha_cung_cap_id ?? '',
    hieu_luc_tu: detail?.hieu_luc_tu ?? '',
    hieu_luc_den: detail?.hieu_luc_den ?? '',
    ghi_chu: detail?.ghi_chu ?? '',
    hoat_dong: detail?.hoat_dong ?? true,
    chi_tiet: (detail?.chi_tiet ?? []).map((line) => ({
      hang_hoa_id: line.hang_hoa_id,
      so_luong_trung: line.so_luong_trung,
      don_gia_trung: line.don_gia_trung,
      nhom_thau: line.nhom_thau ?? '',
      ma_nha_thau: line.ma_nha_thau ?? '',
      dam_phan_gia: line.dam_phan_gia,
    })),
  };
}

/** The goods of the saved lines, by goods id. */
export function lineInfoOf(detail: TenderDetail | null): Record<string, LineInfo> {
  const info: Record<string, LineInfo> = {};
  for (const line of detail?.chi_tiet ?? []) {
    info[line.hang_hoa_id] = {
      ma: line.hang_hoa_ma,
      ten: line.hang_hoa_ten,
      don_vi_tinh: line.don_vi_tinh,
      so_luong_da_nhap: line.so_luong_da_nhap,
    };
  }
  return info;
}

/** A goods item just picked: nothing received under the tender yet. */
export function lineInfoOfSuggestion(goods: GoodsSuggestion): LineInfo {
  return { ma: goods.ma, ten: goods.ten, don_vi_tinh: goods.don_vi_tinh, so_luong_da_nhap: 0 };
}

/** Received share of a line, 0 when the quantity is not (yet) a positive number. */
export function lineRatio(quantity: unknown, received: number): number {
  return typeof quantity === 'number' && quantity > 0 ? received / quantity : 0;
}

/** Total awarded value of the lines being edited (quantity x unit price, what is typed so far). */
export function linesValue(lines: readonly { so_luong_trung?: unknown; don_gia_trung?: unknown }[]): number {
  return lines.reduce((sum, line) => {
    const quantity = typeof line.so_luong_trung === 'number' ? line.so_luong_trung : 0;
    const price = typeof line.don_gia_trung === 'number' ? line.don_gia_trung : 0;
    return sum + quantity * price;
  }, 0);
}

/** Server field errors a form can place (header fields and `chi_tiet.<n>.<field>`); others stay in the message. */
export function placeableErrors(errors: readonly FieldError[], lineCount: number): FieldError[] {
  return errors.filter((error) => {
    const [root, index, field] = error.path.split('.');
    if (root !== 'chi_tiet') return root !== undefined && root !== '';
    // "chi_tiet" alone is a rule of the whole list (the same goods twice).
    if (index === undefined) return true;
    if (field === undefined) return false;
    const n = Number(index);
    return Number.isInteger(n) && n >= 0 && n < lineCount;
  });
}

/**
 * The TT_THAU a line will carry, from what the form holds now; empty until the decision, package,
 * group and year are typed (the server composes the saved one by the same rule).
 */
export function lineTtThau(
  header: {
    so_quyet_dinh?: unknown;
    ma_goi?: unknown;
    nhom_thau?: unknown;
    nam?: unknown;
    don_vi_ban_hanh?: unknown;
  },
  line: { nhom_thau?: unknown; ma_nha_thau?: unknown; dam_phan_gia?: unknown } | undefined,
): string {
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const group = text(line?.nhom_thau) || text(header.nhom_thau);
  const decision = text(header.so_quyet_dinh);
  const pkg = text(header.ma_goi);
  if (!decision || !pkg || !group || typeof header.nam !== 'number') return '';
  return composeTtThau({
    kind: 'award',
    decision,
    packageCode: pkg,
    groupCode: group,
    year: header.nam,
    bidderCode: text(line?.ma_nha_thau) || null,
    issuingUnit: text(header.don_vi_ban_hanh) || null,
    priceNegotiated: line?.dam_phan_gia === true,
  });
}
