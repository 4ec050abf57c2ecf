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

/** What a skeleton field shows: a calendar date (year, month, day), another date field, a time or a zone. */
type FieldKind = 'calendar date' | 'date' | 'time' | 'zone';

interface SkeletonField {
  kind: FieldKind;
  /** The Intl options of the field written `n` times (yy, MMMM ...). */
  options(n: number, letter: string): Intl.DateTimeFormatOptions;
}

const FIELDS = new Map<string, SkeletonField>();
const field = (letters: string, kind: FieldKind, options: SkeletonField['options']) => {
  for (const letter of letters) FIELDS.set(letter, { kind, options });
};
field('G', 'date', (n) => ({ era: textWidth(n) }));
field('yYu', 'calendar date', (n) => ({ year: n === 2 ? '2-digit' : 'numeric' }));
field('ML', 'calendar date', (n) => ({ month: monthWidth(n) }));
field('d', 'calendar date', (n) => ({ day: numeric(n) }));
field('Ece', 'date', (n) => ({ weekday: textWidth(n) }));
field('hHKk', 'time', (n, letter) => ({ hour: numeric(n), hourCycle: HOUR_CYCLES[letter] }));
// the locale's own hour cycle
field('jJC', 'time', (n) => ({ hour: numeric(n) }));
field('Bb', 'time', (n) => ({ dayPeriod: textWidth(n) }));
field('m', 'time', (n) => ({ minute: numeric(n) }));
field('s', 'time', (n) => ({ second: numeric(n) }));
field('S', 'time', (n) => ({ fractionalSecondDigits: Math.min(n, 3) as 1 | 2 | 3 }));
field('z', 'zone', (n) => ({ timeZoneName: n >= 4 ? 'long' : 'short' }));
field('v', 'zone', (n) => ({ timeZoneName: n >= 4 ? 'longGeneric' : 'shortGeneric' }));
field('OZXxV', 'zone', (n) => ({ timeZoneName: n >= 4 ? 'longOffset' : 'shortOffset' }));

export function parseSkeleton(source: string): Skeleton {
  const options: Intl.DateTimeFormatOptions = {};
  const kinds = new Set<FieldKind>();
  for (let i = 0; i < source.length;) {
    const letter = source[i];
    let n = 1;
    while (source[i + n] === letter) n++;
    i += n;
    const known = FIELDS.get(letter);
    if (known === undefined) continue;
    Object.assign(options, known.options(n, letter));
    kinds.add(known.kind);
  }
  const hasCalendarDate = kinds.has('calendar date');
  return { options, hasCalendarDate, hasDate: hasCalendarDate || kinds.has('date'), hasTime: kinds.has('time') };
}

/** True when the skeleton asks for at least one field Intl can print. */
export function isUsable(s: Skeleton): boolean {
  return s.hasDate || s.hasTime;
}
