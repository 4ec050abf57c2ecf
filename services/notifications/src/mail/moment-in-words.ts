import { compileTemplate, executeTemplate } from '@storefront/template';

/** Date and time with the zone named, since the mail does not know the reader's zone. */
const momentTemplate = compileTemplate('{at|datetime yMMMMdjmz}');

/**
 * A moment (Unix milliseconds) as a mail in `locale` writes it: the date in words and the time in
 * UTC, the zone named ('January 2, 2030 at 10:30 AM GMT'). Every time a mail states goes through
 * here, so they all read alike.
 */
export function momentInWords(at: number, locale: string): string {
  const { output } = executeTemplate(momentTemplate, { json: { at, website: { timeZone: 'UTC' } }, locale });
  return output;
}
