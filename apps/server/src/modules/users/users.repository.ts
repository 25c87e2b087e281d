import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { Locale, User } from '@kho/contracts';
import type { Executor } from '../../db/client';
import { nguoiDung, thanhVienToChuc } from '../../db/schema/index';

export type UserRow = typeof nguoiDung.$inferSelect;

export async function findUserByUsername(exec: Executor, username: string): Promise<UserRow | undefined> {
  const [row] = await exec.select().from(nguoiDung).where(eq(nguoiDung.ten_dang_nhap, username)).limit(1);
  return row;
}

export async function findUserById(exec: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await exec.select().from(nguoiDung).where(eq(nguoiDung.id, id)).limit(1);
  return row;
}

export async function isEmailTaken(exec: Executor, email: string, exceptUserId?: string): Promise<boolean> {
  const [row] = await exec
    .select({ id: nguoiDung.id })
    .from(nguoiDung)
    .where(
      and(
        sql`lower(${nguoiDung.email}) = lower(${email})`,
        exceptUserId ? ne(nguoiDung.id, exceptUserId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertUser(exec: Executor, values: typeof nguoiDung.$inferInsert): Promise<UserRow> {
  const [row] = await exec.insert(nguoiDung).values(values).returning();
  return row!;
}

export async function updateUser(
  exec: Executor,
  id: string,
  values: Partial<Pick<UserRow, 'ho_ten' | 'email' | 'so_dien_thoai' | 'mat_khau_hash' | 'ngon_ngu'>>,
): Promise<UserRow> {
  const [row] = await exec
    .update(nguoiDung)
    .set({ ...values, ngay_cap_nhat: new Date() })
    .where(eq(nguoiDung.id, id))
    .returning();
  return row!;
}

export async function countActiveMemberships(exec: Executor, userId: string): Promise<number> {
  const [row] = await exec
    .select({ n: count() })
    .from(thanhVienToChuc)
    .where(and(eq(thanhVienToChuc.nguoi_dung_id, userId), eq(thanhVienToChuc.hoat_dong, true)));
  return row?.n ?? 0;
}

/** The public shape of a user (never the hash). */
export function toUser(row: UserRow, organisationCount: number): User {
  return {
    id: row.id,
    ten_dang_nhap: row.ten_dang_nhap,
    ho_ten: row.ho_ten,
    email: row.email,
    so_dien_thoai: row.so_dien_thoai,
    so_to_chuc_tham_gia: organisationCount,
    ngon_ngu: asLocale(row.ngon_ngu),
  };
}

/** The stored language as the API's enum (the column's check allows only these two). */
export function asLocale(value: string): Locale {
  return value === 'en' ? 'en' : 'vi';
}
