import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { primaryId, requiredReference, createdAt, activeFlag, searchKey, auditColumns } from './columns';
import { nguoiDung } from './identity';

export const toChuc = pgTable(
  'to_chuc',
  {
    id: primaryId(),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    dia_chi: text('dia_chi'),
    so_dien_thoai: text('so_dien_thoai'),
    mui_gio: text('mui_gio').notNull().default('Asia/Ho_Chi_Minh'),
    /** MA_CSKCB: the 5-character facility code of the insurance system (prescription codes start with it). */
    ma_cskcb: text('ma_cskcb'),
    /**
     * Outpatient prescription limits (TT 26/2025; docs/regulatory.md says which are uncertain):
     * days per prescription, for a chronic disease of `ma_icd_man_tinh`, and for narcotic and
     * psychotropic/precursor drugs (acute; chronic diseases use the controlled chronic limit).
     */
    so_ngay_ke_toi_da: integer('so_ngay_ke_toi_da').notNull().default(30),
    so_ngay_ke_man_tinh: integer('so_ngay_ke_man_tinh').notNull().default(90),
    so_ngay_gay_nghien: integer('so_ngay_gay_nghien').notNull().default(7),
    so_ngay_huong_than: integer('so_ngay_huong_than').notNull().default(10),
    so_ngay_kiem_soat_man_tinh: integer('so_ngay_kiem_soat_man_tinh').notNull().default(30),
    /** ICD-10 codes or prefixes of the chronic diseases that allow the longer limits. */
    ma_icd_man_tinh: text('ma_icd_man_tinh')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Procurement planning defaults (docs/procurement.md): supplier lead time and safety stock, days. */
    so_ngay_cho_hang: integer('so_ngay_cho_hang').notNull().default(30),
    so_ngay_an_toan: integer('so_ngay_an_toan').notNull().default(15),
    /** The ABC analysis's class thresholds (%) when a run names none (docs/reports.md); they add up to 100. */
    nguong_abc_a: doublePrecision('nguong_abc_a').notNull().default(80),
    nguong_abc_b: doublePrecision('nguong_abc_b').notNull().default(15),
    nguong_abc_c: doublePrecision('nguong_abc_c').notNull().default(5),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('to_chuc_ma_uq').on(sql`lower(${t.ma})`),
    check(
      'to_chuc_so_ngay_ke_ck',
      sql`${t.so_ngay_ke_toi_da} between 1 and 366 and ${t.so_ngay_ke_man_tinh} between 1 and 366 and ${t.so_ngay_gay_nghien} between 1 and 366 and ${t.so_ngay_huong_than} between 1 and 366 and ${t.so_ngay_kiem_soat_man_tinh} between 1 and 366`,
    ),
    check(
      'to_chuc_nguong_abc_ck',
      sql`${t.nguong_abc_a} > 0 and ${t.nguong_abc_a} < 100 and ${t.nguong_abc_b} > 0 and ${t.nguong_abc_b} < 100 and ${t.nguong_abc_c} > 0 and ${t.nguong_abc_c} < 100 and abs(${t.nguong_abc_a} + ${t.nguong_abc_b} + ${t.nguong_abc_c} - 100) < 0.01`,
    ),
  ],
);

/** The owning organisation of an organisation-scoped row; `cascade` for its set-up data. */
export const organisationId = (onDelete?: 'cascade') =>
  requiredReference('to_chuc_id', () => toChuc.id, onDelete);

export const thanhVienToChuc = pgTable(
  'thanh_vien_to_chuc',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    nguoi_dung_id: requiredReference('nguoi_dung_id', () => nguoiDung.id, 'cascade'),
    vai_tro: text('vai_tro').notNull(),
    hoat_dong: activeFlag(),
    ngay_tao: createdAt(),
  },
  (t) => [
    uniqueIndex('thanh_vien_to_chuc_uq').on(t.to_chuc_id, t.nguoi_dung_id),
    index('thanh_vien_nguoi_dung_idx').on(t.nguoi_dung_id),
    check(
      'thanh_vien_vai_tro_ck',
      sql`${t.vai_tro} in ('QUAN_TRI','DUOC_SI','THU_KHO','BAC_SI','DIEU_DUONG','QUAN_LY')`,
    ),
  ],
);

export const khoa = pgTable(
  'khoa',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    loai_khoa: text('loai_khoa').notNull().default('LAM_SANG'),
    /** MA_KHOA of the insurance output (Phụ lục 5 QĐ 5937), e.g. K01. */
    ma_khoa_bhyt: text('ma_khoa_bhyt'),
    hoat_dong: activeFlag(),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('khoa_ma_uq').on(t.to_chuc_id, sql`lower(${t.ma})`),
    check('khoa_loai_ck', sql`${t.loai_khoa} in ('LAM_SANG','DUOC','CAN_LAM_SANG','HANH_CHINH')`),
  ],
);

export const kho = pgTable(
  'kho',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    khoa_id: requiredReference('khoa_id', () => khoa.id),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    loai_kho: text('loai_kho').notNull(),
    kho_nguon_id: uuid('kho_nguon_id').references((): AnyPgColumn => kho.id),
    hoat_dong: activeFlag(),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('kho_ma_uq').on(t.to_chuc_id, sql`lower(${t.ma})`),
    // What rows naming a warehouse and its organisation refer to: the two together (migration 0035).
    uniqueIndex('kho_id_to_chuc_uq').on(t.id, t.to_chuc_id),
    index('kho_khoa_idx').on(t.khoa_id),
    check('kho_loai_ck', sql`${t.loai_kho} in ('KHO_TONG','KHO_LE','TU_TRUC')`),
    check('kho_nguon_khac_ck', sql`${t.kho_nguon_id} is null or ${t.kho_nguon_id} <> ${t.id}`),
  ],
);
