import { describe, expect, it } from 'vitest';
import { inRequestMemo, readOncePerRequest, rememberForRequest } from './request-memo';

/** A read that counts how often it ran and answers what it is told. */
function counted<T>(answers: (() => Promise<T>)[]) {
  let calls = 0;
  return {
    read: () => answers[Math.min(calls++, answers.length - 1)]!(),
    calls: () => calls,
  };
}

const member = { vai_tro: 'DUOC_SI' };
const kept = (value: unknown) => value !== undefined;

describe('readOncePerRequest', () => {
  it('reads once per request and key, even when two steps ask at the same moment', async () => {
    const source = counted([() => Promise.resolve(member)]);
    await inRequestMemo(async () => {
      const [a, b] = await Promise.all([
        readOncePerRequest('m:1', source.read, kept),
        readOncePerRequest('m:1', source.read, kept),
      ]);
      expect(await readOncePerRequest('m:1', source.read, kept)).toBe(member);
      expect([a, b]).toEqual([member, member]);
      await readOncePerRequest('m:2', source.read, kept);
    });
    expect(source.calls()).toBe(2);
  });

  it('keeps nothing from one request to the next, nor outside a request', async () => {
    const source = counted([() => Promise.resolve(member)]);
    await inRequestMemo(() => readOncePerRequest('m:1', source.read, kept));
    await inRequestMemo(() => readOncePerRequest('m:1', source.read, kept));
    await readOncePerRequest('m:1', source.read, kept);
    await readOncePerRequest('m:1', source.read, kept);
    expect(source.calls()).toBe(4);
  });

  it('asks again after an answer it does not keep (not a member yet) and after a failed read', async () => {
    const source = counted<{ vai_tro: string } | undefined>([
      () => Promise.resolve(undefined),
      () => Promise.reject(new Error('connection lost')),
      () => Promise.resolve(member),
    ]);
    await inRequestMemo(async () => {
      expect(await readOncePerRequest('m:1', source.read, kept)).toBeUndefined();
      await expect(readOncePerRequest('m:1', source.read, kept)).rejects.toThrow('connection lost');
      expect(await readOncePerRequest('m:1', source.read, kept)).toBe(member);
      expect(await readOncePerRequest('m:1', source.read, kept)).toBe(member);
    });
    expect(source.calls()).toBe(3);
  });

  it('answers what another read remembered for the request (the date read with the membership), in that request only', async () => {
    const source = counted([() => Promise.resolve('2026-11-27')]);
    await inRequestMemo(async () => {
      rememberForRequest('today:org', '2026-11-26');
      expect(await readOncePerRequest('today:org', source.read, kept)).toBe('2026-11-26');
    });
    expect(source.calls()).toBe(0);
    await inRequestMemo(async () => {
      expect(await readOncePerRequest('today:org', source.read, kept)).toBe('2026-11-27');
    });
    expect(source.calls()).toBe(1);
  });
});
