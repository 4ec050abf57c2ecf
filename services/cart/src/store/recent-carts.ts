import type { Cart } from '../domain/cart';

/** Carts a cart service keeps in mind by default: a few megabytes. */
export const RECENT_CARTS_CAPACITY = 10_000;

/**
 * The carts this process last read or wrote, by token hash, each as it was at its version. A
 * change starts from the remembered cart instead of reading it again, and its write still checks
 * that version (see changeCart), so a cart changed meanwhile by another replica, the cleanup or a
 * purchase is never written over: remembering saves a round trip, it is never trusted. The least
 * recently used go first once `capacity` carts are held.
 */
export class RecentCarts {
  private readonly carts = new Map<string, Cart>();

  constructor(private readonly capacity = RECENT_CARTS_CAPACITY) {}

  get(tokenHash: string): Cart | undefined {
    const cart = this.carts.get(tokenHash);
    if (cart) this.touch(tokenHash, cart);
    return cart;
  }

  remember(tokenHash: string, cart: Cart): void {
    this.touch(tokenHash, cart);
    if (this.carts.size > this.capacity) this.carts.delete(this.carts.keys().next().value!);
  }

  get size(): number {
    return this.carts.size;
  }

  /** A Map iterates in insertion order: moving a cart to the end keeps the least recently used first. */
  private touch(tokenHash: string, cart: Cart): void {
    this.carts.delete(tokenHash);
    this.carts.set(tokenHash, cart);
  }
}
