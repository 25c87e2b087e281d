/** Calendar arithmetic on `YYYY-MM-DD` business dates (the organisation's days, no time zone). */

const DAY_MS = 86_400_000;
const asUtc = (day: string) => Date.parse(`${day}T00:00:00Z`);

export function addDays(day: string, days: number): string {
  return new Date(asUtc(day) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` comes first). */
export function daysBetween(from: string, to: string): number {
  return Math.round((asUtc(to) - asUtc(from)) / DAY_MS);
}

/** The `count` months (`YYYY-MM`) ending with the month of `day`, oldest first. */
export function monthsEnding(day: string, count: number): string[] {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => {
    const d = new Date(Date.UTC(year, month - (count - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}
