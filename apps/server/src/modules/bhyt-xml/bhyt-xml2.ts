import { MA_THUOC_PATTERN, type BhytXmlIssue } from '@kho/contracts';
import { formatScaled, lineAmounts } from './bhyt-amounts';
import { fieldIssues, issue, rowTarget, tenderCode } from './bhyt-xml-checks';
import type { DispensedBatchRow } from './bhyt-xml.repository';

/**
 * XML2 (Bảng 2 "Chỉ tiêu chi tiết thuốc", QĐ 130 as amended by QĐ 4750): the 39 fields in the
 * official order with the longest text each holds (`max`, strings only). docs/regulatory.md.
 */
export const XML2_FIELDS = [
  ['MA_LK', 100],
  ['STT', 0],
  ['MA_THUOC', 255],
  ['MA_PP_CHEBIEN', 255],
  ['MA_CSKCB_THUOC', 10],
  ['MA_NHOM', 0],
  ['TEN_THUOC', 1024],
  ['DON_VI_TINH', 50],
  ['HAM_LUONG', 1024],
  ['DUONG_DUNG', 4],
  ['DANG_BAO_CHE', 1024],
  ['LIEU_DUNG', 1024],
  ['CACH_DUNG', 1024],
  ['SO_DANG_KY', 255],
  ['TT_THAU', 50],
  ['PHAM_VI', 0],
  ['TYLE_TT_BH', 0],
  ['SO_LUONG', 0],
  ['DON_GIA', 0],
  ['THANH_TIEN_BV', 0],
  ['THANH_TIEN_BH', 0],
  ['T_NGUONKHAC_NSNN', 0],
  ['T_NGUONKHAC_VTNN', 0],
  ['T_NGUONKHAC_VTTN', 0],
  ['T_NGUONKHAC_CL', 0],
  ['T_NGUONKHAC', 0],
  ['MUC_HUONG', 0],
  ['T_BNTT', 0],
  ['T_BNCCT', 0],
  ['T_BHTT', 0],
  ['MA_KHOA', 50],
  ['MA_BAC_SI', 255],
  ['MA_DICH_VU', 255],
  ['NGAY_YL', 12],
  ['NGAY_TH_YL', 12],
  ['MA_PTTT', 0],
  ['NGUON_CTRA', 0],
  ['VET_THUONG_TP', 0],
  ['DU_PHONG', 0],
] as const;
export type Xml2Field = (typeof XML2_FIELDS)[number][0];
export type Xml2Row = Record<Xml2Field, string>;

/** Fields a drug row cannot go without (the others may be empty, as the field table allows). */
const REQUIRED: readonly Xml2Field[] = [
  'MA_THUOC',
  'MA_NHOM',
  'TEN_THUOC',
  'DON_VI_TINH',
  'HAM_LUONG',
  'DUONG_DUNG',
  'DANG_BAO_CHE',
  'LIEU_DUNG',
  'SO_DANG_KY',
  'TT_THAU',
  'MA_KHOA',
  'MA_BAC_SI',
];

/** A trimmed decimal without trailing zeros (`2.5000` -> `2.5`) for the dose text. */
function plain(text: string): string {
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** LIEU_DUNG as the field table writes it: `2 viên/lần * 2 lần/ngày * 5 ngày [4 viên/ngày]`. */
export function doseText(
  row: Pick<DispensedBatchRow, 'lieu_moi_lan' | 'so_lan_ngay' | 'so_ngay' | 'don_vi_tinh'>,
): string {
  if (row.lieu_moi_lan === null || row.so_lan_ngay === null || row.so_ngay === null) return '';
  const perTime = plain(row.lieu_moi_lan);
  const perDay = plain(String(Number(row.lieu_moi_lan) * row.so_lan_ngay));
  const unit = row.don_vi_tinh;
  return `${perTime} ${unit}/lần * ${row.so_lan_ngay} lần/ngày * ${row.so_ngay} ngày [${perDay} ${unit}/ngày]`;
}

export const ZERO = '0.00';

/**
 * One CHI_TIET_THUOC from one dispensed batch. Outside the insurance scope (PHAM_VI 2) the
 * payment ratio is 0, as field 17 says; a missing benefit level counts as 0 here and is
 * reported by `rowIssues`, so nothing is exported with it.
 */
export function xml2Row(row: DispensedBatchRow, stt: number): Xml2Row {
  const ratio = row.pham_vi === 2 ? 0 : Math.round(Number(row.ty_le_tt_bh));
  const amounts = lineAmounts(row.so_luong, row.don_gia, ratio, row.muc_huong ?? 0);
  return {
    MA_LK: row.ma_lk,
    STT: String(stt),
    MA_THUOC: row.ma_thuoc ?? '',
    MA_PP_CHEBIEN: '',
    MA_CSKCB_THUOC: '',
    MA_NHOM: row.ma_nhom === null ? '' : String(row.ma_nhom),
    TEN_THUOC: row.ten_thuoc,
    DON_VI_TINH: row.don_vi_tinh,
    HAM_LUONG: row.ham_luong ?? '',
    DUONG_DUNG: row.duong_dung ?? '',
    DANG_BAO_CHE: row.dang_bao_che ?? '',
    LIEU_DUNG: doseText(row),
    CACH_DUNG: row.cach_dung ?? row.loi_dan ?? '',
    SO_DANG_KY: row.so_dang_ky ?? '',
    TT_THAU: tenderCode(row),
    PHAM_VI: String(row.pham_vi),
    TYLE_TT_BH: String(ratio),
    SO_LUONG: formatScaled(amounts.soLuong, 3),
    DON_GIA: formatScaled(amounts.donGia, 3),
    THANH_TIEN_BV: formatScaled(amounts.thanhTienBv, 2),
    THANH_TIEN_BH: formatScaled(amounts.thanhTienBh, 2),
    T_NGUONKHAC_NSNN: ZERO,
    T_NGUONKHAC_VTNN: ZERO,
    T_NGUONKHAC_VTTN: ZERO,
    T_NGUONKHAC_CL: ZERO,
    T_NGUONKHAC: ZERO,
    MUC_HUONG: row.muc_huong === null ? '' : String(row.muc_huong),
    T_BNTT: formatScaled(amounts.tBntt, 2),
    T_BNCCT: formatScaled(amounts.tBncct, 2),
    T_BHTT: formatScaled(amounts.tBhtt, 2),
    MA_KHOA: row.ma_khoa ?? '',
    MA_BAC_SI: row.ma_bac_si ?? '',
    MA_DICH_VU: '',
    NGAY_YL: row.ngay_yl,
    NGAY_TH_YL: row.ngay_th_yl,
    // Fee-for-service, paid by the insurance fund: the product has no capitation, DRG or aid source.
    MA_PTTT: '1',
    NGUON_CTRA: '1',
    VET_THUONG_TP: '',
    DU_PHONG: '',
  };
}

/** Every missing or malformed field of one XML2 row. */
export function rowIssues(row: Xml2Row, source: DispensedBatchRow): BhytXmlIssue[] {
  const target = rowTarget(source, row.STT);
  const found = fieldIssues(row, XML2_FIELDS, REQUIRED, target, 'XML2');
  if (row.MA_THUOC && !MA_THUOC_PATTERN.test(row.MA_THUOC))
    found.push(issue(target, 'MA_THUOC', 'malformed', row.MA_THUOC));
  return found;
}
