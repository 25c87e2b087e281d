import { describe, expect, it } from 'vitest';
import { newId } from './ids';

const V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newId', () => {
  it('makes RFC 9562 version-7 ids carrying the time they were made', () => {
    const before = Date.now();
    const id = newId();
    const after = Date.now();
    expect(id).toMatch(V7);
    const ms = parseInt(id.replace(/-/g, '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });

  it('makes distinct ids that sort in the order they were made, many in one millisecond', () => {
    const ids = Array.from({ length: 100_000 }, () => newId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
    for (const id of ids.slice(0, 1000)) expect(id).toMatch(V7);
  });

  it('keeps counting up when the clock steps back', () => {
    const later = Date.now() + 60_000;
    const first = newId(later);
    const second = newId(later - 5_000);
    const third = newId(later);
    expect(second > first).toBe(true);
    expect(third > second).toBe(true);
    expect(parseInt(second.replace(/-/g, '').slice(0, 12), 16)).toBe(later);
  });

  it('writes dates far ahead in the 48-bit field', () => {
    const year3000 = Date.UTC(3000, 0, 1);
    const id = newId(year3000);
    expect(parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(year3000);
  });
});
