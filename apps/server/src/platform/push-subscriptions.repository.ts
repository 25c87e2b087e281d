import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { thietBi } from '../db/schema/index';

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
