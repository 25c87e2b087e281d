import { beforeEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { format, isValid, parse, startOfWeek } from 'date-fns';
import { dateFnsLocale } from './date-fns-locale';
import {
  DATE_FORMATS,
  dayFormatter,
  formatAs,
  formatDate,
  formatDateTime,
  formatDateTimeEnd,
  formatFullTime,
  formatLongDate,
  formatShortDate,
  formatTime,
  localeTag,
  toDate,
  businessDay,
} from './dates';
import { setLocale } from '../session/storage';

const moment = new Date(2024, 0, 5, 7, 8, 9);

beforeEach(() => {
  localStorage.clear();
  Cookies.remove('locale', { path: '/' });
});

describe('formats', () => {
  it('formats every spec §9 pattern', () => {
    expect(formatDateTime(moment)).toBe('07:08:09 05/01/2024');
    expect(formatDateTimeEnd(moment)).toBe('05/01/2024 07:08:09');
    expect(formatDate(moment)).toBe('05/01/2024');
    expect(formatFullTime(moment)).toBe('07:08:09');
    expect(formatTime(moment)).toBe('07:08');
    expect(formatShortDate(moment)).toBe('05/01/24');
  });

  it('formats the long date in the chosen locale', () => {
    expect(formatLongDate(moment, 'vi')).toBe('05 tháng 01 2024');
    expect(formatLongDate(moment, 'en')).toBe('05 January 2024');
    setLocale('en');
    expect(formatLongDate(moment)).toBe('05 January 2024');
  });

  it('answers empty for empty or invalid input', () => {
    for (const value of [null, undefined, '', '   ', 'not a date', '31/02/2024', Number.NaN, new Date('x')]) {
      expect(formatDate(value)).toBe('');
      expect(formatDateTime(value)).toBe('');
    }
  });

  it('accepts ISO strings, date-only strings as local dates, display strings and epoch ms', () => {
    expect(formatDate('2025-03-01')).toBe('01/03/2025');
    expect(formatDateTime('2025-03-01T10:20:30')).toBe('10:20:30 01/03/2025');
    expect(formatDate('1/3/2025')).toBe('01/03/2025');
    expect(formatDateTimeEnd('01/03/2025 10:20')).toBe('01/03/2025 10:20:00');
    expect(formatDate(moment.getTime())).toBe('05/01/2024');
    expect(formatAs(moment, 'yyyy')).toBe('2024');
  });

  it('writes every pattern as date-fns writes it, in both languages', () => {
    const patterns = [...Object.values(DATE_FORMATS), 'MM/yyyy', 'yyyy-MM-dd', 'd/M/yy H:m:s'];
    const days = [
      new Date(2024, 0, 5, 7, 8, 9),
      new Date(2025, 11, 31, 23, 59, 59),
      new Date(2026, 1, 28, 0, 0, 0),
      new Date(2000, 6, 14, 12, 30, 5),
    ];
    const early = new Date(2000, 0, 1);
    early.setFullYear(45); // a year below 1000 is padded to four digits
    for (const locale of ['vi', 'en'] as const)
      for (const date of [...days, early])
        for (const pattern of patterns)
          expect(formatAs(date, pattern, locale), `${pattern} ${locale}`).toBe(
            format(date, pattern, { locale: dateFnsLocale(locale) }),
          );
  });

  it('reads typed dates and times as date-fns reads them, and refuses days that do not exist', () => {
    const inputs = [
      '1/3/2025',
      '01/03/2025',
      '29/02/2024',
      '29/02/2025',
      '31/04/2025',
      '0/1/2025',
      '1/13/2025',
      '31/12/0099',
      '01/03/2025 10:20',
      '1/3/2025 9:05:07',
      '01/03/2025 23:59:59',
      '01/03/2025 24:00',
      '01/03/2025 10:60',
      '01/03/2025 10:20:60',
      '1/3/25',
      '01/03/2025 10',
      '01/03/2025abc',
    ];
    for (const input of inputs) {
      const pattern =
        input.split(':').length === 3
          ? 'd/M/yyyy H:mm:ss'
          : input.includes(':')
            ? 'd/M/yyyy H:mm'
            : 'd/M/yyyy';
      const expected = parse(input, pattern, new Date(0));
      const ownReading = /^\d{1,2}\/\d{1,2}\/\d{4}( \d{1,2}:\d{2}(:\d{2})?)?$/.test(input);
      expect(toDate(input)?.getTime() ?? null, input).toBe(
        ownReading && isValid(expected) ? expected.getTime() : null,
      );
    }
    expect(toDate('31/12/0099')?.getFullYear()).toBe(99);
  });

  it('reads a date-only ISO string as local midnight', () => {
    const date = toDate('2025-03-01');
    expect(date?.getHours()).toBe(0);
    expect(date?.getDate()).toBe(1);
  });
});

describe('locales', () => {
  it('maps locale tags', () => {
    expect(localeTag('vi')).toBe('vi-VN');
    expect(localeTag('en')).toBe('en-US');
    expect(localeTag()).toBe('vi-VN');
  });

  it('starts the week on Sunday in both languages', () => {
    const wednesday = new Date(2024, 0, 10);
    for (const locale of ['vi', 'en'] as const) {
      expect(dateFnsLocale(locale).options?.weekStartsOn).toBe(0);
      expect(startOfWeek(wednesday, { locale: dateFnsLocale(locale) }).getDay()).toBe(0);
    }
  });
});

describe('the business day', () => {
  it("is the organisation's calendar day, with one formatter kept per zone", () => {
    // 21:45 UTC on 21 Nov is already 22 Nov in Hà Nội.
    const now = new Date('2026-11-21T21:45:00Z');
    expect(businessDay('Asia/Ho_Chi_Minh', now)).toBe('2026-11-22');
    expect(businessDay('UTC', now)).toBe('2026-11-21');
    expect(businessDay(undefined, now)).toBe('2026-11-22');
    expect(dayFormatter('Asia/Ho_Chi_Minh')).toBe(dayFormatter('Asia/Ho_Chi_Minh'));
    expect(dayFormatter('Asia/Ho_Chi_Minh')).not.toBe(dayFormatter('UTC'));
  });

  it("falls back to the browser's day for an unknown zone", () => {
    expect(businessDay('Not/A_Zone', new Date(2026, 10, 21, 23, 30))).toBe('2026-11-21');
  });
});
