import { describe, expect, it } from 'vitest';
import { setTranslate, translate } from './translate';

describe('translate', () => {
  it('returns the key itself when no translation is loaded', () => {
    expect(translate('common.default_error')).toBe('common.default_error');
  });

  it('can be replaced and restored', () => {
    const restore = setTranslate((key, options) => `${key}:${String(options?.count)}`);
    expect(translate('expiry.day', { count: 2 })).toBe('expiry.day:2');
    restore();
    expect(translate('expiry.day', { count: 2 })).toBe('expiry.day');
  });
});
