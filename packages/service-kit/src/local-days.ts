import { InvalidArgumentError } from './domain-errors';

/** The INVALID_ARGUMENT texts of a day range; the gateway turns them into 400. */
export const localDaysMessages = {
  dayInvalid: (field: string) => `${field} must be a day in the form YYYY-MM-DD.`,
  rangeReversed: 'The range ends before it starts.',
  rangeTooLong: 'The range spans more than 366 days.',
  timeZoneUnknown: 'time_zone is not an IANA time zone, such as America/New_York.',
} as const;

/** proto: an empty time zone is the site default's (spec §9). */
export const DEFAULT_TIME_ZONE = 'America/New_York';
/** proto: a range spans at most this many days, both ends included. */
export const MAX_RANGE_DAYS = 366;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 24 * 60 * 60 * 1000;
/** IANA names are short; the longest ("America/Argentina/ComodRivadavia") is 32 characters. */
const MAX_TIME_ZONE_LENGTH = 64;

/**
 * A range of calendar days in a time zone, with the instants where each day starts: the services'
 * rows are put on days by these bounds, computed here with the ICU time-zone data every Node carries, so
 * PGlite and PostgreSQL (whose zone data may differ or lack a name) give the same days.
 */
export interface LocalDays {
  timeZone: string;
  from: string;
  to: string;
  /** Every day of the range in order, YYYY-MM-DD. */
  days: string[];
  /** days.length + 1 instants: where each day starts, then where the last one ends. */
  bounds: Date[];
}

/** The time zone's canonical IANA name; '' is the default; anything Intl does not know is refused. */
export function timeZoneOf(value: string): string {
  if (value === '') return DEFAULT_TIME_ZONE;
  if (value.length > MAX_TIME_ZONE_LENGTH) throw new InvalidArgumentError(localDaysMessages.timeZoneUnknown);
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone;
  } catch {
    throw new InvalidArgumentError(localDaysMessages.timeZoneUnknown);
  }
}

/** A YYYY-MM-DD that names a real date, as milliseconds of its UTC midnight; undefined otherwise. */
function dayNumber(value: string): number | undefined {
  const match = DAY.exec(value);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  // Date.UTC rolls 2025-02-30 over into March; a real date comes back as it went in
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return ms;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function wallClockOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at `instant`, read as if it were UTC (milliseconds). */
function wallClock(timeZone: string, instant: number): number {
  const parts = Object.fromEntries(
    wallClockOf(timeZone)
      .formatToParts(new Date(instant))
      .map((part) => [part.type, Number(part.value)]),
  );
  return Date.UTC(parts.year!, parts.month! - 1, parts.day!, parts.hour!, parts.minute!, parts.second!);
}

/**
 * The instant `day` (UTC midnight of the date, in ms) starts in `timeZone`. The zone's offset is
 * read at two guesses, before and after a possible change; of the candidates that fall on the day,
 * the earliest wins, so a day whose midnight is skipped (clocks forward at 00:00) starts at the
 * first minute it has, and a midnight that happens twice starts at the first.
 */
function startOfDay(timeZone: string, day: number): number {
  const first = day - (wallClock(timeZone, day) - day);
  const second = day - (wallClock(timeZone, first) - first);
  const onTheDay = [first, second].filter((instant) => {
    const local = wallClock(timeZone, instant);
    return local >= day && local < day + DAY_MS;
  });
  return onTheDay.length > 0 ? Math.min(...onTheDay) : first;
}

/** The request's range, checked: real days, not reversed, at most MAX_RANGE_DAYS, a known zone. */
export function localDays(fromDay: string, toDay: string, timeZoneName: string): LocalDays {
  const from = dayNumber(fromDay);
  if (from === undefined) throw new InvalidArgumentError(localDaysMessages.dayInvalid('from_day'));
  const to = dayNumber(toDay);
  if (to === undefined) throw new InvalidArgumentError(localDaysMessages.dayInvalid('to_day'));
  if (to < from) throw new InvalidArgumentError(localDaysMessages.rangeReversed);
  const count = Math.round((to - from) / DAY_MS) + 1;
  if (count > MAX_RANGE_DAYS) throw new InvalidArgumentError(localDaysMessages.rangeTooLong);
  const timeZone = timeZoneOf(timeZoneName);
  const starts = Array.from({ length: count + 1 }, (_, i) => from + i * DAY_MS);
  return {
    timeZone,
    from: fromDay,
    to: toDay,
    days: starts.slice(0, count).map((start) => new Date(start).toISOString().slice(0, 10)),
    bounds: starts.map((start) => new Date(startOfDay(timeZone, start))),
  };
}
