/**
 * Site-wide settings a product formatter reads: localized strings, feature flags and the
 * merchandising context. The storefront looks them up on the product item first and then
 * through the enclosing scopes, so a page can scope them to a product or set them globally.
 */
import type { Context } from '../../exec/context';
import { field } from '../../exec/context';
import { isTruthy } from '../../exec/values';

/** `item.<name>` when the item has it, else `<name>` resolved from the current scope outward. */
export function siteSetting(ctx: Context, item: unknown, name: string): unknown {
  const own = field(item, name);
  return own !== undefined ? own : ctx.resolve([name]);
}

/** A site translation of a storefront string; undefined when the site has none. */
export function localizedString(ctx: Context, item: unknown, key: string): string | undefined {
  const value = field(siteSetting(ctx, item, 'localizedStrings'), key);
  switch (typeof value) {
    case 'undefined':
      return undefined;
    case 'string':
      return value;
    case 'number':
    case 'boolean':
      return String(value);
    default:
      return '';
  }
}

/** Prices in the locale's currency format instead of the native amount markup. */
export function usesLocaleMoneyFormat(ctx: Context, item: unknown): boolean {
  return isTruthy(field(siteSetting(ctx, item, 'featureFlags'), 'useCLDRMoneyFormat'));
}
