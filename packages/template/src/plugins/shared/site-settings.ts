import type { Context } from '../../exec/context';
import { field, isTruthy } from '../../exec/values';

/**
 * Page-level data a formatter reads beside its own value: website settings, localized strings,
 * the merchandising context, the block type. The storefront looks a setting up on the value the
 * formatter was given first (a product can carry its own), then through the enclosing scopes, so
 * a page can set it per item or globally. Looking at the value first gives the same answer as
 * pushing it as a frame, without the allocation.
 */

/**
 * Resolve `path` as if `first` (and then `second`, when given) were the innermost scopes. As
 * everywhere in the language, the first scope holding the head name wins, even if the rest of
 * the path is missing there.
 */
export function lookupFrom(ctx: Context, path: readonly string[], first: unknown, second?: unknown): unknown {
  const head = path[0];
  let value = field(first, head);
  if (value === undefined && second !== undefined) value = field(second, head);
  if (value === undefined) return ctx.resolve(path);
  for (let i = 1; i < path.length && value !== undefined; i++) value = field(value, path[i]);
  return value;
}

const LOCALIZED_STRINGS = ['localizedStrings'];
const MERCHANDISING = ['productMerchandisingContext'];

/** A site's translation of a storefront string as stored; undefined when the site has none. */
export function localizedString(ctx: Context, item: unknown, key: string): unknown {
  return field(lookupFrom(ctx, LOCALIZED_STRINGS, item), key);
}

/** The site's translation when it has content, else the storefront's default text. */
export function localizedOr(ctx: Context, item: unknown, key: string, fallback: string): unknown {
  const value = localizedString(ctx, item, key);
  return isTruthy(value) ? value : fallback;
}

/** The merchandising context (scarcity, restock sign-up, sold-out text) stored for a product id. */
export function merchandisingContext(ctx: Context, item: unknown): unknown {
  const id = field(item, 'id');
  if (typeof id !== 'string' && typeof id !== 'number') return undefined;
  return field(lookupFrom(ctx, MERCHANDISING, item), String(id));
}
