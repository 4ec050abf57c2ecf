import { optionsKey } from '../shared/intl-cache';
import { parseContext, TextContext } from './capitalize';
import { isUsable, parseSkeleton, Skeleton } from './skeleton';

/**
 * What `datetime` arguments ask for, decided once at compile time:
 *   short | medium | long | full      date and time at that length
 *   date:LEN|SKELETON time:LEN|SKELETON wrap:LEN   each part, and the glue between them
 *   skeleton:SKELETON or a bare skeleton ("yMMMd", "Bh")
 *   context:begin-sentence            capitalize the first letter
 * Without date or time arguments a date prints at the long length.
 */
export type Length = 'short' | 'medium' | 'long' | 'full';

export interface FormatPart {
  readonly options: Intl.DateTimeFormatOptions;
  /** cache key of `options` */
  readonly key: string;
}

export type DateTimeSpec =
  | { readonly kind: 'single'; readonly part: FormatPart; readonly context: TextContext }
  | {
      readonly kind: 'pair';
      readonly date: FormatPart;
      readonly time: FormatPart;
      readonly wrap: Length;
      readonly context: TextContext;
    };

const isLength = (s: string): s is Length => s === 'short' || s === 'medium' || s === 'long' || s === 'full';

const part = (options: Intl.DateTimeFormatOptions): FormatPart => ({ options, key: optionsKey(options) });

type PartRequest = Length | Skeleton;

/** A length, or a skeleton naming fields of the right kind (date fields for date:, ...). */
function request(value: string, kind: 'date' | 'time'): PartRequest | undefined {
  if (isLength(value)) return value;
  const skeleton = parseSkeleton(value);
  return (kind === 'date' ? skeleton.hasDate : skeleton.hasTime) ? skeleton : undefined;
}

/** The glue CLDR picks for a date skeleton: by how much of the month and weekday it spells out. */
export function skeletonWrap(options: Intl.DateTimeFormatOptions): Length {
  if (options.month === 'long') return options.weekday !== undefined ? 'full' : 'long';
  return options.month === 'short' ? 'medium' : 'short';
}

export function parseDateTimeArgs(args: readonly string[]): DateTimeSpec {
  let date: PartRequest | undefined;
  let time: PartRequest | undefined;
  let wrap: Length | undefined;
  let skeleton: Skeleton | undefined;
  let context: TextContext = 'middle';
  for (const arg of args) {
    const colon = arg.indexOf(':');
    if (colon < 0) {
      if (isLength(arg)) {
        date = time = arg;
      } else {
        const s = parseSkeleton(arg);
        if (isUsable(s)) skeleton = s;
      }
      continue;
    }
    const key = arg.slice(0, colon);
    const value = arg.slice(colon + 1);
    switch (key) {
      case 'date':
        date = request(value, 'date') ?? date;
        break;
      case 'time':
        time = request(value, 'time') ?? time;
        break;
      case 'wrap':
        if (isLength(value)) wrap = value;
        break;
      case 'skeleton': {
        const s = parseSkeleton(value);
        if (isUsable(s)) skeleton = s;
        break;
      }
      case 'context':
        context = parseContext(value);
        break;
    }
  }
  if (skeleton !== undefined) return { kind: 'single', part: part(skeleton.options), context };
  if (date !== undefined && time !== undefined) {
    const dateOptions = typeof date === 'string' ? { dateStyle: date } : date.options;
    const timeOptions = typeof time === 'string' ? { timeStyle: time } : time.options;
    const glue = wrap ?? (typeof date === 'string' ? date : skeletonWrap(date.options));
    // Intl glues two named lengths with the date length's glue itself.
    if (typeof date === 'string' && typeof time === 'string' && glue === date) {
      return { kind: 'single', part: part({ dateStyle: date, timeStyle: time }), context };
    }
    return { kind: 'pair', date: part(dateOptions), time: part(timeOptions), wrap: glue, context };
  }
  const only = date ?? time;
  if (only === undefined) return { kind: 'single', part: part({ dateStyle: 'long' }), context };
  if (typeof only !== 'string') return { kind: 'single', part: part(only.options), context };
  return { kind: 'single', part: part(only === date ? { dateStyle: only } : { timeStyle: only }), context };
}
