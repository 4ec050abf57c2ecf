const timeFormat = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

/** An RFC 3339 time of an owner API for people; '' (never) as `never`. */
export function shownTime(rfc3339: string, never = '—'): string {
  if (rfc3339 === '') return never;
  const time = new Date(rfc3339);
  return Number.isNaN(time.getTime()) ? rfc3339 : timeFormat.format(time);
}
