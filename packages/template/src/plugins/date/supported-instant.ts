import type { Context } from '../../exec/context';
import { DAY_MS, inSupportedRange, julianDayOf, MAX_INSTANT, MIN_INSTANT, rangeError } from './calendar';
import { zoneOffset } from './zone';

/**
 * An instant inside the supported calendar (spec §8: a Julian day outside it is an error).
 * Localized formatters report the error and go on with the nearest supported instant. (Intl
 * prints days before 1582 in the proleptic Gregorian calendar: the first supported day, Julian
 * January 1, 4713 B.C., prints as November 24, 4714.)
 */
export function supportedInstant(ctx: Context, ms: number, zone: string): number {
  // a day's margin covers every zone offset
  if (ms > MIN_INSTANT + DAY_MS && ms < MAX_INSTANT - DAY_MS) return ms;
  const offset = zoneOffset(zone, ms);
  const julianDay = julianDayOf(ms + offset);
  if (inSupportedRange(julianDay)) return ms;
  ctx.error('engine', rangeError(julianDay));
  // the first or last supported day in the website's zone
  const edge = ms < 0 ? MIN_INSTANT : MAX_INSTANT;
  return edge - zoneOffset(zone, edge);
}
