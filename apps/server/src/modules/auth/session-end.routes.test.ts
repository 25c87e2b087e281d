import type { RefreshResponse } from '@kho/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { thietBi } from '../../db/schema/index';
import { createSignedInUser, signIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { LOGOUT, REFRESH } from './auth-test-paths';

const ME = '/api/v1/tai-khoan/thong-tin-ca-nhan';

let t: TestApp;
let other: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // A second instance on the same database and secret, as behind a load balancer.
  other = await startTestApp({ JWT_SECRET: t.config.jwtSecret }, { databaseUrl: t.databaseUrl });
});
afterAll(async () => {
  await other.close();
  await t.close();
});

const me = (app: TestApp, token: string, lang: 'vi' | 'en' = 'vi') => app.request('GET', ME, { token, lang });

/** Polls until `app` refuses `token` (every 20 ms, at most `withinMs`); answers the refusal. */
async function refusedWithin(app: TestApp, token: string, withinMs: number) {
  const started = Date.now();
  for (;;) {
    const result = await me(app, token);
    if (result.status !== 200 || Date.now() - started > withinMs) return result;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('logging out ends the access token at once', () => {
  it('refuses the logged-out token with a clear message; another device and a new sign-in go on', async () => {
    const phone = await createSignedInUser(t);
    const desk = await signIn(t, phone.username);
    expect((await me(t, phone.access_token)).status).toBe(200);

    const logout = await t.request('POST', LOGOUT, { token: phone.access_token, body: {} });
    expect(logout.status).toBe(200);
    const vi = await me(t, phone.access_token);
    expect(vi.status).toBe(401);
    expect(vi.body.message).toBe('Phiên đăng nhập này đã kết thúc (đã đăng xuất); vui lòng đăng nhập lại');
    expect((await me(t, phone.access_token, 'en')).body.message).toBe(
      'This sign-in session has ended (signed out); please sign in again',
    );
    expect((await me(t, desk.access_token)).status).toBe(200);

    const again = await signIn(t, phone.username, undefined, phone.device_id);
    expect((await me(t, again.access_token)).status).toBe(200);
    expect((await me(t, phone.access_token)).status).toBe(401);
  });

  it('ends it on every instance, told through the database rather than waiting for memory to lapse', async () => {
    const user = await createSignedInUser(t);
    // The other instance has just checked the token, so it remembers the session as current.
    expect((await me(other, user.access_token)).status).toBe(200);
    expect((await t.request('POST', LOGOUT, { token: user.access_token, body: {} })).status).toBe(200);
    // Well inside the 10 s the other instance would otherwise trust its memory.
    expect((await refusedWithin(other, user.access_token, 3_000)).status).toBe(401);
  });

  it('ends the device session when a used refresh token comes back (a stolen token)', async () => {
    const user = await createSignedInUser(t);
    const rotated = await t.request<RefreshResponse>('POST', REFRESH, {
      body: { refresh_token: user.refresh_token },
    });
    expect((await me(t, rotated.body.data.access_token)).status).toBe(200);
    const reuse = await t.request('POST', REFRESH, { body: { refresh_token: user.refresh_token } });
    expect(reuse.status).toBe(401);
    expect((await me(t, rotated.body.data.access_token)).status).toBe(401);
    expect((await me(t, user.access_token)).status).toBe(401);
  });

  it('does not remember a session number read while that session was ending', async () => {
    const user = await createSignedInUser(t);
    const claims = { userId: user.user.id, deviceId: user.device_id, session: 1 };
    const gate = t.context.sessions;
    gate.forget(claims.userId, claims.deviceId);
    // The read is in flight when the end of the session is announced...
    const reading = gate.isCurrent(claims);
    gate.forget(claims.userId, claims.deviceId);
    expect(await reading).toBe(true);
    await t.context.db
      .update(thietBi)
      .set({ phien_dang_nhap: 2 })
      .where(and(eq(thietBi.nguoi_dung_id, claims.userId), eq(thietBi.ma_thiet_bi, claims.deviceId)));
    // ...so the next check reads the database again instead of trusting what that read saw.
    expect(await gate.isCurrent(claims)).toBe(false);
  });

  it('a token refreshed in a later session of the device carries that session', async () => {
    const first = await createSignedInUser(t);
    await t.request('POST', LOGOUT, { token: first.access_token, body: {} });
    // The same device signs in again: its second session.
    const second = await signIn(t, first.username, undefined, first.device_id);
    const rotated = await t.request<RefreshResponse>('POST', REFRESH, {
      body: { refresh_token: second.refresh_token },
    });
    expect((await me(other, rotated.body.data.access_token)).status).toBe(200);
    expect((await me(other, first.access_token)).status).toBe(401);
  });
});
