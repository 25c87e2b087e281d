import type { RefreshResponse, User } from '@kho/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maLamMoi, nguoiDung, nhatKy, thietBi } from '../../db/schema/index';
import { createSignedInUser, refreshCookieOf, signIn, TEST_PASSWORD } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { DEVICE, LOGOUT, PROFILE, REFRESH } from './auth-test-paths';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('xac-thuc-lai (refresh rotation)', () => {
  it('rotates: a new pair each time, the old refresh token no longer works', async () => {
    const session = await createSignedInUser(t);
    const first = await t.request<RefreshResponse>('POST', REFRESH, {
      body: { refresh_token: session.refresh_token },
    });
    expect(first.status).toBe(200);
    expect(refreshCookieOf(first.headers)).not.toBe(session.refresh_token);
    const second = await t.request<RefreshResponse>('POST', REFRESH, {
      body: { refresh_token: refreshCookieOf(first.headers) },
    });
    expect(second.status).toBe(200);
    const me = await t.request<User>('GET', '/api/v1/tai-khoan/thong-tin-ca-nhan', {
      token: second.body.data.access_token,
    });
    expect(me.body.data.id).toBe(session.user.id);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const session = await createSignedInUser(t);
    const rotated = await t.request<RefreshResponse>('POST', REFRESH, {
      body: { refresh_token: session.refresh_token },
    });
    const reuse = await t.request('POST', REFRESH, { body: { refresh_token: session.refresh_token } });
    expect(reuse.status).toBe(401);
    expect(reuse.body.message).toContain('thu hồi');
    // The token that was legitimately issued after rotation is revoked too.
    const afterReuse = await t.request('POST', REFRESH, {
      body: { refresh_token: refreshCookieOf(rotated.headers) },
    });
    expect(afterReuse.status).toBe(401);
    const audit = await t.context.db
      .select()
      .from(nhatKy)
      .where(eq(nhatKy.hanh_dong, 'REFRESH_TOKEN_REUSED'));
    expect(audit.some((a) => a.nguoi_dung_id === session.user.id)).toBe(true);
  });

  it('lets exactly one of two simultaneous refreshes with the same token win', async () => {
    const session = await createSignedInUser(t);
    const results = await Promise.all([
      t.request('POST', REFRESH, { body: { refresh_token: session.refresh_token } }),
      t.request('POST', REFRESH, { body: { refresh_token: session.refresh_token } }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 401]);
  });

  it('rejects unknown, empty and oversized tokens', async () => {
    expect((await t.request('POST', REFRESH, { body: { refresh_token: 'khong-hop-le' } })).status).toBe(401);
    expect((await t.request('POST', REFRESH, { body: { refresh_token: '' } })).status).toBe(400);
    expect((await t.request('POST', REFRESH, { body: { refresh_token: 'x'.repeat(10_240) } })).status).toBe(
      400,
    );
    // No token in the body and no cookie: nothing to refresh with.
    expect((await t.request('POST', REFRESH, { body: {} })).status).toBe(401);
  });
});

describe('private calls and token expiry', () => {
  it('answers 401 without a token and 401 for a forged one', async () => {
    expect((await t.request('GET', '/api/v1/tai-khoan/thong-tin-ca-nhan')).status).toBe(401);
    const forged = await t.request('GET', '/api/v1/tai-khoan/thong-tin-ca-nhan', {
      token: 'eyJhbGciOiJub25lIn0.e30.',
    });
    expect(forged.status).toBe(401);
    expect(forged.body.code).not.toBe(41);
  });

  it('answers 401 code 41 for an expired token; refresh then retry succeeds', async () => {
    // Long enough that the refreshed token is still fresh for the retry on a loaded machine.
    const shortLived = await startTestApp({ ACCESS_TOKEN_TTL: '4s' });
    try {
      const session = await createSignedInUser(shortLived);
      await new Promise((resolve) => setTimeout(resolve, 4100));
      const expired = await shortLived.request('GET', '/api/v1/tai-khoan/thong-tin-ca-nhan', {
        token: session.access_token,
      });
      expect(expired.status).toBe(401);
      expect(expired.body.code).toBe(41);
      const refreshed = await shortLived.request<RefreshResponse>('POST', REFRESH, {
        body: { refresh_token: session.refresh_token },
      });
      expect(refreshed.status).toBe(200);
      const retry = await shortLived.request<User>('GET', '/api/v1/tai-khoan/thong-tin-ca-nhan', {
        token: refreshed.body.data.access_token,
      });
      expect(retry.status).toBe(200);
      expect(retry.body.data.id).toBe(session.user.id);
    } finally {
      await shortLived.close();
    }
  });
});

describe('dang-xuat and cap-nhat-thiet-bi', () => {
  it('stores the push subscription and organisations; logout revokes the device tokens and drops it', async () => {
    const session = await createSignedInUser(t);
    const subscription = JSON.stringify({
      endpoint: 'https://push.example/abc',
      keys: { p256dh: 'k', auth: 'a' },
    });
    const update = await t.request('POST', DEVICE, {
      token: session.access_token,
      body: { device_id: session.device_id, fcm_token: subscription, organizations: [] },
    });
    expect(update.status).toBe(200);
    const [device] = await t.context.db
      .select()
      .from(thietBi)
      .where(eq(thietBi.ma_thiet_bi, session.device_id));
    expect(device!.fcm_token).toBe(subscription);

    const logout = await t.request('POST', LOGOUT, {
      token: session.access_token,
      body: { device_id: session.device_id, fcm_token: subscription },
    });
    expect(logout.status).toBe(200);
    expect(logout.body.message).toBe('Đăng xuất thành công');
    const [after] = await t.context.db
      .select()
      .from(thietBi)
      .where(eq(thietBi.ma_thiet_bi, session.device_id));
    expect(after!.fcm_token).toBeNull();
    const tokens = await t.context.db
      .select()
      .from(maLamMoi)
      .where(eq(maLamMoi.nguoi_dung_id, session.user.id));
    expect(tokens.every((r) => r.ngay_thu_hoi !== null)).toBe(true);
    expect(
      (await t.request('POST', REFRESH, { body: { refresh_token: session.refresh_token } })).status,
    ).toBe(401);
  });

  it('refuses organisations the caller is not a member of', async () => {
    const session = await createSignedInUser(t);
    const result = await t.request('POST', DEVICE, {
      token: session.access_token,
      body: {
        device_id: session.device_id,
        fcm_token: null,
        organizations: ['01900000-0000-7000-8000-000000000000'],
      },
    });
    expect(result.status).toBe(403);
    const bad = await t.request('POST', DEVICE, {
      token: session.access_token,
      body: { device_id: session.device_id, fcm_token: 'x'.repeat(10_240), organizations: ['not-a-uuid'] },
    });
    expect(bad.status).toBe(400);
  });
});

describe('cap-nhat-thong-tin-ca-nhan', () => {
  it('updates name, email and phone and keeps so_to_chuc_tham_gia', async () => {
    const session = await createSignedInUser(t);
    const result = await t.request<User>('POST', PROFILE, {
      token: session.access_token,
      body: {
        ho_ten: 'Nguyễn Văn Đổi',
        email: `doi.${session.username}@bv.vn`,
        so_dien_thoai: '0901 234 567',
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Cập nhật thông tin cá nhân thành công');
    expect(result.body.data).toMatchObject({
      ho_ten: 'Nguyễn Văn Đổi',
      so_dien_thoai: '0901 234 567',
      so_to_chuc_tham_gia: 0,
    });
  });

  it('changes the password only with the right current password', async () => {
    const session = await createSignedInUser(t);
    const base = { ho_ten: 'A B', email: session.user.email };
    const wrong = await t.request<{ errors: { path: string }[] }>('POST', PROFILE, {
      token: session.access_token,
      body: { ...base, mat_khau_hien_tai: 'khong-dung-1', mat_khau_moi: 'MatKhauMoi9' },
    });
    expect(wrong.status).toBe(409);
    expect(wrong.body.data.errors[0]!.path).toBe('mat_khau_hien_tai');
    const missing = await t.request('POST', PROFILE, {
      token: session.access_token,
      body: { ...base, mat_khau_moi: 'MatKhauMoi9' },
    });
    expect(missing.status).toBe(400);
    await signIn(t, session.username); // unchanged so far
    const ok = await t.request('POST', PROFILE, {
      token: session.access_token,
      body: { ...base, mat_khau_hien_tai: TEST_PASSWORD, mat_khau_moi: 'MatKhauMoi9' },
    });
    expect(ok.status).toBe(200);
    await expect(signIn(t, session.username)).rejects.toThrow();
    await signIn(t, session.username, 'MatKhauMoi9');
  });

  it("refuses another user's email", async () => {
    const a = await createSignedInUser(t);
    const b = await createSignedInUser(t);
    const result = await t.request('POST', PROFILE, {
      token: a.access_token,
      body: { ho_ten: 'A', email: b.user.email },
    });
    expect(result.status).toBe(409);
  });
});

describe('bad input on private calls', () => {
  it.each([
    [PROFILE, {}],
    [PROFILE, { ho_ten: 42, email: ['a'] }],
    [PROFILE, { ho_ten: 'x'.repeat(10_240), email: 'a@b.vn' }],
    [PROFILE, { ho_ten: 'A', email: "a@b.vn'; drop table nguoi_dung; --" }],
    [PROFILE, { ho_ten: 'A', email: 'a@b.vn', so_dien_thoai: '<b>0901</b>' }],
    [DEVICE, {}],
    [DEVICE, { device_id: 'x'.repeat(10_240), fcm_token: null }],
    [DEVICE, { device_id: 'd', fcm_token: 5 }],
    [LOGOUT, { device_id: 42 }],
  ])('%s rejects %j with 400 and changes nothing', async (path, body) => {
    const session = await createSignedInUser(t);
    const result = await t.request<{ errors: unknown[] }>('POST', path, {
      token: session.access_token,
      body,
    });
    expect(result.status).toBe(400);
    expect(result.body.data.errors.length).toBeGreaterThan(0);
    const [row] = await t.context.db.select().from(nguoiDung).where(eq(nguoiDung.id, session.user.id));
    expect(row!.ho_ten).toBe('Nguyễn Văn Test');
    const tokens = await t.context.db
      .select()
      .from(maLamMoi)
      .where(eq(maLamMoi.nguoi_dung_id, session.user.id));
    expect(tokens.every((r) => r.ngay_thu_hoi === null)).toBe(true);
  });
});
