import type { Context } from '../../exec/context';
import { withSpec } from '../../plugin';
import { DAY_MS } from '../date/calendar';
import { toEpochMs } from '../date/epoch';
import { supportedInstant } from '../date/supported-instant';
import { zoneOffset } from '../date/zone';
import { BoundedCache, LOCALE_CACHE_SIZE } from '../shared/bounded-cache';
import { optionsKey } from '../shared/intl-cache';
import { localeOf } from '../shared/locale';
import { applyContext, parseContext, TextContext } from './capitalize';
import { joinParts } from './date-formatter';
import { formatPart, formatterFor, glue } from './datetime-format';
import { FormatPart, skeletonWrap } from './datetime-spec';
import { isUsable, parseSkeleton } from './skeleton';

/**
 * `{start, end|datetime-interval [skeleton]}`: a localized range ("Feb 24 – Jun 19, 2020").
 * Without a skeleton, a range within one day shows times and a longer one shows dates. A skeleton
 * that names neither a calendar date nor a time (only a weekday) gets hours and minutes; a time
 * range spanning days gets the dates too.
 */
export interface IntervalSpec {
  /** undefined: choose by the range itself */
  readonly date: FormatPart | undefined;
  readonly time: FormatPart | undefined;
  /** both, for a time range across days (the medium date when the skeleton has none) */
  readonly dateTime: FormatPart | undefined;
  /** the date names year, month or day */
  readonly calendarDate: boolean;
  readonly context: TextContext;
}

const part = (options: Intl.DateTimeFormatOptions): FormatPart => ({ options, key: optionsKey(options) });

const HOURS_MINUTES = part({ hour: 'numeric', minute: '2-digit' });
const MEDIUM_DATE = part({ year: 'numeric', month: 'short', day: 'numeric' });

const DATE_FIELDS = ['era', 'year', 'month', 'day', 'weekday'] as const;

export function parseIntervalArgs(args: readonly string[]): IntervalSpec {
  let skeleton = '';
  let context: TextContext = 'middle';
  for (const arg of args) {
    if (arg.startsWith('context:')) context = parseContext(arg.slice(8));
    else if (arg.startsWith('skeleton:')) skeleton = arg.slice(9);
    else if (!arg.includes(':')) skeleton = arg;
  }
  const s = parseSkeleton(skeleton);
  if (!isUsable(s)) return { date: undefined, time: undefined, dateTime: undefined, calendarDate: false, context };
  const date: Intl.DateTimeFormatOptions = {};
  const time: Intl.DateTimeFormatOptions = {};
  for (const [key, value] of Object.entries(s.options)) {
    const target = (DATE_FIELDS as readonly string[]).includes(key) ? date : time;
    (target as Record<string, unknown>)[key] = value;
  }
  const datePart = Object.keys(date).length > 0 ? part(date) : undefined;
  const timePart = s.hasTime ? part(time) : s.hasCalendarDate ? undefined : HOURS_MINUTES;
  const dateTime =
    timePart === undefined ? undefined : part({ ...(datePart ?? MEDIUM_DATE).options, ...timePart.options });
  return { date: datePart, time: timePart, dateTime, calendarDate: s.hasCalendarDate, context };
}

/** '' when either end is not an instant or there is no locale data. */
export function localizedInterval(ctx: Context, spec: IntervalSpec, startValue: unknown, endValue: unknown): string {
  const locale = localeOf(ctx);
  const start = toEpochMs(startValue);
  const end = toEpochMs(endValue);
  if (locale === null || Number.isNaN(start) || Number.isNaN(end)) return '';
  const zone = ctx.timeZone();
  const s = supportedInstant(ctx, start, zone);
  const e = supportedInstant(ctx, end, zone);
  const sameDay = Math.floor((s + zoneOffset(zone, s)) / DAY_MS) === Math.floor((e + zoneOffset(zone, e)) / DAY_MS);
  return applyContext(interval(spec, locale, zone, s, e, sameDay), spec.context, locale);
}

function interval(spec: IntervalSpec, locale: string, zone: string, s: number, e: number, sameDay: boolean): string {
  const { date, time, dateTime } = spec;
  if (time === undefined || dateTime === undefined) {
    return range(locale, zone, date ?? (sameDay ? HOURS_MINUTES : MEDIUM_DATE), s, e);
  }
  if (sameDay) {
    const times = range(locale, zone, time, s, e);
    return date === undefined ? times : withGlue(locale, date, formatPart(locale, zone, date, s), times);
  }
  if (date === undefined || spec.calendarDate) return range(locale, zone, dateTime, s, e);
  // a weekday and a time on different days: each end in full, joined the locale's way
  const one = (ms: number) =>
    withGlue(locale, date, formatPart(locale, zone, date, ms), formatPart(locale, zone, time, ms));
  return one(s) + rangeSeparator(locale) + one(e);
}

function withGlue(locale: string, date: FormatPart, dateText: string, timeText: string): string {
  const g = glue(locale, skeletonWrap(date.options));
  return g.dateFirst ? dateText + g.text + timeText : timeText + g.text + dateText;
}

function range(locale: string, zone: string, p: FormatPart, s: number, e: number): string {
  return formatterFor(locale, zone, p).range(s, e);
}

const separators = new BoundedCache<string, string>(LOCALE_CACHE_SIZE);

/**
 * The locale's text between the two ends of a range (" – " with thin spaces in English, "～" in
 * Japanese): found in a range Intl has no pattern for, which it prints as both ends in full.
 */
function rangeSeparator(locale: string): string {
  let sep = separators.get(locale);
  if (sep === undefined) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      timeZone: 'UTC',
    };
    const f = new Intl.DateTimeFormat(locale, options);
    const a = Date.UTC(2020, 5, 1, 10);
    const b = Date.UTC(2020, 5, 3, 10);
    const both = joinParts(f.formatRangeToParts(a, b));
    const start = joinParts(f.formatToParts(a));
    const end = joinParts(f.formatToParts(b));
    sep =
      both.startsWith(start) && both.endsWith(end) && both.length > start.length + end.length
        ? both.slice(start.length, both.length - end.length)
        : ' \u2013 ';
    separators.set(locale, sep);
  }
  return sep;
}

export const datetimeInterval = withSpec(parseIntervalArgs, (ctx, spec, vars) => {
  vars[0].value = vars.length < 2 ? '' : localizedInterval(ctx, spec, vars[0].value, vars[1].value);
});
