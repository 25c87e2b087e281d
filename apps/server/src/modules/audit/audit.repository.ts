import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { nhatKy } from '../../db/schema/index';
import { newId } from '../../platform/ids';

export interface AuditEntry {
  hanh_dong: string;
  to_chuc_id?: string | null;
  nguoi_dung_id?: string | null;
  doi_tuong?: string | null;
  doi_tuong_id?: string | null;
  ten_dang_nhap?: string | null;
  dia_chi_ip?: string | null;
  du_lieu?: Record<string, unknown> | null;
}

export async function insertAudit(exec: Executor, entry: AuditEntry): Promise<void> {
  await exec.insert(nhatKy).values({ id: newId(), ...entry });
}

/** Failed logins for a username from an address since a moment, and the oldest of them. */
export async function countLoginFailures(
  exec: Executor,
  username: string,
  ip: string,
  since: Date,
): Promise<{ failures: number; oldest: Date | null }> {
  const [row] = await exec
    .select({ failures: count(), oldest: min(nhatKy.ngay_tao) })
    .from(nhatKy)
    .where(
      and(
        eq(nhatKy.hanh_dong, 'LOGIN_FAILED'),
        eq(nhatKy.ten_dang_nhap, username),
        eq(nhatKy.dia_chi_ip, ip),
        gt(nhatKy.ngay_tao, since),
      ),
    );
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

/** Latest successful login of a username from an address (a success clears the failure count). */
export async function lastLoginSuccess(exec: Executor, username: string, ip: string): Promise<Date | null> {
  const [row] = await exec
    .select({ at: nhatKy.ngay_tao })
    .from(nhatKy)
    .where(and(eq(nhatKy.hanh_dong, 'LOGIN'), eq(nhatKy.ten_dang_nhap, username), eq(nhatKy.dia_chi_ip, ip)))
    .orderBy(desc(nhatKy.ngay_tao))
    .limit(1);
  return row?.at ?? null;
}

/** Makes the login attempts of one username from one address take turns until the transaction ends. */
export async function lockLoginAttempts(tx: Executor, username: string, ip: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`login:${username}:${ip}`}))`);
}
