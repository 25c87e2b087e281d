import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from './tokens';

const claims = { userId: 'user-1', deviceId: 'device-1', session: 3 };

describe('AccessTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a token it verified before with the same claims, and each caller its own copy', async () => {
    const tokens = new AccessTokens('a-secret-of-at-least-32-characters!!', 600);
    const token = await tokens.sign(claims);
    const first = await tokens.verify(token);
    expect(tokens.rememberedCount()).toBe(1);
    const again = await tokens.verify(token);
    expect(first).toMatchObject({ ok: true, claims });
    expect(again).toEqual(first);
    expect(tokens.rememberedCount()).toBe(1);
    if (again.ok) again.claims.userId = 'changed';
    expect(await tokens.verify(token)).toMatchObject({ ok: true, claims });
  });

  it('refuses a remembered token once it has expired', async () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-27T08:00:00Z'));
    const tokens = new AccessTokens('a-secret-of-at-least-32-characters!!', 60);
    const token = await tokens.sign(claims);
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-27T08:00:59Z'));
    expect((await tokens.verify(token)).ok).toBe(true);
    vi.setSystemTime(new Date('2026-11-27T08:01:00Z'));
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' });
    expect(tokens.rememberedCount()).toBe(0);
  });

  it('never remembers a refused token, nor one signed with another secret', async () => {
    const tokens = new AccessTokens('a-secret-of-at-least-32-characters!!', 600);
    const other = new AccessTokens('another-secret-of-32-characters-or-more', 600);
    const foreign = await other.sign(claims);
    expect(await tokens.verify(foreign)).toEqual({ ok: false, reason: 'invalid' });
    const token = await tokens.sign(claims);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.rememberedCount()).toBe(0);
    expect((await tokens.verify(token)).ok).toBe(true);
    expect(await tokens.verify(forged)).toEqual({ ok: false, reason: 'invalid' });
    expect(tokens.rememberedCount()).toBe(1);
  });

  it('keeps verifying correctly when more tokens arrive than it remembers', async () => {
    const tokens = new AccessTokens('a-secret-of-at-least-32-characters!!', 600, 2);
    const signed = await Promise.all(['a', 'b', 'c'].map((userId) => tokens.sign({ ...claims, userId })));
    for (const round of [1, 2])
      for (const [i, token] of signed.entries())
        expect(await tokens.verify(token), `round ${round}`).toMatchObject({
          ok: true,
          claims: { userId: ['a', 'b', 'c'][i] },
        });
    expect(tokens.rememberedCount()).toBe(2);
  });
});
