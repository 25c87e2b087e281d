import { describe, expect, it } from 'vitest';
import { decideAccess, isBotUserAgent } from './guards';

describe('decideAccess', () => {
  it('lets a signed-out user open login and registration', () => {
    expect(decideAccess({ requiresAuth: false, authenticated: false })).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user away from login and registration to "/"', () => {
    expect(decideAccess({ requiresAuth: false, authenticated: true })).toEqual({
      kind: 'redirect',
      to: '/',
      clearSession: false,
    });
  });

  it('clears credentials and sends a signed-out user on a private page to the login page', () => {
    expect(decideAccess({ requiresAuth: true, authenticated: false })).toEqual({
      kind: 'redirect',
      to: '/dang-nhap',
      clearSession: true,
    });
    expect(
      decideAccess({
        requiresAuth: true,
        authenticated: false,
        requiresOrganisation: true,
        hasOrganisation: true,
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/dang-nhap',
      clearSession: true,
    });
  });

  it('lets a signed-in user open private pages', () => {
    expect(decideAccess({ requiresAuth: true, authenticated: true })).toEqual({ kind: 'allow' });
    expect(
      decideAccess({
        requiresAuth: true,
        authenticated: true,
        requiresOrganisation: true,
        hasOrganisation: true,
      }),
    ).toEqual({ kind: 'allow' });
  });

  it('sends a signed-in user without an organisation from a module page to "/" to pick one', () => {
    expect(
      decideAccess({
        requiresAuth: true,
        authenticated: true,
        requiresOrganisation: true,
        hasOrganisation: false,
      }),
    ).toEqual({
      kind: 'redirect',
      to: '/',
      clearSession: false,
    });
  });
});

describe('isBotUserAgent', () => {
  it('recognises crawlers, lighthouse and link previews', () => {
    expect(isBotUserAgent('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)')).toBe(
      true,
    );
    expect(isBotUserAgent('Mozilla/5.0 ... Chrome-Lighthouse')).toBe(true);
    expect(isBotUserAgent('facebookexternalhit/1.1')).toBe(true);
    expect(isBotUserAgent('Mozilla/5.0 (compatible; bingbot/2.0)')).toBe(true);
    expect(isBotUserAgent('Google-InspectionTool/1.0')).toBe(true);
  });

  it('treats ordinary browsers as people', () => {
    expect(
      isBotUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36',
      ),
    ).toBe(false);
  });
});
