import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@kho/contracts';

const locales = path.resolve(import.meta.dirname, '../../../public/locales');

/** Every key path of a locale file (nested objects joined with dots), plural forms as i18next names them. */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

// Plural forms differ by language (Vietnamese has one, English two): compared without the suffix.
const withoutPlural = (key: string) => key.replace(/_(zero|one|two|few|many|other)$/, '');

function read(locale: string, file: string): unknown {
  return JSON.parse(readFileSync(path.join(locales, locale, file), 'utf8'));
}

describe('the locale files', () => {
  const files = readdirSync(path.join(locales, 'vi')).filter((f) => f.endsWith('.json'));

  it('exist for every namespace in every language', () => {
    for (const locale of LOCALES) {
      expect(
        readdirSync(path.join(locales, locale))
          .filter((f) => f.endsWith('.json'))
          .sort(),
      ).toEqual([...files].sort());
    }
  });

  // Each language is complete (Vietnamese the source, English every key of it), so neither needs a
  // fallback language, and a screen loads its texts in one language only (i18n.ts).
  it.each(files)('%s has the same keys in every language', (file) => {
    const source = new Set(keysOf(read('vi', file)).map(withoutPlural));
    for (const locale of LOCALES) {
      const keys = new Set(keysOf(read(locale, file)).map(withoutPlural));
      expect(
        [...source].filter((k) => !keys.has(k)),
        `${locale}/${file} lacks`,
      ).toEqual([]);
      expect(
        [...keys].filter((k) => !source.has(k)),
        `${locale}/${file} has more than vi`,
      ).toEqual([]);
    }
  });
});
