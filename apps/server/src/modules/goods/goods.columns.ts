import { GOODS_IMPORT_FIELDS, type GoodsRecord, type Locale } from '@kho/contracts';
import type { ImportColumn, ImportOption } from '../catalogues/catalogue-import';
import type { ExcelColumn } from '../catalogues/excel';

type ImportField = (typeof GOODS_IMPORT_FIELDS)[number];

/** One header per goods field: the export and the import template say the same thing. */
const HEADERS: Record<ImportField | 'nhom_ten', Record<Locale, string>> = {
  ma: { vi: 'Mã hàng hóa', en: 'Goods code' },
  ten: { vi: 'Tên hàng hóa', en: 'Goods name' },
  loai_hang_hoa: { vi: 'Loại hàng hóa', en: 'Kind of goods' },
  hoat_chat: { vi: 'Hoạt chất', en: 'Active ingredient' },
  ma_hoat_chat: { vi: 'Mã hoạt chất', en: 'Active ingredient code' },
  ham_luong: { vi: 'Hàm lượng', en: 'Strength' },
  duong_dung: { vi: 'Đường dùng', en: 'Route' },
  ma_duong_dung: { vi: 'Mã đường dùng (BYT)', en: 'Route code' },
  dang_bao_che: { vi: 'Dạng bào chế', en: 'Dosage form' },
  don_vi_tinh: { vi: 'Đơn vị tính', en: 'Unit' },
  quy_cach_dong_goi: { vi: 'Quy cách đóng gói', en: 'Packing' },
  so_dang_ky: { vi: 'Số đăng ký', en: 'Registration number' },
  ma_vat_tu: { vi: 'Mã vật tư BHYT', en: 'Insurance supply code' },
  hang_san_xuat: { vi: 'Hãng sản xuất', en: 'Manufacturer' },
  nuoc_san_xuat: { vi: 'Nước sản xuất', en: 'Country of manufacture' },
  nhom_hang_hoa_ma: { vi: 'Mã nhóm hàng hóa', en: 'Goods group code' },
  nhom_ten: { vi: 'Nhóm hàng hóa', en: 'Goods group' },
  phan_loai_quan_ly: { vi: 'Phân loại quản lý', en: 'Management class' },
  ma_vach: { vi: 'Mã vạch', en: 'Barcode' },
  gia_ban: { vi: 'Giá bán', en: 'Sale price' },
  gia_bhyt: { vi: 'Giá BHYT', en: 'Insurance price' },
  ty_le_thanh_toan_bhyt: { vi: 'Tỷ lệ thanh toán BHYT (%)', en: 'Insurance payment rate (%)' },
  pham_vi_bhyt: { vi: 'Phạm vi BHYT (1/2/3)', en: 'Insurance scope (1/2/3)' },
  ma_nhom_bhyt: { vi: 'Mã nhóm chi phí BHYT', en: 'Insurance cost group' },
  vat: { vi: 'VAT (%)', en: 'VAT (%)' },
  ton_toi_thieu: { vi: 'Tồn tối thiểu', en: 'Minimum stock' },
  ton_toi_da: { vi: 'Tồn tối đa', en: 'Maximum stock' },
  hoat_dong: { vi: 'Hoạt động', en: 'Active' },
  phan_loai_ven: { vi: 'Phân loại VEN (V/E/N)', en: 'VEN class (V/E/N)' },
  so_ngay_cho_hang: { vi: 'Số ngày chờ hàng', en: 'Lead time (days)' },
  so_ngay_an_toan: { vi: 'Số ngày dự trữ an toàn', en: 'Safety stock (days)' },
  so_luong_dong_goi: { vi: 'Số lượng mỗi kiện mua', en: 'Units per purchase pack' },
};

const KIND_OPTIONS: readonly ImportOption[] = [
  { value: 'THUOC', label: { vi: 'Thuốc', en: 'Medicine' } },
  { value: 'VAT_TU', label: { vi: 'Vật tư y tế', en: 'Medical supply' } },
  { value: 'HOA_CHAT', label: { vi: 'Hóa chất', en: 'Chemical' } },
];

const CLASS_OPTIONS: readonly ImportOption[] = [
  { value: 'THUONG', label: { vi: 'Thường', en: 'Ordinary' } },
  { value: 'GAY_NGHIEN', label: { vi: 'Gây nghiện', en: 'Narcotic' } },
  { value: 'HUONG_THAN', label: { vi: 'Hướng thần', en: 'Psychotropic' } },
  { value: 'TIEN_CHAT', label: { vi: 'Tiền chất', en: 'Precursor' } },
  { value: 'PHOI_HOP', label: { vi: 'Dạng phối hợp', en: 'Combination' } },
  { value: 'DOC', label: { vi: 'Độc', en: 'Toxic' } },
  { value: 'PHONG_XA', label: { vi: 'Phóng xạ', en: 'Radioactive' } },
];

/** Only medicines take a VEN class; the cell is left empty for supplies and chemicals. */
const VEN_OPTIONS: readonly ImportOption[] = [
  { value: 'V', label: { vi: 'Tối cần', en: 'Vital' } },
  { value: 'E', label: { vi: 'Thiết yếu', en: 'Essential' } },
  { value: 'N', label: { vi: 'Không thiết yếu', en: 'Non-essential' } },
];

const MONEY = '#,##0';
const NUMBER = '#,##0.##';

/** Columns of the Excel export; the group is given by code and name so an export can be re-imported. */
export const GOODS_EXPORT_COLUMNS: ExcelColumn<GoodsRecord>[] = [
  { header: HEADERS.ma, value: (r) => r.ma, width: 14 },
  { header: HEADERS.ten, value: (r) => r.ten, width: 36 },
  { header: HEADERS.loai_hang_hoa, value: (r) => r.loai_hang_hoa, width: 12 },
  { header: HEADERS.hoat_chat, value: (r) => r.hoat_chat, width: 28 },
  { header: HEADERS.ma_hoat_chat, value: (r) => r.ma_hoat_chat, width: 14 },
  { header: HEADERS.ham_luong, value: (r) => r.ham_luong, width: 14 },
  { header: HEADERS.duong_dung, value: (r) => r.duong_dung, width: 12 },
  { header: HEADERS.ma_duong_dung, value: (r) => r.ma_duong_dung, width: 10 },
  { header: HEADERS.dang_bao_che, value: (r) => r.dang_bao_che, width: 16 },
  { header: HEADERS.don_vi_tinh, value: (r) => r.don_vi_tinh, width: 10 },
  { header: HEADERS.quy_cach_dong_goi, value: (r) => r.quy_cach_dong_goi, width: 20 },
  { header: HEADERS.so_dang_ky, value: (r) => r.so_dang_ky, width: 16 },
  { header: HEADERS.ma_vat_tu, value: (r) => r.ma_vat_tu, width: 16 },
  { header: HEADERS.hang_san_xuat, value: (r) => r.hang_san_xuat, width: 22 },
  { header: HEADERS.nuoc_san_xuat, value: (r) => r.nuoc_san_xuat, width: 14 },
  { header: HEADERS.nhom_hang_hoa_ma, value: (r) => r.nhom_ma, width: 14 },
  { header: HEADERS.nhom_ten, value: (r) => r.nhom_ten, width: 24 },
  { header: HEADERS.phan_loai_quan_ly, value: (r) => r.phan_loai_quan_ly, width: 14 },
  { header: HEADERS.ma_vach, value: (r) => r.ma_vach, width: 16 },
  { header: HEADERS.gia_ban, value: (r) => r.gia_ban, width: 14, numFmt: MONEY },
  { header: HEADERS.gia_bhyt, value: (r) => r.gia_bhyt, width: 14, numFmt: MONEY },
  { header: HEADERS.ty_le_thanh_toan_bhyt, value: (r) => r.ty_le_thanh_toan_bhyt, width: 12 },
  { header: HEADERS.pham_vi_bhyt, value: (r) => r.pham_vi_bhyt, width: 10 },
  { header: HEADERS.ma_nhom_bhyt, value: (r) => r.ma_nhom_bhyt, width: 10 },
  { header: HEADERS.vat, value: (r) => r.vat, width: 8 },
  { header: HEADERS.ton_toi_thieu, value: (r) => r.ton_toi_thieu, width: 12, numFmt: NUMBER },
  { header: HEADERS.ton_toi_da, value: (r) => r.ton_toi_da, width: 12, numFmt: NUMBER },
  { header: HEADERS.hoat_dong, value: (r) => r.hoat_dong, width: 10 },
  { header: HEADERS.phan_loai_ven, value: (r) => r.phan_loai_ven, width: 10 },
  // Empty: the group's (then the organisation's) lead time and safety stock; no pack rounding.
  { header: HEADERS.so_ngay_cho_hang, value: (r) => r.so_ngay_cho_hang, width: 12 },
  { header: HEADERS.so_ngay_an_toan, value: (r) => r.so_ngay_an_toan, width: 12 },
  { header: HEADERS.so_luong_dong_goi, value: (r) => r.so_luong_dong_goi, width: 12, numFmt: NUMBER },
];

const NUMERIC_FIELDS = new Set<ImportField>([
  'gia_ban',
  'gia_bhyt',
  'ty_le_thanh_toan_bhyt',
  'pham_vi_bhyt',
  'ma_nhom_bhyt',
  'vat',
  'ton_toi_thieu',
  'ton_toi_da',
  'so_ngay_cho_hang',
  'so_ngay_an_toan',
  'so_luong_dong_goi',
]);
const REQUIRED_FIELDS = new Set<ImportField>([
  'ma',
  'ten',
  'loai_hang_hoa',
  'don_vi_tinh',
  'nhom_hang_hoa_ma',
]);

/** The template's example row: a real-looking item of a Vietnamese hospital. */
const EXAMPLE: Record<ImportField, string | number | boolean | null> = {
  ma: 'PARA500',
  ten: 'Paracetamol 500 mg',
  loai_hang_hoa: 'THUOC',
  hoat_chat: 'Paracetamol',
  ma_hoat_chat: '40.48',
  ham_luong: '500 mg',
  duong_dung: 'Uống',
  ma_duong_dung: '1.01',
  dang_bao_che: 'Viên nén',
  don_vi_tinh: 'Viên',
  quy_cach_dong_goi: 'Hộp 10 vỉ x 10 viên',
  so_dang_ky: 'VD-21310-14',
  // A medicine has no supply code; a medical supply's row carries its code from the insurer's portal.
  ma_vat_tu: null,
  hang_san_xuat: 'Công ty CP Dược Hậu Giang',
  nuoc_san_xuat: 'Việt Nam',
  nhom_hang_hoa_ma: 'TD',
  phan_loai_quan_ly: 'THUONG',
  ma_vach: '8936012345678',
  gia_ban: 500,
  gia_bhyt: 450,
  ty_le_thanh_toan_bhyt: 100,
  pham_vi_bhyt: 1,
  ma_nhom_bhyt: 4,
  vat: 5,
  ton_toi_thieu: 1000,
  ton_toi_da: 20000,
  hoat_dong: true,
  phan_loai_ven: 'E',
  // A longer lead time than the group's; safety stock left to the group; bought in boxes of 100.
  so_ngay_cho_hang: 45,
  so_ngay_an_toan: null,
  so_luong_dong_goi: 100,
};

function kindOf(field: ImportField): ImportColumn['kind'] {
  if (field === 'loai_hang_hoa') return { options: KIND_OPTIONS };
  if (field === 'phan_loai_quan_ly') return { options: CLASS_OPTIONS };
  if (field === 'phan_loai_ven') return { options: VEN_OPTIONS };
  if (field === 'hoat_dong') return 'boolean';
  return NUMERIC_FIELDS.has(field) ? 'number' : 'text';
}

/** Columns of the goods import, in the order of the contract's import row. */
export const GOODS_IMPORT_COLUMNS: ImportColumn[] = GOODS_IMPORT_FIELDS.map((field) => ({
  key: field,
  header: HEADERS[field],
  kind: kindOf(field),
  required: REQUIRED_FIELDS.has(field),
  example: EXAMPLE[field],
  width: field === 'ten' || field === 'hang_san_xuat' ? 30 : 16,
}));
