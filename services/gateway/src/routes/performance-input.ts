import { PAGE_PATH_MAX_LENGTH, PAGE_TYPE_PATTERN } from '@storefront/performance-rules';
import { z } from 'zod';
import { DEVICE_CLASSES } from '../page/performance-json';
import { performanceV1 } from '@storefront/proto';
import { isPrintable } from './printable-text';
import { BadQuery, optionalText } from './query';

/**
 * What the owner's performance routes read from a request, checked for shape and size; the
 * service checks the rest (an unknown time zone, say) and answers INVALID_ARGUMENT.
 */

/** Without from and to the page shows the week ending today. */
const DEFAULT_RANGE_DAYS = 7;
/** The contract's longest range (a year, leap day included). */
const MAX_RANGE_DAYS = 366;
const DAY_MS = 24 * 60 * 60 * 1000;

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since the epoch of a real calendar day written YYYY-MM-DD, else undefined. */
function dayNumber(text: string): number | undefined {
  const match = DAY.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  const date = new Date(ms);
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return ms / DAY_MS;
}

const dayText = (number: number) => new Date(number * DAY_MS).toISOString().slice(0, 10);

/** Today's date in `timeZone` as YYYY-MM-DD. */
export function todayIn(timeZone: string, now = new Date()): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

function dayOf(query: Record<string, unknown>, name: 'from' | 'to'): number | undefined {
  const text = optionalText(query, name);
  if (text === '') return undefined;
  const number = dayNumber(text);
  if (number === undefined) throw new BadQuery(`${name} must be a date written YYYY-MM-DD.`);
  return number;
}

/**
 * `from` and `to` (both included) in the site's time zone: by default the `defaultDays` (7) days
 * ending today there; with one end given, the other is today or `defaultDays - 1` days before `to`.
 */
export function dayRangeOf(
  query: Record<string, unknown>,
  timeZone: string,
  now = new Date(),
  defaultDays = DEFAULT_RANGE_DAYS,
) {
  const given = { from: dayOf(query, 'from'), to: dayOf(query, 'to') };
  const to = given.to ?? dayNumber(todayIn(timeZone, now))!;
  const from = given.from ?? to - (defaultDays - 1);
  if (from > to) throw new BadQuery('from must not be after to.');
  if (to - from + 1 > MAX_RANGE_DAYS) throw new BadQuery(`A range may span at most ${MAX_RANGE_DAYS} days.`);
  return { fromDay: dayText(from), toDay: dayText(to), timeZone };
}

const pathFilter = z
  .string()
  .max(PAGE_PATH_MAX_LENGTH, { error: 'path is too long.' })
  .refine((path) => path === '' || path.startsWith('/'), { error: 'path must start with /.' })
  .refine(isPrintable, { error: 'path must be printable text.' });
const pageTypeFilter = z.string().regex(PAGE_TYPE_PATTERN, { error: 'pageType is not a page type.' });
const deviceFilter = z.enum(['', ...Object.keys(DEVICE_CLASSES)] as ['', ...(keyof typeof DEVICE_CLASSES)[]], {
  error: 'device must be desktop, mobile or tablet.',
});

function parsed<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new BadQuery(result.error.issues[0]!.message);
  return result.data;
}

/** GET /api/owner/performance/vitals: the filter; empty fields mean all. */
export function vitalsFilterOf(query: Record<string, unknown>) {
  const device = parsed(deviceFilter, optionalText(query, 'device'));
  return {
    path: parsed(pathFilter, optionalText(query, 'path')),
    pageType: parsed(pageTypeFilter, optionalText(query, 'pageType')),
    deviceClass: device === '' ? performanceV1.DeviceClass.DEVICE_CLASS_UNSPECIFIED : DEVICE_CLASSES[device],
  };
}

/** An error group's id as the service makes them (a hash); anything else names no group. */
const GROUP_ID = /^[A-Za-z0-9_-]{1,128}$/;

export function groupIdOf(params: Record<string, string>): string {
  const id = params.groupId ?? '';
  if (!GROUP_ID.test(id)) throw new BadQuery('groupId is not a valid error group id.');
  return id;
}
