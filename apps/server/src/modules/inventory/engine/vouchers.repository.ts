import { eq, sql, type SQL } from 'drizzle-orm';
import { normalizeSearchText, type LoaiPhieu } from '@kho/contracts';
import { queryRows, type Executor } from '../../../db/client';
import { phieuKho, phieuKhoChiTiet, phieuKhoPhanBo } from '../../../db/schema/index';
import { allColumns, decodeRow, insertList, insertRows, setList } from '../../../db/table-rows';
import { mayActInWarehouse } from '../../organisations/organisations.repository';
import { notePeriodsLockedShared, periodClosed, periodsSharedLock } from './periods.repository';
import { jsonRecords } from '../../../db/json-records';

export type VoucherRow = typeof phieuKho.$inferSelect;
export type VoucherInsert = typeof phieuKho.$inferInsert;
export type LineRow = typeof phieuKhoChiTiet.$inferSelect;
export type LineInsert = typeof phieuKhoChiTiet.$inferInsert;
export type AllocationInsert = typeof phieuKhoPhanBo.$inferInsert;

/** Records other than vouchers numbered through the same counter table (patients, prescriptions, procurement requests). */
export type NumberedRecord = 'BENH_NHAN' | 'DON_THUOC' | 'DU_TRU_MUA_SAM';

/**
 * A numbered record's number as people read it: prefix, year, and the sequence on at least five
 * digits (PX-2026-00001). `numberAndTotalNewVoucher` writes the same form in SQL.
 */
export function formatRecordNumber(prefix: string, year: number, sequence: number): string {
  return `${prefix}-${year}-${String(sequence).padStart(5, '0')}`;
}

/** The next number of this kind in this year for the organisation (one row per year, row-locked). */
export async function nextVoucherNumber(
  tx: Executor,
  organisationId: string,
  kind: LoaiPhieu | NumberedRecord,
  year: number,
): Promise<number> {
  const rows = await queryRows<{ so_cuoi: number }>(
    tx,
    sql`insert into so_phieu_tu_tang (to_chuc_id, loai_phieu, nam, so_cuoi)
        values (${organisationId}, ${kind}, ${year}, 1)
        on conflict (to_chuc_id, loai_phieu, nam)
        do update set so_cuoi = so_phieu_tu_tang.so_cuoi + 1
        returning so_cuoi`,
  );
  return Number(rows[0]!.so_cuoi);
}

export async function insertVoucher(tx: Executor, values: VoucherInsert): Promise<VoucherRow> {
  const [row] = await tx.insert(phieuKho).values(values).returning();
  return row!;
}

/** A new voucher and its lines in one statement (the lines' foreign key is checked at its end). */
export async function insertVoucherWithLines(
  tx: Executor,
  values: VoucherInsert,
  lines: LineInsert[],
): Promise<void> {
  const voucher = sql`insert into phieu_kho ${insertList(phieuKho, [values])}`;
  if (lines.length === 0) await tx.execute(voucher);
  else
    await tx.execute(
      sql`with new_voucher as (${voucher}) insert into phieu_kho_chi_tiet ${insertRows(phieuKhoChiTiet, lines)}`,
    );
}

/** A locked voucher and whether the actor may act in each of its warehouses. */
export type LockedVoucher = VoucherRow & { may_act_kho: boolean; may_act_kho_nhan: boolean };

/**
 * The voucher row locked for the rest of the transaction; every state change starts here. The
 * same statement checks the actor's access to its warehouses and, with `lockPeriods`, takes the
 * organisation's shared period lock (before the row lock: no holder of the exclusive period lock
 * waits for a voucher row, so the order cannot deadlock).
 */
export async function lockVoucher(
  tx: Executor,
  organisationId: string,
  kind: LoaiPhieu,
  id: string,
  { actor, lockPeriods = false }: { actor: string; lockPeriods?: boolean },
): Promise<LockedVoucher | undefined> {
  const user = sql`${actor}::uuid`;
  const [raw] = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${allColumns(phieuKho, 'p')},
               ${mayActInWarehouse(user, sql`p.kho_id`)} as may_act_kho,
               ${mayActInWarehouse(user, sql`p.kho_nhan_id`)} as may_act_kho_nhan
               ${lockPeriods ? sql`, ${periodsSharedLock(organisationId)} as period_lock` : sql``}
        from phieu_kho p
        where p.id = ${id} and p.to_chuc_id = ${organisationId} and p.loai_phieu = ${kind}
        for update of p`,
  );
  // Found through the primary key; the organisation and kind are checked by the filter, below the
  // row lock, so another organisation's (or kind's) voucher is neither found nor locked, even for a
  // moment: a caller naming another hospital's voucher id never waits on, or holds up, its steps.
  if (!raw) return undefined;
  if (lockPeriods) notePeriodsLockedShared(tx, organisationId);
  return {
    ...decodeRow(phieuKho, raw),
    may_act_kho: raw.may_act_kho === true,
    may_act_kho_nhan: raw.may_act_kho_nhan === true,
  };
}

export async function updateVoucher(
  tx: Executor,
  id: string,
  values: Partial<VoucherInsert>,
): Promise<VoucherRow> {
  const [row] = await queryRows<Record<string, unknown>>(tx, voucherUpdate(id, values));
  return decodeRow(phieuKho, row!);
}

/**
 * `updateVoucher`'s statement, answering every column of the updated row (named: a prepared
 * statement's result must not change when a column is added), for a caller that reads more in
 * the same statement (`writeAndReadVoucher`). With `openMonth` it updates nothing when the month of
 * `date` is closed: the last statement of a step that holds the shared period lock checks the month
 * with its own write.
 */
export function voucherUpdate(
  id: string,
  values: Partial<VoucherInsert>,
  openMonth?: { organisationId: string; date: string },
): SQL {
  const condition = openMonth
    ? sql`and not ${periodClosed(openMonth.organisationId, openMonth.date)}`
    : sql``;
  return sql`update phieu_kho p set ${setList(phieuKho, { ...values, phien_ban: sql`p.phien_ban + 1`, ngay_cap_nhat: sql`now()` })}
        where p.id = ${id} ${condition} returning ${allColumns(phieuKho, 'p')}`;
}

export async function listLines(tx: Executor, voucherId: string): Promise<LineRow[]> {
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`select ${allColumns(phieuKhoChiTiet, 'c')} from phieu_kho_chi_tiet c where c.phieu_id = ${voucherId} order by c.stt`,
  );
  return rows.map((row) => decodeRow(phieuKhoChiTiet, row));
}

export async function insertLines(tx: Executor, lines: LineInsert[]): Promise<void> {
  if (lines.length > 0)
    await tx.execute(sql`insert into phieu_kho_chi_tiet ${insertRows(phieuKhoChiTiet, lines)}`);
}

/** Inserts lines and answers them as `listLines` would (in `stt` order), without reading them back. */
export async function insertLinesReturning(tx: Executor, lines: LineInsert[]): Promise<LineRow[]> {
  if (lines.length === 0) return [];
  const rows = await queryRows<Record<string, unknown>>(
    tx,
    sql`insert into phieu_kho_chi_tiet as c ${insertRows(phieuKhoChiTiet, lines)}
        returning ${allColumns(phieuKhoChiTiet, 'c')}`,
  );
  return rows.map((row) => decodeRow(phieuKhoChiTiet, row)).sort((a, b) => a.stt - b.stt);
}

/** Replaces the lines of a voucher that has never moved stock (its allocations go with them). */
export async function replaceLines(tx: Executor, voucherId: string, lines: LineInsert[]): Promise<void> {
  await tx.delete(phieuKhoPhanBo).where(eq(phieuKhoPhanBo.phieu_id, voucherId));
  await tx.delete(phieuKhoChiTiet).where(eq(phieuKhoChiTiet.phieu_id, voucherId));
  await insertLines(tx, lines);
}

/** In one statement, the rows as one JSON parameter (a 1 000-line voucher takes thousands of batches). */
export async function insertAllocations(tx: Executor, rows: AllocationInsert[]): Promise<void> {
  if (rows.length === 0) return;
  await tx.execute(sql`with ${allocationWrites(rows)} select 1`);
}

/** What an approver granted of one requisition line (0: none), and why less than asked. */
export interface GrantedLine {
  id: string;
  so_luong_duyet: number;
  ly_do_dieu_chinh: string | null;
}

interface PricingOptions {
  /** Also set the voucher's totals (false: a caller that sets them in its last statement). */
  totals: boolean;
}

/** Unit cost over the quantity asked. */
interface PricedAsAsked extends PricingOptions {
  per: 'asked';
}

/**
 * A requisition's approval: unit cost over the quantity granted, which the same update writes on
 * every line. A line updated twice in one transaction has its references checked again, so one
 * update serves both.
 */
interface PricedAsGranted extends PricingOptions {
  per: 'granted';
  granted: GrantedLine[];
}

/** How an outgoing voucher's lines are valued once their batches are known: the cost of what they take. */
export type OutgoingPricing = PricedAsAsked | PricedAsGranted;

/**
 * `insertAllocations` as CTE definitions (`new_allocations`) for a statement that writes more,
 * and with `pricing`, the lines priced from the voucher's allocations, these included (`priced`,
 * `priced_voucher`): the stock, its ledger and the allocations are then one round trip.
 */
export function allocationWrites(
  rows: AllocationInsert[],
  pricing?: OutgoingPricing & { voucherId: string },
): SQL {
  const values = rows.map((r) => ({
    id: r.id,
    to_chuc_id: r.to_chuc_id,
    phieu_id: r.phieu_id,
    chi_tiet_id: r.chi_tiet_id,
    kho_id: r.kho_id,
    lo_hang_id: r.lo_hang_id,
    so_luong: r.so_luong,
  }));
  const insert = sql`new_allocations as (
        insert into phieu_kho_phan_bo (id, to_chuc_id, phieu_id, chi_tiet_id, kho_id, lo_hang_id, so_luong)
        select r.id, r.to_chuc_id, r.phieu_id, r.chi_tiet_id, r.kho_id, r.lo_hang_id, r.so_luong
        from ${jsonRecords(values)}
          as r(id uuid, to_chuc_id uuid, phieu_id uuid, chi_tiet_id uuid, kho_id uuid, lo_hang_id uuid,
               so_luong numeric)
        returning chi_tiet_id, lo_hang_id, so_luong)`;
  if (!pricing) return insert;
  const { voucherId } = pricing;
  // The statement does not see its own inserts in the table: the new allocations come from RETURNING.
  const allocations = sql`(select chi_tiet_id, lo_hang_id, so_luong from phieu_kho_phan_bo where phieu_id = ${voucherId}
        union all select chi_tiet_id, lo_hang_id, so_luong from new_allocations)`;
  const priced = sql`priced as (${allocatedLineValues(allocations, pricing, voucherId)} returning c.id, c.thanh_tien, c.ngay_dao_nguoc)`;
  if (!pricing.totals) return sql`${insert}, ${priced}`;
  return sql`${insert}, ${priced}, priced_voucher as (
        update phieu_kho p set ${voucherTotals(sql`priced`)} where p.id = ${voucherId})`;
}

export async function deleteAllocations(tx: Executor, voucherId: string): Promise<void> {
  await tx.delete(phieuKhoPhanBo).where(eq(phieuKhoPhanBo.phieu_id, voucherId));
}

/** The line values of outgoing allocations (chi_tiet_id, lo_hang_id, so_luong), per line: cost of the batches taken. */
function allocatedLineValues(allocations: SQL, pricing: OutgoingPricing, voucherId: string): SQL {
  const values = sql`(select a.chi_tiet_id, round(sum(a.so_luong * b.don_gia), 2) as thanh_tien
              from ${allocations} a join lo_hang b on b.id = a.lo_hang_id
              group by a.chi_tiet_id)`;
  if (pricing.per === 'asked') {
    return sql`update phieu_kho_chi_tiet c
        set thanh_tien = v.thanh_tien, don_gia = round(v.thanh_tien / c.so_luong, 4)
        from ${values} v
        where c.id = v.chi_tiet_id`;
  }
  // A line granted nothing takes no batch and keeps its value. The values are one object keyed by
  // line, made once (a CTE read by an InitPlan): joined to the granted lines, which PostgreSQL
  // guesses at one row (a JSON parameter's 100 against the voucher's lines), they were planned as a
  // loop over every line's value per line, 1 000 x 1 000 rows, once the lines' statistics grew.
  const cost = sql`((select costs from line_costs) ->> g.id::text)::numeric`;
  return sql`with line_costs as (
          select coalesce(jsonb_object_agg(x.chi_tiet_id, x.thanh_tien), '{}') as costs from ${values} x)
        update phieu_kho_chi_tiet c
        set so_luong_duyet = g.so_luong_duyet, ly_do_dieu_chinh = g.ly_do_dieu_chinh,
            thanh_tien = coalesce(${cost}, c.thanh_tien),
            don_gia = coalesce(round(${cost} / g.so_luong_duyet, 4), c.don_gia)
        from ${jsonRecords(pricing.granted)} as g(id uuid, so_luong_duyet numeric, ly_do_dieu_chinh text)
        where c.id = g.id and c.phieu_id = ${voucherId}`;
}

export async function clearOutgoingPrices(tx: Executor, voucherId: string): Promise<void> {
  await tx
    .update(phieuKhoChiTiet)
    .set({ thanh_tien: null, don_gia: null })
    .where(eq(phieuKhoChiTiet.phieu_id, voucherId));
  await refreshTotals(tx, voucherId);
}

/**
 * The voucher's line count and value, as the SET of an update of `phieu_kho p`. `priced` names a
 * CTE of lines (id, thanh_tien, ngay_dao_nguoc) valued by the same statement, whose new values its
 * reads of the lines do not see yet: those count instead of the old. The other lines are found
 * with `not in` (a hashed lookup whatever PostgreSQL guesses of the CTE's size; a join to it,
 * guessed at one row, was planned as a loop over it per line: 1 000 x 1 000 rows).
 */
function voucherTotals(priced?: SQL): SQL {
  const lines = sql`phieu_kho_chi_tiet c where c.phieu_id = p.id and c.ngay_dao_nguoc is null`;
  const value = priced
    ? sql`coalesce((select sum(c.thanh_tien) from ${lines} and c.id not in (select id from ${priced})), 0)
          + coalesce((select sum(thanh_tien) from ${priced} where ngay_dao_nguoc is null), 0)`
    : sql`coalesce((select sum(c.thanh_tien) from ${lines}), 0)`;
  return sql`
  tong_tien = ${value},
  so_dong = (select count(*) from phieu_kho_chi_tiet where phieu_id = p.id)`;
}

/** The voucher's line count and value; a line reversed on its own stays a line but adds no value. */
export async function refreshTotals(tx: Executor, voucherId: string): Promise<void> {
  await tx.execute(sql`update phieu_kho p set ${voucherTotals()} where p.id = ${voucherId}`);
}

/**
 * Numbers a voucher this transaction wrote under a placeholder number (its id) and sets its line
 * count and value, as the transaction's last statement: the kind's next number of the year
 * (PX-2026-00001), and the search key with it. The year's number row, which every voucher of the
 * kind waits for, is then held only until the commit that follows, not while the lines are
 * written and the stock moves.
 */
export async function numberAndTotalNewVoucher(
  tx: Executor,
  voucher: NewVoucherNumbering,
  searchParts: (string | null | undefined)[],
): Promise<string> {
  const numbering = numberAndTotalStatement(voucher, searchParts, sql`p.so_phieu`);
  const rows = await queryRows<{ so_phieu: string }>(tx, sql`with ${numbering.with} ${numbering.write}`);
  return rows[0]!.so_phieu;
}

/** What numbers a new voucher: its id, organisation, kind, the year and the kind's prefix. */
export interface NewVoucherNumbering {
  id: string;
  to_chuc_id: string;
  loai_phieu: LoaiPhieu;
  year: number;
  prefix: string;
}

/**
 * `numberAndTotalNewVoucher`'s statement: the CTEs that take the number (`with`), and the voucher's
 * update answering `returning` (`write`), for a caller that reads more in the same statement.
 */
export function numberAndTotalStatement(
  voucher: NewVoucherNumbering,
  searchParts: (string | null | undefined)[],
  returning: SQL = allColumns(phieuKho, 'p'),
): { with: SQL; write: SQL } {
  const rest = voucherSearchKey(searchParts);
  // The number in formatRecordNumber's form, built in SQL: it is taken in this same statement.
  return {
    with: sql`taken as (
          insert into so_phieu_tu_tang (to_chuc_id, loai_phieu, nam, so_cuoi)
          values (${voucher.to_chuc_id}, ${voucher.loai_phieu}, ${voucher.year}, 1)
          on conflict (to_chuc_id, loai_phieu, nam)
          do update set so_cuoi = so_phieu_tu_tang.so_cuoi + 1
          returning so_cuoi::text as n
        ), numbered as (
          select ${`${voucher.prefix}-${voucher.year}-`} || case when length(n) < 5 then lpad(n, 5, '0') else n end
                 as so_phieu
          from taken
        )`,
    write: sql`update phieu_kho p set
          so_phieu = numbered.so_phieu,
          tu_khoa = lower(numbered.so_phieu) || ${rest === '' ? '' : ` ${rest}`},
          ${voucherTotals()}
        from numbered
        where p.id = ${voucher.id}
        returning ${returning}`,
  };
}

/** Search key: number, parties, invoice, reason and notes, accent-folded. */
export function voucherSearchKey(parts: (string | null | undefined)[]): string {
  return normalizeSearchText(parts.filter(Boolean).join(' '));
}
