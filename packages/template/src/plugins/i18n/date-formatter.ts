import { displayZone } from '../date/zone';
import { BoundedCache } from '../shared/bounded-cache';
import { localizeHours } from './skeleton';

/**
 * An Intl.DateTimeFormat with the storefront's rules and caches:
 * - text is CLDR's exactly: V8's format() swaps the narrow no-break space before AM/PM for a
 *   plain space. Where that happens the space is put back (when a check over every hour of a
 *   day shows that this restores the text exactly), or the text is read through the slower
 *   formatToParts;
 * - formatting is pure, so recent results are kept (pages print the same instants again and
 *   again);
 * - ranges print each field as the single-instant format does (Intl's range patterns sometimes
 *   widen fields: de "24.–25.02.2020" for "24.–25.2.2020").
 */
const MAX_RESULTS = 512;

export class DateFormatter {
  private readonly results = new BoundedCache<number, string>(MAX_RESULTS);
  private readonly ranges = new BoundedCache<string, string>(MAX_RESULTS);
  /** how format() output becomes CLDR's text: as is, by a fix-up, or not at all (use parts) */
  private readonly repair: ((text: string) => string) | null | 'parts';
  /** Intl's ranges keep the single-instant field widths (checked on first use) */
  private exactRanges: boolean | undefined;

  constructor(readonly intl: Intl.DateTimeFormat) {
    this.repair = repairFor(intl);
  }

  format(ms: number): string {
    let text = this.results.get(ms);
    if (text === undefined) {
      const repair = this.repair;
      if (repair === null) text = this.intl.format(ms);
      else if (repair === 'parts') text = joinParts(this.intl.formatToParts(ms));
      else text = repair(this.intl.format(ms));
      this.results.set(ms, text);
    }
    return text;
  }

  range(start: number, end: number): string {
    const key = start + ',' + end;
    let text = this.ranges.get(key);
    if (text === undefined) {
      text = this.ranges.set(key, this.computeRange(start, end));
    }
    return text;
  }

  private computeRange(start: number, end: number): string {
    this.exactRanges ??= keepsWidths(this.intl);
    if (this.exactRanges) {
      const text = this.intl.formatRange(start, end);
      // both ends print the same: Intl fell back to plain format()
      return text === this.intl.format(start) ? this.format(start) : text;
    }
    const parts = this.intl.formatRangeToParts(start, end);
    if (parts.every((x) => x.source === 'shared')) return this.format(start);
    return withOwnFields(parts, this.intl.formatToParts(start), this.intl.formatToParts(end));
  }
}

/** Every hour of a day (in any zone, 26 hours cover a whole local day), for day periods. */
const SAMPLES = Array.from({ length: 26 }, (_, h) => Date.UTC(2020, 1, 24, h, 4, 5));
const NNBSP = '\u202f';

/**
 * null when format() already gives CLDR's text; a function restoring the narrow no-break space
 * next to day periods ("2:04 PM") when that provably works on every sample; else 'parts'.
 */
function repairFor(intl: Intl.DateTimeFormat): ((text: string) => string) | null | 'parts' {
  const samples = SAMPLES.map((t) => ({ plain: intl.format(t), parts: intl.formatToParts(t) }));
  if (samples.every((x) => x.plain === joinParts(x.parts))) return null;
  const periods = new Set<string>();
  /** literal as format() prints it -> literal as CLDR has it */
  const literals = new Map<string, string>();
  let elsewhere = false;
  for (const { parts } of samples) {
    parts.forEach((p, i) => {
      if (p.type === 'dayPeriod') periods.add(p.value);
      else if (p.type === 'literal' && p.value.includes(NNBSP)) {
        if (parts[i + 1]?.type !== 'dayPeriod') elsewhere = true;
        literals.set(p.value.replaceAll(NNBSP, ' '), p.value);
      }
    });
  }
  if (elsewhere || periods.size === 0) return 'parts';
  const alternatives = (values: Iterable<string>) => [...values].map(escapeRegExp).join('|');
  const before = new RegExp(`(?:${alternatives(literals.keys())})(?=(?:${alternatives(periods)})(?!\\p{L}))`, 'gu');
  const repair = (text: string) => text.replace(before, (m) => literals.get(m) ?? m);
  return samples.every((x) => repair(x.plain) === joinParts(x.parts)) ? repair : 'parts';
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
const RANGE_SAMPLES: readonly [number, number][] = [
  [Date.UTC(2020, 0, 5, 3, 4), Date.UTC(2020, 0, 6, 5, 6)],
  [Date.UTC(2020, 0, 5, 3, 4), Date.UTC(2021, 1, 6, 5, 6)],
  [Date.UTC(2020, 0, 5, 3, 4), Date.UTC(2020, 0, 5, 5, 6)],
];

function keepsWidths(intl: Intl.DateTimeFormat): boolean {
  for (const [s, e] of RANGE_SAMPLES) {
    const parts = intl.formatRangeToParts(s, e);
    if (withOwnFields(parts, intl.formatToParts(s), intl.formatToParts(e)) !== joinParts(parts)) return false;
  }
  return true;
}

function withOwnFields(
  parts: readonly Intl.DateTimeRangeFormatPart[],
  startParts: readonly Intl.DateTimeFormatPart[],
  endParts: readonly Intl.DateTimeFormatPart[],
): string {
  let text = '';
  for (const x of parts) {
    if (x.type === 'literal') {
      text += x.value;
      continue;
    }
    const own = (x.source === 'endRange' ? endParts : startParts).find((y) => y.type === x.type);
    text += own === undefined ? x.value : own.value;
  }
  return text;
}

export function joinParts(parts: readonly { value: string }[]): string {
  let text = '';
  for (const p of parts) text += p.value;
  return text;
}

const formatters = new BoundedCache<string, DateFormatter>(2000);

/**
 * The formatter for a locale, the website's zone setting (possibly unknown to Intl: then UTC)
 * and options whose cache key was computed at compile time.
 */
export function dateFormatter(
  locale: string,
  zone: string,
  options: Intl.DateTimeFormatOptions,
  optionsKey: string,
): DateFormatter {
  const id = locale + '\u0000' + zone + '\u0000' + optionsKey;
  let f = formatters.get(id);
  if (f === undefined) {
    const intl = new Intl.DateTimeFormat(locale, { ...localizeHours(options, locale), timeZone: displayZone(zone) });
    f = formatters.set(id, new DateFormatter(intl));
  }
  return f;
}
