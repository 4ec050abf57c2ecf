import { civilTime, CivilTime, inSupportedRange, isoWeek, julianDayOf, rangeError, usWeekOfYear } from './calendar';
import { pad2 } from './digits';
import { formatOffset, zoneAbbreviation, zoneOffset } from './zone';

/**
 * strftime-style patterns ("%Y-%m-%d"), always in English: `date` output is meant for machine-like
 * or fixed layouts, the localized formatters are `datetime` and friends.
 */

/** What one conversion reads: the instant, its zone and its civil fields there. */
interface Moment {
  readonly ms: number;
  readonly zone: string;
  readonly offset: number;
  readonly t: CivilTime;
}

type Conversion = (m: Moment) => string;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const SHORT_WEEKDAYS = WEEKDAYS.map((d) => d.slice(0, 3));
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const SHORT_MONTHS = MONTHS.map((m) => m.slice(0, 3));

const pad3 = (n: number): string => (n < 10 ? '00' + n : n < 100 ? '0' + n : String(n));
const space2 = (n: number): string => (n < 10 ? ' ' + n : String(n));
const hour12 = (h: number): number => (h % 12 === 0 ? 12 : h % 12);
/** Years print without era: 1 B.C. (astronomical 0) prints as 1. */
const displayYear = (year: number): number => (year > 0 ? year : 1 - year);

const CONVERSIONS: Record<string, Conversion> = {
  a: ({ t }) => SHORT_WEEKDAYS[t.weekday],
  A: ({ t }) => WEEKDAYS[t.weekday],
  b: ({ t }) => SHORT_MONTHS[t.month - 1],
  B: ({ t }) => MONTHS[t.month - 1],
  c: (m) =>
    `${SHORT_WEEKDAYS[m.t.weekday]}, ${SHORT_MONTHS[m.t.month - 1]} ${m.t.day}, ${displayYear(m.t.year)} ` +
    `${hour12(m.t.hour)}:${pad2(m.t.minute)}:${pad2(m.t.second)} ${m.t.hour < 12 ? 'AM' : 'PM'} ` +
    zoneAbbreviation(m.zone, m.ms, m.offset),
  C: ({ t }) => pad2(Math.floor(displayYear(t.year) / 100)),
  d: ({ t }) => pad2(t.day),
  D: ({ t }) => `${pad2(t.month)}/${pad2(t.day)}/${pad2(displayYear(t.year) % 100)}`,
  e: ({ t }) => space2(t.day),
  F: ({ t }) => `${displayYear(t.year)}-${pad2(t.month)}-${pad2(t.day)}`,
  // the week-based year is printed astronomically (1 B.C. is 0)
  g: ({ t }) => {
    const y = isoWeek(t).year % 100;
    return y < 0 ? String(y) : pad2(y);
  },
  G: ({ t }) => String(isoWeek(t).year).padStart(4, '0'),
  h: ({ t }) => SHORT_MONTHS[t.month - 1],
  H: ({ t }) => pad2(t.hour),
  i: ({ t }) => String(hour12(t.hour)),
  I: ({ t }) => pad2(hour12(t.hour)),
  j: ({ t }) => pad3(t.dayOfYear),
  k: ({ t }) => space2(t.hour),
  l: ({ t }) => space2(hour12(t.hour)),
  m: ({ t }) => pad2(t.month),
  M: ({ t }) => pad2(t.minute),
  n: () => '\n',
  N: ({ t }) => pad3(t.millisecond) + '000000',
  p: ({ t }) => (t.hour < 12 ? 'AM' : 'PM'),
  P: ({ t }) => (t.hour < 12 ? 'am' : 'pm'),
  q: ({ t }) => String(Math.floor((t.month - 1) / 3) + 1),
  r: ({ t }) => `${hour12(t.hour)}:${pad2(t.minute)}:${pad2(t.second)} ${t.hour < 12 ? 'AM' : 'PM'}`,
  R: ({ t }) => `${pad2(t.hour)}:${pad2(t.minute)}`,
  s: ({ ms }) => String(Math.trunc(ms / 1000) || 0),
  S: ({ t }) => pad2(t.second),
  t: () => '\t',
  T: ({ t }) => `${pad2(t.hour)}:${pad2(t.minute)}:${pad2(t.second)}`,
  u: ({ t }) => String(t.weekday === 0 ? 7 : t.weekday),
  U: ({ t }) => pad2(usWeekOfYear(t)),
  v: ({ t }) => `${space2(t.day)}-${SHORT_MONTHS[t.month - 1]}-${displayYear(t.year)}`,
  V: ({ t }) => pad2(isoWeek(t).week),
  w: ({ t }) => String(t.weekday),
  W: ({ t }) => pad2(usWeekOfYear(t)),
  x: ({ t }) => `${pad2(t.month)}/${pad2(t.day)}/${displayYear(t.year)}`,
  X: ({ t }) => `${pad2(hour12(t.hour))}:${pad2(t.minute)}:${pad2(t.second)} ${t.hour < 12 ? 'AM' : 'PM'}`,
  y: ({ t }) => pad2(displayYear(t.year) % 100),
  Y: ({ t }) => String(displayYear(t.year)),
  z: ({ offset }) => formatOffset(offset),
  Z: (m) => zoneAbbreviation(m.zone, m.ms, m.offset),
};

/** A compiled pattern: literal text and conversions in order. */
export type Pattern = readonly (string | Conversion)[];

/**
 * Compile once: `%%` is a percent sign, a trailing lone `%` stays, and an unknown conversion
 * prints nothing (so "%-d" prints "d").
 */
export function compilePattern(source: string): Pattern {
  const out: (string | Conversion)[] = [];
  let literal = '';
  for (let i = 0; i < source.length; i++) {
    const ch = source[i];
    if (ch !== '%' || i === source.length - 1) {
      literal += ch;
      continue;
    }
    const code = source[++i];
    if (code === '%') {
      literal += '%';
      continue;
    }
    const conversion = Object.hasOwn(CONVERSIONS, code) ? CONVERSIONS[code] : undefined;
    if (conversion === undefined) continue;
    if (literal) out.push(literal);
    literal = '';
    out.push(conversion);
  }
  if (literal) out.push(literal);
  return out;
}

export type FormatResult = { ok: true; text: string } | { ok: false; error: string };

/** Format epoch `ms` in `zone`; fails for instants that are not finite or outside the calendar. */
export function formatPattern(pattern: Pattern, ms: number, zone: string): FormatResult {
  if (!Number.isFinite(ms)) return { ok: false, error: `date: ${ms} is not a valid instant` };
  const offset = zoneOffset(zone, ms);
  const local = ms + offset;
  const julianDay = julianDayOf(local);
  if (!inSupportedRange(julianDay)) return { ok: false, error: rangeError(julianDay) };
  const moment: Moment = { ms, zone, offset, t: civilTime(local) };
  let text = '';
  for (const piece of pattern) text += typeof piece === 'string' ? piece : piece(moment);
  return { ok: true, text };
}
