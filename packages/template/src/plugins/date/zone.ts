import { BoundedCache } from '../shared/bounded-cache';
import { DAY_MS } from './calendar';
import { pad2 } from './digits';
import { ZONE_ABBREVIATIONS } from './zone-abbreviations';

/**
 * Offsets and abbreviations of IANA time zones, read from the platform's Intl data. An unknown
 * zone name falls back to UTC (a website with a bad setting still renders its dates).
 */

const MINUTE = 60_000;
/**
 * Offsets are cached per UTC day when the day starts and ends on the same offset (no transition
 * inside), and otherwise per quarter hour, the grid modern transitions fall on; a quarter hour
 * that still changes offset (the end of local mean time, at odd seconds) is computed exactly.
 */
const QUARTER = 15 * MINUTE;
const MAX_CACHED_OFFSETS = 4096;
/** Websites use a handful of zones; names come from data, so unknown ones must not pile up. */
const MAX_ZONES = 64;

interface Zone {
  /** canonical id as Intl reports it */
  readonly id: string;
  readonly fields: Intl.DateTimeFormat;
  /** by UTC day number: the day's offset, or NaN when it changes that day */
  readonly days: BoundedCache<number, number>;
  /** by quarter-hour number, for days with a transition */
  readonly quarters: BoundedCache<number, number>;
}

const zones = new BoundedCache<string, Zone>(MAX_ZONES);

function zoneFor(name: string): Zone {
  let zone = zones.get(name);
  if (zone === undefined) {
    let fields: Intl.DateTimeFormat;
    try {
      fields = wallClockFormat(name);
    } catch {
      fields = wallClockFormat('UTC');
    }
    zone = zones.set(name, {
      id: fields.resolvedOptions().timeZone,
      fields,
      days: new BoundedCache(MAX_CACHED_OFFSETS),
      quarters: new BoundedCache(MAX_CACHED_OFFSETS),
    });
  }
  return zone;
}

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  return new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    era: 'short',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
}

/**
 * The zone to hand Intl for localized text: a known zone, and for UTC one that Intl names
 * "GMT" / "Greenwich Mean Time" as websites print it, rather than "UTC".
 */
export function displayZone(name: string): string {
  const id = zoneFor(name).id;
  return id === 'UTC' ? 'Etc/Greenwich' : id;
}

/** Offset from UTC in milliseconds of `zoneName` at the instant `ms`. */
export function zoneOffset(zoneName: string, ms: number): number {
  const zone = zoneFor(zoneName);
  const day = Math.floor(ms / DAY_MS);
  let offset = zone.days.get(day);
  if (offset === undefined) {
    const start = exactOffset(zone, day * DAY_MS);
    offset = zone.days.set(day, start === exactOffset(zone, day * DAY_MS + DAY_MS - 1000) ? start : Number.NaN);
  }
  if (!Number.isNaN(offset)) return offset;
  const quarter = Math.floor(ms / QUARTER);
  offset = zone.quarters.get(quarter);
  if (offset !== undefined) return offset;
  const start = exactOffset(zone, quarter * QUARTER);
  if (start !== exactOffset(zone, quarter * QUARTER + QUARTER - 1000)) return exactOffset(zone, ms);
  return zone.quarters.set(quarter, start);
}

/** Intl only knows instants within ±8.64e15 ms; that far out the offset no longer changes. */
const INTL_LIMIT = 8.64e15;

function exactOffset(zone: Zone, ms: number): number {
  const seconds = Math.floor(Math.max(-INTL_LIMIT, Math.min(INTL_LIMIT, ms)) / 1000) * 1000;
  const clock = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  let bc = false;
  for (const part of zone.fields.formatToParts(seconds)) {
    // the era is "BC" before year 1 (66 is its "B")
    if (part.type === 'era') bc = part.value.charCodeAt(0) === 66;
    else if (part.type in clock) clock[part.type as keyof typeof clock] = Number(part.value);
  }
  const wall = new Date(0);
  wall.setUTCFullYear(bc ? 1 - clock.year : clock.year, clock.month - 1, clock.day);
  wall.setUTCHours(clock.hour, clock.minute, clock.second, 0);
  return wall.getTime() - seconds;
}

const abbreviations = new Map<string, readonly string[]>();
for (const [names, ids] of Object.entries(ZONE_ABBREVIATIONS)) {
  const pair = names.split('/');
  for (const id of ids.split(' ')) abbreviations.set(id, pair);
}

/**
 * The tz database abbreviation at `ms` ("EST", "JST", "CEST"); zones without one print their
 * numeric offset the way the database does ("+03", "-0330").
 */
export function zoneAbbreviation(zoneName: string, ms: number, offset: number): string {
  // Before standard time, zones ran on local mean time, whose offsets have seconds.
  if (offset % MINUTE !== 0) return 'LMT';
  const zone = zoneFor(zoneName);
  const names = abbreviations.get(zone.id) ?? abbreviations.get(zoneName);
  if (names === undefined) return numericAbbreviation(offset);
  if (names.length === 1) return names[0];
  return isDaylightTime(zoneName, ms, offset) ? names[1] : names[0];
}

/** Daylight time is in effect when the offset is above the smaller of the year's two seasons. */
function isDaylightTime(zoneName: string, ms: number, offset: number): boolean {
  const year = new Date(ms).getUTCFullYear();
  const january = zoneOffset(zoneName, Date.UTC(year, 0, 1));
  const july = zoneOffset(zoneName, Date.UTC(year, 6, 1));
  return offset > Math.min(january, july);
}

function numericAbbreviation(offset: number): string {
  const minutes = Math.round(Math.abs(offset) / MINUTE);
  const hh = Math.floor(minutes / 60);
  const mm = minutes % 60;
  const sign = offset < 0 ? '-' : '+';
  return sign + pad2(hh) + (mm === 0 ? '' : pad2(mm));
}

/** "+09:00" style offset. */
export function formatOffset(offset: number): string {
  const minutes = Math.floor(Math.abs(offset) / MINUTE);
  const sign = offset < 0 ? '-' : '+';
  return sign + pad2(Math.floor(minutes / 60)) + ':' + pad2(minutes % 60);
}
