import type { LoginResponse, RefreshResponse, User } from '@kho/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maLamMoi, nguoiDung, nhatKy, thietBi } from '../../db/schema/index';
import { createSignedInUser, signIn, TEST_PASSWORD, uniqueUsername } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const LOGIN = '/api/v1/xac-thuc/dang-nhap';
const REGISTER = '/api/v1/xac-thuc/dang-ky';
const REFRESH = '/api/v1/xac-thuc/xac-thuc-lai';
const LOGOUT = '/api/v1/xac-thuc/dang-xuat';
const DEVICE = '/api/v1/xac-thuc/cap-nhat-thiet-bi';
const PROFILE = '/api/v1/tai-khoan/cap-nhat-thong-tin-ca-nhan';

async function userCount() {
  const [row] = await t.context.db.select({ n: count() }).from(nguoiDung);
  return row!.n;
}

describe('dang-nhap', () => {
  it('answers the spec shape with tokens, a new device id and the user', async () => {
    const { username } = await createSignedInUser(t);
    const result = await t.request<LoginResponse>('POST', LOGIN, {
      body: {
        ten_dang_nhap: username,
        mat_khau: TEST_PASSWORD,
        ghi_nho: true,
        device_id: null,
        fcm_token: null,
      },
    });
    expect(result.status).toBe(200);
    expect(result.body.success).toBe(true);
    expect(result.body.message).toBe('Đăng nhập thành công');
    const { data } = result.body;
    expect(data.access_token.split('.')).toHaveLength(3);
    expect(data.refresh_token.length).toBeGreaterThan(30);
    expect(data.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.user).toEqual({
      id: expect.any(String),
      ten_dang_nhap: username,
      ho_ten: 'Nguyễn Văn Test',
      email: `${username}@benhvien.vn`,
      so_dien_thoai: null,
      so_to_chuc_tham_gia: 0,
    });
    expect(JSON.stringify(data)).not.toContain('mat_khau');
  });

  it('keeps the device id the client sends', async () => {
    const { username } = await createSignedInUser(t);
    const login = await signIn(t, username, TEST_PASSWORD, 'browser-abc-123');
    expect(login.device_id).toBe('browser-abc-123');
  });

  it('refuses a wrong password in the caller language and logs the failure without the password', async () => {
    const { username } = await createSignedInUser(t);
    const vi = await t.request('POST', LOGIN, {
      body: { ten_dang_nhap: username, mat_khau: 'sai-mat-khau-1' },
    });
    expect(vi.status).toBe(401);
    expect(vi.body).toMatchObject({ success: false, message: 'Tên đăng nhập hoặc mật khẩu không đúng' });
    const en = await t.request('POST', LOGIN, {
      lang: 'en',
      body: { ten_dang_nhap: username, mat_khau: 'sai-mat-khau-1' },
    });
    expect(en.body.message).toBe('Wrong username or password');
    const rows = await t.context.db.select().from(nhatKy).where(eq(nhatKy.ten_dang_nhap, username));
    expect(rows.filter((r) => r.hanh_dong === 'LOGIN_FAILED')).toHaveLength(2);
    expect(JSON.stringify(rows)).not.toContain('sai-mat-khau-1');
  });

  it('answers the same for an unknown user', async () => {
    const result = await t.request('POST', LOGIN, {
      body: { ten_dang_nhap: 'khong.ton.tai', mat_khau: 'abcdefgh1' },
    });
    expect(result.status).toBe(401);
    expect(result.body.message).toBe('Tên đăng nhập hoặc mật khẩu không đúng');
  });

  it('limits failed logins per username and address, then answers 429 with the wait', async () => {
    const { username } = await createSignedInUser(t);
    for (let i = 0; i < 5; i += 1) {
      const r = await t.request('POST', LOGIN, {
        body: { ten_dang_nhap: username, mat_khau: 'wrong-pass-1' },
      });
      expect(r.status).toBe(401);
    }
    const limited = await t.request('POST', LOGIN, {
      body: { ten_dang_nhap: username, mat_khau: TEST_PASSWORD },
    });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/thử lại sau \d+ phút/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another username from the same address is not affected.
    const other = await createSignedInUser(t);
    expect(other.access_token).toBeTruthy();
  });

  it.each([
    ['missing fields', {}],
    ['wrong types', { ten_dang_nhap: 42, mat_khau: ['x'] }],
    ['10 kB strings', { ten_dang_nhap: 'a'.repeat(10_240), mat_khau: 'b'.repeat(10_240) }],
    ['bad device id type', { ten_dang_nhap: 'admin', mat_khau: 'x', device_id: { a: 1 } }],
  ])('rejects %s with 400 and field errors', async (_name, body) => {
    const result = await t.request<{ errors: { path: string; message: string }[] }>('POST', LOGIN, { body });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
    expect(result.body.data.errors.length).toBeGreaterThan(0);
  });

  it('treats SQL in the username as text', async () => {
    const result = await t.request('POST', LOGIN, {
      body: { ten_dang_nhap: "admin' OR '1'='1", mat_khau: "' OR 1=1 --" },
    });
    expect(result.status).toBe(401);
  });

  it('rejects a body that is not JSON', async () => {
    const result = await t.request('POST', LOGIN, { rawBody: '{"ten_dang_nhap": ' });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe('Dữ liệu gửi lên không đúng định dạng JSON');
  });
});

describe('dang-ky', () => {
  it('creates an account with a hashed password', async () => {
    const username = uniqueUsername('ds');
    const result = await t.request<User>('POST', REGISTER, {
      body: {
        ten_dang_nhap: username,
        mat_khau: 'Duocsi2026',
        ho_ten: 'DS. Phạm Thu Hà',
        email: `${username}@bv.vn`,
      },
    });
    expect(result.status).toBe(201);
    expect(result.body.data).toMatchObject({
      ten_dang_nhap: username,
      ho_ten: 'DS. Phạm Thu Hà',
      so_to_chuc_tham_gia: 0,
    });
    const [row] = await t.context.db.select().from(nguoiDung).where(eq(nguoiDung.ten_dang_nhap, username));
    expect(row!.mat_khau_hash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken username or email with a clear message and writes nothing', async () => {
    const existing = await createSignedInUser(t);
    const before = await userCount();
    const sameName = await t.request<{ errors: { path: string }[] }>('POST', REGISTER, {
      body: { ten_dang_nhap: existing.username, mat_khau: 'abcdefgh1', ho_ten: 'A', email: 'moi@bv.vn' },
    });
    expect(sameName.status).toBe(409);
    expect(sameName.body.message).toBe('Tên đăng nhập đã được sử dụng');
    expect(sameName.body.data.errors[0]!.path).toBe('ten_dang_nhap');
    const sameEmail = await t.request('POST', REGISTER, {
      lang: 'en',
      body: {
        ten_dang_nhap: uniqueUsername(),
        mat_khau: 'abcdefgh1',
        ho_ten: 'A',
        email: existing.user.email.toUpperCase(),
      },
    });
    expect(sameEmail.status).toBe(409);
    expect(sameEmail.body.message).toBe('This email is already used by another account');
    expect(await userCount()).toBe(before);
  });

  it.each([
    ['short username', { ten_dang_nhap: 'ab' }, 'ten_dang_nhap'],
    ['upper-case username', { ten_dang_nhap: 'NguyenVan' }, 'ten_dang_nhap'],
    ['accented username', { ten_dang_nhap: 'nguyễn' }, 'ten_dang_nhap'],
    ['password without digit', { mat_khau: 'abcdefghij' }, 'mat_khau'],
    ['password without letter', { mat_khau: '1234567890' }, 'mat_khau'],
    ['short password', { mat_khau: 'ab1' }, 'mat_khau'],
    ['bad email', { email: 'not-an-email' }, 'email'],
    ['empty name', { ho_ten: '   ' }, 'ho_ten'],
    ['10 kB name', { ho_ten: 'x'.repeat(10_240) }, 'ho_ten'],
  ])('rejects %s', async (_name, patch, field) => {
    const before = await userCount();
    const body = {
      ten_dang_nhap: uniqueUsername(),
      mat_khau: 'abcdefgh1',
      ho_ten: 'Nguyễn A',
      email: `${uniqueUsername()}@bv.vn`,
      ...patch,
    };
    const result = await t.request<{ errors: { path: string; message: string }[] }>('POST', REGISTER, {
      body,
    });
    expect(result.status).toBe(400);
    expect(result.body.data.errors.map((e) => e.path)).toContain(field);
    expect(await userCount()).toBe(before);
  });

  it('stores HTML in a name as plain text', async () => {
    const username = uniqueUsername();
    const result = await t.request<User>('POST', REGISTER, {
      body: {
        ten_dang_nhap: username,
        mat_khau: 'abcdefgh1',
        ho_ten: '<script>alert(1)</script>',
        email: `${username}@bv.vn`,
      },
    });
    expect(result.status).toBe(201);
    expect(result.body.data.ho_ten).toBe('<script>alert(1)</script>');
  });
});

describe('xac-thuc-lai (refresh rotation)', () => {
  it('rotates: a new pair each time, the old refresh token no longer works', async () => {
    const session = await createSignedInUser(t);
    const first = await t.request<RefreshResponse>('POST', REFRESH, {
      body: { refresh_token: session.refresh_token },
    });
    expect(first.status).toBe(200);
    expect(first.body.data.refresh_token).not.toBe(session.refresh_token);
    const second = await t.request<RefreshResponse>('POST', REFRESH, {
      body: { refresh_token: first.body.data.refresh_token },
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
      body: { refresh_token: rotated.body.data.refresh_token },
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
    expect((await t.request('POST', REFRESH, { body: {} })).status).toBe(400);
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
