import type { Locale as DateFnsLocale } from 'date-fns';
import { enUS, vi } from 'date-fns/locale';
import type { Locale } from '@kho/contracts';
import { WEEK_STARTS_ON } from './dates';

const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { vi, en: enUS };

/** The date-fns locale with the week starting on Sunday, for the date pickers. */
export function dateFnsLocale(locale: Locale): DateFnsLocale {
  const base = DATE_FNS_LOCALES[locale];
  return { ...base, options: { ...base.options, weekStartsOn: WEEK_STARTS_ON } };
}
