import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { requiredReference, isoDate, quantity, exactValue, primaryId, timestampTz } from './columns';
import { nguoiDung } from './identity';
import { theKho } from './inventory';
import { kho, organisationId } from './organisation';

/** Closed months: no movement may be dated into them. */
export const kyKhoaSo = pgTable(
  'ky_khoa_so',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    thang: isoDate('thang').notNull(),
    ngay_khoa: timestampTz('ngay_khoa').notNull().defaultNow(),
    nguoi_khoa_id: uuid('nguoi_khoa_id').references(() => nguoiDung.id),
    /**
     * When the month-end balances were written (decision 0042): null while they are still being
     * written after the month closed; the reports read such a month from its ledger.
     */
    so_du_ghi_luc: timestampTz('so_du_ghi_luc'),
  },
  (t) => [
    uniqueIndex('ky_khoa_so_uq').on(t.to_chuc_id, t.thang),
    check('ky_khoa_so_dau_thang_ck', sql`extract(day from ${t.thang}) = 1`),
  ],
);

/**
 * Month-end balances and month movements, written when a month is closed and removed when it is
 * reopened (decision 0011): reports start from the last closed month-end instead of the whole
 * ledger. Rows only exist for closed months; `thang` is the month's first day.
 */

/**
 * Closing stock per warehouse and batch at the end of a closed month, with its value at the batch's
 * cost (so a report per goods item needs no batch look-up, decision 0035); zero balances are left out.
 */
export const soDuThang = pgTable(
  'so_du_thang',
  {
    // No foreign keys (decision 0042): every row sums ledger rows, which hold the same references;
    // checking them again for each row was most of a closing's time.
    to_chuc_id: uuid('to_chuc_id').notNull(),
    thang: isoDate('thang').notNull(),
    kho_id: uuid('kho_id').notNull(),
    lo_hang_id: uuid('lo_hang_id').notNull(),
    hang_hoa_id: uuid('hang_hoa_id').notNull(),
    so_luong: quantity('so_luong').notNull(),
    gia_tri: exactValue('gia_tri').notNull(),
  },
  (t) => [
    // Organisation + month serves the whole-organisation report, + warehouse the one-warehouse report.
    primaryKey({ columns: [t.to_chuc_id, t.thang, t.kho_id, t.lo_hang_id] }),
    check('so_du_thang_dau_thang_ck', sql`extract(day from ${t.thang}) = 1`),
  ],
);

/**
 * A closed month's movements per warehouse, batch and report category (`nhom`, the ledger rows'
 * own, fixed by nhom_phat_sinh when written): the signed ledger sum and its value at the batch's cost.
 */
export const phatSinhThang = pgTable(
  'phat_sinh_thang',
  {
    // No foreign keys, as so_du_thang.
    to_chuc_id: uuid('to_chuc_id').notNull(),
    thang: isoDate('thang').notNull(),
    kho_id: uuid('kho_id').notNull(),
    lo_hang_id: uuid('lo_hang_id').notNull(),
    hang_hoa_id: uuid('hang_hoa_id').notNull(),
    nhom: text('nhom').notNull(),
    so_luong: quantity('so_luong').notNull(),
    gia_tri: exactValue('gia_tri').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.to_chuc_id, t.thang, t.kho_id, t.lo_hang_id, t.nhom] }),
    check('phat_sinh_thang_dau_thang_ck', sql`extract(day from ${t.thang}) = 1`),
  ],
);

/**
 * A closed month's movement value per warehouse and category: `phat_sinh_thang` summed over the
 * batches when the month closes, so the overview's twelve-month chart reads a few hundred rows
 * instead of every batch's movements (decision 0035).
 */
export const phatSinhThangKho = pgTable(
  'phat_sinh_thang_kho',
  {
    // No foreign keys, as so_du_thang.
    to_chuc_id: uuid('to_chuc_id').notNull(),
    thang: isoDate('thang').notNull(),
    kho_id: uuid('kho_id').notNull(),
    nhom: text('nhom').notNull(),
    gia_tri: exactValue('gia_tri').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.to_chuc_id, t.thang, t.kho_id, t.nhom] }),
    check('phat_sinh_thang_kho_dau_thang_ck', sql`extract(day from ${t.thang}) = 1`),
  ],
);

/**
 * Every month's movements per warehouse, goods item and report category, open months included:
 * kept by a trigger after every statement that inserts ledger rows (migration 0029), so a report
 * per goods item reads a whole month from a few thousand rows instead of its ledger (decision
 * 0041). Unlike the closed months' tables it is never rewritten: it is the ledger's sum by
 * construction, and the ledger check compares the two.
 */
export const luyKePhatSinh = pgTable(
  'luy_ke_phat_sinh',
  {
    // No foreign keys: every row sums ledger rows, which hold the same references, and checking
    // them again for each new total would cost the stock movement that writes it.
    to_chuc_id: uuid('to_chuc_id').notNull(),
    thang: isoDate('thang').notNull(),
    kho_id: uuid('kho_id').notNull(),
    hang_hoa_id: uuid('hang_hoa_id').notNull(),
    nhom: text('nhom').notNull(),
    so_luong: quantity('so_luong').notNull(),
    gia_tri: exactValue('gia_tri').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.to_chuc_id, t.thang, t.kho_id, t.hang_hoa_id, t.nhom] }),
    check('luy_ke_phat_sinh_dau_thang_ck', sql`extract(day from ${t.thang}) = 1`),
  ],
);

/**
 * The daily sign-off of the controlled-drug register (TT 18/2026 Phụ lục VIII, decision 0026): who
 * signed one warehouse's day and when. One signature per warehouse and day.
 */
export const kyNgaySoKiemSoat = pgTable(
  'ky_ngay_so_kiem_soat',
  {
    id: primaryId(),
    to_chuc_id: organisationId(),
    kho_id: requiredReference('kho_id', () => kho.id),
    ngay: isoDate('ngay').notNull(),
    nguoi_ky_id: requiredReference('nguoi_ky_id', () => nguoiDung.id),
    thoi_diem_ky: timestampTz('thoi_diem_ky').notNull().defaultNow(),
  },
  (t) => [unique('ky_ngay_so_kiem_soat_kho_ngay_uq').on(t.kho_id, t.ngay)],
);

/**
 * The ledger rows a signature covered: the controlled movements of that warehouse and day the
 * signer saw. A row of a signed day that is not here was recorded after the signature and prints
 * as a correction entry.
 */
export const kyNgaySoKiemSoatDong = pgTable('ky_ngay_so_kiem_soat_dong', {
  the_kho_id: uuid('the_kho_id')
    .primaryKey()
    .references(() => theKho.id),
  ky_id: requiredReference('ky_id', () => kyNgaySoKiemSoat.id, 'cascade'),
});
