import type { GoodsRecord } from '@kho/contracts';

/** The form's values: text fields as strings (empty for none), numbers as numbers. */
export function goodsToForm(record: GoodsRecord | null, groupId: string | null = null) {
  return {
    ma: record?.ma ?? '',
    ten: record?.ten ?? '',
    loai_hang_hoa: record?.loai_hang_hoa ?? 'THUOC',
    hoat_chat: record?.hoat_chat ?? '',
    ma_hoat_chat: record?.ma_hoat_chat ?? '',
    ham_luong: record?.ham_luong ?? '',
    duong_dung: record?.duong_dung ?? '',
    ma_duong_dung: record?.ma_duong_dung ?? '',
    dang_bao_che: record?.dang_bao_che ?? '',
    don_vi_tinh: record?.don_vi_tinh ?? '',
    quy_cach_dong_goi: record?.quy_cach_dong_goi ?? '',
    so_dang_ky: record?.so_dang_ky ?? '',
    ma_vat_tu: record?.ma_vat_tu ?? '',
    hang_san_xuat: record?.hang_san_xuat ?? '',
    nuoc_san_xuat: record?.nuoc_san_xuat ?? '',
    nhom_hang_hoa_id: record?.nhom_hang_hoa_id ?? groupId ?? '',
    phan_loai_quan_ly: record?.phan_loai_quan_ly ?? 'THUONG',
    ma_vach: record?.ma_vach ?? '',
    gia_ban: record?.gia_ban ?? 0,
    gia_bhyt: record?.gia_bhyt ?? 0,
    ty_le_thanh_toan_bhyt: record?.ty_le_thanh_toan_bhyt ?? 100,
    pham_vi_bhyt: record?.pham_vi_bhyt ?? 1,
    ma_nhom_bhyt: record?.ma_nhom_bhyt ?? null,
    vat: record?.vat ?? 0,
    ton_toi_thieu: record?.ton_toi_thieu ?? 0,
    ton_toi_da: record?.ton_toi_da ?? 0,
    hoat_dong: record?.hoat_dong ?? true,
    phan_loai_ven: record?.phan_loai_ven ?? null,
    // Empty (null) inherits: the group's lead time and safety stock, no pack rounding.
    so_ngay_cho_hang: record?.so_ngay_cho_hang ?? null,
    so_ngay_an_toan: record?.so_ngay_an_toan ?? null,
    so_luong_dong_goi: record?.so_luong_dong_goi ?? null,
  };
}
export type GoodsFormValues = ReturnType<typeof goodsToForm>;
