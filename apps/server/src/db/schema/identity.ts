import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

export const nguoiDung = pgTable(
  'nguoi_dung',
  {
    id: uuid('id').primaryKey(),
    ten_dang_nhap: text('ten_dang_nhap').notNull(),
    ho_ten: text('ho_ten').notNull(),
    email: text('email').notNull(),
    so_dien_thoai: text('so_dien_thoai'),
    mat_khau_hash: text('mat_khau_hash').notNull(),
    hoat_dong: boolean('hoat_dong').notNull().default(true),
    ngay_tao: timestamp('ngay_tao', { withTimezone: true }).notNull().defaultNow(),
    ngay_cap_nhat: timestamp('ngay_cap_nhat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('nguoi_dung_ten_dang_nhap_uq').on(t.ten_dang_nhap),
    uniqueIndex('nguoi_dung_email_uq').on(sql`lower(${t.email})`),
  ],
);

/** A browser or app install of one user; holds its push subscription and organisation topics. */
export const thietBi = pgTable(
  'thiet_bi',
  {
    id: uuid('id').primaryKey(),
    nguoi_dung_id: uuid('nguoi_dung_id')
      .notNull()
      .references(() => nguoiDung.id, { onDelete: 'cascade' }),
    ma_thiet_bi: text('ma_thiet_bi').notNull(),
    fcm_token: text('fcm_token'),
    to_chuc_ids: jsonb('to_chuc_ids').$type<string[]>().notNull().default([]),
    user_agent: text('user_agent'),
    ngay_tao: timestamp('ngay_tao', { withTimezone: true }).notNull().defaultNow(),
    ngay_cap_nhat: timestamp('ngay_cap_nhat', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('thiet_bi_nguoi_dung_ma_uq').on(t.nguoi_dung_id, t.ma_thiet_bi)],
);

/**
 * Opaque refresh tokens, stored as SHA-256 hashes. Each login starts a family (ho_token); every
 * use rotates to a new token of the same family; presenting a used token revokes the family.
 */
export const maLamMoi = pgTable(
  'ma_lam_moi',
  {
    id: uuid('id').primaryKey(),
    nguoi_dung_id: uuid('nguoi_dung_id')
      .notNull()
      .references(() => nguoiDung.id, { onDelete: 'cascade' }),
    ma_thiet_bi: text('ma_thiet_bi').notNull(),
    ho_token: uuid('ho_token').notNull(),
    token_hash: text('token_hash').notNull(),
    het_han: timestamp('het_han', { withTimezone: true }).notNull(),
    ngay_su_dung: timestamp('ngay_su_dung', { withTimezone: true }),
    ngay_thu_hoi: timestamp('ngay_thu_hoi', { withTimezone: true }),
    ngay_tao: timestamp('ngay_tao', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ma_lam_moi_token_hash_uq').on(t.token_hash),
    index('ma_lam_moi_ho_token_idx').on(t.ho_token),
    index('ma_lam_moi_thiet_bi_idx').on(t.nguoi_dung_id, t.ma_thiet_bi),
  ],
);
