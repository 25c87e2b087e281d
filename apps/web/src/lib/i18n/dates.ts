/**
 * Date display (spec §5, §9). Every formatter takes a Date, an ISO string, a `dd/MM/yyyy` string
 * or epoch milliseconds and answers '' for empty or invalid input, so tables never show
 * "Invalid Date". The app's fixed patterns are written out here rather than with date-fns's
 * `format` and `parse`, whose locales and token tables every screen's first load would carry
 * (the date pickers load them, in `lib/i18n/date-fns-locale.ts`); the tests compare both.
 */
import { isValid, parseISO } from 'date-fns';
import type { Locale } from '@kho/contracts';
import i18next from 'i18next';
import { getLocale, isLocale } from '../session/storage';

export const DATE_FORMATS = {
  dateTimeStart: 'HH:mm:ss dd/MM/yyyy',
  dateTimeEnd: 'dd/MM/yyyy HH:mm:ss',
  date: 'dd/MM/yyyy',
  month: 'MM/yyyy',
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

/**
 * The language on screen: i18next's (a property read) once it runs, else the stored one. Lists of
 * a thousand lines format thousands of dates and numbers; reading the cookie for each one shows.
 */
export function currentLocale(): Locale {
  const language = i18next.language;
  return isLocale(language) ? language : getLocale();
}

/** BCP 47 tag for Intl APIs: vi -> vi-VN, en -> en-US. */
export function localeTag(locale: Locale = currentLocale()): string {
  return LOCALE_TAGS[locale];
}

/** d/M/yyyy with an optional H:mm or H:mm:ss: how people type dates (spec §5). */
const DISPLAY_DATE_TIME = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A typed date as a local Date, or null when it names no such day or time (31/02, 24:00): each
 * part must survive the round trip through Date, which would otherwise roll 31/02 into March.
 */
function parseDisplayDate(text: string): Date | null {
  const match = DISPLAY_DATE_TIME.exec(text);
  if (!match) return null;
  const [day, month, year, hours, minutes, seconds] = Array.from({ length: 6 }, (_, index) =>
    Number(match[index + 1] ?? 0),
  ) as [number, number, number, number, number, number];
  const date = new Date(2000, month - 1, day, hours, minutes, seconds);
  // setFullYear: the Date constructor reads years 0-99 as 1900-1999.
  date.setFullYear(year, month - 1, day);
  const sameParts =
    date.getFullYear() === year &&
    date.getMonth() === month - 1 &&
    date.getDate() === day &&
    date.getHours() === hours &&
    date.getMinutes() === minutes &&
    date.getSeconds() === seconds;
  return sameParts ? date : null;
}

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
    if (/^\d{1,2}\//.test(text)) return parseDisplayDate(text);
    date = parseISO(text);
  }
  return isValid(date) ? date : null;
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** What each pattern letter the app uses writes, as date-fns's vi and en-US locales write it. */
const PATTERN_PARTS: Record<string, (date: Date, locale: Locale) => string> = {
  yyyy: (date) => String(date.getFullYear()).padStart(4, '0'),
  yy: (date) => twoDigits(date.getFullYear() % 100),
  // "tháng 03" / "March".
  MMMM: (date, locale) =>
    locale === 'vi' ? `tháng ${twoDigits(date.getMonth() + 1)}` : ENGLISH_MONTHS[date.getMonth()]!,
  MM: (date) => twoDigits(date.getMonth() + 1),
  M: (date) => String(date.getMonth() + 1),
  dd: (date) => twoDigits(date.getDate()),
  d: (date) => String(date.getDate()),
  HH: (date) => twoDigits(date.getHours()),
  H: (date) => String(date.getHours()),
  mm: (date) => twoDigits(date.getMinutes()),
  m: (date) => String(date.getMinutes()),
  ss: (date) => twoDigits(date.getSeconds()),
  s: (date) => String(date.getSeconds()),
};

/** The letters above, longest first so "MMMM" is not read as "MM" twice. */
const PATTERN_TOKEN = new RegExp(
  Object.keys(PATTERN_PARTS)
    .sort((a, b) => b.length - a.length)
    .join('|'),
  'g',
);

/**
 * A date in one of the app's patterns: the letters of `PATTERN_PARTS`, as date-fns reads them;
 * every other character is copied as it is.
 */
export function formatAs(value: DateInput, pattern: string, locale: Locale = currentLocale()): string {
  const date = toDate(value);
  return date ? pattern.replace(PATTERN_TOKEN, (token) => PATTERN_PARTS[token]!(date, locale)) : '';
}

/** A calendar day as the API writes it (yyyy-MM-dd), in the browser's time zone. */
export const isoDay = (date: Date): string => formatAs(date, 'yyyy-MM-dd');

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

/** The zone business dates follow while the organisation's own is not known yet (its default). */
export const DEFAULT_BUSINESS_TIME_ZONE = 'Asia/Ho_Chi_Minh';

/**
 * Today's calendar day (YYYY-MM-DD) in the organisation's time zone: business dates are the
 * organisation's, and a browser set to another zone must not date anything a day off (at 01:00 in
 * Hà Nội, a browser on UTC is still on the day before). An unknown zone name gives the browser's own
 * day, the best guess left.
 */
export function businessDay(timeZone: string = DEFAULT_BUSINESS_TIME_ZONE, now: Date = new Date()): string {
  try {
    return dayFormatter(timeZone).format(now);
  } catch {
    return isoDay(now);
  }
}
