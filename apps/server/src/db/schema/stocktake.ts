import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId, requiredReference, isoDate, timestampTz, quantity, unitCost } from './columns';
import { hangHoa, nhanVien, nhomHangHoa } from './catalogues';
import { loHang, phieuKho } from './inventory';
import { organisationId } from './organisation';

/**
 * A stocktake's own header, beside its `phieu_kho` row (kind KIEM_KE, which gives it the book,
 * number and lifecycle): the scope counted and when the book quantities were snapshotted.
 */
export const kiemKe = pgTable(
  'kiem_ke',
  {
    phieu_id: uuid('phieu_id')
      .primaryKey()
      .references(() => phieuKho.id),
    to_chuc_id: organisationId(),
    /** TAT_CA (every batch), NHOM_HANG_HOA (one goods group), HET_HAN_TRUOC (expiring before a date). */
    pham_vi: text('pham_vi').notNull(),
    nhom_hang_hoa_id: uuid('nhom_hang_hoa_id').references(() => nhomHangHoa.id),
    han_dung_truoc: isoDate('han_dung_truoc'),
    thoi_diem_chot_so: timestampTz('thoi_diem_chot_so').notNull(),
  },
  (t) => [
    check('kiem_ke_pham_vi_ck', sql`${t.pham_vi} in ('TAT_CA','NHOM_HANG_HOA','HET_HAN_TRUOC')`),
    check(
      'kiem_ke_pham_vi_du_ck',
      sql`(${t.pham_vi} <> 'NHOM_HANG_HOA' or ${t.nhom_hang_hoa_id} is not null) and (${t.pham_vi} <> 'HET_HAN_TRUOC' or ${t.han_dung_truoc} is not null)`,
    ),
  ],
);

/**
 * One counted batch: the book quantity as snapshotted, the count (null until counted) and the
 * damaged part of it. A batch the books did not have has no `lo_hang_id` until approval creates it.
 */
export const kiemKeChiTiet = pgTable(
  'kiem_ke_chi_tiet',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    phieu_id: requiredReference('phieu_id', () => phieuKho.id),
    stt: integer('stt').notNull(),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    lo_hang_id: uuid('lo_hang_id').references(() => loHang.id),
    so_lo: text('so_lo').notNull(),
    han_dung: isoDate('han_dung').notNull(),
    don_gia: unitCost('don_gia').notNull(),
    so_luong_so_sach: quantity('so_luong_so_sach').notNull(),
    so_luong_thuc_te: quantity('so_luong_thuc_te'),
    so_luong_hong: quantity('so_luong_hong').notNull().default(0),
    ghi_chu: text('ghi_chu'),
  },
  (t) => [
    index('kiem_ke_chi_tiet_phieu_idx').on(t.phieu_id, t.stt),
    uniqueIndex('kiem_ke_chi_tiet_lo_uq').on(t.phieu_id, t.lo_hang_id),
    check(
      'kiem_ke_chi_tiet_so_luong_ck',
      sql`${t.so_luong_so_sach} >= 0 and (${t.so_luong_thuc_te} is null or ${t.so_luong_thuc_te} >= 0) and ${t.so_luong_hong} >= 0`,
    ),
    check(
      'kiem_ke_chi_tiet_hong_ck',
      sql`${t.so_luong_thuc_te} is null or ${t.so_luong_hong} <= ${t.so_luong_thuc_te}`,
    ),
    check('kiem_ke_chi_tiet_gia_ck', sql`${t.don_gia} >= 0`),
  ],
);

/** The stocktaking committee (hội đồng kiểm kê) as printed on the minutes. */
export const kiemKeHoiDong = pgTable(
  'kiem_ke_hoi_dong',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    phieu_id: requiredReference('phieu_id', () => phieuKho.id),
    stt: integer('stt').notNull(),
    nhan_vien_id: uuid('nhan_vien_id').references(() => nhanVien.id),
    ho_ten: text('ho_ten').notNull(),
    chuc_danh: text('chuc_danh'),
    /** CHU_TICH, THU_KY or UY_VIEN. */
    vai_tro: text('vai_tro').notNull(),
  },
  (t) => [
    index('kiem_ke_hoi_dong_phieu_idx').on(t.phieu_id, t.stt),
    check('kiem_ke_hoi_dong_vai_tro_ck', sql`${t.vai_tro} in ('CHU_TICH','THU_KY','UY_VIEN')`),
  ],
);
