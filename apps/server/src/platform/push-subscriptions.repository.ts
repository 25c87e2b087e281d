import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Locale } from '@kho/contracts';
import type { Executor } from '../db/client';
import { nguoiDung, thietBi } from '../db/schema/index';

// The Web Push subscriptions stored on the devices (`thiet_bi.fcm_token`), for the push sender.

export async function listPushSubscriptions(
  exec: Executor,
  userId: string,
): Promise<{ id: string; fcm_token: string }[]> {
  const rows = await exec
    .select({ id: thietBi.id, fcm_token: thietBi.fcm_token })
    .from(thietBi)
    .where(and(eq(thietBi.nguoi_dung_id, userId), sql`${thietBi.fcm_token} is not null`));
  return rows.filter((r): r is { id: string; fcm_token: string } => r.fcm_token !== null);
}

export async function clearPushSubscription(exec: Executor, deviceRowId: string): Promise<void> {
  await exec
    .update(thietBi)
    .set({ fcm_token: null, ngay_cap_nhat: new Date() })
    .where(eq(thietBi.id, deviceRowId));
}

/** The stored language of each of the users (`nguoi_dung.ngon_ngu`); unknown users are left out. */
export async function listUserLanguages(
  exec: Executor,
  userIds: readonly string[],
): Promise<Map<string, Locale>> {
  if (userIds.length === 0) return new Map();
  const rows = await exec
    .select({ id: nguoiDung.id, ngon_ngu: nguoiDung.ngon_ngu })
    .from(nguoiDung)
    .where(inArray(nguoiDung.id, [...userIds]));
  return new Map(rows.map((r) => [r.id, r.ngon_ngu === 'en' ? 'en' : 'vi']));
}
