import type { LoginResponse, RefreshResponse } from '@kho/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nhatKy } from '../../db/schema/index';
import { createSignedInUser, refreshCookieOf, TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { LOGIN, LOGOUT, REFRESH } from './auth-test-paths';

const ALLOWED_ORIGIN = 'https://kho.benhvien.vn';
const THIRTY_DAYS = 30 * 86_400;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ALLOWED_ORIGINS: ALLOWED_ORIGIN });
});
afterAll(async () => {
  await t.close();
});

/** The Set-Cookie line of the refresh token, its attributes lower-cased for comparison. */
function refreshCookieLine(headers: Headers): { value: string; attributes: string[] } {
  const line = headers.getSetCookie().find((cookie) => cookie.startsWith('refresh-token='));
  if (!line) throw new Error(`no refresh-token cookie in ${JSON.stringify(headers.getSetCookie())}`);
  const [pair, ...attributes] = line.split(';').map((part) => part.trim());
  return { value: pair!.slice('refresh-token='.length), attributes: attributes.map((a) => a.toLowerCase()) };
}

/** A refresh carrying only the cookie, as the browser sends it. */
function refreshWithCookie(token: string, headers: Record<string, string> = {}) {
  return t.request<RefreshResponse>('POST', REFRESH, {
    body: {},
    headers: { cookie: `refresh-token=${token}`, ...headers },
  });
}

describe('the refresh-token cookie', () => {
  it('is set at login HttpOnly, SameSite=Lax, on the auth path, for 30 days, and not on http Secure', async () => {
    const { username } = await createSignedInUser(t);
    const login = await t.request<LoginResponse>('POST', LOGIN, {
      body: { ten_dang_nhap: username, mat_khau: TEST_PASSWORD },
    });
    expect(login.status).toBe(200);
    expect(login.body.data).not.toHaveProperty('refresh_token');
    const { value, attributes } = refreshCookieLine(login.headers);
    expect(value.length).toBeGreaterThan(30);
    expect(attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/api/v1/xac-thuc', `max-age=${THIRTY_DAYS}`]),
    );
    expect(attributes).not.toContain('secure');
  });

  it('refreshes from the cookie alone and rotates it with the same attributes', async () => {
    const session = await createSignedInUser(t);
    const first = await refreshWithCookie(session.refresh_token);
    expect(first.status).toBe(200);
    expect(first.body.data.access_token.split('.')).toHaveLength(3);
    expect(first.body.data).not.toHaveProperty('refresh_token');
    const rotated = refreshCookieLine(first.headers);
    expect(rotated.value).not.toBe(session.refresh_token);
    expect(rotated.attributes).toEqual(
      expect.arrayContaining(['httponly', 'samesite=lax', 'path=/api/v1/xac-thuc', `max-age=${THIRTY_DAYS}`]),
    );
    expect((await refreshWithCookie(rotated.value)).status).toBe(200);
  });

  it('still revokes the family when a rotated cookie is presented again', async () => {
    const session = await createSignedInUser(t);
    const rotated = refreshCookieOf((await refreshWithCookie(session.refresh_token)).headers);
    const reuse = await refreshWithCookie(session.refresh_token);
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe(42);
    expect((await refreshWithCookie(rotated)).status).toBe(401);
    const audit = await t.context.db
      .select()
      .from(nhatKy)
      .where(eq(nhatKy.hanh_dong, 'REFRESH_TOKEN_REUSED'));
    expect(audit.some((entry) => entry.nguoi_dung_id === session.user.id)).toBe(true);
  });

  it('accepts a body token that agrees with the cookie and refuses one that does not, spending neither', async () => {
    const session = await createSignedInUser(t);
    const other = await createSignedInUser(t);
    const mismatch = await t.request('POST', REFRESH, {
      body: { refresh_token: other.refresh_token },
      headers: { cookie: `refresh-token=${session.refresh_token}` },
      lang: 'en',
    });
    expect(mismatch.status).toBe(401);
    expect(mismatch.body.code).toBe(42);
    expect(mismatch.body.message).toContain('does not match');
    const agreeing = await t.request('POST', REFRESH, {
      body: { refresh_token: session.refresh_token },
      headers: { cookie: `refresh-token=${session.refresh_token}` },
    });
    expect(agreeing.status).toBe(200);
    expect((await refreshWithCookie(other.refresh_token)).status).toBe(200);
  });

  it('is cleared at logout, and the token it held no longer refreshes', async () => {
    const session = await createSignedInUser(t);
    const logout = await t.request('POST', LOGOUT, { token: session.access_token, body: {} });
    expect(logout.status).toBe(200);
    const { value, attributes } = refreshCookieLine(logout.headers);
    expect(value).toBe('');
    expect(attributes).toContain('path=/api/v1/xac-thuc');
    expect(attributes.some((a) => a === 'max-age=0' || a.startsWith('expires=thu, 01 jan 1970'))).toBe(true);
    expect((await refreshWithCookie(session.refresh_token)).status).toBe(401);
  });
});

describe('cross-site protection of the calls that use the cookie', () => {
  it('refuses a refresh from another origin, worded in the caller language, and spends nothing', async () => {
    const session = await createSignedInUser(t);
    const crossSite = await refreshWithCookie(session.refresh_token, {
      origin: 'https://evil.example',
      'accept-language': 'en',
    });
    expect(crossSite.status).toBe(403);
    expect(crossSite.body.code).toBe(43);
    expect(crossSite.body.message).toContain('other sites are refused');
    expect(crossSite.headers.getSetCookie()).toEqual([]);
    expect((await refreshWithCookie(session.refresh_token)).status).toBe(200);
  });

  it('refuses a refresh whose body is not JSON (what an HTML form can send)', async () => {
    const session = await createSignedInUser(t);
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded']) {
      const result = await t.request('POST', REFRESH, {
        rawBody: contentType === 'text/plain' ? '{}' : 'a=b',
        headers: { cookie: `refresh-token=${session.refresh_token}`, 'content-type': contentType },
      });
      expect(result.status).toBe(403);
      expect(result.body.message).toContain('JSON');
    }
    const noBody = await t.raw('POST', REFRESH, {
      headers: { cookie: `refresh-token=${session.refresh_token}` },
    });
    expect(noBody.status).toBe(403);
    expect((await refreshWithCookie(session.refresh_token)).status).toBe(200);
  });

  it('accepts its own origin and the allowed origins', async () => {
    const session = await createSignedInUser(t);
    const own = await refreshWithCookie(session.refresh_token, { origin: t.baseUrl });
    expect(own.status).toBe(200);
    const allowed = await refreshWithCookie(refreshCookieOf(own.headers), { origin: ALLOWED_ORIGIN });
    expect(allowed.status).toBe(200);
  });

  it('refuses a login from another origin', async () => {
    const { username } = await createSignedInUser(t);
    const result = await t.request('POST', LOGIN, {
      body: { ten_dang_nhap: username, mat_khau: TEST_PASSWORD },
      headers: { origin: 'https://evil.example' },
    });
    expect(result.status).toBe(403);
    expect(result.headers.getSetCookie()).toEqual([]);
  });

  it('ignores X-Forwarded-Proto when no proxy is trusted', async () => {
    const session = await createSignedInUser(t);
    const result = await refreshWithCookie(session.refresh_token, { 'x-forwarded-proto': 'https' });
    expect(result.status).toBe(200);
    expect(refreshCookieLine(result.headers).attributes).not.toContain('secure');
  });
});

describe('behind a trusted https proxy', () => {
  let proxied: TestApp;
  beforeAll(async () => {
    proxied = await startTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await proxied.close();
  });

  it('marks the cookie Secure and takes the proxy origin as its own', async () => {
    const { username } = await createSignedInUser(proxied);
    const forwarded = { 'x-forwarded-proto': 'https', 'x-forwarded-host': 'kho.benhvien.vn' };
    const login = await proxied.request('POST', LOGIN, {
      body: { ten_dang_nhap: username, mat_khau: TEST_PASSWORD },
      headers: { ...forwarded, origin: 'https://kho.benhvien.vn' },
    });
    expect(login.status).toBe(200);
    const cookie = refreshCookieLine(login.headers);
    expect(cookie.attributes).toContain('secure');
    const refreshed = await proxied.request('POST', REFRESH, {
      body: {},
      headers: { ...forwarded, origin: 'https://kho.benhvien.vn', cookie: `refresh-token=${cookie.value}` },
    });
    expect(refreshed.status).toBe(200);
    expect(refreshCookieLine(refreshed.headers).attributes).toContain('secure');
  });
});
