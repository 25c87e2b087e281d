import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { maLamMoi, thietBi } from '../../db/schema/index';
import { newId } from '../../platform/ids';

export type RefreshTokenRow = typeof maLamMoi.$inferSelect;
export type DeviceRow = typeof thietBi.$inferSelect;

export async function insertRefreshToken(
  exec: Executor,
  values: Omit<typeof maLamMoi.$inferInsert, 'id'>,
): Promise<void> {
  await exec.insert(maLamMoi).values({ id: newId(), ...values });
}

export async function findRefreshTokenByHash(
  exec: Executor,
  hash: string,
): Promise<RefreshTokenRow | undefined> {
  const [row] = await exec.select().from(maLamMoi).where(eq(maLamMoi.token_hash, hash)).limit(1);
  return row;
}

/**
 * Marks a token used if nobody used it first. The conditional update makes two simultaneous
 * refreshes with the same token end in one success and one reuse.
 */
export async function claimRefreshToken(exec: Executor, id: string): Promise<boolean> {
  const rows = await exec
    .update(maLamMoi)
    .set({ ngay_su_dung: new Date() })
    .where(and(eq(maLamMoi.id, id), isNull(maLamMoi.ngay_su_dung), isNull(maLamMoi.ngay_thu_hoi)))
    .returning({ id: maLamMoi.id });
  return rows.length === 1;
}

export async function revokeFamily(exec: Executor, family: string): Promise<void> {
  await exec
    .update(maLamMoi)
    .set({ ngay_thu_hoi: new Date() })
    .where(and(eq(maLamMoi.ho_token, family), isNull(maLamMoi.ngay_thu_hoi)));
}

export async function revokeDeviceTokens(exec: Executor, userId: string, deviceId: string): Promise<void> {
  await exec
    .update(maLamMoi)
    .set({ ngay_thu_hoi: new Date() })
    .where(
      and(
        eq(maLamMoi.nguoi_dung_id, userId),
        eq(maLamMoi.ma_thiet_bi, deviceId),
        isNull(maLamMoi.ngay_thu_hoi),
      ),
    );
}

/** Creates or refreshes the device record; `fcm_token` is only touched when given. */
export async function upsertDevice(
  exec: Executor,
  values: {
    nguoi_dung_id: string;
    ma_thiet_bi: string;
    fcm_token?: string | null;
    to_chuc_ids?: string[];
    user_agent?: string | null;
  },
): Promise<number> {
  const set: Partial<DeviceRow> = { ngay_cap_nhat: new Date() };
  if (values.fcm_token !== undefined) set.fcm_token = values.fcm_token;
  if (values.to_chuc_ids !== undefined) set.to_chuc_ids = values.to_chuc_ids;
  if (values.user_agent !== undefined) set.user_agent = values.user_agent;
  const [row] = await exec
    .insert(thietBi)
    .values({ id: newId(), ...values, to_chuc_ids: values.to_chuc_ids ?? [] })
    .onConflictDoUpdate({ target: [thietBi.nguoi_dung_id, thietBi.ma_thiet_bi], set })
    .returning({ session: thietBi.phien_dang_nhap });
  return row!.session;
}

/** Ends the device's sign-in session: access tokens carrying the old session number stop working. */
export async function endDeviceSession(exec: Executor, userId: string, deviceId: string): Promise<void> {
  await exec
    .update(thietBi)
    .set({ phien_dang_nhap: sql`${thietBi.phien_dang_nhap} + 1`, ngay_cap_nhat: new Date() })
    .where(and(eq(thietBi.nguoi_dung_id, userId), eq(thietBi.ma_thiet_bi, deviceId)));
}

export async function findDevice(
  exec: Executor,
  userId: string,
  deviceId: string,
): Promise<DeviceRow | undefined> {
  const [row] = await exec
    .select()
    .from(thietBi)
    .where(and(eq(thietBi.nguoi_dung_id, userId), eq(thietBi.ma_thiet_bi, deviceId)))
    .limit(1);
  return row;
}
