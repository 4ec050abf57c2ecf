import { BoundedCache } from './bounded-cache';

/**
 * Intl objects are expensive to build and cheap to use, so each one is built once per
 * (locale, options) and kept while the cache has room. Callers pass a locale checked by
 * `localeOf`, a key that already encodes the options (computed once when a template is compiled
 * where it can be) and a function building the options, called only on a cache miss.
 */

const MAX_ENTRIES = 2000;

function memo<O, T>(build: (locale: string, options: O) => T): (locale: string, key: string, options: () => O) => T {
  const cache = new BoundedCache<string, T>(MAX_ENTRIES);
  return (locale, key, options) => {
    const id = locale + '\u0000' + key;
    return cache.get(id) ?? cache.set(id, build(locale, options()));
  };
}

export const numberFormat = memo((locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options));
export const pluralRules = memo((locale, options: Intl.PluralRulesOptions) => new Intl.PluralRules(locale, options));
export const relativeTimeFormat = memo(
  (locale, options: Intl.RelativeTimeFormatOptions) => new Intl.RelativeTimeFormat(locale, options),
);

/** A stable cache key for an options object (built at compile time, not per call). */
export function optionsKey(options: object): string {
  return JSON.stringify(options);
}
