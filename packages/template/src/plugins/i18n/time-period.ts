import { DAY_MS } from '../date/calendar';

/**
 * The calendar difference between two instants, counted in UTC from the first one: whole months
 * (a month is whole when the day of month and time are reached again; January 31 to February 28
 * is not a month), then the remaining time.
 */
const WEEK_MS = 7 * DAY_MS;
/** average Gregorian month and year, for fractions of those units */
const MONTH_MS = 30.436875 * DAY_MS;
const YEAR_MS = 365.2425 * DAY_MS;

export type Unit = 'year' | 'month' | 'week' | 'day' | 'hour' | 'minute' | 'second';

export interface Period {
  /** +1 when the second instant is later or equal, -1 otherwise */
  readonly sign: 1 | -1;
  /** whole months */
  readonly months: number;
  /** milliseconds beyond the whole months */
  readonly rest: number;
  /** total elapsed milliseconds */
  readonly total: number;
}

export function periodBetween(start: number, end: number): Period {
  const sign = end >= start ? 1 : -1;
  const a = new Date(start);
  const b = new Date(end);
  const [early, late] = sign > 0 ? [a, b] : [b, a];
  let months = (late.getUTCFullYear() - early.getUTCFullYear()) * 12 + (late.getUTCMonth() - early.getUTCMonth());
  if (months > 0 && timeInMonth(late) < timeInMonth(early)) months--;
  const anchor = addMonths(start, sign * months);
  return { sign, months, rest: Math.abs(end - anchor), total: Math.abs(end - start) };
}

/** Position within the month, to compare "has the day and time come round again". */
function timeInMonth(d: Date): number {
  const ms = d.getTime();
  return (d.getUTCDate() - 1) * DAY_MS + (ms - Math.floor(ms / DAY_MS) * DAY_MS);
}

/** Add months keeping the time of day, clamping to the end of shorter months. */
function addMonths(ms: number, months: number): number {
  if (months === 0) return ms;
  const d = new Date(ms);
  const day = d.getUTCDate();
  d.setUTCFullYear(d.getUTCFullYear(), d.getUTCMonth() + months, 1);
  d.setUTCDate(Math.min(day, daysInMonth(d.getUTCFullYear(), d.getUTCMonth())));
  return d.getTime();
}

function daysInMonth(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month + 1, 0);
  return d.getUTCDate();
}

export function largestUnit(p: Period, allowWeeks: boolean): Unit {
  if (p.months >= 12) return 'year';
  if (p.months > 0) return 'month';
  const rest = p.rest;
  if (allowWeeks && rest >= WEEK_MS) return 'week';
  if (rest >= DAY_MS) return 'day';
  if (rest >= 3_600_000) return 'hour';
  if (rest >= 60_000) return 'minute';
  return 'second';
}

/** The difference expressed in `unit`, with its fraction. */
export function elapsedIn(p: Period, unit: Unit): number {
  switch (unit) {
    case 'year':
      return p.months / 12 + p.rest / YEAR_MS;
    case 'month':
      return p.months + p.rest / MONTH_MS;
    case 'week':
      return p.total / WEEK_MS;
    case 'day':
      return p.total / DAY_MS;
    case 'hour':
      return p.total / 3_600_000;
    case 'minute':
      return p.total / 60_000;
    case 'second':
      return p.total / 1000;
  }
}
