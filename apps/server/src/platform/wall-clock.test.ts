import { describe, expect, it } from 'vitest';
import { msUntilWallClock } from './wall-clock';

const HOUR = 3_600_000;
const at = (hour: number, minute = 0) => ({ hour, minute });

describe("a time of day on a zone's wall clock", () => {
  it("is the hospital's 02:00 on a server kept on UTC", () => {
    // 03:00 on 8 December in Hà Nội: tonight's backup is at 02:00 on the 9th, 19:00 UTC on the 8th.
    const now = new Date('2026-12-07T20:00:00Z');
    expect(now.getTime() + msUntilWallClock(at(2), 'Asia/Ho_Chi_Minh', now)).toBe(
      Date.parse('2026-12-08T19:00:00Z'),
    );
    // 01:30 in Hà Nội: in half an hour; 02:00 UTC itself is six hours away.
    expect(msUntilWallClock(at(2), 'Asia/Ho_Chi_Minh', new Date('2026-12-07T18:30:00Z'))).toBe(HOUR / 2);
    expect(msUntilWallClock(at(2), 'UTC', now)).toBe(6 * HOUR);
    expect(msUntilWallClock(at(23, 45), 'Asia/Ho_Chi_Minh', new Date('2026-12-07T16:45:00Z'))).toBe(
      24 * HOUR,
    );
  });

  it('follows a zone that moves its clocks', () => {
    // Berlin goes from 02:00 CET to 03:00 CEST on 29 March 2026: 04:00 that night is 02:00 UTC,
    // three hours after midnight, and a 02:30 that does not exist comes an hour later.
    const midnight = new Date('2026-03-28T23:00:00Z');
    expect(msUntilWallClock(at(4), 'Europe/Berlin', midnight)).toBe(3 * HOUR);
    expect(midnight.getTime() + msUntilWallClock(at(2, 30), 'Europe/Berlin', midnight)).toBe(
      Date.parse('2026-03-29T01:30:00Z'),
    );
  });
});
