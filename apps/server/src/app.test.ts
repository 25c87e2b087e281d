import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganisation, createSignedInUser } from './test/factories';
import { startTestApp, type TestApp } from './test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ALLOWED_ORIGINS: 'https://benhvien.example' });
});
afterAll(async () => {
  await t.close();
});

describe('HTTP surface', () => {
  it('sends security headers with a CSP that fits the app', async () => {
    const result = await t.request('GET', '/api/v1/health');
    expect(result.status).toBe(200);
    const csp = result.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(result.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('allows only configured origins', async () => {
    const allowed = await t.request('GET', '/api/v1/health', {
      headers: { origin: 'https://benhvien.example' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://benhvien.example');
    const denied = await t.request('GET', '/api/v1/health', { headers: { origin: 'https://evil.example' } });
    expect(denied.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('serves the OpenAPI document at /api/docs', async () => {
    const response = await fetch(`${t.baseUrl}/api/docs/json`);
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/xac-thuc/dang-nhap',
        '/api/v1/to-chuc/danh-muc-khoa-kho-cua-toi',
        '/api/v1/du-lieu-he-thong/combobox-du-lieu-he-thong',
      ]),
    );
  });

  it('answers unknown API paths with a localised 404 envelope', async () => {
    const vi = await t.request('GET', '/api/v1/khong-ton-tai');
    expect(vi.status).toBe(404);
    expect(vi.body).toMatchObject({ success: false, message: 'Không tìm thấy đường dẫn API' });
    const en = await t.request('GET', '/api/v1/khong-ton-tai', { lang: 'en' });
    expect(en.body.message).toBe('API route not found');
  });

  it('refuses an oversized body without a 500', async () => {
    const result = await t.request('POST', '/api/v1/xac-thuc/dang-nhap', {
      rawBody: JSON.stringify({ ten_dang_nhap: 'x'.repeat(2_000_000) }),
    });
    expect(result.status).toBe(413);
    expect(result.body.success).toBe(false);
  });

  it('answers 401 to a caller without a valid token whatever the input, before any validation', async () => {
    const badQuery = await t.request('GET', '/api/v1/benh-nhan/danh-sach-benh-nhan', {
      query: { to_chuc: 'not-a-uuid', trang: -3 },
    });
    expect(badQuery.status).toBe(401);
    const badBody = await t.request('POST', '/api/v1/benh-nhan/tao-moi-benh-nhan', {
      rawBody: '{"ho_ten": ',
      token: 'not-a-token',
    });
    expect(badBody.status).toBe(401);
    const badParam = await t.request('GET', '/api/v1/benh-nhan/%00/chi-tiet-benh-nhan');
    expect(badParam.status).toBe(401);
    // Signed in but a member of no organisation, the caller is refused before the input is judged.
    const user = await createSignedInUser(t);
    const call = () =>
      t.request('GET', '/api/v1/benh-nhan/danh-sach-benh-nhan', {
        query: { to_chuc: 'not-a-uuid', trang: -3 },
        token: user.access_token,
      });
    expect((await call()).status).toBe(403);
    // A member, the same bad query is a validation error.
    await createOrganisation(t, user);
    expect((await call()).status).toBe(400);
  });
});
