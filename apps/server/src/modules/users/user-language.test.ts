import { eq } from 'drizzle-orm';
import type { User } from '@kho/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nguoiDung } from '../../db/schema/index';
import { localisedPushes } from '../../platform/push';
import { createSignedInUser, signIn } from '../../test/factories';
import { startTestApp, type TestApp } from '../../test/harness';
import { translate } from '../../platform/i18n/i18n';

const LANGUAGE = '/api/v1/tai-khoan/cap-nhat-ngon-ngu';
const ME = '/api/v1/tai-khoan/thong-tin-ca-nhan';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const storedLanguage = async (userId: string) =>
  (await t.context.db.select().from(nguoiDung).where(eq(nguoiDung.id, userId)))[0]!;

describe('cap-nhat-ngon-ngu (the language stored on the user)', () => {
  it('starts as Vietnamese, changes with the call, and the current-user call and a new login return it', async () => {
    const session = await createSignedInUser(t);
    expect(session.user.ngon_ngu).toBe('vi');

    const changed = await t.request<User>('PUT', LANGUAGE, {
      token: session.access_token,
      lang: 'en',
      body: { ngon_ngu: 'en' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.message).toBe('Language saved');
    expect(changed.body.data).toMatchObject({ id: session.user.id, ngon_ngu: 'en' });
    expect((await storedLanguage(session.user.id)).ngon_ngu).toBe('en');

    const me = await t.request<User>('GET', ME, { token: session.access_token });
    expect(me.body.data.ngon_ngu).toBe('en');
    // A new device (no locale cookie yet) learns the language from the login answer.
    const elsewhere = await signIn(t, session.username, undefined, 'new-device');
    expect(elsewhere.user.ngon_ngu).toBe('en');

    const back = await t.request<User>('PUT', LANGUAGE, {
      token: session.access_token,
      body: { ngon_ngu: 'vi' },
    });
    expect(back.body.message).toBe('Đã lưu ngôn ngữ');
    expect((await storedLanguage(session.user.id)).ngon_ngu).toBe('vi');
  });

  it('is idempotent: the same language again answers the same and changes nothing', async () => {
    const session = await createSignedInUser(t);
    const first = await t.request<User>('PUT', LANGUAGE, {
      token: session.access_token,
      body: { ngon_ngu: 'en' },
    });
    const before = await storedLanguage(session.user.id);
    const again = await t.request<User>('PUT', LANGUAGE, {
      token: session.access_token,
      body: { ngon_ngu: 'en' },
    });
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first.body.data);
    const after = await storedLanguage(session.user.id);
    expect(after.ngon_ngu).toBe('en');
    expect(after.ngay_cap_nhat.getTime()).toBe(before.ngay_cap_nhat.getTime());
  });

  it('refuses another language or a missing one with a clear message and keeps the stored one', async () => {
    const session = await createSignedInUser(t);
    const french = await t.request<{ errors: { path: string; message: string }[] }>('PUT', LANGUAGE, {
      token: session.access_token,
      lang: 'en',
      body: { ngon_ngu: 'fr' },
    });
    expect(french.status).toBe(400);
    expect(french.body.data.errors).toEqual([{ path: 'ngon_ngu', message: 'The language must be vi or en' }]);
    const missing = await t.request<{ errors: { path: string; message: string }[] }>('PUT', LANGUAGE, {
      token: session.access_token,
      body: {},
    });
    expect(missing.status).toBe(400);
    expect(missing.body.data.errors[0]!.path).toBe('ngon_ngu');
    expect((await storedLanguage(session.user.id)).ngon_ngu).toBe('vi');
    expect((await t.request('PUT', LANGUAGE, { body: { ngon_ngu: 'en' } })).status).toBe(401);
  });
});

describe('push in the recipient language', () => {
  it("builds each recipient's push in their stored language, whatever the sender uses", async () => {
    const sender = await createSignedInUser(t);
    const english = await createSignedInUser(t);
    const vietnamese = await createSignedInUser(t);
    await t.request('PUT', LANGUAGE, { token: english.access_token, body: { ngon_ngu: 'en' } });
    // The sender works in Vietnamese: their request language must not leak into the pushes.
    await t.request('PUT', LANGUAGE, { token: sender.access_token, lang: 'vi', body: { ngon_ngu: 'vi' } });

    const built: string[] = [];
    const pushes = await localisedPushes(
      t.context.db,
      [english.user.id, vietnamese.user.id, '01900000-0000-7000-8000-000000000000'],
      (locale) => {
        built.push(locale);
        return { notification: { title: translate(locale, 'account.language_updated') } };
      },
    );
    expect(pushes).toEqual([
      { userId: english.user.id, locale: 'en', message: { notification: { title: 'Language saved' } } },
      { userId: vietnamese.user.id, locale: 'vi', message: { notification: { title: 'Đã lưu ngôn ngữ' } } },
    ]);
    // One message per language, however many recipients share it; an unknown user gets nothing.
    expect(built.sort()).toEqual(['en', 'vi']);
  });
});
