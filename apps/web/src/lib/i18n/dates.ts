/**
 * Date display (spec §5, §9). Every formatter takes a Date, an ISO string, a `dd/MM/yyyy` string
 * or epoch milliseconds and answers '' for empty or invalid input, so tables never show
 * "Invalid Date".
 */
import { format, isValid, parse, parseISO } from 'date-fns';
import type { Locale as DateFnsLocale } from 'date-fns';
import { enUS, vi } from 'date-fns/locale';
import type { Locale } from '@kho/contracts';
import i18next from 'i18next';
import { getLocale, isLocale } from '../session/storage';

export const DATE_FORMATS = {
  dateTimeStart: 'HH:mm:ss dd/MM/yyyy',
  dateTimeEnd: 'dd/MM/yyyy HH:mm:ss',
  date: 'dd/MM/yyyy',
  fullTime: 'HH:mm:ss',
  time: 'HH:mm',
  short: 'dd/MM/yy',
  long: 'dd MMMM yyyy',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/** Week starts on Sunday (spec §9). */
export const WEEK_STARTS_ON = 0;

export type DateInput = Date | string | number | null | undefined;

const LOCALE_TAGS: Record<Locale, string> = { vi: 'vi-VN', en: 'en-US' };
const DATE_FNS_LOCALES: Record<Locale, DateFnsLocale> = { vi, en: enUS };

/** BCP 47 tag for Intl APIs: vi -> vi-VN, en -> en-US. */
/**
 * The language on screen: i18next's (a property read) once it runs, else the stored one. Lists of
 * a thousand lines format thousands of dates and numbers; reading the cookie for each one shows.
 */
export function currentLocale(): Locale {
  const language = i18next.language;
  return isLocale(language) ? language : getLocale();
}

export function localeTag(locale: Locale = currentLocale()): string {
  return LOCALE_TAGS[locale];
}

/** The date-fns locale with the week starting on Sunday, for formatters and the date pickers. */
export function dateFnsLocale(locale: Locale = currentLocale()): DateFnsLocale {
  const base = DATE_FNS_LOCALES[locale];
  return { ...base, options: { ...base.options, weekStartsOn: WEEK_STARTS_ON } };
}

const DISPLAY_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const DISPLAY_DATE_TIME = /^\d{1,2}\/\d{1,2}\/\d{4} \d{1,2}:\d{2}(:\d{2})?$/;

/**
 * Turns input into a valid Date or null. Date-only ISO strings ("2025-03-01") are read as local
 * midnight, not UTC, so an expiry date never shifts a day in UTC+7.
 */
export function toDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else {
    const text = value.trim();
    if (DISPLAY_DATE.test(text)) date = parse(text, 'd/M/yyyy', new Date(0));
    else if (DISPLAY_DATE_TIME.test(text))
      date = parse(text, text.split(':').length === 3 ? 'd/M/yyyy H:mm:ss' : 'd/M/yyyy H:mm', new Date(0));
    else date = parseISO(text);
  }
  return isValid(date) ? date : null;
}

export function formatAs(value: DateInput, pattern: string, locale: Locale = currentLocale()): string {
  const date = toDate(value);
  return date ? format(date, pattern, { locale: dateFnsLocale(locale) }) : '';
}

export const formatDateTime = (value: DateInput, locale?: Locale) =>
  formatAs(value, DATE_FORMATS.dateTimeStart, locale);
export const formatDateTimeEnd = (value: DateInput, locale?: Locale) =>
  formatAs(value, DATE_FORMATS.dateTimeEnd, locale);
export const formatDate = (value: DateInput, locale?: Locale) => formatAs(value, DATE_FORMATS.date, locale);
export const formatFullTime = (value: DateInput, locale?: Locale) =>
  formatAs(value, DATE_FORMATS.fullTime, locale);
export const formatTime = (value: DateInput, locale?: Locale) => formatAs(value, DATE_FORMATS.time, locale);
export const formatShortDate = (value: DateInput, locale?: Locale) =>
  formatAs(value, DATE_FORMATS.short, locale);
export const formatLongDate = (value: DateInput, locale?: Locale) =>
  formatAs(value, DATE_FORMATS.long, locale);

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Calendar days (YYYY-MM-DD) in a time zone, one formatter per zone: making one costs far more than
 * using it, and screens ask for today at every render. Throws a RangeError for an unknown zone.
 */
export function dayFormatter(timeZone: string): Intl.DateTimeFormat {
  let found = dayFormatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, found);
  }
  return found;
}

/**
 * Today's calendar day in the organisation's time zone, as a local Date: business dates are the
 * organisation's (Asia/Ho_Chi_Minh by default), and a browser elsewhere must not cut a day off.
 */
export function todayInTimeZone(timeZone: string | undefined, now: Date = new Date()): Date {
  if (!timeZone) return now;
  try {
    const parts = dayFormatter(timeZone)
      .formatToParts(now)
      .reduce<Record<string, number>>((all, part) => ({ ...all, [part.type]: Number(part.value) }), {});
    return new Date(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day ?? 1);
  } catch {
    // An unknown zone name: the browser's own day is the best guess left.
    return now;
  }
}
