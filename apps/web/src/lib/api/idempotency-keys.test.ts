import { describe, expect, it } from 'vitest';
import { IdempotencyKeys, isRetryable } from './idempotency-keys';

describe('IdempotencyKeys', () => {
  const counter = () => {
    let n = 0;
    return () => `key-${++n}`;
  };

  it('reuses the key when the same action is retried with the same body', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor('save', { a: 1 })).toBe('key-1');
    expect(keys.keyFor('save', { a: 1 })).toBe('key-1');
  });

  it('makes a new key for a changed body, another action, or after the action finished', () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor('save', { a: 1 })).toBe('key-1');
    expect(keys.keyFor('save', { a: 2 })).toBe('key-2');
    expect(keys.keyFor('approve', { a: 2 })).toBe('key-3');
    keys.done('save');
    expect(keys.keyFor('save', { a: 2 })).toBe('key-4');
  });

  it('retries only failures that may not have reached the server', () => {
    expect(isRetryable(0)).toBe(true);
    expect(isRetryable(503)).toBe(true);
    expect(isRetryable(409)).toBe(false);
  });
});
