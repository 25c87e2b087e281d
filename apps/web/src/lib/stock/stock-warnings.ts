/**
 * Stock-quantity and expiry warnings of drug batches (spec §4), driven by the organisation's
 * warning rules (canhBaoTonKhoLoHang, spec §3).
 *
 * Interpretation choices, where the spec leaves room:
 * - Quantity: only SO_LUONG rules count; they are sorted ascending by threshold (a stable sort, so
 *   equal thresholds keep list order) and the first threshold >= quantity gives the colour. So with
 *   10 (red) and 50 (orange), quantity 10 is red, 11..50 orange, 51 none. A missing or non-finite
 *   quantity gives no warning.
 * - Expiry works on calendar days: the time of day of both dates is ignored. A batch expiring today
 *   is not yet expired (usable through its expiry date) and has "0 ngày" remaining.
 * - Remaining time runs from today to the expiry date. Whole years, months and days are taken one
 *   after the other with date-fns (years first, then months, then days). The decimal totals are
 *   whole units plus the fraction of the unit in progress: MONTH = whole months + remaining days /
 *   length of the month in progress, likewise YEAR with the length of the year in progress; DAY is
 *   the number of calendar days. After the expiry date all of them are negative.
 * - Rules are tried NGAY first (against DAY), then THANG (MONTH), then NAM (YEAR); within one unit
 *   the smallest threshold first, so the most urgent colour wins. A remaining amount equal to the
 *   threshold warns. An expired batch (negative amounts) therefore always gets the first rule's
 *   colour when any expiry rule exists.
 * - allowPast = false: a past date is labelled with the "expired" text. allowPast = true: a past date
 *   is labelled with the elapsed time instead (for history screens). `is_expired` states the fact
 *   either way.
 * - Invalid or empty dates give null.
 */
import {
  addMonths,
  addYears,
  differenceInCalendarDays,
  differenceInMonths,
  differenceInYears,
  startOfDay,
} from 'date-fns';
import type { LoaiCanhBao, StockWarningRule } from '@kho/contracts';
import { toDate } from '../i18n/dates';
import type { DateInput } from '../i18n/dates';
import { translate } from '../i18n/translate';
import type { Translate } from '../i18n/translate';

export interface QuantityWarning {
  color: string;
  threshold: number;
  rule: StockWarningRule;
}

export interface ExpiryWarning {
  color: string;
  rule: StockWarningRule;
}

export interface RemainingTime {
  years: number;
  months: number;
  days: number;
  YEAR: number;
  MONTH: number;
  DAY: number;
}

export interface ExpiryResult {
  is_expired: boolean;
  label: string;
  metadata: RemainingTime;
  warning: ExpiryWarning | null;
}

export interface ExpiryOptions {
  allowPast?: boolean;
  /** The organisation's day (useOrganisationToday), not the browser's. */
  today: Date;
  t?: Translate;
}

/** i18n keys of the label (plural forms by `count`). */
export const EXPIRY_LABEL_KEYS = {
  expired: 'expiry.expired',
  year: 'expiry.year',
  month: 'expiry.month',
  day: 'expiry.day',
} as const;

function sortedRules(
  rules: readonly StockWarningRule[] | null | undefined,
  type: LoaiCanhBao,
): StockWarningRule[] {
  return (rules ?? []).filter((rule) => rule.loai_canh_bao === type).sort((a, b) => a.so_luong - b.so_luong);
}

export function getQuantityWarning(
  quantity: number | null | undefined,
  rules: readonly StockWarningRule[] | null | undefined,
): QuantityWarning | null {
  if (quantity === null || quantity === undefined || !Number.isFinite(quantity)) return null;
  const rule = sortedRules(rules, 'SO_LUONG').find((candidate) => candidate.so_luong >= quantity);
  return rule ? { color: rule.mau_sac.ma_danh_muc, threshold: rule.so_luong, rule } : null;
}

/** Whole months from `from` to `to` (to >= from), never overshooting `to` after month-end clamping. */
function wholeMonths(from: Date, to: Date): number {
  let months = differenceInMonths(to, from);
  while (months > 0 && addMonths(from, months) > to) months -= 1;
  return months;
}

function wholeYears(from: Date, to: Date): number {
  let years = differenceInYears(to, from);
  while (years > 0 && addYears(from, years) > to) years -= 1;
  return years;
}

/** Calendar distance between two day-starts with `from` <= `to`; all values non-negative. */
function forwardDistance(from: Date, to: Date): RemainingTime {
  const years = wholeYears(from, to);
  const afterYears = addYears(from, years);
  const months = wholeMonths(afterYears, to);
  const days = differenceInCalendarDays(to, addMonths(afterYears, months));

  const totalMonths = wholeMonths(from, to);
  const monthStart = addMonths(from, totalMonths);
  const monthLength = differenceInCalendarDays(addMonths(from, totalMonths + 1), monthStart);
  const MONTH = totalMonths + differenceInCalendarDays(to, monthStart) / monthLength;

  const yearStart = addYears(from, years);
  const yearLength = differenceInCalendarDays(addYears(from, years + 1), yearStart);
  const YEAR = years + differenceInCalendarDays(to, yearStart) / yearLength;

  return { years, months, days, YEAR, MONTH, DAY: differenceInCalendarDays(to, from) };
}

/** Remaining time from `today` to `expiry` (negative after the expiry date). */
export function remainingTime(expiry: Date, today: Date): RemainingTime {
  const start = startOfDay(today);
  const end = startOfDay(expiry);
  if (end >= start) return forwardDistance(start, end);
  const elapsed = forwardDistance(end, start);
  // `0 - x` rather than `-x` so a zero part stays 0 and never becomes -0.
  return {
    years: 0 - elapsed.years,
    months: 0 - elapsed.months,
    days: 0 - elapsed.days,
    YEAR: 0 - elapsed.YEAR,
    MONTH: 0 - elapsed.MONTH,
    DAY: 0 - elapsed.DAY,
  };
}

/** "1 năm 2 tháng 3 ngày" / "1 year 2 months 3 days"; zero parts omitted, "0 ngày" when all are 0. */
export function buildRemainingLabel(
  parts: Pick<RemainingTime, 'years' | 'months' | 'days'>,
  t: Translate = translate,
): string {
  const years = Math.abs(parts.years);
  const months = Math.abs(parts.months);
  const days = Math.abs(parts.days);
  const pieces: string[] = [];
  if (years > 0) pieces.push(t(EXPIRY_LABEL_KEYS.year, { count: years }));
  if (months > 0) pieces.push(t(EXPIRY_LABEL_KEYS.month, { count: months }));
  if (days > 0 || pieces.length === 0) pieces.push(t(EXPIRY_LABEL_KEYS.day, { count: days }));
  return pieces.join(' ');
}

const EXPIRY_RULE_ORDER: ReadonlyArray<{ type: LoaiCanhBao; amount: (r: RemainingTime) => number }> = [
  { type: 'NGAY', amount: (r) => r.DAY },
  { type: 'THANG', amount: (r) => r.MONTH },
  { type: 'NAM', amount: (r) => r.YEAR },
];

export function findExpiryWarning(
  remaining: RemainingTime,
  rules: readonly StockWarningRule[] | null | undefined,
): ExpiryWarning | null {
  for (const { type, amount } of EXPIRY_RULE_ORDER) {
    const rule = sortedRules(rules, type).find((candidate) => amount(remaining) <= candidate.so_luong);
    if (rule) return { color: rule.mau_sac.ma_danh_muc, rule };
  }
  return null;
}

export function getExpiryWarning(
  expiryDate: DateInput,
  rules: readonly StockWarningRule[] | null | undefined,
  options: ExpiryOptions,
): ExpiryResult | null {
  const { allowPast = false, today, t = translate } = options;
  const expiry = toDate(expiryDate);
  if (!expiry) return null;
  const metadata = remainingTime(expiry, today);
  const is_expired = metadata.DAY < 0;
  const label = is_expired && !allowPast ? t(EXPIRY_LABEL_KEYS.expired) : buildRemainingLabel(metadata, t);
  return { is_expired, label, metadata, warning: findExpiryWarning(metadata, rules) };
}
