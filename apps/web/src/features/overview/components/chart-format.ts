import { currentLocale, localeTag } from '../../../lib/i18n/dates';

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

/** `2026-03` as `03/2026`, the month format of the spec's dd/MM/yyyy dates. */
export function monthLabel(month: string): string {
  return `${month.slice(5, 7)}/${month.slice(0, 4)}`;
}
