import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Executor } from '../../../db/client';
import { lastClosedMonthKey, organisationTodayKey, readOncePerRequest } from '../../../platform/request-memo';

/**
 * A shared lock on the organisation's periods for the rest of the transaction: movements run side
 * by side, while closing a month (exclusive) waits for them and they wait for it.
 */
export async function lockPeriodsShared(tx: Executor, organisationId: string): Promise<void> {
  if (sharedHeld.get(tx)?.has(organisationId)) return;
  await tx.execute(sql`select ${periodsSharedLock(organisationId)}`);
  notePeriodsLockedShared(tx, organisationId);
}

/** The shared lock as an expression, for a statement that takes it with other locks (`lockVoucher`). */
export const periodsSharedLock = (organisationId: string): SQL =>
  sql`pg_advisory_xact_lock_shared(hashtextextended(${`ky_khoa_so:${organisationId}`}, 0))`;

/** Transactions that hold the shared lock already (by organisation): `lockPeriodsShared` skips them. */
const sharedHeld = new WeakMap<Executor, Set<string>>();

/** Records that a statement of `tx` took `periodsSharedLock` (it is held until the transaction ends). */
export function notePeriodsLockedShared(tx: Executor, organisationId: string): void {
  const held = sharedHeld.get(tx) ?? new Set<string>();
  held.add(organisationId);
  sharedHeld.set(tx, held);
}

export async function lockPeriodsExclusive(tx: Executor, organisationId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`ky_khoa_so:${organisationId}`}, 0))`);
}

/**
 * The organisation's month-end balances, for the rest of the transaction: writing a closed month's
 * balances and reopening a month take it, so the balances are written one month at a time, in
 * order, and a month is not reopened while its balances are being written. Movements never take
 * it (decision 0042).
 */
export async function lockMonthBalances(tx: Executor, organisationId: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${monthBalancesLockKey(organisationId)}, 0))`,
  );
}

/** The text `lockMonthBalances` hashes into its advisory lock (tests hold the same lock). */
export const monthBalancesLockKey = (organisationId: string) => `so_du_thang:${organisationId}`;

/**
 * Whether the month of `date` is closed for the organisation: closing a month closes the months
 * before it too, so the month-end balances kept for the reports never change (decision 0011).
 */
export async function isPeriodClosed(exec: Executor, organisationId: string, date: string): Promise<boolean> {
  const rows = await queryRows<{ closed: boolean }>(
    exec,
    sql`select ${periodClosed(organisationId, date)} as closed`,
  );
  return rows[0]?.closed === true;
}

/**
 * The organisation's last closed month (its first day), or null; read once per request (the
 * caller's membership check usually has it already). For a check before a transaction: one inside
 * it uses `isPeriodClosed` or `periodClosed`, which see a month closed meanwhile.
 */
export function lastClosedMonth(exec: Executor, organisationId: string): Promise<string | null> {
  return readOncePerRequest(
    lastClosedMonthKey(organisationId),
    async () => {
      const rows = await queryRows<{ thang: string | null }>(
        exec,
        sql`select max(thang)::text as thang from ky_khoa_so where to_chuc_id = ${organisationId}`,
      );
      return rows[0]?.thang ?? null;
    },
    () => true,
  );
}

/** Whether `date` falls in a closed month, given the last closed month: `isPeriodClosed` without a read. */
export function inClosedMonth(closedThrough: string | null, date: string): boolean {
  return closedThrough !== null && closedThrough >= `${date.slice(0, 7)}-01`;
}

/** `isPeriodClosed` as a boolean expression, for a statement that checks it with its own work. */
export const periodClosed = (organisationId: string, date: string): SQL =>
  sql`exists(select 1 from ky_khoa_so where to_chuc_id = ${organisationId}
        and thang >= date_trunc('month', ${date}::date)::date)`;

/**
 * Today in the organisation's time zone (business dates, architecture.md); read once per request
 * (the caller's membership check usually has it already).
 */
export function organisationToday(exec: Executor, organisationId: string): Promise<string> {
  return readOncePerRequest(
    organisationTodayKey(organisationId),
    async () => {
      const rows = await queryRows<{ today: string }>(
        exec,
        sql`select (now() at time zone mui_gio)::date::text as today from to_chuc where id = ${organisationId}`,
      );
      return rows[0]?.today ?? new Date().toISOString().slice(0, 10);
    },
    () => true,
  );
}
