import { describe, expect, it } from 'vitest';
import { planPeriod, splitWholeMonths } from './report-period';

describe('report periods', () => {
  it('reads the ledger after the last closed month-end and around the closed months inside', () => {
    expect(planPeriod(['2026-09-01', '2026-10-01'], '2026-10-01', '2026-12-07')).toEqual({
      anchor: '2026-09-01',
      closedInside: ['2026-10-01'],
      ledgerRanges: [{ from: '2026-11-01', to: '2026-12-07' }],
    });
    expect(planPeriod([], '2026-11-15', '2026-11-20').ledgerRanges).toEqual([
      { from: null, to: '2026-11-20' },
    ]);
  });

  it('answers whole months from their totals and only the days at either end from the ledger', () => {
    expect(splitWholeMonths({ from: '2026-11-01', to: '2026-11-30' }, '2026-11-01')).toEqual({
      months: [{ from: '2026-11-01', to: '2026-11-01' }],
      days: [],
    });
    expect(splitWholeMonths({ from: '2026-09-01', to: '2026-12-07' }, '2026-09-01')).toEqual({
      months: [{ from: '2026-09-01', to: '2026-11-01' }],
      days: [{ from: '2026-12-01', to: '2026-12-07' }],
    });
    expect(splitWholeMonths({ from: '2026-09-10', to: '2026-11-30' }, '2026-09-10')).toEqual({
      months: [{ from: '2026-10-01', to: '2026-11-01' }],
      days: [{ from: '2026-09-10', to: '2026-09-30' }],
    });
    // Since the start: every month before the last whole one.
    expect(splitWholeMonths({ from: null, to: '2026-12-07' }, '2026-12-01')).toEqual({
      months: [{ from: null, to: '2026-11-01' }],
      days: [{ from: '2026-12-01', to: '2026-12-07' }],
    });
  });

  it('keeps a month that holds no whole month, or both sides of the first day, on the ledger', () => {
    expect(splitWholeMonths({ from: '2026-11-15', to: '2026-11-20' }, '2026-11-15')).toEqual({
      months: [],
      days: [{ from: '2026-11-15', to: '2026-11-20' }],
    });
    // The opening (before the 15th) and the period never share a month's totals.
    expect(splitWholeMonths({ from: '2026-10-01', to: '2026-12-07' }, '2026-11-15')).toEqual({
      months: [{ from: '2026-10-01', to: '2026-10-01' }],
      days: [
        { from: '2026-11-01', to: '2026-11-14' },
        { from: '2026-11-15', to: '2026-12-07' },
      ],
    });
    // February of a leap year ends on the 29th.
    expect(splitWholeMonths({ from: '2028-02-01', to: '2028-02-28' }, '2028-02-01').months).toEqual([]);
    expect(splitWholeMonths({ from: '2028-02-01', to: '2028-02-29' }, '2028-02-01').months).toEqual([
      { from: '2028-02-01', to: '2028-02-01' },
    ]);
  });
});
