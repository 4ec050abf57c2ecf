import { createBoundedCache, stringBytes, type BoundedCache } from '@storefront/service-kit';
import type { Cart, CartEntry } from '../domain/cart';

/** What the objects and numbers of a cart and of each entry take besides their strings, roughly. */
const CART_OVERHEAD_BYTES = 400;
const ENTRY_OVERHEAD_BYTES = 400;

function entryBytes(entry: CartEntry): number {
  let bytes = ENTRY_OVERHEAD_BYTES;
  for (const text of [
    entry.id,
    entry.itemId,
    entry.variantId,
    entry.sku,
    entry.title,
    entry.currency,
    entry.url,
    entry.imageUrl,
  ]) {
    bytes += stringBytes(text);
  }
  for (const [name, value] of Object.entries(entry.attributes)) bytes += stringBytes(name) + stringBytes(value);
  // answers are the one part a visitor fills at will; counted as their JSON, which bounds what they hold
  if (entry.additionalFields) bytes += stringBytes(JSON.stringify(entry.additionalFields));
  return bytes;
}

/**
 * What a cart weighs in memory: it grows with everything a caller controls (answers, and the
 * entries they chose), so a full cart of long answers counts as the megabytes it takes.
 */
export function cartBytes(cart: Cart): number {
  let bytes = CART_OVERHEAD_BYTES + stringBytes(cart.id) + stringBytes(cart.websiteId) + stringBytes(cart.siteUserId);
  for (const entry of cart.entries) bytes += entryBytes(entry);
  return bytes;
}

/**
 * The carts this process last read or wrote, by token hash, each as it was at its version. A
 * change starts from the remembered cart instead of reading it again, and its write still checks
 * that version (see changeCart), so a cart changed meanwhile by another replica, the cleanup or a
 * purchase is never written over: remembering saves a round trip, it is never trusted. The least
 * recently used go first once the carts held weigh more than `maxBytes` (CART_CACHE_MAX_BYTES).
 */
export class RecentCarts {
  private readonly carts: BoundedCache<Cart>;

  constructor(maxBytes: number) {
    this.carts = createBoundedCache<Cart>({ maxBytes, sizeOf: cartBytes });
  }

  get(tokenHash: string): Cart | undefined {
    return this.carts.get(tokenHash);
  }

  remember(tokenHash: string, cart: Cart): void {
    this.carts.set(tokenHash, cart);
  }

  /** The bytes the remembered carts weigh, as counted against the budget. */
  get heldBytes(): number {
    return this.carts.calculatedSize;
  }
}
