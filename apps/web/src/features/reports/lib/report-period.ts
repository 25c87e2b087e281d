import {
  endOfMonth,
  endOfQuarter,
  endOfYear,
  isValid,
  min,
  parseISO,
  startOfMonth,
  startOfQuarter,
  startOfYear,
  subMonths,
} from 'date-fns';
import { isoDay } from '../../../lib/i18n/dates';

/** The period shortcuts above the dates; any other pair of dates is a free period. */
export const PERIOD_PRESETS = ['this_month', 'last_month', 'this_quarter', 'this_year'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];

export interface Period {
  /** ISO days (yyyy-MM-dd), as the URL and the API carry them. */
  from: string;
  to: string;
}

/**
 * The days of a preset, counted from the organisation's today. A period still running ends
 * today: the report then shows what the books hold now, not a future closing.
 */
export function presetPeriod(preset: PeriodPreset, today: Date): Period {
  const range = (start: Date, end: Date): Period => ({ from: isoDay(start), to: isoDay(min([end, today])) });
  switch (preset) {
    case 'this_month':
      return range(startOfMonth(today), endOfMonth(today));
    case 'last_month': {
      const last = subMonths(today, 1);
      return range(startOfMonth(last), endOfMonth(last));
    }
    case 'this_quarter':
      return range(startOfQuarter(today), endOfQuarter(today));
    case 'this_year':
      return range(startOfYear(today), endOfYear(today));
  }
}

/** The preset a period is, if any (the chip shown as chosen). */
export function matchingPreset(period: Period, today: Date): PeriodPreset | null {
  return (
    PERIOD_PRESETS.find((preset) => {
      const candidate = presetPeriod(preset, today);
      return candidate.from === period.from && candidate.to === period.to;
    }) ?? null
  );
}

/** A URL day that is a real date, or ''. */
export function validDay(value: string): string {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && isValid(parseISO(value)) ? value : '';
}
