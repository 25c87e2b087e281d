import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId, createdAt, activeFlag, searchKey, auditColumns } from './columns';
import { organisationId } from './organisation';

/** Organisation-scoped lookup lists (units, routes, warning rules...). */
export const duLieuHeThong = pgTable(
  'du_lieu_he_thong',
  {
    id: primaryId(),
    to_chuc_id: organisationId('cascade'),
    loai: text('loai').notNull(),
    ma: text('ma').notNull(),
    ten: text('ten').notNull(),
    gia_tri: jsonb('gia_tri').$type<Record<string, unknown>>(),
    thu_tu: integer('thu_tu').notNull().default(0),
    hoat_dong: activeFlag(),
    tu_khoa: searchKey(),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('du_lieu_he_thong_ma_uq').on(t.to_chuc_id, t.loai, sql`lower(${t.ma})`),
    index('du_lieu_he_thong_loai_idx').on(t.to_chuc_id, t.loai, t.thu_tu),
  ],
);

/** Append-only record of who did what; also the source of the failed-login limit. */
export const nhatKy = pgTable(
  'nhat_ky',
  {
    id: primaryId(),
    to_chuc_id: uuid('to_chuc_id'),
    nguoi_dung_id: uuid('nguoi_dung_id'),
    hanh_dong: text('hanh_dong').notNull(),
    doi_tuong: text('doi_tuong'),
    doi_tuong_id: text('doi_tuong_id'),
    ten_dang_nhap: text('ten_dang_nhap'),
    dia_chi_ip: text('dia_chi_ip'),
    du_lieu: jsonb('du_lieu').$type<Record<string, unknown>>(),
    ngay_tao: createdAt(),
  },
  (t) => [
    index('nhat_ky_dang_nhap_idx').on(t.hanh_dong, t.ten_dang_nhap, t.dia_chi_ip, t.ngay_tao),
    index('nhat_ky_to_chuc_idx').on(t.to_chuc_id, t.ngay_tao),
  ],
);
