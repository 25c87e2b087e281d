import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  type AnyPgColumn,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import {
  primaryId,
  requiredReference,
  isoDate,
  timestampTz,
  createdAt,
  searchKey,
  quantity,
  unitCost,
  money,
  rate,
  exactValue,
  auditColumns,
} from './columns';
import { goiThau, goiThauChiTiet, hangHoa, nhaCungCap } from './catalogues';
import { benhNhan, donThuoc, donThuocChiTiet } from './clinical';
import { nguoiDung } from './identity';
import { kho, organisationId } from './organisation';

/**
 * A batch: goods + lot + expiry + unit cost (+ the tender line it came under). `don_gia` is the
 * cost of one unit as it enters stock (invoice price less discount plus VAT), which values stock.
 */
export const loHang = pgTable(
  'lo_hang',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    so_lo: text('so_lo').notNull(),
    han_dung: isoDate('han_dung').notNull(),
    ngay_san_xuat: isoDate('ngay_san_xuat'),
    don_gia: unitCost('don_gia').notNull(),
    nha_cung_cap_id: uuid('nha_cung_cap_id').references(() => nhaCungCap.id),
    goi_thau_chi_tiet_id: uuid('goi_thau_chi_tiet_id').references(() => goiThauChiTiet.id),
    ma_vach: text('ma_vach'),
    bi_khoa: boolean('bi_khoa').notNull().default(false),
    ly_do_khoa: text('ly_do_khoa'),
    ngay_tao: createdAt(),
  },
  (t) => [
    uniqueIndex('lo_hang_uq').on(
      t.to_chuc_id,
      t.hang_hoa_id,
      t.so_lo,
      t.han_dung,
      t.don_gia,
      sql`coalesce(${t.goi_thau_chi_tiet_id}, '00000000-0000-0000-0000-000000000000'::uuid)`,
    ),
    index('lo_hang_hang_hoa_idx').on(t.hang_hoa_id, t.han_dung),
    // What rows naming a batch and its goods item refer to: the two together (migration 0035).
    uniqueIndex('lo_hang_id_hang_hoa_uq').on(t.id, t.hang_hoa_id),
    // A tender line removed by a re-import is checked against the rows naming it (partial: most
    // rows name none, and they cost the index nothing).
    index('lo_hang_goi_thau_chi_tiet_idx')
      .on(t.goi_thau_chi_tiet_id)
      .where(sql`${t.goi_thau_chi_tiet_id} is not null`),
    // The organisation's blocked batches (few), which stock figures leave out of what is usable.
    index('lo_hang_bi_khoa_idx')
      .on(t.to_chuc_id)
      .where(sql`${t.bi_khoa}`),
    check('lo_hang_don_gia_ck', sql`${t.don_gia} >= 0`),
    check('lo_hang_han_dung_ck', sql`${t.ngay_san_xuat} is null or ${t.han_dung} > ${t.ngay_san_xuat}`),
  ],
);

/** Current stock per warehouse and batch; always equal to the ledger's sum (architecture.md). */
export const tonKho = pgTable(
  'ton_kho',
  {
    kho_id: requiredReference('kho_id', () => kho.id),
    lo_hang_id: requiredReference('lo_hang_id', () => loHang.id),
    to_chuc_id: organisationId(),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    so_luong: quantity('so_luong').notNull().default(0),
    so_luong_giu: quantity('so_luong_giu').notNull().default(0),
    /**
     * The batch's expiry and unit cost, copied from `lo_hang` when the row is created (they never
     * change there): the stock screen's expiry filters find a warehouse's expiring rows through the
     * index below and sum their value without joining every batch of the warehouse (migration 0023).
     */
    han_dung: isoDate('han_dung').notNull(),
    don_gia: unitCost('don_gia').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.kho_id, t.lo_hang_id] }),
    index('ton_kho_kho_hang_hoa_idx').on(t.kho_id, t.hang_hoa_id),
    // Only columns that never change, so stock updates stay HOT (no index entry to rewrite).
    index('ton_kho_kho_han_dung_idx').on(t.kho_id, t.han_dung),
    index('ton_kho_hang_hoa_idx').on(t.hang_hoa_id),
    check('ton_kho_khong_am_ck', sql`${t.so_luong} >= 0 and ${t.so_luong_giu} >= 0`),
    check('ton_kho_giu_ck', sql`${t.so_luong_giu} <= ${t.so_luong}`),
  ],
);

/**
 * Stock per warehouse and goods item, kept in the same statement group as `ton_kho`: the stock
 * screen's totals read 5 000 of these rather than summing 100 000 batches. `gia_tri` is the exact
 * sum of on-hand x unit cost (unconstrained numeric); `so_lo` counts the batches with stock.
 */
export const tonKhoHangHoa = pgTable(
  'ton_kho_hang_hoa',
  {
    kho_id: requiredReference('kho_id', () => kho.id),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    to_chuc_id: organisationId(),
    so_luong: quantity('so_luong').notNull().default(0),
    gia_tri: exactValue('gia_tri').notNull().default(0),
    so_lo: integer('so_lo').notNull().default(0),
  },
  // No CHECK here: an outflow's delta row is negative before ON CONFLICT merges it; the stock rows
  // carry the constraints, and the ledger check compares this table with them.
  (t) => [primaryKey({ columns: [t.kho_id, t.hang_hoa_id] })],
);

/** Vouchers of every kind; kind-specific columns are null where they do not apply. */
export const phieuKho = pgTable(
  'phieu_kho',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    loai_phieu: text('loai_phieu').notNull(),
    so_phieu: text('so_phieu').notNull(),
    trang_thai: text('trang_thai').notNull().default('LUU_TAM'),
    ngay_chung_tu: isoDate('ngay_chung_tu').notNull(),
    kho_id: requiredReference('kho_id', () => kho.id),
    kho_nhan_id: uuid('kho_nhan_id').references(() => kho.id),
    nha_cung_cap_id: uuid('nha_cung_cap_id').references(() => nhaCungCap.id),
    so_hoa_don: text('so_hoa_don'),
    ngay_hoa_don: isoDate('ngay_hoa_don'),
    goi_thau_id: uuid('goi_thau_id').references(() => goiThau.id),
    cho_phep_vuot_thau: boolean('cho_phep_vuot_thau').notNull().default(false),
    nguoi_giao: text('nguoi_giao'),
    loai_xuat: text('loai_xuat'),
    don_vi_nhan: text('don_vi_nhan'),
    /** Requisitions: planned (DU_TRU) or top-up to par level (LINH_BU). */
    loai_linh: text('loai_linh'),
    /** Goods returns to the supplier: why (damaged, recalled, near expiry, other). */
    ly_do_tra_hang: text('ly_do_tra_hang'),
    /** Dispensing (CAP_PHAT): the prescription dispensed. */
    don_thuoc_id: uuid('don_thuoc_id').references(() => donThuoc.id),
    /** Dispensing, and a medicine return from a patient: the patient. */
    benh_nhan_id: uuid('benh_nhan_id').references(() => benhNhan.id),
    ly_do: text('ly_do'),
    ghi_chu: text('ghi_chu'),
    tong_tien: money('tong_tien').notNull().default(0),
    so_dong: integer('so_dong').notNull().default(0),
    tu_khoa: searchKey(),
    ngay_gui: timestampTz('ngay_gui'),
    nguoi_gui_id: uuid('nguoi_gui_id').references(() => nguoiDung.id),
    ngay_duyet: timestampTz('ngay_duyet'),
    nguoi_duyet_id: uuid('nguoi_duyet_id').references(() => nguoiDung.id),
    ngay_tu_choi: timestampTz('ngay_tu_choi'),
    nguoi_tu_choi_id: uuid('nguoi_tu_choi_id').references(() => nguoiDung.id),
    ly_do_tu_choi: text('ly_do_tu_choi'),
    ngay_huy: timestampTz('ngay_huy'),
    nguoi_huy_id: uuid('nguoi_huy_id').references(() => nguoiDung.id),
    ly_do_huy: text('ly_do_huy'),
    ...auditColumns,
  },
  (t) => [
    uniqueIndex('phieu_kho_so_uq').on(t.to_chuc_id, t.loai_phieu, t.so_phieu),
    index('phieu_kho_so_sach_idx').on(t.kho_id, t.loai_phieu, t.ngay_chung_tu),
    index('phieu_kho_kho_nhan_idx').on(t.kho_nhan_id, t.loai_phieu, t.ngay_chung_tu),
    index('phieu_kho_don_thuoc_idx').on(t.don_thuoc_id),
    index('phieu_kho_benh_nhan_idx').on(t.benh_nhan_id),
    index('phieu_kho_tu_khoa_trgm_idx').using('gin', sql`${t.tu_khoa} gin_trgm_ops`),
    // The few vouchers awaiting approval, found without reading a year of vouchers: the overview's
    // counts (asked for all day) and a closing's check, under its exclusive lock.
    index('phieu_kho_cho_duyet_idx')
      .on(t.to_chuc_id, t.ngay_chung_tu)
      .where(sql`${t.trang_thai} = 'CHO_DUYET'`),
    check(
      'phieu_kho_loai_ck',
      sql`${t.loai_phieu} in ('NHAP_KHO','XUAT_KHO','CHUYEN_KHO','LINH_HANG','TRA_THUOC','TRA_HANG','KIEM_KE','CAP_PHAT')`,
    ),
    check(
      'phieu_kho_trang_thai_ck',
      sql`${t.trang_thai} in ('LUU_TAM','CHO_DUYET','HOAN_THANH','TU_CHOI','HUY')`,
    ),
    check(
      'phieu_kho_loai_xuat_ck',
      sql`${t.loai_xuat} is null or ${t.loai_xuat} in ('KHO_KHOA','CO_SO_KHAC','HUY','KIEM_NGHIEM')`,
    ),
    check('phieu_kho_loai_linh_ck', sql`${t.loai_linh} is null or ${t.loai_linh} in ('DU_TRU','LINH_BU')`),
    check(
      'phieu_kho_ly_do_tra_hang_ck',
      sql`${t.ly_do_tra_hang} is null or ${t.ly_do_tra_hang} in ('HONG','THU_HOI','CAN_HAN','KHAC')`,
    ),
    check('phieu_kho_kho_khac_ck', sql`${t.kho_nhan_id} is null or ${t.kho_nhan_id} <> ${t.kho_id}`),
  ],
);

/** What the user asked for, line by line. Receipt lines carry the batch fields they create. */
export const phieuKhoChiTiet = pgTable(
  'phieu_kho_chi_tiet',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    phieu_id: requiredReference('phieu_id', () => phieuKho.id),
    stt: integer('stt').notNull(),
    hang_hoa_id: requiredReference('hang_hoa_id', () => hangHoa.id),
    lo_hang_id: uuid('lo_hang_id').references(() => loHang.id),
    so_luong: quantity('so_luong').notNull(),
    don_gia: unitCost('don_gia'),
    vat: rate('vat').notNull().default(0),
    chiet_khau: rate('chiet_khau').notNull().default(0),
    thanh_tien: money('thanh_tien'),
    so_lo: text('so_lo'),
    han_dung: isoDate('han_dung'),
    ngay_san_xuat: isoDate('ngay_san_xuat'),
    ma_vach: text('ma_vach'),
    goi_thau_chi_tiet_id: uuid('goi_thau_chi_tiet_id').references(() => goiThauChiTiet.id),
    ghi_chu: text('ghi_chu'),
    /** Requisitions: what the source approved (null until approval; may be less than asked). */
    so_luong_duyet: quantity('so_luong_duyet'),
    /** Why the approved quantity is less than asked. */
    ly_do_dieu_chinh: text('ly_do_dieu_chinh'),
    /** Dispensing: the prescription line this line dispenses. */
    don_thuoc_chi_tiet_id: uuid('don_thuoc_chi_tiet_id').references(() => donThuocChiTiet.id),
    /**
     * Goods returns: what approval took off the received quantity of the line's tender line (never
     * more than was received), so that cancelling gives back exactly that.
     */
    so_luong_thau_da_tru: quantity('so_luong_thau_da_tru'),
    /**
     * Dispensing: the line alone was reversed (its batches back in stock) while the voucher's other
     * lines stand; when, by whom and why.
     */
    ngay_dao_nguoc: timestampTz('ngay_dao_nguoc'),
    nguoi_dao_nguoc_id: uuid('nguoi_dao_nguoc_id').references(() => nguoiDung.id),
    ly_do_dao_nguoc: text('ly_do_dao_nguoc'),
  },
  (t) => [
    index('phieu_kho_chi_tiet_phieu_idx').on(t.phieu_id, t.stt),
    index('phieu_kho_chi_tiet_hang_hoa_idx').on(t.hang_hoa_id),
    index('phieu_kho_chi_tiet_don_thuoc_idx').on(t.don_thuoc_chi_tiet_id),
    // A tender line removed by a re-import is checked against the rows naming it (partial: most
    // rows name none, and they cost the index nothing).
    index('phieu_kho_chi_tiet_goi_thau_idx')
      .on(t.goi_thau_chi_tiet_id)
      .where(sql`${t.goi_thau_chi_tiet_id} is not null`),
    check('phieu_kho_chi_tiet_so_luong_ck', sql`${t.so_luong} > 0`),
    check(
      'phieu_kho_chi_tiet_duyet_ck',
      sql`${t.so_luong_duyet} is null or (${t.so_luong_duyet} >= 0 and ${t.so_luong_duyet} <= ${t.so_luong})`,
    ),
  ],
);

/**
 * A row's warehouse and organisation checked as one reference to the warehouse: one lookup per
 * row instead of two, and a row can no longer name a warehouse of another organisation. Rows the
 * stock movements write by the thousand (ledger, allocations) use it (migration 0035).
 */
function warehouseOfOrganisation(table: string, t: { kho_id: AnyPgColumn; to_chuc_id: AnyPgColumn }) {
  return foreignKey({
    name: `${table}_kho_to_chuc_fk`,
    columns: [t.kho_id, t.to_chuc_id],
    foreignColumns: [kho.id, kho.to_chuc_id],
  });
}

/**
 * The batches a line takes: reserved while the voucher awaits approval, moved when it completes.
 * Rows of a voucher that never moved stock are replaced freely; once moved they stay.
 */
export const phieuKhoPhanBo = pgTable(
  'phieu_kho_phan_bo',
  {
    id: primaryId(),
    to_chuc_id: uuid('to_chuc_id').notNull(),
    phieu_id: requiredReference('phieu_id', () => phieuKho.id),
    chi_tiet_id: requiredReference('chi_tiet_id', () => phieuKhoChiTiet.id),
    kho_id: uuid('kho_id').notNull(),
    lo_hang_id: requiredReference('lo_hang_id', () => loHang.id),
    so_luong: quantity('so_luong').notNull(),
  },
  (t) => [
    warehouseOfOrganisation('phieu_kho_phan_bo', t),
    index('phieu_kho_phan_bo_phieu_idx').on(t.phieu_id),
    // Deleting a voucher line (a draft's lines are replaced on every save) checks that no
    // allocation still names it: without this index, once per line over the whole table.
    index('phieu_kho_phan_bo_chi_tiet_idx').on(t.chi_tiet_id),
    index('phieu_kho_phan_bo_lo_idx').on(t.kho_id, t.lo_hang_id),
    check('phieu_kho_phan_bo_so_luong_ck', sql`${t.so_luong} > 0`),
  ],
);

/**
 * The ledger (thẻ kho): one immutable row per movement of one batch in one warehouse. A trigger in
 * the migration refuses UPDATE and DELETE; corrections are reversing rows.
 */
export const theKho = pgTable(
  'the_kho',
  {
    id: primaryId(),
    to_chuc_id: uuid('to_chuc_id').notNull(),
    kho_id: uuid('kho_id').notNull(),
    lo_hang_id: uuid('lo_hang_id').notNull(),
    hang_hoa_id: uuid('hang_hoa_id').notNull(),
    ngay_chung_tu: isoDate('ngay_chung_tu').notNull(),
    thoi_gian: timestampTz('thoi_gian').notNull().defaultNow(),
    so_luong: quantity('so_luong').notNull(),
    don_gia: unitCost('don_gia').notNull(),
    loai_phieu: text('loai_phieu').notNull(),
    phieu_id: requiredReference('phieu_id', () => phieuKho.id),
    phan_bo_id: uuid('phan_bo_id'),
    la_dao_nguoc: boolean('la_dao_nguoc').notNull().default(false),
    nguoi_thuc_hien_id: uuid('nguoi_thuc_hien_id').references(() => nguoiDung.id),
    /**
     * The row's report category (docs/reports.md), fixed when the row is written by the database
     * function nhom_phat_sinh from the row and its voucher (migration 0021): reports, closing and
     * registers read it instead of looking the voucher up for every row.
     */
    nhom: text('nhom').notNull(),
  },
  (t) => [
    warehouseOfOrganisation('the_kho', t),
    foreignKey({
      name: 'the_kho_lo_hang_fk',
      columns: [t.lo_hang_id, t.hang_hoa_id],
      foreignColumns: [loHang.id, loHang.hang_hoa_id],
    }),
    index('the_kho_the_idx').on(t.kho_id, t.hang_hoa_id, t.ngay_chung_tu, t.id),
    index('the_kho_lo_idx').on(t.kho_id, t.lo_hang_id),
    index('the_kho_phieu_idx').on(t.phieu_id),
    index('the_kho_ky_idx').on(t.to_chuc_id, t.ngay_chung_tu),
    // Reports (issue 8): one warehouse's movements of a period, and the organisation's by kind.
    index('the_kho_kho_ngay_idx').on(t.kho_id, t.ngay_chung_tu),
    index('the_kho_loai_ngay_idx').on(t.to_chuc_id, t.loai_phieu, t.ngay_chung_tu),
    // The warehouses' rows of a period with every column procurement planning (decision 0032), the
    // overview and the per-item stock movement report read (decision 0035), so the period's ledger
    // is read from the index alone (an index-only scan).
    index('the_kho_ke_hoach_idx').on(
      t.kho_id,
      t.ngay_chung_tu,
      t.hang_hoa_id,
      t.loai_phieu,
      t.la_dao_nguoc,
      t.phieu_id,
      t.so_luong,
      t.don_gia,
      t.nhom,
    ),
    check('the_kho_so_luong_ck', sql`${t.so_luong} <> 0`),
  ],
);

/** Last voucher number per organisation, kind and year. */
export const soPhieuTuTang = pgTable(
  'so_phieu_tu_tang',
  {
    to_chuc_id: organisationId(),
    loai_phieu: text('loai_phieu').notNull(),
    nam: integer('nam').notNull(),
    so_cuoi: integer('so_cuoi').notNull(),
  },
  (t) => [primaryKey({ columns: [t.to_chuc_id, t.loai_phieu, t.nam] })],
);

/** Idempotency-Key: the first answer to a write, replayed for the same key (architecture.md). */
export const khoaIdempotency = pgTable(
  'khoa_idempotency',
  {
    nguoi_dung_id: requiredReference('nguoi_dung_id', () => nguoiDung.id),
    khoa: text('khoa').notNull(),
    yeu_cau: text('yeu_cau').notNull(),
    ma_bam: text('ma_bam').notNull(),
    trang_thai_http: integer('trang_thai_http'),
    phan_hoi: jsonb('phan_hoi'),
    /** Set inside the transaction of the effect the key guards: the effect is committed. */
    da_ghi: boolean('da_ghi').notNull().default(false),
    ngay_tao: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.nguoi_dung_id, t.khoa] }),
    index('khoa_idempotency_ngay_idx').on(t.ngay_tao),
  ],
);
