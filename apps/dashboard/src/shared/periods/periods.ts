/**
 * Period presets for key figures and aggregates ("last 7 / 30 / 90 days", "last 12 months"), as whole days on the
 * calendar of the user's time zone: from the start of the first day to the start of tomorrow (exclusive).
 */
import type { Temporal } from 'temporal-polyfill';

export const periodPresets = ['7d', '30d', '90d', '12m'] as const;
export type PeriodPreset = (typeof periodPresets)[number];

export interface Period {
  /** ISO instant, inclusive. */
  from: string;
  /** ISO instant, exclusive. */
  to: string;
}

/** The first day of a preset, counted back from `today`. */
function firstDay(preset: PeriodPreset, today: Temporal.PlainDate): Temporal.PlainDate {
  switch (preset) {
    case '7d':
      return today.subtract({ days: 6 });
    case '30d':
      return today.subtract({ days: 29 });
    case '90d':
      return today.subtract({ days: 89 });
    case '12m':
      return today.with({ day: 1 }).subtract({ months: 11 });
  }
}

const startOf = (day: Temporal.PlainDate, timeZone: string) =>
  day.toZonedDateTime({ timeZone }).toInstant().toString();

/** The preset's period ending today in `timeZone`; the same all day long, so it makes a stable query key. */
export function periodOf(preset: PeriodPreset, now: Temporal.Instant, timeZone: string): Period {
  const today = now.toZonedDateTimeISO(timeZone).toPlainDate();
  return {
    from: startOf(firstDay(preset, today), timeZone),
    to: startOf(today.add({ days: 1 }), timeZone),
  };
}
