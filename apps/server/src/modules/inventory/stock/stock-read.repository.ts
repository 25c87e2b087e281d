import {
  normalizeSearchText,
  type StockBatch,
  type StockCardRow,
  type StockItem,
  type StockTotals,
} from '@kho/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { escapeLike } from '../../catalogues/catalogue-sql';
import { blockedBatchIds } from '../engine/lookups.repository';

export interface StockFilter {
  organisationId: string;
  warehouseId: string;
  today: string;
  groupId?: string | undefined;
  text?: string | undefined;
  expiringWithinDays?: number | undefined;
  expiredOnly?: boolean | undefined;
  belowMinimum?: boolean | undefined;
  managementClass?: string | undefined;
  sort?: 'ma' | 'ten' | 'so_luong' | 'gia_tri' | 'han_dung_gan_nhat' | undefined;
  direction: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/**
 * Conditions on batches: the expiry filters pick batches, and the goods that have such batches.
 * They test the stock row's copy of the expiry, so its (warehouse, expiry) index finds the rows.
 */
function batchConditions(filter: StockFilter): SQL {
  const parts: SQL[] = [sql`t.kho_id = ${filter.warehouseId}`, sql`t.so_luong > 0`];
  if (filter.expiredOnly) parts.push(sql`t.han_dung < ${filter.today}::date`);
  if (filter.expiringWithinDays !== undefined) {
    parts.push(sql`t.han_dung <= ${filter.today}::date + ${filter.expiringWithinDays}::int`);
  }
  return sql.join(parts, sql` and `);
}

function goodsConditions(filter: StockFilter): SQL {
  const parts: SQL[] = [sql`h.to_chuc_id = ${filter.organisationId}`];
  if (filter.groupId) {
    // The group and every group below it.
    parts.push(sql`h.nhom_hang_hoa_id in (
      with recursive sub(id) as (select ${filter.groupId}::uuid
        union all select n.id from nhom_hang_hoa n join sub on n.nhom_cha_id = sub.id)
      select id from sub)`);
  }
  const key = filter.text ? normalizeSearchText(filter.text) : '';
  if (key) parts.push(sql`h.tu_khoa like ${`%${escapeLike(key)}%`}`);
  if (filter.managementClass) parts.push(sql`h.phan_loai_quan_ly = ${filter.managementClass}`);
  return sql.join(parts, sql` and `);
}

const SORTS: Record<NonNullable<StockFilter['sort']>, SQL> = {
  ma: sql`h.ma`,
  ten: sql`h.ten`,
  so_luong: sql`so_luong`,
  gia_tri: sql`gia_tri`,
  han_dung_gan_nhat: sql`han_dung_gan_nhat`,
};

/** Parts both the page and the totals share: the per-goods aggregate and who is counted. */
function stockParts(filter: StockFilter, restrictToPage: SQL | null) {
  const minimum = sql`case when w.loai_kho = 'TU_TRUC' then coalesce(cs.so_luong, 0) else h.ton_toi_thieu end`;
  // Stock rows carry their batch's expiry and cost (migration 0023, 0026): only the blocked
  // batches, few, are read from lo_hang.
  const aggregate = sql`blocked as (select ${blockedBatchIds(filter.organisationId)} as ids),
    g as (
      select t.hang_hoa_id, sum(t.so_luong) as so_luong, sum(t.so_luong_giu) as so_luong_giu,
             sum(case when t.han_dung < ${filter.today}::date or t.lo_hang_id = any(b.ids) then 0
                      else t.so_luong - t.so_luong_giu end) as kha_dung,
             sum(t.so_luong * t.don_gia) as gia_tri, min(t.han_dung) as han_dung_gan_nhat, count(*) as so_lo
      from ton_kho t cross join blocked b
      where ${batchConditions(filter)} ${restrictToPage ? sql`and t.hang_hoa_id in (${restrictToPage})` : sql``}
      group by t.hang_hoa_id
    ), w as (select loai_kho from kho where id = ${filter.warehouseId})`;
  const from = sql`${
    filter.belowMinimum
      ? sql`from hang_hoa h left join g on g.hang_hoa_id = h.id`
      : sql`from g join hang_hoa h on h.id = g.hang_hoa_id`
  }
    cross join w
    left join co_so_tu_truc cs on cs.kho_id = ${filter.warehouseId} and cs.hang_hoa_id = h.id`;
  const where = sql`${goodsConditions(filter)} ${
    filter.belowMinimum
      ? sql`and h.hoat_dong and ${minimum} > 0 and coalesce(g.kha_dung, 0) < ${minimum}`
      : sql``
  }`;
  return { minimum, aggregate, from, where };
}

/**
 * The goods of the page when they can be chosen before any stock is summed: sorted by code or
 * name and filtered on goods only, the page is the first goods in that order that have stock, found
 * through the (warehouse, goods) index, so a page costs the same with 100 or 100 000 batches.
 */
function pageFirst(filter: StockFilter): SQL | null {
  const batchFilters = filter.expiredOnly || filter.expiringWithinDays !== undefined || filter.belowMinimum;
  if (batchFilters || (filter.sort && filter.sort !== 'ma' && filter.sort !== 'ten')) return null;
  const direction = filter.direction === 'desc' ? sql`desc` : sql`asc`;
  return sql`select h.id from hang_hoa h
    where ${goodsConditions(filter)}
      and exists (select 1 from ton_kho t where t.kho_id = ${filter.warehouseId} and t.hang_hoa_id = h.id and t.so_luong > 0)
    order by ${filter.sort === 'ten' ? sql`h.ten` : sql`h.ma`} ${direction}, h.ma, h.id
    limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`;
}

/**
 * One page of goods items with their stock in the warehouse and their batches. The minimum of a
 * ward cabinet is its par level; elsewhere the item's minimum. "Below minimum" also finds items
 * with no stock left at all.
 */
export async function listStockPage(exec: Executor, filter: StockFilter): Promise<StockItem[]> {
  const page = pageFirst(filter);
  const { minimum, aggregate, from, where } = stockParts(filter, page);
  const direction = filter.direction === 'desc' ? sql`desc nulls last` : sql`asc nulls last`;
  const order = filter.sort ? SORTS[filter.sort] : sql`h.ma`;
  const rows = await queryRows<Omit<StockItem, 'lo_hang'>>(
    exec,
    sql`with ${aggregate}
        select h.id as hang_hoa_id, h.ma, h.ten, h.ham_luong, h.don_vi_tinh, n.ten as nhom_hang_hoa_ten,
               h.phan_loai_quan_ly, (${minimum})::float8 as ton_toi_thieu,
               coalesce(g.so_luong, 0)::float8 as so_luong, coalesce(g.so_luong_giu, 0)::float8 as so_luong_giu,
               coalesce(g.kha_dung, 0)::float8 as kha_dung, round(coalesce(g.gia_tri, 0), 2)::float8 as gia_tri,
               g.han_dung_gan_nhat::text as han_dung_gan_nhat,
               (coalesce(g.kha_dung, 0) < ${minimum}) as duoi_toi_thieu
        ${from}
        join nhom_hang_hoa n on n.id = h.nhom_hang_hoa_id
        where ${where}
        order by ${order} ${direction}, h.ma, h.id
        ${page ? sql`` : sql`limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}`}`,
  );
  const batches = await listBatchesOfGoods(
    exec,
    filter,
    rows.map((r) => r.hang_hoa_id),
  );
  return rows.map((r) => ({ ...r, lo_hang: batches.get(r.hang_hoa_id) ?? [] }));
}

/** Totals of everything the filters match (not only the page). */
export async function stockTotals(exec: Executor, filter: StockFilter): Promise<StockTotals> {
  const batchFilters = filter.expiredOnly || filter.expiringWithinDays !== undefined || filter.belowMinimum;
  if (!batchFilters) return summaryTotals(exec, filter);
  const { aggregate, from, where } = stockParts(filter, null);
  const [row] = await queryRows<{
    items: string;
    batches: string | null;
    quantity: string | null;
    value: string | null;
  }>(
    exec,
    sql`with ${aggregate}
        select count(*) as items, sum(g.so_lo) as batches, sum(g.so_luong) as quantity, round(sum(g.gia_tri), 2) as value
        ${from}
        where ${where}`,
  );
  return {
    so_mat_hang: Number(row?.items ?? 0),
    so_lo: Number(row?.batches ?? 0),
    tong_so_luong: Number(row?.quantity ?? 0),
    tong_gia_tri: Number(row?.value ?? 0),
  };
}

/** Totals from the per-goods summary: what the batch filters do not touch needs no batch read. */
async function summaryTotals(exec: Executor, filter: StockFilter): Promise<StockTotals> {
  const [row] = await queryRows<{
    items: string;
    batches: string | null;
    quantity: string | null;
    value: string | null;
  }>(
    exec,
    sql`select count(*) as items, sum(s.so_lo) as batches, sum(s.so_luong) as quantity, round(sum(s.gia_tri), 2) as value
        from ton_kho_hang_hoa s join hang_hoa h on h.id = s.hang_hoa_id
        where s.kho_id = ${filter.warehouseId} and s.so_luong > 0 and ${goodsConditions(filter)}`,
  );
  return {
    so_mat_hang: Number(row?.items ?? 0),
    so_lo: Number(row?.batches ?? 0),
    tong_so_luong: Number(row?.quantity ?? 0),
    tong_gia_tri: Number(row?.value ?? 0),
  };
}

/** What may still be issued from a stock row: nothing of an expired or blocked batch. */
function availableOf(today: string): SQL {
  return sql`case when l.han_dung < ${today}::date or l.bi_khoa then 0 else t.so_luong - t.so_luong_giu end`;
}

const batchColumns = (today: string) => sql`t.lo_hang_id, l.so_lo, l.han_dung::text as han_dung,
  l.ngay_san_xuat::text as ngay_san_xuat, t.so_luong::float8 as so_luong, t.so_luong_giu::float8 as so_luong_giu,
  (${availableOf(today)})::float8 as kha_dung, l.don_gia::float8 as don_gia,
  round(t.so_luong * l.don_gia, 2)::float8 as gia_tri, l.bi_khoa, l.ly_do_khoa`;

async function listBatchesOfGoods(exec: Executor, filter: StockFilter, goodsIds: string[]) {
  const byGoods = new Map<string, StockBatch[]>();
  if (goodsIds.length === 0) return byGoods;
  const rows = await queryRows<StockBatch & { hang_hoa_id: string }>(
    exec,
    sql`select t.hang_hoa_id, ${batchColumns(filter.today)}, (l.han_dung < ${filter.today}::date) as da_het_han,
               ncc.ten as nha_cung_cap_ten
        from ton_kho t join lo_hang l on l.id = t.lo_hang_id
        left join nha_cung_cap ncc on ncc.id = l.nha_cung_cap_id
        where ${batchConditions(filter)}
          and t.hang_hoa_id in (${sql.join(
            goodsIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        order by l.han_dung, l.so_lo`,
  );
  for (const { hang_hoa_id, ...batch } of rows) {
    const list = byGoods.get(hang_hoa_id) ?? [];
    list.push(batch);
    byGoods.set(hang_hoa_id, list);
  }
  return byGoods;
}

/** Every batch of one item with stock, in the given warehouses (the goods detail tab). */
export async function listGoodsStock(exec: Executor, goodsId: string, warehouseIds: string[], today: string) {
  if (warehouseIds.length === 0) return [];
  return queryRows<StockBatch & { kho_id: string; kho_ma: string; kho_ten: string }>(
    exec,
    sql`select t.kho_id, k.ma as kho_ma, k.ten as kho_ten, ${batchColumns(today)},
               (l.han_dung < ${today}::date) as da_het_han, ncc.ten as nha_cung_cap_ten
        from ton_kho t join lo_hang l on l.id = t.lo_hang_id join kho k on k.id = t.kho_id
        left join nha_cung_cap ncc on ncc.id = l.nha_cung_cap_id
        where t.hang_hoa_id = ${goodsId} and t.so_luong > 0
          and t.kho_id in (${sql.join(
            warehouseIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})
        order by k.ma, l.han_dung, l.so_lo`,
  );
}

export interface StockCardFilter {
  warehouseId: string;
  goodsId: string;
  batchId?: string | undefined;
  from: string;
  to: string;
  page: number;
  pageSize: number;
}

/** Opening balance, movements with running balance, and totals of one item's stock card. */
export async function stockCard(exec: Executor, filter: StockCardFilter) {
  const scope = sql`t.kho_id = ${filter.warehouseId} and t.hang_hoa_id = ${filter.goodsId}
    ${filter.batchId ? sql`and t.lo_hang_id = ${filter.batchId}` : sql``}`;
  const [summary] = await queryRows<{
    opening: string | null;
    receipts: string | null;
    issues: string | null;
    count: string;
  }>(
    exec,
    sql`select
          (select sum(t.so_luong) from the_kho t where ${scope} and t.ngay_chung_tu < ${filter.from}::date) as opening,
          sum(t.so_luong) filter (where t.so_luong > 0) as receipts,
          -sum(t.so_luong) filter (where t.so_luong < 0) as issues,
          count(*) as count
        from the_kho t
        where ${scope} and t.ngay_chung_tu between ${filter.from}::date and ${filter.to}::date`,
  );
  const opening = Number(summary?.opening ?? 0);
  const rows = await queryRows<StockCardRow>(
    exec,
    // The running balance is summed over the ledger alone, in the order its index keeps
    // (the_kho_the_idx), and only the page's rows are joined to their voucher and batch: joining
    // every row of the period first made PostgreSQL sort all of them for one page.
    sql`with card as (
          select t.id, t.ngay_chung_tu, t.thoi_gian, t.phieu_id, t.loai_phieu, t.la_dao_nguoc, t.lo_hang_id,
                 t.kho_id, t.so_luong, t.don_gia,
                 ${opening}::numeric + sum(t.so_luong) over (order by t.ngay_chung_tu, t.id) as ton
          from the_kho t
          where ${scope} and t.ngay_chung_tu between ${filter.from}::date and ${filter.to}::date
          order by t.ngay_chung_tu, t.id
          limit ${filter.pageSize} offset ${(filter.page - 1) * filter.pageSize}
        )
        select t.id, t.ngay_chung_tu::text as ngay_chung_tu, t.thoi_gian, t.phieu_id, t.loai_phieu,
               p.so_phieu, t.la_dao_nguoc, t.lo_hang_id, l.so_lo, l.han_dung::text as han_dung,
               case
                 when p.loai_phieu = 'NHAP_KHO' then ncc.ten
                 when t.kho_id = p.kho_id then coalesce(kn.ten, bn.ho_ten, p.don_vi_nhan, p.ly_do)
                 else k.ten
               end as dien_giai,
               greatest(t.so_luong, 0)::float8 as nhap, greatest(-t.so_luong, 0)::float8 as xuat,
               t.ton::float8 as ton, t.don_gia::float8 as don_gia
        from card t
        join phieu_kho p on p.id = t.phieu_id
        join lo_hang l on l.id = t.lo_hang_id
        join kho k on k.id = p.kho_id
        left join kho kn on kn.id = p.kho_nhan_id
        left join nha_cung_cap ncc on ncc.id = p.nha_cung_cap_id
        left join benh_nhan bn on bn.id = p.benh_nhan_id
        order by t.ngay_chung_tu, t.id`,
  );
  const receipts = Number(summary?.receipts ?? 0);
  const issues = Number(summary?.issues ?? 0);
  return {
    opening,
    receipts,
    issues,
    closing: Math.round((opening + receipts - issues) * 10_000) / 10_000,
    count: Number(summary?.count ?? 0),
    rows: rows.map((r) => ({ ...r, thoi_gian: new Date(r.thoi_gian).toISOString() })),
  };
}

/**
 * Batches of one item in a warehouse with stock, FEFO order (expired and blocked ones included);
 * for a goods return, only those of the supplier (or of none recorded), as the return's rule says.
 */
export function batchesForIssue(
  exec: Executor,
  warehouseId: string,
  goodsId: string,
  today: string,
  supplierId?: string | null,
) {
  return queryRows<{
    lo_hang_id: string;
    so_lo: string;
    han_dung: string;
    kha_dung: number;
    don_gia: number;
    da_het_han: boolean;
    bi_khoa: boolean;
    so_luong: number;
    so_luong_giu: number;
  }>(
    exec,
    sql`select t.lo_hang_id, l.so_lo, l.han_dung::text as han_dung, (t.so_luong - t.so_luong_giu)::float8 as kha_dung,
               t.so_luong::float8 as so_luong, t.so_luong_giu::float8 as so_luong_giu,
               l.don_gia::float8 as don_gia, (l.han_dung < ${today}::date) as da_het_han, l.bi_khoa
        from ton_kho t join lo_hang l on l.id = t.lo_hang_id
        where t.kho_id = ${warehouseId} and t.hang_hoa_id = ${goodsId} and t.so_luong > 0
          ${supplierId ? sql`and (l.nha_cung_cap_id = ${supplierId} or l.nha_cung_cap_id is null)` : sql``}
        order by l.han_dung, l.ngay_tao, l.id`,
  );
}
