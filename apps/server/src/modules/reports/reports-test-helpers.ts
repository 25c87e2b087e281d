import { sql } from 'drizzle-orm';
import type { StockMovementReport } from '@kho/contracts';
import { queryRows } from '../../db/client';
import type { TestApp } from '../../test/harness';
import { expectStatus, hanoiDay, type InventoryFixture } from '../inventory/inventory-test-helpers';
import { planPeriod } from './report-period';
import { readForReport } from './report-scope.repository';
import { figuresOf, lineOf, stockMovementPage } from './stock-movement/stock-movement.repository';

/** Day `day` of the month `monthsAgo` months before this one (organisation's time zone). */
export function dayOfMonthAgo(monthsAgo: number, day: number): string {
  const d = new Date(`${hanoiDay(0).slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - monthsAgo);
  d.setUTCDate(day);
  return d.toISOString().slice(0, 10);
}

type Query = Record<string, string | number | boolean | undefined>;

/** GET /api/v1/bao-cao/<path> as `token`. */
export function report<T>(t: TestApp, path: string, token: string, query: Query, lang?: 'vi' | 'en') {
  return t.request<T>('GET', `/api/v1/bao-cao/${path}`, { token, lang, query });
}

export function stockMovement(t: TestApp, token: string, query: Query, lang?: 'vi' | 'en') {
  return report<StockMovementReport>(t, 'xuat-nhap-ton', token, query, lang);
}

/** Closes a month through the real period-closing call; answers its id. */
export async function closeMonth(t: TestApp, f: InventoryFixture, month: string): Promise<string> {
  const closed = await t.request<{ id: string }>('POST', '/api/v1/khoa-so/tao-moi-khoa-so', {
    token: f.chemist.access_token,
    body: { to_chuc: f.organisation.id, thang: month.slice(0, 7) },
  });
  return expectStatus(closed, 201).id;
}

/** The same report computed from the raw ledger alone (no closed month used). */
export async function reportFromLedger(
  t: TestApp,
  f: InventoryFixture,
  from: string,
  to: string,
  warehouseIds: string[] | null,
  perBatch = true,
) {
  const rows = await readForReport(t.context.db, (tx) =>
    stockMovementPage(tx, {
      organisationId: f.organisation.id,
      warehouseIds,
      from,
      to,
      plan: planPeriod([], from, to),
      ledgerOnly: true,
      perBatch,
      page: 1,
      pageSize: 1000,
    }),
  );
  return { dong: rows.map(lineOf), tong_cong: rows[0] ? figuresOf(rows[0], 'tong_') : undefined };
}

/** Ledger balance per goods item (and batch) at the end of `to`, for the organisation or a warehouse. */
export async function ledgerBalances(t: TestApp, f: InventoryFixture, to: string, warehouseId?: string) {
  const rows = await queryRows<{ lo_hang_id: string; so_luong: number }>(
    t.context.db,
    sql`select lo_hang_id, sum(so_luong)::float8 as so_luong from the_kho
        where to_chuc_id = ${f.organisation.id} and ngay_chung_tu <= ${to}::date
          ${warehouseId ? sql`and kho_id = ${warehouseId}` : sql``}
        group by lo_hang_id having sum(so_luong) <> 0`,
  );
  return new Map(rows.map((r) => [r.lo_hang_id, r.so_luong]));
}

export async function stockTableBalances(t: TestApp, f: InventoryFixture) {
  const rows = await queryRows<{ lo_hang_id: string; so_luong: number }>(
    t.context.db,
    sql`select lo_hang_id, sum(so_luong)::float8 as so_luong from ton_kho
        where to_chuc_id = ${f.organisation.id} group by lo_hang_id having sum(so_luong) <> 0`,
  );
  return new Map(rows.map((r) => [r.lo_hang_id, r.so_luong]));
}
