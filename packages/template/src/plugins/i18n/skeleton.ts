import { BoundedCache, LOCALE_CACHE_SIZE } from '../shared/bounded-cache';

/**
 * CLDR date skeletons ("yMMMd", "hm", "EEEE") mapped to Intl.DateTimeFormat options; Intl then
 * picks the locale's best pattern for the requested fields, which is what a skeleton means.
 * Fields Intl cannot show (quarters, week numbers, day of year) are ignored.
 */
export interface Skeleton {
  readonly options: Intl.DateTimeFormatOptions;
  /** year, month or day requested */
  readonly hasCalendarDate: boolean;
  /** any date field, including weekday and era */
  readonly hasDate: boolean;
  readonly hasTime: boolean;
}

type Width = 'narrow' | 'short' | 'long';
const textWidth = (n: number): Width => (n >= 5 ? 'narrow' : n === 4 ? 'long' : 'short');
const numeric = (n: number): 'numeric' | '2-digit' => (n === 2 ? '2-digit' : 'numeric');
const monthWidth = (n: number): Intl.DateTimeFormatOptions['month'] =>
  n <= 2 ? numeric(n) : n === 3 ? 'short' : n === 4 ? 'long' : 'narrow';

const HOUR_CYCLES: Record<string, Intl.DateTimeFormatOptions['hourCycle']> = {
  h: 'h12',
  H: 'h23',
  K: 'h11',
  k: 'h24',
};

/**
 * Hours as the locale's CLDR patterns write them, which Intl's option matching loses:
 * - 24-hour clocks are zero-padded where the locale's own time format pads them (de "03:04",
 *   es "3:04");
 * - Japanese 12-hour time counts from 0 (午前0:59): CLDR's "h" patterns there use K.
 */
export function localizeHours(options: Intl.DateTimeFormatOptions, locale: string): Intl.DateTimeFormatOptions {
  if (options.hour !== 'numeric') return options;
  const cycle = options.hourCycle ?? defaultHourCycle(locale);
  if ((cycle === 'h23' || cycle === 'h24') && padsHours(locale)) return { ...options, hour: '2-digit' };
  if (cycle === 'h12' && options.hourCycle !== undefined && (locale === 'ja' || locale.startsWith('ja-'))) {
    return { ...options, hourCycle: 'h11' };
  }
  return options;
}

const hourCycles = new BoundedCache<string, string | undefined>(LOCALE_CACHE_SIZE);
const paddedHours = new BoundedCache<string, boolean>(LOCALE_CACHE_SIZE);

function defaultHourCycle(locale: string): string | undefined {
  if (!hourCycles.has(locale)) {
    hourCycles.set(locale, new Intl.DateTimeFormat(locale, { hour: 'numeric' }).resolvedOptions().hourCycle);
  }
  return hourCycles.get(locale);
}

function padsHours(locale: string): boolean {
  let pads = paddedHours.get(locale);
  if (pads === undefined) {
    const f = new Intl.DateTimeFormat(locale, { timeStyle: 'short', hourCycle: 'h23', timeZone: 'UTC' });
    const hour = f.formatToParts(Date.UTC(2020, 0, 1, 3, 4)).find((p) => p.type === 'hour');
    pads = hour !== undefined && hour.value.length === 2;
    paddedHours.set(locale, pads);
  }
  return pads;
}

export function parseSkeleton(source: string): Skeleton {
  const o: Intl.DateTimeFormatOptions = {};
  let hasCalendarDate = false;
  let hasDate = false;
  let hasTime = false;
  for (let i = 0; i < source.length;) {
    const ch = source[i];
    let n = 1;
    while (source[i + n] === ch) n++;
    i += n;
    switch (ch) {
      case 'G':
        o.era = textWidth(n);
        hasDate = true;
        break;
      case 'y':
      case 'Y':
      case 'u':
        o.year = n === 2 ? '2-digit' : 'numeric';
        hasDate = hasCalendarDate = true;
        break;
      case 'M':
      case 'L':
        o.month = monthWidth(n);
        hasDate = hasCalendarDate = true;
        break;
      case 'd':
        o.day = numeric(n);
        hasDate = hasCalendarDate = true;
        break;
      case 'E':
      case 'c':
      case 'e':
        o.weekday = textWidth(n);
        hasDate = true;
        break;
      case 'h':
      case 'H':
      case 'K':
      case 'k':
      case 'j':
      case 'J':
      case 'C':
        o.hour = numeric(n);
        if (ch !== 'j' && ch !== 'J' && ch !== 'C') o.hourCycle = HOUR_CYCLES[ch];
        hasTime = true;
        break;
      case 'B':
      case 'b':
        o.dayPeriod = textWidth(n);
        hasTime = true;
        break;
      case 'm':
        o.minute = numeric(n);
        hasTime = true;
        break;
      case 's':
        o.second = numeric(n);
        hasTime = true;
        break;
      case 'S':
        o.fractionalSecondDigits = Math.min(n, 3) as 1 | 2 | 3;
        hasTime = true;
        break;
      case 'z':
        o.timeZoneName = n >= 4 ? 'long' : 'short';
        break;
      case 'v':
        o.timeZoneName = n >= 4 ? 'longGeneric' : 'shortGeneric';
        break;
      case 'O':
      case 'Z':
      case 'X':
      case 'x':
      case 'V':
        o.timeZoneName = n >= 4 ? 'longOffset' : 'shortOffset';
        break;
    }
  }
  return { options: o, hasCalendarDate, hasDate, hasTime };
}

/** True when the skeleton asks for at least one field Intl can print. */
export function isUsable(s: Skeleton): boolean {
  return s.hasDate || s.hasTime;
}
