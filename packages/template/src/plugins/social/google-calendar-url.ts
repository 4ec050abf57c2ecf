import { field, scalarText } from '../../exec/values';
import { mapValue } from '../../plugin';

const BASE = 'http://www.google.com/calendar/event?action=TEMPLATE';
const ADDRESS_PARTS = ['addressLine1', 'addressLine2', 'addressCountry'];

/**
 * `{event|google-calendar-url}`: a link that adds the event to Google Calendar, with its title,
 * UTC start/end and address. Events whose dates cannot be written print nothing.
 */
export const googleCalendarUrl = mapValue((event) => {
  const start = calendarTime(field(event, 'startDate'));
  const end = calendarTime(field(event, 'endDate'));
  if (start === null || end === null) return '';
  let url = `${BASE}&text=${legacyEscape(scalarText(field(event, 'title')))}&dates=${start}/${end}`;
  const address = addressText(field(event, 'location'));
  if (address !== '') url += `&location=${encodeURIComponent(address)}`;
  return url;
});

function addressText(location: unknown): string {
  let out = '';
  for (const name of ADDRESS_PARTS) {
    const part = scalarText(field(location, name));
    if (part.trim() === '') continue;
    out += out === '' ? part : `, ${part}`;
  }
  return out;
}

/** An epoch-milliseconds value as yyyyMMddTHHmmssZ (UTC); null when it is not a date of years 0-9999. */
function calendarTime(value: unknown): string | null {
  const ms = typeof value === 'string' ? Number(value) : typeof value === 'number' ? value : value === true ? 1 : 0;
  if (!Number.isFinite(ms)) return null;
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  if (!(year >= 0 && year <= 9999)) return null;
  return (
    pad(year, 4) +
    pad(d.getUTCMonth() + 1, 2) +
    pad(d.getUTCDate(), 2) +
    'T' +
    pad(d.getUTCHours(), 2) +
    pad(d.getUTCMinutes(), 2) +
    pad(d.getUTCSeconds(), 2) +
    'Z'
  );
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

// Characters the legacy escape() leaves alone.
const ESCAPE_SAFE = /^[A-Za-z0-9@*_+\-./]*$/;

/**
 * The title is encoded the way Google's legacy calendar link expects (the old escape(): %XX for
 * Latin-1, %uXXXX beyond, '+' and '/' kept).
 */
function legacyEscape(s: string): string {
  if (ESCAPE_SAFE.test(s)) return s;
  let out = '';
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (
      (c >= 0x41 && c <= 0x5a) || // A-Z
      (c >= 0x61 && c <= 0x7a) || // a-z
      (c >= 0x30 && c <= 0x39) || // 0-9
      c === 0x40 ||
      c === 0x2a ||
      c === 0x5f ||
      c === 0x2b ||
      c === 0x2d ||
      c === 0x2e ||
      c === 0x2f // @*_+-./
    ) {
      out += s[i];
    } else if (c < 0x100) {
      out += `%${c.toString(16).toUpperCase().padStart(2, '0')}`;
    } else {
      out += `%u${c.toString(16).toUpperCase().padStart(4, '0')}`;
    }
  }
  return out;
}
