import { sql, type SQL } from 'drizzle-orm';
import {
  ISSUE_CATEGORIES,
  MOVEMENT_CATEGORIES,
  RECEIPT_CATEGORIES,
  type StockMovementFigures,
  type StockMovementRow,
} from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { uuidArray } from '../../overview/overview-stock.repository';
import { splitWholeMonths, type PeriodPlan } from '../report-period';
import { goodsFilter, warehouseFilter } from '../report-scope.repository';

export interface StockMovementFilter {
  organisationId: string;
  warehouseIds: string[] | null;
  /**
   * With `warehouseIds` null, every warehouse of the organisation, if known: the ledger is then read
   * by that list, which PostgreSQL splits between parallel workers (a sub-query's list it does not).
   */
  organisationWarehouseIds?: string[] | undefined;
  from: string;
  to: string;
  plan: PeriodPlan;
  /** Read every open day from the ledger, not whole months from their totals (the tests' reference). */
  ledgerOnly?: boolean;
  groupId?: string | undefined;
  managementClass?: string | undefined;
  perBatch: boolean;
  page: number;
  pageSize: number;
}

/** Figure columns: opening (dau) and one per category, quantity (_sl) and value (_gt). */
const FIGURES = ['dau', ...MOVEMENT_CATEGORIES.map((c) => c.toLowerCase())];

/**
 * Every signed movement of the report's warehouses up to the period's end, as (batch, goods, nhom,
 * quantity, value): the anchor month-end balance and the ledger before `from` as 'DAU' (opening),
 * then the period's movements by category, closed months from their stored movements. Value is the
 * quantity at the batch's cost (stored on ledger rows, month movements and month-end balances).
 * Without `perBatch`, the open months wholly inside the ledger's ranges come from their running totals
 * (decision 0041), and the days left are read by warehouse and date from `the_kho_ke_hoach_idx`
 * alone (an index-only scan: it holds every column read here but the batch).
 */
export function movementSource(f: Omit<StockMovementFilter, 'page' | 'pageSize'>): SQL {
  const org = f.organisationId;
  const parts: SQL[] = [];
  let ledgerRanges = f.plan.ledgerRanges;
  if (!f.perBatch && !f.ledgerOnly) {
    const split = ledgerRanges.map((r) => splitWholeMonths(r, f.from));
    ledgerRanges = split.flatMap((s) => s.days);
    const months = split.flatMap((s) => s.months);
    if (months.length)
      parts.push(sql`select null::uuid as lo_hang_id, m.hang_hoa_id,
          case when m.thang < ${f.from}::date then 'DAU' else m.nhom end as nhom, m.so_luong, m.gia_tri
        from luy_ke_phat_sinh m
        where m.to_chuc_id = ${org} ${warehouseFilter('m.kho_id', f.warehouseIds)}
          and (${sql.join(
            months.map((r) =>
              r.from ? sql`m.thang between ${r.from}::date and ${r.to}::date` : sql`m.thang <= ${r.to}::date`,
            ),
            sql` or `,
          )})`);
  }
  if (f.plan.anchor)
    parts.push(sql`select s.lo_hang_id, s.hang_hoa_id, 'DAU' as nhom, s.so_luong, s.gia_tri
      from so_du_thang s
      where s.to_chuc_id = ${org} and s.thang = ${f.plan.anchor}::date ${warehouseFilter('s.kho_id', f.warehouseIds)}`);
  if (f.plan.closedInside.length)
    parts.push(sql`select p.lo_hang_id, p.hang_hoa_id, p.nhom, p.so_luong, p.gia_tri from phat_sinh_thang p
      where p.to_chuc_id = ${org} ${warehouseFilter('p.kho_id', f.warehouseIds)}
        and p.thang in (${sql.join(
          f.plan.closedInside.map((m) => sql`${m}::date`),
          sql`, `,
        )})`);
  if (ledgerRanges.length) {
    const ranges = ledgerRanges.map((r) =>
      r.from
        ? sql`t.ngay_chung_tu between ${r.from}::date and ${r.to}::date`
        : sql`t.ngay_chung_tu <= ${r.to}::date`,
    );
    const list = f.warehouseIds ?? f.organisationWarehouseIds;
    const warehouses = list
      ? sql`t.kho_id = any(${uuidArray(list)})`
      : sql`t.kho_id = any(array(select k.id from kho k where k.to_chuc_id = ${org}))`;
    parts.push(sql`select ${f.perBatch ? sql`t.lo_hang_id` : sql`null::uuid`} as lo_hang_id, t.hang_hoa_id,
        case when t.ngay_chung_tu < ${f.from}::date then 'DAU' else t.nhom end as nhom,
        t.so_luong, t.so_luong * t.don_gia as gia_tri
      from the_kho t
      where ${warehouses} and (${sql.join(ranges, sql` or `)})`);
  }
  return parts.length
    ? sql.join(parts, sql` union all `)
    : sql`select null::uuid as lo_hang_id, null::uuid as hang_hoa_id, '' as nhom, 0 as so_luong, 0 as gia_tri where false`;
}

type FlatRow = Record<string, string | number | null> & { total_count: string };

/** The stock movement report: one page of lines and the totals of every line. */
export function stockMovementPage(exec: Executor, f: StockMovementFilter) {
  return queryRows<FlatRow>(exec, stockMovementSql(f));
}

/**
 * The report's one statement (exported for EXPLAIN in the benchmark). The movements are summed by
 * line (goods item, or batch with `perBatch`) and category first, then turned into one row per line:
 * a report per goods item never groups by batch, which on a whole organisation is a few hundred
 * thousand groups against a few thousand.
 */
export function stockMovementSql(f: StockMovementFilter): SQL {
  const pivot = sql.join(
    FIGURES.map((c) => {
      const nhom = c === 'dau' ? 'DAU' : c.toUpperCase();
      return sql.raw(
        `sum(so_luong) filter (where nhom = '${nhom}') as ${c}_sl, sum(gia_tri) filter (where nhom = '${nhom}') as ${c}_gt`,
      );
    }),
    sql`, `,
  );
  const nonZero = sql.raw(FIGURES.map((c) => `coalesce(m.${c}_sl, 0) <> 0`).join(' or '));
  const selectFigures = sql.raw(
    FIGURES.map(
      (c) =>
        `coalesce(${c}_sl, 0)::float8 as ${c}_sl, coalesce(${c}_gt, 0)::float8 as ${c}_gt, coalesce(sum(${c}_sl) over (), 0)::float8 as tong_${c}_sl, coalesce(sum(${c}_gt) over (), 0)::float8 as tong_${c}_gt`,
    ).join(', '),
  );
  const figureColumns = sql.raw(FIGURES.map((c) => `m.${c}_sl, m.${c}_gt`).join(', '));
  const lineKey = f.perBatch ? sql`lo_hang_id, hang_hoa_id` : sql`hang_hoa_id`;
  const batchColumns = f.perBatch
    ? sql`l.id as lo_hang_id, l.so_lo, l.han_dung::text as han_dung, l.don_gia::float8 as don_gia`
    : sql`null::uuid as lo_hang_id, null::text as so_lo, null::text as han_dung, null::float8 as don_gia`;
  const batchJoin = f.perBatch ? sql`join lo_hang l on l.id = m.lo_hang_id` : sql``;
  return sql`with src as (${movementSource(f)}),
      by_category as (
        select ${lineKey}, nhom, sum(so_luong) as so_luong, sum(gia_tri) as gia_tri
        from src group by ${lineKey}, nhom
      ),
      m as (select ${lineKey}, ${pivot} from by_category group by ${lineKey}),
      lines as (
        select h.id as hang_hoa_id, h.ma, h.ten, h.ham_luong, h.don_vi_tinh, g.ten as nhom_hang_hoa_ten,
               h.phan_loai_quan_ly, ${batchColumns}, ${figureColumns}
        from m
        join hang_hoa h on h.id = m.hang_hoa_id
        ${batchJoin}
        left join nhom_hang_hoa g on g.id = h.nhom_hang_hoa_id
        where (${nonZero}) ${goodsFilter(f.organisationId, f.groupId, f.managementClass)}
      )
      select hang_hoa_id, ma, ten, ham_luong, don_vi_tinh, nhom_hang_hoa_ten, phan_loai_quan_ly,
             lo_hang_id, so_lo, han_dung, don_gia, ${selectFigures}, count(*) over () as total_count
      from lines
      order by ma, hang_hoa_id, han_dung nulls first, so_lo nulls first, lo_hang_id nulls first
      limit ${f.pageSize} offset ${(f.page - 1) * f.pageSize}`;
}

const amount = (row: FlatRow, prefix: string, sign = 1) => ({
  so_luong: round(sign * Number(row[`${prefix}_sl`] ?? 0), 4),
  gia_tri: round(sign * Number(row[`${prefix}_gt`] ?? 0), 2),
});

function round(value: number, places: number): number {
  const factor = 10 ** places;
  return Math.round(value * factor) / factor + 0; // + 0 turns -0 into 0
}

/** Figures of a flat row; `prefix` '' for the line, 'tong_' for the totals. Issues are shown positive. */
export function figuresOf(row: FlatRow, prefix = ''): StockMovementFigures {
  const add = (a: { so_luong: number; gia_tri: number }, b: { so_luong: number; gia_tri: number }) => ({
    so_luong: round(a.so_luong + b.so_luong, 4),
    gia_tri: round(a.gia_tri + b.gia_tri, 2),
  });
  const zero = { so_luong: 0, gia_tri: 0 };
  const nhap = Object.fromEntries(
    RECEIPT_CATEGORIES.map((c) => [c, amount(row, `${prefix}${c.toLowerCase()}`)]),
  ) as StockMovementFigures['nhap'];
  const xuat = Object.fromEntries(
    ISSUE_CATEGORIES.map((c) => [c, amount(row, `${prefix}${c.toLowerCase()}`, -1)]),
  ) as StockMovementFigures['xuat'];
  const ton_dau = amount(row, `${prefix}dau`);
  const tong_nhap = Object.values(nhap).reduce(add, zero);
  const tong_xuat = Object.values(xuat).reduce(add, zero);
  const ton_cuoi = {
    so_luong: round(ton_dau.so_luong + tong_nhap.so_luong - tong_xuat.so_luong, 4),
    gia_tri: round(ton_dau.gia_tri + tong_nhap.gia_tri - tong_xuat.gia_tri, 2),
  };
  return { ton_dau, nhap, tong_nhap, xuat, tong_xuat, ton_cuoi };
}

export function lineOf(row: FlatRow): StockMovementRow {
  return {
    hang_hoa_id: String(row.hang_hoa_id),
    ma: String(row.ma),
    ten: String(row.ten),
    ham_luong: (row.ham_luong as string | null) ?? null,
    don_vi_tinh: String(row.don_vi_tinh),
    nhom_hang_hoa_ten: (row.nhom_hang_hoa_ten as string | null) ?? null,
    phan_loai_quan_ly: String(row.phan_loai_quan_ly),
    lo_hang_id: (row.lo_hang_id as string | null) ?? null,
    so_lo: (row.so_lo as string | null) ?? null,
    han_dung: (row.han_dung as string | null) ?? null,
    don_gia: row.don_gia === null ? null : Number(row.don_gia),
    ...figuresOf(row),
  };
}
