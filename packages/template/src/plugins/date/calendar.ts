/**
 * Civil dates from epoch milliseconds, in the calendar websites print: Julian before the Gregorian
 * reform (October 15, 1582), Gregorian after. Dates are counted by Julian day number, and only
 * days 0 (Monday, January 1, 4713 B.C.) to December 31, 8652 A.D. are supported.
 */

export const DAY_MS = 86_400_000;
/** Julian day number of 1970-01-01. */
const EPOCH_JULIAN_DAY = 2_440_588;
/** First day of the Gregorian calendar, 1582-10-15. */
const GREGORIAN_REFORM_DAY = 2_299_161;
const MIN_JULIAN_DAY = 0;
/** 8652-12-31 */
const MAX_JULIAN_DAY = 4_881_503;

/** First and last supported instants, in UTC. */
export const MIN_INSTANT = (MIN_JULIAN_DAY - EPOCH_JULIAN_DAY) * DAY_MS;
export const MAX_INSTANT = (MAX_JULIAN_DAY - EPOCH_JULIAN_DAY + 1) * DAY_MS - 1;

export function rangeError(julianDay: number): string {
  return `Julian day ${julianDay} is outside the supported range: Mon Jan 1 4713 B.C. to Fri Dec 31 8652 A.D.`;
}

export interface CivilTime {
  julianDay: number;
  /** astronomical year: 0 is 1 B.C. */
  year: number;
  /** 1..12 */
  month: number;
  day: number;
  /** 0 = Sunday */
  weekday: number;
  /** 1-based */
  dayOfYear: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  gregorian: boolean;
}

/** The Julian day containing local time `localMs` (epoch ms shifted by the zone offset). */
export function julianDayOf(localMs: number): number {
  return Math.floor(localMs / DAY_MS) + EPOCH_JULIAN_DAY;
}

export function inSupportedRange(julianDay: number): boolean {
  return julianDay >= MIN_JULIAN_DAY && julianDay <= MAX_JULIAN_DAY;
}

/** Civil fields of a local time; the caller checks the range first. */
export function civilTime(localMs: number): CivilTime {
  const days = Math.floor(localMs / DAY_MS);
  let rest = localMs - days * DAY_MS;
  const julianDay = days + EPOCH_JULIAN_DAY;
  const gregorian = julianDay >= GREGORIAN_REFORM_DAY;
  const { year, month, day } = gregorian ? gregorianDate(days) : julianCalendarDate(julianDay);
  const hour = Math.floor(rest / 3_600_000);
  rest -= hour * 3_600_000;
  const minute = Math.floor(rest / 60_000);
  rest -= minute * 60_000;
  const second = Math.floor(rest / 1000);
  return {
    julianDay,
    year,
    month,
    day,
    weekday: weekdayOf(julianDay),
    dayOfYear: dayOfYear(year, month, day, gregorian),
    hour,
    minute,
    second,
    millisecond: Math.floor(rest - second * 1000),
    gregorian,
  };
}

/** Proleptic Gregorian date of a day count since 1970-01-01 (Howard Hinnant's civil_from_days). */
function gregorianDate(days: number): { year: number; month: number; day: number } {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

/** Julian-calendar date of a Julian day number (valid for day numbers >= 0). */
function julianCalendarDate(julianDay: number): { year: number; month: number; day: number } {
  const c = julianDay + 32_082;
  const d = Math.floor((4 * c + 3) / 1461);
  const e = c - Math.floor((1461 * d) / 4);
  const m = Math.floor((5 * e + 2) / 153);
  const day = e - Math.floor((153 * m + 2) / 5) + 1;
  const month = m + 3 - 12 * Math.floor(m / 10);
  return { year: d - 4800 + Math.floor(m / 10), month, day };
}

const DAYS_BEFORE_MONTH = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

function isLeapYear(year: number, gregorian: boolean): boolean {
  if (year % 4 !== 0) return false;
  return !gregorian || year % 100 !== 0 || year % 400 === 0;
}

function dayOfYear(year: number, month: number, day: number, gregorian: boolean): number {
  return DAYS_BEFORE_MONTH[month - 1] + day + (month > 2 && isLeapYear(year, gregorian) ? 1 : 0);
}

function yearLength(year: number, gregorian: boolean): number {
  return isLeapYear(year, gregorian) ? 366 : 365;
}

/** ISO 8601 week number and week-based year (weeks start Monday; week 1 holds the first Thursday). */
export function isoWeek(t: CivilTime): { week: number; year: number } {
  const isoWeekday = t.weekday === 0 ? 7 : t.weekday;
  const week = Math.floor((t.dayOfYear - isoWeekday + 10) / 7);
  const jan1 = t.julianDay - t.dayOfYear + 1;
  if (week < 1) {
    const previous = t.year - 1;
    const previousJan1 = jan1 - yearLength(previous, t.gregorian);
    return { week: isoWeeksInYear(weekdayOf(previousJan1), isLeapYear(previous, t.gregorian)), year: previous };
  }
  if (week > isoWeeksInYear(weekdayOf(jan1), isLeapYear(t.year, t.gregorian))) return { week: 1, year: t.year + 1 };
  return { week, year: t.year };
}

/** A year has 53 ISO weeks when it starts on a Thursday, or on a Wednesday in a leap year. */
function isoWeeksInYear(jan1Weekday: number, leap: boolean): number {
  return jan1Weekday === 4 || (leap && jan1Weekday === 3) ? 53 : 52;
}

/** 0 = Sunday */
function weekdayOf(julianDay: number): number {
  return (((julianDay + 1) % 7) + 7) % 7;
}

/**
 * Week of the year as US calendars count it: weeks start on Sunday and the week holding
 * January 1st is week 1, so the last days of December may already be week 1 of the next year.
 */
export function usWeekOfYear(t: CivilTime): number {
  const jan1 = t.julianDay - t.dayOfYear + 1;
  const nextJan1 = jan1 + yearLength(t.year, t.gregorian);
  const weekStart = t.julianDay - t.weekday;
  if (weekStart + 6 >= nextJan1) return 1;
  return Math.floor((t.dayOfYear - 1 + weekdayOf(jan1)) / 7) + 1;
}
