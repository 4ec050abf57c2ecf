import type { Context } from '../../exec/context';
import { BoundedCache, LOCALE_CACHE_SIZE } from './bounded-cache';

/**
 * The locale a context formats in, checked once per tag: null when the context has no locale
 * data (spec §8: localized formatters then print nothing or 'Invalid date.'), and 'en' for a
 * tag the platform cannot use (reported once per context through ctx.error).
 */
const checked = new BoundedCache<string, string | null>(LOCALE_CACHE_SIZE);
const warned = new WeakSet<Context>();

export function localeOf(ctx: Context): string | null {
  const tag = ctx.locale;
  if (tag === null) return null;
  let locale = checked.get(tag);
  if (locale === undefined) {
    try {
      locale = Intl.getCanonicalLocales(tag)[0] ?? null;
    } catch {
      locale = null;
    }
    checked.set(tag, locale);
  }
  if (locale === null) {
    if (!warned.has(ctx)) ctx.error('engine', `unknown locale '${tag}', formatting in 'en'`);
    warned.add(ctx);
    return 'en';
  }
  return locale;
}
