import type { Locale } from '@kho/contracts';
import { localeTag } from './dates';
import { getLocale } from './storage';

/**
 * Quantities, money and shares in the user's language (1.234.567 in Vietnamese, 1,234,567 in
 * English). Amounts are Vietnamese đồng, which have no minor unit, so money shows no decimals.
 */
export function formatNumber(value: number | null | undefined, locale: Locale = getLocale()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 3 }).format(value);
}

export function formatMoney(value: number | null | undefined, locale: Locale = getLocale()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(localeTag(locale), { maximumFractionDigits: 0 }).format(value);
}

/** A share from 0..1 (0.834 -> "83,4%"). */
export function formatShare(value: number | null | undefined, locale: Locale = getLocale()): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return '';
  return new Intl.NumberFormat(localeTag(locale), { style: 'percent', maximumFractionDigits: 1 }).format(
    value,
  );
}
