import type { CartEntry } from '../domain/cart';
import { isAnonymousCart } from '../domain/cart-attachment';
import type { CatalogProduct, StoreRules } from '../domain/product';
import { findAccountCart } from '../store/account-carts';
import { findCart } from '../store/carts';
import type { CartContext } from './cart-context';
import { productOrNull } from './product-or-null';

/** What a merge judges the anonymous entries by: each item's product (null when gone) and the store's rules. */
export interface MergeCatalog {
  products: Map<string, CatalogProduct | null>;
  rules?: StoreRules;
}

const NOTHING_READ: MergeCatalog = { products: new Map() };

/** Whether the catalog was read for every one of `entries`; with none, there was nothing to read. */
export function covers(catalog: MergeCatalog, entries: readonly CartEntry[]): boolean {
  if (entries.length === 0) return true;
  return catalog.rules !== undefined && entries.every((entry) => catalog.products.has(entry.itemId));
}

/**
 * The catalog as a merge at this sign-in will need it, read before any lock is taken (no lock is
 * held across a network call): only when the browser holds an anonymous cart with entries and the
 * account has a cart to merge them into. The attach checks afterwards that what it finds locked
 * is covered, and reads again when it is not.
 */
export async function readMergeCatalog(
  context: CartContext,
  siteUserId: string,
  browserTokenHash: string,
): Promise<MergeCatalog> {
  const browserCart = browserTokenHash === '' ? null : await findCart(context.db, browserTokenHash);
  if (!isAnonymousCart(browserCart) || browserCart.entries.length === 0) return NOTHING_READ;
  if (!(await findAccountCart(context.db, siteUserId))) return NOTHING_READ;
  const itemIds = [...new Set(browserCart.entries.map((entry) => entry.itemId))];
  const [products, rules] = await Promise.all([
    Promise.all(itemIds.map((itemId) => productOrNull(context, itemId))),
    context.catalog.storeRules(),
  ]);
  return { products: new Map(itemIds.map((itemId, index) => [itemId, products[index]!])), rules };
}
