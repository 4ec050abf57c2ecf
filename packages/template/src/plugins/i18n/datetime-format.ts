import { BoundedCache, LOCALE_CACHE_SIZE } from '../shared/bounded-cache';
import { applyContext } from './capitalize';
import { dateFormatter, DateFormatter, joinParts } from './date-formatter';
import type { DateTimeSpec, FormatPart, Length } from './datetime-spec';

/** Localized date/time text through Intl.DateTimeFormat (see DateFormatter). */

export function formatterFor(locale: string, zone: string, p: FormatPart): DateFormatter {
  return dateFormatter(locale, zone, p.options, p.key);
}

export function formatPart(locale: string, zone: string, p: FormatPart, ms: number): string {
  return formatterFor(locale, zone, p).format(ms);
}

/** Format an instant as the spec says; the caller checks that `ms` is finite and in range. */
export function formatDateTime(spec: DateTimeSpec, locale: string, zone: string, ms: number): string {
  let text: string;
  if (spec.kind === 'single') {
    text = formatPart(locale, zone, spec.part, ms);
  } else {
    const g = glue(locale, spec.wrap);
    const date = formatPart(locale, zone, spec.date, ms);
    const time = formatPart(locale, zone, spec.time, ms);
    text = g.dateFirst ? date + g.text + time : time + g.text + date;
  }
  return applyContext(text, spec.context, locale);
}

interface Glue {
  readonly text: string;
  readonly dateFirst: boolean;
}

/** by locale and length */
const glues = new BoundedCache<string, Glue>(4 * LOCALE_CACHE_SIZE);
const SAMPLE = Date.UTC(2020, 1, 24, 14, 4, 40);

/**
 * The locale's text between a date and a time at a given length (", " or " at " in English),
 * found by formatting a sample both ways and taking what the combined form adds.
 */
export function glue(locale: string, wrap: Length): Glue {
  const id = locale + '\u0000' + wrap;
  let g = glues.get(id);
  if (g === undefined) {
    const part = (options: Intl.DateTimeFormatOptions) =>
      joinParts(new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).formatToParts(SAMPLE));
    const both = part({ dateStyle: wrap, timeStyle: 'short' });
    const date = part({ dateStyle: wrap });
    const time = part({ timeStyle: 'short' });
    if (both.startsWith(date) && both.endsWith(time) && both.length >= date.length + time.length) {
      g = { text: both.slice(date.length, both.length - time.length), dateFirst: true };
    } else if (both.startsWith(time) && both.endsWith(date) && both.length >= date.length + time.length) {
      g = { text: both.slice(time.length, both.length - date.length), dateFirst: false };
    } else {
      g = { text: ' ', dateFirst: true };
    }
    glues.set(id, g);
  }
  return g;
}
