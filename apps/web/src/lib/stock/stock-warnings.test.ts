import { describe, expect, it } from 'vitest';
import i18next from 'i18next';
import type { LoaiCanhBao, StockWarningRule } from '@kho/contracts';
import { buildRemainingLabel, getExpiryWarning, getQuantityWarning, remainingTime } from './stock-warnings';
import type { Translate } from '../i18n/translate';

const rule = (loai_canh_bao: LoaiCanhBao, so_luong: number, color: string): StockWarningRule => ({
  loai_canh_bao,
  so_luong,
  mau_sac: { ma_danh_muc: color },
});

const viT: Translate = (key, options) => {
  const count = String(options?.count);
  switch (key) {
    case 'expiry.expired':
      return 'Hết hạn';
    case 'expiry.year':
      return `${count} năm`;
    case 'expiry.month':
      return `${count} tháng`;
    case 'expiry.day':
      return `${count} ngày`;
    default:
      return key;
  }
};

const enT: Translate = (key, options) => {
  const count = Number(options?.count);
  const unit = key.replace('expiry.', '');
  return key === 'expiry.expired' ? 'Expired' : `${count} ${unit}${count === 1 ? '' : 's'}`;
};

describe('getQuantityWarning', () => {
  const rules = [
    rule('SO_LUONG', 50, 'orange-500'),
    rule('NGAY', 1000, 'blue-500'),
    rule('SO_LUONG', 10, 'red-600'),
    rule('SO_LUONG', 100, 'yellow-400'),
  ];

  it('applies the first ascending threshold >= quantity', () => {
    expect(getQuantityWarning(-5, rules)?.color).toBe('red-600');
    expect(getQuantityWarning(0, rules)?.color).toBe('red-600');
    expect(getQuantityWarning(10, rules)).toMatchObject({ color: 'red-600', threshold: 10 });
    expect(getQuantityWarning(10.01, rules)).toMatchObject({ color: 'orange-500', threshold: 50 });
    expect(getQuantityWarning(50, rules)?.color).toBe('orange-500');
    expect(getQuantityWarning(51, rules)?.color).toBe('yellow-400');
    expect(getQuantityWarning(100, rules)?.color).toBe('yellow-400');
  });

  it('gives no warning above every threshold, without SO_LUONG rules or without a quantity', () => {
    expect(getQuantityWarning(100.5, rules)).toBeNull();
    expect(getQuantityWarning(1, [rule('NGAY', 1000, 'blue-500')])).toBeNull();
    expect(getQuantityWarning(1, [])).toBeNull();
    expect(getQuantityWarning(1, null)).toBeNull();
    expect(getQuantityWarning(null, rules)).toBeNull();
    expect(getQuantityWarning(undefined, rules)).toBeNull();
    expect(getQuantityWarning(Number.NaN, rules)).toBeNull();
  });

  it('keeps list order between equal thresholds and does not reorder the caller array', () => {
    const tied = [rule('SO_LUONG', 20, 'pink-500'), rule('SO_LUONG', 20, 'red-600')];
    expect(getQuantityWarning(5, tied)?.color).toBe('pink-500');
    expect(rules[0]?.so_luong).toBe(50);
  });
});

describe('remainingTime', () => {
  const today = new Date(2024, 0, 15, 9, 30);

  it('counts calendar years, months and days with decimal totals', () => {
    expect(remainingTime(new Date(2025, 2, 18), today)).toMatchObject({ years: 1, months: 2, days: 3 });
    expect(remainingTime(new Date(2024, 0, 15), today)).toEqual({
      years: 0,
      months: 0,
      days: 0,
      YEAR: 0,
      MONTH: 0,
      DAY: 0,
    });
    expect(remainingTime(new Date(2025, 0, 15), today)).toEqual({
      years: 1,
      months: 0,
      days: 0,
      YEAR: 1,
      MONTH: 12,
      DAY: 366,
    });
    const partial = remainingTime(new Date(2024, 1, 1), today);
    expect(partial).toMatchObject({ years: 0, months: 0, days: 17, DAY: 17 });
    expect(partial.MONTH).toBeCloseTo(17 / 31, 10);
    expect(partial.YEAR).toBeCloseTo(17 / 366, 10);
    expect(remainingTime(new Date(2024, 1, 15), today)).toMatchObject({
      months: 1,
      days: 0,
      MONTH: 1,
      DAY: 31,
    });
  });

  it('ignores the time of day', () => {
    expect(remainingTime(new Date(2024, 0, 15, 0, 0), new Date(2024, 0, 15, 23, 59)).DAY).toBe(0);
    expect(remainingTime(new Date(2024, 0, 16, 0, 1), new Date(2024, 0, 15, 23, 59)).DAY).toBe(1);
  });

  it('handles month ends without negative days', () => {
    expect(remainingTime(new Date(2024, 1, 29), new Date(2024, 0, 31))).toMatchObject({
      months: 1,
      days: 0,
      DAY: 29,
    });
    expect(remainingTime(new Date(2024, 2, 1), new Date(2024, 0, 31))).toMatchObject({ months: 1, days: 1 });
    const leap = remainingTime(new Date(2025, 1, 28), new Date(2024, 1, 29));
    expect(leap.days).toBeGreaterThanOrEqual(0);
    expect(leap.DAY).toBe(365);
    expect(leap.YEAR).toBeLessThanOrEqual(1);
  });

  it('is negative after the expiry date, with zero parts as 0', () => {
    const past = remainingTime(new Date(2023, 0, 10), today);
    expect(past).toMatchObject({ years: -1, months: 0, days: -5, DAY: -370 });
    expect(Object.is(past.months, 0)).toBe(true);
    expect(past.MONTH).toBeLessThan(-12);
  });
});

describe('buildRemainingLabel', () => {
  it('builds Vietnamese and English labels, omitting zero parts', () => {
    expect(buildRemainingLabel({ years: 1, months: 2, days: 3 }, viT)).toBe('1 năm 2 tháng 3 ngày');
    expect(buildRemainingLabel({ years: 1, months: 2, days: 3 }, enT)).toBe('1 year 2 months 3 days');
    expect(buildRemainingLabel({ years: 2, months: 0, days: 0 }, viT)).toBe('2 năm');
    expect(buildRemainingLabel({ years: 0, months: 1, days: 0 }, enT)).toBe('1 month');
    expect(buildRemainingLabel({ years: 1, months: 0, days: 1 }, enT)).toBe('1 year 1 day');
    expect(buildRemainingLabel({ years: 0, months: 0, days: 0 }, viT)).toBe('0 ngày');
    expect(buildRemainingLabel({ years: 0, months: 0, days: 0 }, enT)).toBe('0 days');
    expect(buildRemainingLabel({ years: -1, months: 0, days: -5 }, viT)).toBe('1 năm 5 ngày');
  });
});

describe('getExpiryWarning', () => {
  const today = new Date(2024, 0, 15, 9, 30);
  const rules = [
    rule('NAM', 1, 'yellow-400'),
    rule('THANG', 3, 'orange-500'),
    rule('SO_LUONG', 10, 'gray-500'),
    rule('NGAY', 30, 'red-600'),
  ];
  const check = (date: Date | string, options: { allowPast?: boolean } = {}) =>
    getExpiryWarning(date, rules, { today, t: viT, ...options });

  it('returns the spec result shape', () => {
    expect(check(new Date(2025, 2, 18))).toEqual({
      is_expired: false,
      label: '1 năm 2 tháng 3 ngày',
      metadata: expect.objectContaining({ years: 1, months: 2, days: 3, DAY: 428 }) as unknown,
      warning: null,
    });
  });

  it('evaluates days, then months, then years, with <= at each boundary', () => {
    expect(check(new Date(2024, 0, 15))?.warning?.color).toBe('red-600'); // 0 days
    expect(check(new Date(2024, 1, 14))?.warning?.color).toBe('red-600'); // 30 days
    expect(check(new Date(2024, 1, 15))?.warning?.color).toBe('orange-500'); // 31 days = 1 month
    expect(check(new Date(2024, 3, 15))?.warning?.color).toBe('orange-500'); // exactly 3 months
    expect(check(new Date(2024, 3, 16))?.warning?.color).toBe('yellow-400'); // 3 months 1 day
    expect(check(new Date(2025, 0, 15))?.warning?.color).toBe('yellow-400'); // exactly 1 year
    expect(check(new Date(2025, 0, 16))?.warning).toBeNull(); // 1 year 1 day
  });

  it('prefers a days rule over a matching months rule, and the smallest threshold within a unit', () => {
    const overlapping = [
      rule('THANG', 12, 'orange-500'),
      rule('NGAY', 90, 'yellow-400'),
      rule('NGAY', 30, 'red-600'),
    ];
    expect(getExpiryWarning(new Date(2024, 1, 4), overlapping, { today, t: viT })?.warning?.color).toBe(
      'red-600',
    );
    expect(getExpiryWarning(new Date(2024, 2, 15), overlapping, { today, t: viT })?.warning?.color).toBe(
      'yellow-400',
    );
    expect(getExpiryWarning(new Date(2024, 6, 15), overlapping, { today, t: viT })?.warning?.color).toBe(
      'orange-500',
    );
  });

  it('labels today "0 ngày" and not expired', () => {
    expect(check(new Date(2024, 0, 15, 0, 0))).toMatchObject({ is_expired: false, label: '0 ngày' });
    expect(check('2024-01-16')).toMatchObject({ is_expired: false, label: '1 ngày' });
  });

  it('labels a past date "Hết hạn" unless past dates are allowed', () => {
    expect(check(new Date(2024, 0, 14))).toMatchObject({
      is_expired: true,
      label: 'Hết hạn',
      warning: { color: 'red-600' },
    });
    expect(check(new Date(2024, 0, 14), { allowPast: true })).toMatchObject({
      is_expired: true,
      label: '1 ngày',
    });
    expect(check(new Date(2022, 10, 10), { allowPast: true })?.label).toBe('1 năm 2 tháng 5 ngày');
  });

  it('gives an expired batch a warning only when an expiry rule exists', () => {
    expect(
      getExpiryWarning(new Date(2020, 0, 1), [rule('SO_LUONG', 10, 'red-600')], { today, t: viT }),
    ).toMatchObject({
      is_expired: true,
      warning: null,
    });
    expect(
      getExpiryWarning(new Date(2020, 0, 1), [rule('NAM', 2, 'yellow-400')], { today, t: viT })?.warning
        ?.color,
    ).toBe('yellow-400');
  });

  it('returns null for empty or invalid dates and works without rules', () => {
    expect(getExpiryWarning(null, rules, { today, t: viT })).toBeNull();
    expect(getExpiryWarning('', rules, { today, t: viT })).toBeNull();
    expect(getExpiryWarning('31/02/2024', rules, { today, t: viT })).toBeNull();
    expect(getExpiryWarning(new Date(2030, 0, 1), null, { today, t: enT })).toMatchObject({
      label: '5 years 11 months 17 days',
      warning: null,
    });
  });
});

describe('with i18next plural keys', () => {
  it('builds labels from the locale files in both languages', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({
      lng: 'vi',
      fallbackLng: 'en',
      resources: {
        vi: {
          translation: {
            expiry: {
              expired: 'Hết hạn',
              year_other: '{{count}} năm',
              month_other: '{{count}} tháng',
              day_other: '{{count}} ngày',
            },
          },
        },
        en: {
          translation: {
            expiry: {
              expired: 'Expired',
              year_one: '{{count}} year',
              year_other: '{{count}} years',
              month_one: '{{count}} month',
              month_other: '{{count}} months',
              day_one: '{{count}} day',
              day_other: '{{count}} days',
            },
          },
        },
      },
    });
    const t: Translate = (key, options) => i18n.t(key, options ?? {});
    expect(buildRemainingLabel({ years: 1, months: 2, days: 3 }, t)).toBe('1 năm 2 tháng 3 ngày');
    expect(buildRemainingLabel({ years: 0, months: 0, days: 0 }, t)).toBe('0 ngày');
    await i18n.changeLanguage('en');
    expect(buildRemainingLabel({ years: 1, months: 2, days: 1 }, t)).toBe('1 year 2 months 1 day');
    expect(buildRemainingLabel({ years: 0, months: 0, days: 0 }, t)).toBe('0 days');
  });
});
