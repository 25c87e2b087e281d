import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  primaryId,
  requiredReference,
  isoDate,
  timestampTz,
  searchKey,
  quantity,
  auditColumns,
} from './columns';
import { hangHoa } from './catalogues';
import { nguoiDung } from './identity';
import { kho, khoa, organisationId } from './organisation';

/**
 * A patient of the organisation. `ma` is given by the server (BN + year + sequence). An inpatient
 * (NOI_TRU) belongs to a department, whose ward cabinet dispenses their prescriptions.
 */
export const benhNhan = pgTable(
  'benh_nhan',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    ma: text('ma').notNull(),
    ho_ten: text('ho_ten').notNull(),
    ngay_sinh: isoDate('ngay_sinh').notNull(),
    /** NAM, NU, KHAC. */
    gioi_tinh: text('gioi_tinh').notNull(),
    dia_chi: text('dia_chi'),
    so_dien_thoai: text('so_dien_thoai'),
    /** National ID (căn cước công dân). */
    so_cccd: text('so_cccd'),
    /** Health-insurance card (thẻ BHYT), its validity and benefit level in percent. */
    so_the_bhyt: text('so_the_bhyt'),
    bhyt_tu_ngay: isoDate('bhyt_tu_ngay'),
    bhyt_den_ngay: isoDate('bhyt_den_ngay'),
    muc_huong: integer('muc_huong'),
    loai_dieu_tri: text('loai_dieu_tri').notNull(),
    khoa_id: uuid('khoa_id').references(() => khoa.id),
    giuong: text('giuong'),
    ngay_vao_vien: isoDate('ngay_vao_vien'),
    ngay_ra_vien: isoDate('ngay_ra_vien'),
    /** Allergies as the patient tells them, and the active ingredients prescribing checks against. */
    di_ung: text('di_ung'),
    di_ung_hoat_chat: text('di_ung_hoat_chat')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('benh_nhan_ma_uq').on(t.to_chuc_id, t.ma),
    index('benh_nhan_the_bhyt_idx').on(t.to_chuc_id, t.so_the_bhyt),
    index('benh_nhan_dien_thoai_idx').on(t.to_chuc_id, t.so_dien_thoai),
    index('benh_nhan_khoa_idx').on(t.to_chuc_id, t.khoa_id),
    index('benh_nhan_tu_khoa_trgm_idx').using('gin', sql`${t.tu_khoa} gin_trgm_ops`),
    check('benh_nhan_gioi_tinh_ck', sql`${t.gioi_tinh} in ('NAM','NU','KHAC')`),
    check('benh_nhan_loai_dieu_tri_ck', sql`${t.loai_dieu_tri} in ('NOI_TRU','NGOAI_TRU')`),
    check('benh_nhan_noi_tru_khoa_ck', sql`${t.loai_dieu_tri} <> 'NOI_TRU' or ${t.khoa_id} is not null`),
    check('benh_nhan_muc_huong_ck', sql`${t.muc_huong} is null or ${t.muc_huong} between 0 and 100`),
    check(
      'benh_nhan_bhyt_ngay_ck',
      sql`${t.bhyt_den_ngay} is null or ${t.bhyt_tu_ngay} is null or ${t.bhyt_den_ngay} >= ${t.bhyt_tu_ngay}`,
    ),
    check(
      'benh_nhan_ra_vien_ck',
      sql`${t.ngay_ra_vien} is null or ${t.ngay_vao_vien} is null or ${t.ngay_ra_vien} >= ${t.ngay_vao_vien}`,
    ),
  ],
);

/**
 * A prescription (đơn thuốc): written by a doctor for a patient, dispensed from `kho_id` (the
 * dispensary for outpatients, the department's ward cabinet for inpatients) by one or more
 * dispensing vouchers (`phieu_kho` of kind CAP_PHAT naming it in `don_thuoc_id`).
 */
export const donThuoc = pgTable(
  'don_thuoc',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    so_don: text('so_don').notNull(),
    /**
     * The national prescription code `XXXXXYYYYYYY-Z` (facility, 7 unique characters, N/H/C).
     * Prescriptions written before the code existed keep their `so_don` here (a legacy code).
     */
    ma_don_thuoc: text('ma_don_thuoc').notNull(),
    /** N narcotic, H psychotropic or precursor, C other: the code's last character. */
    loai_don: text('loai_don').notNull().default('C'),
    benh_nhan_id: requiredReference('benh_nhan_id', () => benhNhan.id),
    /** The patient's care type when prescribed (it decides the dispensing warehouse). */
    loai_dieu_tri: text('loai_dieu_tri').notNull(),
    khoa_id: requiredReference('khoa_id', () => khoa.id),
    kho_id: requiredReference('kho_id', () => kho.id),
    bac_si_id: requiredReference('bac_si_id', () => nguoiDung.id),
    ngay_ke: isoDate('ngay_ke').notNull(),
    ma_icd: text('ma_icd'),
    chan_doan: text('chan_doan').notNull(),
    loi_dan: text('loi_dan'),
    /** When the patient is to come back (TT 26/2025): never before the prescription's date. */
    ngay_tai_kham: isoDate('ngay_tai_kham'),
    /** The parent's or guardian's name: required for a child under 72 months (TT 26/2025). */
    nguoi_giam_ho: text('nguoi_giam_ho'),
    /** CHO_CAP_PHAT, CAP_PHAT_MOT_PHAN, DA_CAP_PHAT, DA_DONG (remainder closed), HUY. */
    trang_thai: text('trang_thai').notNull().default('CHO_CAP_PHAT'),
    /** Has a narcotic, psychotropic or precursor line: it shows in the controlled-drug register. */
    co_thuoc_kiem_soat: boolean('co_thuoc_kiem_soat').notNull().default(false),
    /** The warnings the prescriber saw and accepted when saving. */
    canh_bao: jsonb('canh_bao')
      .notNull()
      .default(sql`'[]'::jsonb`),
    ngay_dong: timestampTz('ngay_dong'),
    nguoi_dong_id: uuid('nguoi_dong_id').references(() => nguoiDung.id),
    ly_do_dong: text('ly_do_dong'),
    ngay_huy: timestampTz('ngay_huy'),
    nguoi_huy_id: uuid('nguoi_huy_id').references(() => nguoiDung.id),
    ly_do_huy: text('ly_do_huy'),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('don_thuoc_so_uq').on(t.to_chuc_id, t.so_don),
    uniqueIndex('don_thuoc_ma_uq').on(t.to_chuc_id, t.ma_don_thuoc),
    check('don_thuoc_loai_don_ck', sql`${t.loai_don} in ('N','H','C')`),
    index('don_thuoc_kho_idx').on(t.kho_id, t.trang_thai, t.ngay_ke),
    index('don_thuoc_benh_nhan_idx').on(t.benh_nhan_id, t.ngay_ke),
    index('don_thuoc_icd_idx').on(t.to_chuc_id, t.ma_icd),
    index('don_thuoc_tu_khoa_trgm_idx').using('gin', sql`${t.tu_khoa} gin_trgm_ops`),
    check('don_thuoc_loai_dieu_tri_ck', sql`${t.loai_dieu_tri} in ('NOI_TRU','NGOAI_TRU')`),
    check(
      'don_thuoc_trang_thai_ck',
      sql`${t.trang_thai} in ('CHO_CAP_PHAT','CAP_PHAT_MOT_PHAN','DA_CAP_PHAT','DA_DONG','HUY')`,
    ),
  ],
);

/** A prescribed medicine: dose x times a day x days gives the quantity (editable), and what was dispensed. */
export const donThuocChiTiet = pgTable(
  'don_thuoc_chi_tiet',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    don_thuoc_id: requiredReference('don_thuoc_id', () => donThuoc.id),
    stt: integer('stt').notNull(),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    lieu_moi_lan: quantity('lieu_moi_lan'),
    so_lan_ngay: integer('so_lan_ngay'),
    so_ngay: integer('so_ngay'),
    cach_dung: text('cach_dung'),
    so_luong: quantity('so_luong').notNull(),
    /** Sum of the completed dispensing vouchers' quantities for this line. */
    so_luong_da_cap: quantity('so_luong_da_cap').notNull().default(0),
    ghi_chu: text('ghi_chu'),
  },
  (t) => [
    index('don_thuoc_chi_tiet_don_idx').on(t.don_thuoc_id, t.stt),
    index('don_thuoc_chi_tiet_hang_hoa_idx').on(t.hang_hoa_id),
    check('don_thuoc_chi_tiet_so_luong_ck', sql`${t.so_luong} > 0`),
    check(
      'don_thuoc_chi_tiet_da_cap_ck',
      sql`${t.so_luong_da_cap} >= 0 and ${t.so_luong_da_cap} <= ${t.so_luong}`,
    ),
  ],
);
