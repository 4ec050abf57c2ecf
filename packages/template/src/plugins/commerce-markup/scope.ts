import type { Context } from '../../exec/context';
import { field, isTruthy } from '../../exec/values';

/**
 * The markup formatters read page-level data (localized strings, merchandising context, store
 * and website settings) as if the product were the innermost scope: a key on the product wins,
 * otherwise the nearest enclosing scope that has the key. Looking at the product first gives
 * the same answer as pushing it as a frame, without the allocation.
 */
export function scoped(ctx: Context, item: unknown, name: string): unknown {
  const own = field(item, name);
  return own !== undefined ? own : ctx.resolve([name]);
}

/** A merchant-localized store string, or undefined when the site does not define it. */
export function localizedString(ctx: Context, item: unknown, key: string): unknown {
  return field(scoped(ctx, item, 'localizedStrings'), key);
}

/** A localized string that only replaces the default when it has content. */
export function localizedOr(ctx: Context, item: unknown, key: string, fallback: string): unknown {
  const value = localizedString(ctx, item, key);
  return isTruthy(value) ? value : fallback;
}

/** The merchandising context (restock sign-up, scarcity) stored for this product id. */
export function merchandisingContext(ctx: Context, item: unknown): unknown {
  const byProduct = scoped(ctx, item, 'productMerchandisingContext');
  const id = field(item, 'id');
  if (typeof id === 'string') return field(byProduct, id);
  if (typeof id === 'number') return field(byProduct, String(id));
  return undefined;
}
