/**
 * How a report period is read (decision 0011): the last closed month-end before it (the anchor),
 * the closed months wholly inside it (read from their stored movements), and the ledger for the
 * rest. Dates are ISO strings; months are their first days.
 */
export interface PeriodPlan {
  /** The closed month whose month-end balance opens the report; null: from the first movement. */
  anchor: string | null;
  /** Closed months wholly inside the period. */
  closedInside: string[];
  /** Date ranges read from the ledger (both ends included; from null = since the start). */
  ledgerRanges: LedgerRange[];
}

export interface LedgerRange {
  from: string | null;
  to: string;
}

export function nextMonth(month: string): string {
  const d = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

/** The last day of `month` (any day of it). */
export const lastDayOf = (month: string) => dayBefore(nextMonth(month));

export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function planPeriod(closedMonths: string[], from: string, to: string): PeriodPlan {
  const fromMonth = `${from.slice(0, 7)}-01`;
  const anchor = closedMonths.filter((m) => m < fromMonth).at(-1) ?? null;
  const closedInside = closedMonths.filter((m) => m >= from && lastDayOf(m) <= to);
  const ledgerRanges: LedgerRange[] = [];
  let cursor: string | null = anchor ? nextMonth(anchor) : null;
  for (const month of closedInside) {
    if (cursor === null || cursor < month) ledgerRanges.push({ from: cursor, to: dayBefore(month) });
    cursor = nextMonth(month);
  }
  if (cursor === null || cursor <= to) ledgerRanges.push({ from: cursor, to });
  return { anchor, closedInside, ledgerRanges };
}

const monthOf = (date: string) => `${date.slice(0, 7)}-01`;

/**
 * A ledger range cut at `cut` (a day both sides must not share, the report's first day) and then
 * into the whole calendar months inside each side, which the month totals answer (decision 0041),
 * and the days left at either end, which only the ledger does. `months` are first days, both ends
 * included; from null = since the start.
 */
export function splitWholeMonths(
  range: LedgerRange,
  cut: string,
): { months: LedgerRange[]; days: LedgerRange[] } {
  const sides: LedgerRange[] =
    (range.from === null || range.from < cut) && cut <= range.to
      ? [
          { from: range.from, to: dayBefore(cut) },
          { from: cut, to: range.to },
        ]
      : [range];
  const months: LedgerRange[] = [];
  const days: LedgerRange[] = [];
  for (const side of sides) {
    const first =
      side.from === null ? null : side.from === monthOf(side.from) ? side.from : nextMonth(side.from);
    const last = lastDayOf(side.to) === side.to ? monthOf(side.to) : monthOf(dayBefore(monthOf(side.to)));
    if (first !== null && first > last) {
      days.push(side);
      continue;
    }
    months.push({ from: first, to: last });
    if (side.from !== null && first !== null && side.from < first)
      days.push({ from: side.from, to: dayBefore(first) });
    if (nextMonth(last) <= side.to) days.push({ from: nextMonth(last), to: side.to });
  }
  return { months, days };
}
