import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  primaryId,
  requiredReference,
  isoDate,
  activeFlag,
  searchKey,
  quantity,
  money,
  rate,
  auditColumns,
} from './columns';
import { nguoiDung } from './identity';
import { kho, khoa, organisationId } from './organisation';

export const nhaCungCap = pgTable(
  'nha_cung_cap',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    ma_so_thue: text('ma_so_thue'),
    dia_chi: text('dia_chi'),
    so_dien_thoai: text('so_dien_thoai'),
    email: text('email'),
    nguoi_lien_he: text('nguoi_lien_he'),
    hoat_dong: activeFlag(),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [uniqueIndex('nha_cung_cap_ma_uq').on(t.to_chuc_id, sql`lower(${t.ma})`)],
);

export const nhomHangHoa = pgTable(
  'nhom_hang_hoa',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    nhom_cha_id: uuid('nhom_cha_id').references((): AnyPgColumn => nhomHangHoa.id),
    /** Procurement planning (docs/procurement.md): the group's lead time and safety stock in days. */
    so_ngay_cho_hang: integer('so_ngay_cho_hang'),
    so_ngay_an_toan: integer('so_ngay_an_toan'),
    hoat_dong: activeFlag(),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('nhom_hang_hoa_ma_uq').on(t.to_chuc_id, sql`lower(${t.ma})`),
    index('nhom_hang_hoa_cha_idx').on(t.nhom_cha_id),
    check(
      'nhom_hang_hoa_du_tru_ck',
      sql`coalesce(${t.so_ngay_cho_hang}, 0) between 0 and 730 and coalesce(${t.so_ngay_an_toan}, 0) between 0 and 730`,
    ),
    check('nhom_hang_hoa_cha_khac_ck', sql`${t.nhom_cha_id} is null or ${t.nhom_cha_id} <> ${t.id}`),
  ],
);

export const hangHoa = pgTable(
  'hang_hoa',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    loai_hang_hoa: text('loai_hang_hoa').notNull().default('THUOC'),
    hoat_chat: text('hoat_chat'),
    ma_hoat_chat: text('ma_hoat_chat'),
    ham_luong: text('ham_luong'),
    duong_dung: text('duong_dung'),
    /** Route code of the Ministry's common code set (insurance output DUONG_DUNG, 4 characters). */
    ma_duong_dung: text('ma_duong_dung'),
    dang_bao_che: text('dang_bao_che'),
    don_vi_tinh: text('don_vi_tinh').notNull(),
    quy_cach_dong_goi: text('quy_cach_dong_goi'),
    so_dang_ky: text('so_dang_ky'),
    /** MA_VAT_TU of the insurance output (XML3): the supply's code on the insurer's portal. */
    ma_vat_tu: text('ma_vat_tu'),
    hang_san_xuat: text('hang_san_xuat'),
    nuoc_san_xuat: text('nuoc_san_xuat'),
    nhom_hang_hoa_id: requiredReference('nhom_hang_hoa_id', () => nhomHangHoa.id),
    phan_loai_quan_ly: text('phan_loai_quan_ly').notNull().default('THUONG'),
    ma_vach: text('ma_vach'),
    gia_ban: money('gia_ban').notNull().default(0),
    gia_bhyt: money('gia_bhyt').notNull().default(0),
    ty_le_thanh_toan_bhyt: rate('ty_le_thanh_toan_bhyt').notNull().default(100),
    /** PHAM_VI of the insurance output: 1 in scope, 2 outside, 3 outside the list but paid for the armed forces. */
    pham_vi_bhyt: integer('pham_vi_bhyt').notNull().default(1),
    /** MA_NHOM: cost group of Phụ lục 3 QĐ 5937 (4 drugs in the list, 10 supplies...). */
    ma_nhom_bhyt: integer('ma_nhom_bhyt'),
    vat: rate('vat').notNull().default(0),
    ton_toi_thieu: quantity('ton_toi_thieu').notNull().default(0),
    ton_toi_da: quantity('ton_toi_da').notNull().default(0),
    /**
     * Procurement planning (docs/procurement.md): this item's lead time and safety stock in days
     * (null: its group's, else the organisation's), and the units in one purchase pack (a
     * suggestion is rounded up to whole packs; null: no rounding).
     */
    so_ngay_cho_hang: integer('so_ngay_cho_hang'),
    so_ngay_an_toan: integer('so_ngay_an_toan'),
    so_luong_dong_goi: quantity('so_luong_dong_goi'),
    hoat_dong: activeFlag(),
    /** VEN class of a medicine (V vital, E essential, N non-essential); null: not classified. */
    phan_loai_ven: text('phan_loai_ven'),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('hang_hoa_ma_uq').on(t.to_chuc_id, sql`lower(${t.ma})`),
    index('hang_hoa_nhom_idx').on(t.nhom_hang_hoa_id),
    index('hang_hoa_ma_vach_idx').on(t.to_chuc_id, t.ma_vach),
    index('hang_hoa_tu_khoa_trgm_idx').using('gin', sql`${t.tu_khoa} gin_trgm_ops`),
    check('hang_hoa_loai_ck', sql`${t.loai_hang_hoa} in ('THUOC','VAT_TU','HOA_CHAT')`),
    check(
      'hang_hoa_phan_loai_ck',
      sql`${t.phan_loai_quan_ly} in ('THUONG','GAY_NGHIEN','HUONG_THAN','TIEN_CHAT','PHOI_HOP','DOC','PHONG_XA')`,
    ),
    check(
      'hang_hoa_du_tru_ck',
      sql`coalesce(${t.so_ngay_cho_hang}, 0) between 0 and 730 and coalesce(${t.so_ngay_an_toan}, 0) between 0 and 730 and coalesce(${t.so_luong_dong_goi}, 1) > 0`,
    ),
    check(
      'hang_hoa_ven_ck',
      sql`${t.phan_loai_ven} is null or (${t.phan_loai_ven} in ('V','E','N') and ${t.loai_hang_hoa} = 'THUOC')`,
    ),
    check('hang_hoa_pham_vi_bhyt_ck', sql`${t.pham_vi_bhyt} in (1, 2, 3)`),
    check('hang_hoa_ma_nhom_bhyt_ck', sql`${t.ma_nhom_bhyt} is null or ${t.ma_nhom_bhyt} between 1 and 19`),
    check(
      'hang_hoa_so_khong_am_ck',
      sql`${t.gia_ban} >= 0 and ${t.gia_bhyt} >= 0 and ${t.ton_toi_thieu} >= 0 and ${t.ton_toi_da} >= 0`,
    ),
  ],
);

/** Par levels (cơ số) of a ward cabinet. */
export const coSoTuTruc = pgTable(
  'co_so_tu_truc',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    kho_id: requiredReference('kho_id', () => kho.id, 'cascade'),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    so_luong: quantity('so_luong').notNull(),
  },
  (t) => [
    uniqueIndex('co_so_tu_truc_uq').on(t.kho_id, t.hang_hoa_id),
    index('co_so_tu_truc_hang_hoa_idx').on(t.hang_hoa_id),
    check('co_so_tu_truc_duong_ck', sql`${t.so_luong} > 0`),
  ],
);

export const goiThau = pgTable(
  'goi_thau',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    ma: text('ma').notNull(),
    so_quyet_dinh: text('so_quyet_dinh').notNull(),
    ngay_quyet_dinh: isoDate('ngay_quyet_dinh').notNull(),
    ma_goi: text('ma_goi').notNull(),
    nhom_thau: text('nhom_thau').notNull(),
    nam: integer('nam').notNull(),
    /**
     * A borrowed award (áp thầu): the unit that issued the decision, `00` for the national centre,
     * a province code or a facility code; appended to the insurance tender code.
     */
    don_vi_ban_hanh: text('don_vi_ban_hanh'),
    loai_thau: text('loai_thau'),
    hinh_thuc: text('hinh_thuc'),
    nha_cung_cap_id: requiredReference('nha_cung_cap_id', () => nhaCungCap.id),
    hieu_luc_tu: isoDate('hieu_luc_tu').notNull(),
    hieu_luc_den: isoDate('hieu_luc_den').notNull(),
    ghi_chu: text('ghi_chu'),
    hoat_dong: activeFlag(),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('goi_thau_ma_uq').on(t.to_chuc_id, sql`lower(${t.ma})`),
    index('goi_thau_nha_cung_cap_idx').on(t.nha_cung_cap_id),
    check('goi_thau_hieu_luc_ck', sql`${t.hieu_luc_den} >= ${t.hieu_luc_tu}`),
  ],
);

/**
 * Tender lines. so_luong_da_nhap is kept by the receipts that consume the line (in the same
 * transaction), and may never exceed the awarded quantity plus a recorded overrun.
 */
export const goiThauChiTiet = pgTable(
  'goi_thau_chi_tiet',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    goi_thau_id: requiredReference('goi_thau_id', () => goiThau.id, 'cascade'),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    so_luong_trung: quantity('so_luong_trung').notNull(),
    don_gia_trung: money('don_gia_trung').notNull(),
    so_luong_da_nhap: quantity('so_luong_da_nhap').notNull().default(0),
    /** The line's tender group when it differs from the package's (one package holds several groups). */
    nhom_thau: text('nhom_thau'),
    /** `Gi.YY` when two or more bidders won the same drug (package i, bidder order YY). */
    ma_nha_thau: text('ma_nha_thau'),
    /** A price-negotiated drug (thuốc đàm phán giá): `00` is appended to its insurance tender code. */
    dam_phan_gia: boolean('dam_phan_gia').notNull().default(false),
  },
  (t) => [
    uniqueIndex('goi_thau_chi_tiet_uq').on(t.goi_thau_id, t.hang_hoa_id),
    index('goi_thau_chi_tiet_hang_hoa_idx').on(t.hang_hoa_id),
    check('goi_thau_chi_tiet_so_luong_ck', sql`${t.so_luong_trung} > 0 and ${t.don_gia_trung} >= 0`),
    check('goi_thau_chi_tiet_da_nhap_ck', sql`${t.so_luong_da_nhap} >= 0`),
  ],
);

/** Staff of the organisation; a linked account makes the user a member (thanh_vien_to_chuc). */
export const nhanVien = pgTable(
  'nhan_vien',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    ma: text('ma').notNull(),
    ho_ten: text('ho_ten').notNull(),
    chuc_danh: text('chuc_danh'),
    so_dien_thoai: text('so_dien_thoai'),
    /** Practising-certificate number (CCHN): MA_BAC_SI of the insurance output and the prescription. */
    so_chung_chi_hanh_nghe: text('so_chung_chi_hanh_nghe'),
    nguoi_dung_id: uuid('nguoi_dung_id').references(() => nguoiDung.id),
    hoat_dong: activeFlag(),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('nhan_vien_ma_uq').on(t.to_chuc_id, sql`lower(${t.ma})`),
    uniqueIndex('nhan_vien_nguoi_dung_uq').on(t.to_chuc_id, t.nguoi_dung_id),
  ],
);

/** The departments a staff member works in: what the department/warehouse selector offers. */
export const nhanVienKhoa = pgTable(
  'nhan_vien_khoa',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    nhan_vien_id: requiredReference('nhan_vien_id', () => nhanVien.id, 'cascade'),
    khoa_id: requiredReference('khoa_id', () => khoa.id),
  },
  (t) => [
    uniqueIndex('nhan_vien_khoa_uq').on(t.nhan_vien_id, t.khoa_id),
    index('nhan_vien_khoa_khoa_idx').on(t.khoa_id),
  ],
);
