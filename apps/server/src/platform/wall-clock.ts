/**
 * Times of day on a time zone's wall clock, without a time-zone library: the server may run on UTC
 * (a container, a cloud machine) while "02:00" means two in the morning at the hospital.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let found = formatters.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, found);
  }
  return found;
}

/** The wall clock of `timeZone` at `instant`, written as if it were UTC (ms). */
function wallClockAt(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    wallClockFormat(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  return Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
}

/**
 * Milliseconds from `now` to the next moment the wall clock of `timeZone` reads `hour:minute`. On
 * the night a zone moves its clocks, a time that does not exist that night comes an hour later.
 */
export function msUntilWallClock(
  at: { hour: number; minute: number },
  timeZone: string,
  now: Date = new Date(),
): number {
  const wallNow = wallClockAt(timeZone, now.getTime());
  const today = new Date(wallNow);
  for (let day = 0; day <= 2; day += 1) {
    const wanted = Date.UTC(
      today.getUTCFullYear(),
      today.getUTCMonth(),
      today.getUTCDate() + day,
      at.hour,
      at.minute,
    );
    // The zone's offset where the wanted time falls, taken at a first guess and checked once more.
    let instant = wanted - (wallClockAt(timeZone, wanted) - wanted);
    instant = wanted - (wallClockAt(timeZone, instant) - instant);
    if (instant > now.getTime()) return instant - now.getTime();
  }
  throw new Error(`no ${at.hour}:${at.minute} ahead in ${timeZone}`);
}
