import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  auditColumns,
  isoDate,
  money,
  primaryId,
  quantity,
  requiredReference,
  timestampTz,
  unitCost,
} from './columns';
import { goiThauChiTiet, hangHoa, nhomHangHoa } from './catalogues';
import { nguoiDung } from './identity';
import { kho, organisationId } from './organisation';

/**
 * Procurement requests (phiếu dự trù mua sắm, docs/procurement.md): the plan as the user edited it,
 * numbered, submitted and approved. `kho_id` null is the whole hospital. The plan's parameters are
 * kept so the request says what it was computed from.
 */
export const phieuDuTru = pgTable(
  'phieu_du_tru',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    so_phieu: text('so_phieu').notNull(),
    ngay_lap: isoDate('ngay_lap').notNull(),
    kho_id: uuid('kho_id').references(() => kho.id),
    nhom_hang_hoa_id: uuid('nhom_hang_hoa_id').references(() => nhomHangHoa.id),
    tu_ngay: isoDate('tu_ngay').notNull(),
    den_ngay: isoDate('den_ngay').notNull(),
    so_ngay_du_tru: integer('so_ngay_du_tru').notNull(),
    trang_thai: text('trang_thai').notNull().default('LUU_TAM'),
    ghi_chu: text('ghi_chu'),
    tong_tien: money('tong_tien').notNull().default(0),
    so_dong: integer('so_dong').notNull().default(0),
    ngay_gui: timestampTz('ngay_gui'),
    nguoi_gui_id: uuid('nguoi_gui_id').references(() => nguoiDung.id),
    ngay_duyet: timestampTz('ngay_duyet'),
    nguoi_duyet_id: uuid('nguoi_duyet_id').references(() => nguoiDung.id),
    ngay_tu_choi: timestampTz('ngay_tu_choi'),
    nguoi_tu_choi_id: uuid('nguoi_tu_choi_id').references(() => nguoiDung.id),
    ly_do_tu_choi: text('ly_do_tu_choi'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('phieu_du_tru_so_uq').on(t.to_chuc_id, t.so_phieu),
    index('phieu_du_tru_so_sach_idx').on(t.to_chuc_id, t.ngay_lap),
    index('phieu_du_tru_dang_ve_idx').on(t.to_chuc_id, t.trang_thai, t.ngay_duyet),
  ],
);

/** One goods item of a procurement request: the plan's suggestion and the quantity chosen. */
export const phieuDuTruChiTiet = pgTable(
  'phieu_du_tru_chi_tiet',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    phieu_id: requiredReference('phieu_id', () => phieuDuTru.id, 'cascade'),
    stt: integer('stt').notNull(),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    so_luong_de_xuat: quantity('so_luong_de_xuat').notNull().default(0),
    so_luong: quantity('so_luong').notNull(),
    don_gia: unitCost('don_gia'),
    goi_thau_chi_tiet_id: uuid('goi_thau_chi_tiet_id').references(() => goiThauChiTiet.id),
    ghi_chu: text('ghi_chu'),
  },
  (t) => [
    index('phieu_du_tru_chi_tiet_phieu_idx').on(t.phieu_id, t.stt),
    index('phieu_du_tru_chi_tiet_hang_hoa_idx').on(t.hang_hoa_id),
    // A tender line removed by a re-import is checked against the rows naming it (partial: most
    // rows name none, and they cost the index nothing).
    index('phieu_du_tru_chi_tiet_goi_thau_idx')
      .on(t.goi_thau_chi_tiet_id)
      .where(sql`${t.goi_thau_chi_tiet_id} is not null`),
    check('phieu_du_tru_chi_tiet_so_luong_ck', sql`${t.so_luong} > 0`),
  ],
);
