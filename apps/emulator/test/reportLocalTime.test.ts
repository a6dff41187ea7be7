import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localTime } from '../src/domain/reports/period.js';

/** What a wall clock in `zone` reads at `instant`, by Intl: the reference the fast path must agree with. */
function reference(instant: number, zone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

const zones = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata', 'Australia/Lord_Howe'];
const instants = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2040, 0, 1) });

describe('localTime', () => {
  it('reads as the zone’s wall clock, for any instant, in any order', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.array(instants, { minLength: 1, maxLength: 20 }),
        (zone, list) => {
          for (const instant of list)
            expect(localTime(instant, zone)).toBe(reference(instant, zone));
        },
      ),
    );
  });

  it('follows a change of offset within a run of rows in time order', () => {
    // Europe/Berlin moved from +01:00 to +02:00 at 01:00 UTC on 2026-03-29.
    const change = Date.UTC(2026, 2, 29, 1);
    for (let at = change - 3_600_000; at < change + 3_600_000; at += 61_000)
      expect(localTime(at, 'Europe/Berlin')).toBe(reference(at, 'Europe/Berlin'));
  });
});
