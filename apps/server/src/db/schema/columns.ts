import {
  type AnyPgColumn,
  boolean,
  date,
  integer,
  numeric,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// Column builders every schema file shares, so one kind of value is stored one way everywhere.
// The organisation column lives beside its table in organisation.ts: this file imports no table,
// which keeps it usable by organisation.ts itself without a circle.

export const primaryId = () => uuid('id').primaryKey();

/** A reference that must be set; `cascade` deletes the row with the row it names. */
export const requiredReference = (name: string, target: () => AnyPgColumn, onDelete?: 'cascade') =>
  uuid(name)
    .notNull()
    .references(target, onDelete ? { onDelete } : {});

/** A calendar day without time zone, read and written as 'YYYY-MM-DD'. */
export const isoDate = (name: string) => date(name, { mode: 'string' });
export const timestampTz = (name: string) => timestamp(name, { withTimezone: true });
export const createdAt = () => timestampTz('ngay_tao').notNull().defaultNow();
export const updatedAt = () => timestampTz('ngay_cap_nhat').notNull().defaultNow();

/** Catalogue records are deactivated rather than deleted once referenced. */
export const activeFlag = () => boolean('hoat_dong').notNull().default(true);
/** The accent-free search text (decision 0003). */
export const searchKey = () => text('tu_khoa').notNull().default('');

// Quantities and money are exact decimals (never float), returned to the code as numbers for JSON.
export const quantity = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });
export const unitCost = (name: string) => numeric(name, { precision: 18, scale: 4, mode: 'number' });
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: 'number' });
/** Percentages: VAT, discount, insurance share. */
export const rate = (name: string) => numeric(name, { precision: 5, scale: 2, mode: 'number' });
/** A sum of quantity x unit cost, kept unrounded so totals match their parts. */
export const exactValue = (name: string) => numeric(name, { mode: 'number' });

/** Created/updated by whom and when, and the version an update must name (stale -> 409). */
export const auditColumns = {
  ngay_tao: createdAt(),
  ngay_cap_nhat: updatedAt(),
  nguoi_tao_id: uuid('nguoi_tao_id'),
  nguoi_cap_nhat_id: uuid('nguoi_cap_nhat_id'),
  phien_ban: integer('phien_ban').notNull().default(1),
};
