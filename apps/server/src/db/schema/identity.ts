import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId, requiredReference, timestampTz, createdAt, updatedAt, activeFlag } from './columns';

export const nguoiDung = pgTable(
  'nguoi_dung',
  {
    id: primaryId(),
    ten_dang_nhap: text('ten_dang_nhap').notNull(),
    ho_ten: text('ho_ten').notNull(),
    email: text('email').notNull(),
    so_dien_thoai: text('so_dien_thoai'),
    mat_khau_hash: text('mat_khau_hash').notNull(),
    hoat_dong: activeFlag(),
    /**
     * The interface language the user last chose (the web app's toggle): what push notifications
     * and anything else written to the user outside an open page are worded in.
     */
    ngon_ngu: text('ngon_ngu').notNull().default('vi'),
    ngay_tao: createdAt(),
    ngay_cap_nhat: updatedAt(),
  },
  (t) => [
    uniqueIndex('nguoi_dung_ten_dang_nhap_uq').on(t.ten_dang_nhap),
    uniqueIndex('nguoi_dung_email_uq').on(sql`lower(${t.email})`),
    check('nguoi_dung_ngon_ngu_ck', sql`${t.ngon_ngu} in ('vi','en')`),
  ],
);

/** A browser or app install of one user; holds its push subscription and organisation topics. */
export const thietBi = pgTable(
  'thiet_bi',
  {
    id: primaryId(),
    nguoi_dung_id: requiredReference('nguoi_dung_id', () => nguoiDung.id, 'cascade'),
    ma_thiet_bi: text('ma_thiet_bi').notNull(),
    fcm_token: text('fcm_token'),
    to_chuc_ids: jsonb('to_chuc_ids').$type<string[]>().notNull().default([]),
    user_agent: text('user_agent'),
    /**
     * The device's sign-in session number, carried by its access tokens: logging out (or a reused
     * refresh token) moves it on, which ends every access token issued before.
     */
    phien_dang_nhap: integer('phien_dang_nhap').notNull().default(1),
    ngay_tao: createdAt(),
    ngay_cap_nhat: updatedAt(),
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
    id: primaryId(),
    nguoi_dung_id: requiredReference('nguoi_dung_id', () => nguoiDung.id, 'cascade'),
    ma_thiet_bi: text('ma_thiet_bi').notNull(),
    ho_token: uuid('ho_token').notNull(),
    token_hash: text('token_hash').notNull(),
    het_han: timestampTz('het_han').notNull(),
    ngay_su_dung: timestampTz('ngay_su_dung'),
    ngay_thu_hoi: timestampTz('ngay_thu_hoi'),
    ngay_tao: createdAt(),
  },
  (t) => [
    uniqueIndex('ma_lam_moi_token_hash_uq').on(t.token_hash),
    index('ma_lam_moi_ho_token_idx').on(t.ho_token),
    index('ma_lam_moi_thiet_bi_idx').on(t.nguoi_dung_id, t.ma_thiet_bi),
  ],
);
