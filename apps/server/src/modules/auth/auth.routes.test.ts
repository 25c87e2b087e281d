import type { LoginResponse, User } from '@kho/contracts';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nguoiDung, nhatKy } from '../../db/schema/index';
import {
  createSignedInUser,
  refreshCookieOf,
  signIn,
  TEST_PASSWORD,
  uniqueUsername,
} from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { LOGIN, REGISTER } from './auth-test-paths';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

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
    // The refresh token travels only in its HttpOnly cookie, never in a body a page script reads.
    expect(data).not.toHaveProperty('refresh_token');
    expect(refreshCookieOf(result.headers).length).toBeGreaterThan(30);
    expect(data.device_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(data.user).toEqual({
      id: expect.any(String),
      ten_dang_nhap: username,
      ho_ten: 'Nguyễn Văn Test',
      email: `${username}@benhvien.vn`,
      so_dien_thoai: null,
      so_to_chuc_tham_gia: 0,
      ngon_ngu: 'vi',
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

  it('counts parallel guesses one after another: never more failures than the limit get through', async () => {
    const { username } = await createSignedInUser(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        t.request('POST', LOGIN, { body: { ten_dang_nhap: username, mat_khau: 'wrong-pass-2' } }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
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
      ngon_ngu: 'vi',
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
