import type { Context } from '../../../exec/context';
import { localeOf } from '../../shared/locale';
import { cachedMessage } from './parse';
import { renderMessage } from './render';

/** An argument of a store message by name ("qtyInStock", "variantName", "price"). */
export type NamedArg = readonly [name: string, value: unknown];

/**
 * Store strings a merchant may localize ("Only {qtyInStock} left!", "Select {variantName}",
 * "{price} every {billingPeriodValue} weeks") are messages like those of the `message`
 * formatter, in the same syntax: the storefront renders them all with one formatter. Arguments
 * are given by name and also count by position in the order given ({0} is the first). Like all
 * localized text, they print nothing without locale data.
 */
export function formatStoreMessage(ctx: Context, pattern: string, args: readonly NamedArg[]): string {
  const locale = localeOf(ctx);
  if (locale === null) return '';
  // most store strings have no syntax at all
  if (pattern.indexOf('{') < 0 && pattern.indexOf("'") < 0) return pattern;
  const positional: unknown[] = new Array(args.length);
  const named = new Map<string, unknown>();
  for (let i = 0; i < args.length; i++) {
    positional[i] = args[i][1];
    named.set(args[i][0], args[i][1]);
  }
  return renderMessage(ctx, locale, cachedMessage(pattern), { positional, named });
}
