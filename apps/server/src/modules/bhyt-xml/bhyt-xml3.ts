import type { BhytXmlIssue } from '@kho/contracts';
import { formatScaled, lineAmounts } from './bhyt-amounts';
import { fieldIssues, issue, rowTarget, tenderCode } from './bhyt-xml-checks';
import type { DispensedBatchRow } from './bhyt-xml.repository';
import { ZERO } from './bhyt-xml2';

/**
 * XML3 (Bảng 3 "Chỉ tiêu chi tiết dịch vụ kỹ thuật và vật tư y tế", QĐ 130 as amended by QĐ
 * 4750), the fields of a medical-supply row in the official order with the longest text each
 * holds (`max`, strings only). The list and lengths are those of the shared regulatory reference
 * §1.5; docs/regulatory.md says which are uncertain.
 */
export const XML3_FIELDS = [
  ['MA_LK', 100],
  ['STT', 0],
  ['MA_DICH_VU', 50],
  ['MA_PTTT_QT', 255],
  ['MA_VAT_TU', 255],
  ['MA_NHOM', 0],
  ['GOI_VTYT', 3],
  ['TEN_VAT_TU', 1024],
  ['TEN_DICH_VU', 1024],
  ['MA_XANG_DAU', 20],
  ['DON_VI_TINH', 50],
  ['PHAM_VI', 0],
  ['SO_LUONG', 0],
  ['DON_GIA_BV', 0],
  ['DON_GIA_BH', 0],
  ['TT_THAU', 25],
  ['TYLE_TT_DV', 0],
  ['TYLE_TT_BH', 0],
  ['THANH_TIEN_BV', 0],
  ['THANH_TIEN_BH', 0],
  ['T_TRANTT', 0],
  ['MUC_HUONG', 0],
  ['T_NGUONKHAC_NSNN', 0],
  ['T_NGUONKHAC_VTNN', 0],
  ['T_NGUONKHAC_VTTN', 0],
  ['T_NGUONKHAC_CL', 0],
  ['T_NGUONKHAC', 0],
  ['T_BNTT', 0],
  ['T_BNCCT', 0],
  ['T_BHTT', 0],
  ['MA_KHOA', 50],
  ['MA_GIUONG', 50],
  ['MA_BAC_SI', 255],
  ['NGUOI_THUC_HIEN', 255],
  ['MA_BENH', 100],
  ['MA_BENH_YHCT', 255],
  ['NGAY_YL', 12],
  ['NGAY_TH_YL', 12],
  ['NGAY_KQ', 12],
  ['MA_PTTT', 0],
  ['VET_THUONG_TP', 0],
  ['PP_VO_CAM', 0],
  ['VI_TRI_TH_DVKT', 0],
  ['MA_MAY', 1024],
  ['MA_HIEU_SP', 255],
  ['TAI_SU_DUNG', 0],
  ['DU_PHONG', 0],
] as const;
export type Xml3Field = (typeof XML3_FIELDS)[number][0];
export type Xml3Row = Record<Xml3Field, string>;

/** Fields a supply row cannot go without. */
const REQUIRED: readonly Xml3Field[] = [
  'MA_VAT_TU',
  'MA_NHOM',
  'TEN_VAT_TU',
  'DON_VI_TINH',
  'TT_THAU',
  'MA_KHOA',
  'MA_BAC_SI',
];

/** MA_NHOM of a medical supply (Phụ lục 3 QĐ 5937): 10 in the insurance list, 11 paid by ratio. */
const SUPPLY_GROUPS = new Set(['10', '11']);

/**
 * One CHI_TIET_DVKT from one dispensed batch of a medical supply, handed to the patient outside
 * any technical service: no service code, package or machine. The insurance price is the
 * purchase price (DON_GIA_BH = DON_GIA_BV) and the service ratio is 100 %, so the amounts follow
 * the same formulas as XML2 (decision record 0030).
 */
export function xml3Row(row: DispensedBatchRow, stt: number): Xml3Row {
  const ratio = row.pham_vi === 2 ? 0 : Math.round(Number(row.ty_le_tt_bh));
  const amounts = lineAmounts(row.so_luong, row.don_gia, ratio, row.muc_huong ?? 0);
  const price = formatScaled(amounts.donGia, 3);
  return {
    MA_LK: row.ma_lk,
    STT: String(stt),
    MA_DICH_VU: '',
    MA_PTTT_QT: '',
    MA_VAT_TU: row.ma_vat_tu ?? '',
    MA_NHOM: row.ma_nhom === null ? '' : String(row.ma_nhom),
    GOI_VTYT: '',
    TEN_VAT_TU: row.ten_thuoc,
    TEN_DICH_VU: '',
    MA_XANG_DAU: '',
    DON_VI_TINH: row.don_vi_tinh,
    PHAM_VI: String(row.pham_vi),
    SO_LUONG: formatScaled(amounts.soLuong, 3),
    DON_GIA_BV: price,
    DON_GIA_BH: price,
    TT_THAU: tenderCode(row),
    TYLE_TT_DV: '100',
    TYLE_TT_BH: String(ratio),
    THANH_TIEN_BV: formatScaled(amounts.thanhTienBv, 2),
    THANH_TIEN_BH: formatScaled(amounts.thanhTienBh, 2),
    // The ceiling applies to supplies used within a technical service's package; none here.
    T_TRANTT: '',
    MUC_HUONG: row.muc_huong === null ? '' : String(row.muc_huong),
    T_NGUONKHAC_NSNN: ZERO,
    T_NGUONKHAC_VTNN: ZERO,
    T_NGUONKHAC_VTTN: ZERO,
    T_NGUONKHAC_CL: ZERO,
    T_NGUONKHAC: ZERO,
    T_BNTT: formatScaled(amounts.tBntt, 2),
    T_BNCCT: formatScaled(amounts.tBncct, 2),
    T_BHTT: formatScaled(amounts.tBhtt, 2),
    MA_KHOA: row.ma_khoa ?? '',
    MA_GIUONG: '',
    MA_BAC_SI: row.ma_bac_si ?? '',
    NGUOI_THUC_HIEN: '',
    MA_BENH: row.ma_icd ?? '',
    MA_BENH_YHCT: '',
    NGAY_YL: row.ngay_yl,
    NGAY_TH_YL: row.ngay_th_yl,
    NGAY_KQ: '',
    MA_PTTT: '1',
    VET_THUONG_TP: '',
    PP_VO_CAM: '',
    VI_TRI_TH_DVKT: '',
    MA_MAY: '',
    MA_HIEU_SP: '',
    TAI_SU_DUNG: '',
    DU_PHONG: '',
  };
}

/** Every missing or malformed field of one XML3 row; a supply's cost group must be 10 or 11. */
export function xml3RowIssues(row: Xml3Row, source: DispensedBatchRow): BhytXmlIssue[] {
  const target = rowTarget(source, row.STT);
  const found = fieldIssues(row, XML3_FIELDS, REQUIRED, target, 'XML3');
  if (row.MA_NHOM && !SUPPLY_GROUPS.has(row.MA_NHOM))
    found.push(issue(target, 'MA_NHOM', 'malformed', row.MA_NHOM, 'XML3'));
  return found;
}
