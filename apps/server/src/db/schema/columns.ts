import { integer, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Created/updated by whom and when, and the version an update must name (stale -> 409). */
export const auditColumns = {
  ngay_tao: timestamp('ngay_tao', { withTimezone: true }).notNull().defaultNow(),
  ngay_cap_nhat: timestamp('ngay_cap_nhat', { withTimezone: true }).notNull().defaultNow(),
  nguoi_tao_id: uuid('nguoi_tao_id'),
  nguoi_cap_nhat_id: uuid('nguoi_cap_nhat_id'),
  phien_ban: integer('phien_ban').notNull().default(1),
};
