import { sql } from 'drizzle-orm';
import { check, date, numeric, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { hangHoa } from './catalogues';
import { loHang } from './inventory';
import { kho, toChuc } from './organisation';

/**
 * Month-end balances and month movements, written when a month is closed and removed when it is
 * reopened (decision 0011): reports start from the last closed month-end instead of the whole
 * ledger. Rows only exist for closed months; `thang` is the month's first day.
 */
const quantity = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });
const orgColumn = () =>
  uuid('to_chuc_id')
    .notNull()
    .references(() => toChuc.id);
const warehouseColumn = () =>
  uuid('kho_id')
    .notNull()
    .references(() => kho.id);
const batchColumn = () =>
  uuid('lo_hang_id')
    .notNull()
    .references(() => loHang.id);
const goodsColumn = () =>
  uuid('hang_hoa_id')
    .notNull()
    .references(() => hangHoa.id);

/** Closing stock per warehouse and batch at the end of a closed month; zero balances are left out. */
export const soDuThang = pgTable(
  'so_du_thang',
  {
    to_chuc_id: orgColumn(),
    thang: date('thang', { mode: 'string' }).notNull(),
    kho_id: warehouseColumn(),
    lo_hang_id: batchColumn(),
    hang_hoa_id: goodsColumn(),
    so_luong: quantity('so_luong').notNull(),
  },
  (t) => [
    // Organisation + month serves the whole-organisation report, + warehouse the one-warehouse report.
    primaryKey({ columns: [t.to_chuc_id, t.thang, t.kho_id, t.lo_hang_id] }),
    check('so_du_thang_dau_thang_ck', sql`extract(day from ${t.thang}) = 1`),
  ],
);

/**
 * A closed month's movements per warehouse, batch and report category (`nhom`, see
 * modules/reports/movement-category.ts): the signed ledger sum and its value at the batch's cost.
 */
export const phatSinhThang = pgTable(
  'phat_sinh_thang',
  {
    to_chuc_id: orgColumn(),
    thang: date('thang', { mode: 'string' }).notNull(),
    kho_id: warehouseColumn(),
    lo_hang_id: batchColumn(),
    hang_hoa_id: goodsColumn(),
    nhom: text('nhom').notNull(),
    so_luong: quantity('so_luong').notNull(),
    gia_tri: numeric('gia_tri', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.to_chuc_id, t.thang, t.kho_id, t.lo_hang_id, t.nhom] }),
    check('phat_sinh_thang_dau_thang_ck', sql`extract(day from ${t.thang}) = 1`),
  ],
);
