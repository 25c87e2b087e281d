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
  ledgerRanges: { from: string | null; to: string }[];
}

export function nextMonth(month: string): string {
  const d = new Date(`${month.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return d.toISOString().slice(0, 10);
}

export function dayBefore(date: string): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

export function planPeriod(closedMonths: string[], from: string, to: string): PeriodPlan {
  const fromMonth = `${from.slice(0, 7)}-01`;
  const anchor = closedMonths.filter((m) => m < fromMonth).at(-1) ?? null;
  const closedInside = closedMonths.filter((m) => m >= from && dayBefore(nextMonth(m)) <= to);
  const ledgerRanges: PeriodPlan['ledgerRanges'] = [];
  let cursor: string | null = anchor ? nextMonth(anchor) : null;
  for (const month of closedInside) {
    if (cursor === null || cursor < month) ledgerRanges.push({ from: cursor, to: dayBefore(month) });
    cursor = nextMonth(month);
  }
  if (cursor === null || cursor <= to) ledgerRanges.push({ from: cursor, to });
  return { anchor, closedInside, ledgerRanges };
}
