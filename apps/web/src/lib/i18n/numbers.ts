import type { Locale } from '@kho/contracts';
import { currentLocale, localeTag } from './dates';

/** Intl.NumberFormat is costly to build: one per language and style, reused. */
const formatters = new Map<string, Intl.NumberFormat>();
function formatter(locale: Locale, style: 'number' | 'money' | 'share'): Intl.NumberFormat {
  const key = `${locale}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    const options: Intl.NumberFormatOptions =
      style === 'share'
        ? { style: 'percent', maximumFractionDigits: 1 }
        : { maximumFractionDigits: style === 'money' ? 0 : 3 };
    found = new Intl.NumberFormat(localeTag(locale), options);
    formatters.set(key, found);
  }
  return found;
}

/**
 * Quantities, money and shares in the user's language (1.234.567 in Vietnamese, 1,234,567 in
 * English). Amounts are Vietnamese đồng, which have no minor unit, so money shows no decimals.
 */
export function formatNumber(value: number | null | undefined, locale: Locale = currentLocale()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatter(locale, 'number').format(value);
}

export function formatMoney(value: number | null | undefined, locale: Locale = currentLocale()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatter(locale, 'money').format(value);
}

/** A share from 0..1 (0.834 -> "83,4%"). */
export function formatShare(value: number | null | undefined, locale: Locale = currentLocale()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return formatter(locale, 'share').format(value);
}

const compact = new Map<string, Intl.NumberFormat>();

/** Axis ticks of money: "1,2 Tr" / "1.2M", so a tick never crowds its neighbour on a phone. */
export function formatCompactMoney(value: number): string {
  const tag = localeTag(currentLocale());
  let found = compact.get(tag);
  if (!found) {
    found = new Intl.NumberFormat(tag, { notation: 'compact', maximumFractionDigits: 1 });
    compact.set(tag, found);
  }
  return found.format(value);
}
