import type { Cart } from '../domain/cart';

/**
 * What a cart service keeps in mind by default, counted in carts plus their entries (a cart of
 * one line counts 2): at most some ten megabytes, whether the carts are small or full.
 */
const RECENT_CARTS_CAPACITY = 10_000;

/** A cart's share of the capacity: large carts are few, and must not crowd memory. */
const weightOf = (cart: Cart): number => 1 + cart.entries.length;

/**
 * The carts this process last read or wrote, by token hash, each as it was at its version. A
 * change starts from the remembered cart instead of reading it again, and its write still checks
 * that version (see changeCart), so a cart changed meanwhile by another replica, the cleanup or a
 * purchase is never written over: remembering saves a round trip, it is never trusted. The least
 * recently used go first once the carts held weigh more than `capacity`.
 */
export class RecentCarts {
  private readonly carts = new Map<string, Cart>();
  private weight = 0;

  constructor(private readonly capacity = RECENT_CARTS_CAPACITY) {}

  get(tokenHash: string): Cart | undefined {
    const cart = this.carts.get(tokenHash);
    if (cart) this.remember(tokenHash, cart);
    return cart;
  }

  remember(tokenHash: string, cart: Cart): void {
    this.forget(tokenHash);
    // a Map iterates in insertion order: the least recently used cart is always the first
    this.carts.set(tokenHash, cart);
    this.weight += weightOf(cart);
    while (this.weight > this.capacity) this.forget(this.carts.keys().next().value!);
  }

  /** Carts plus their entries, as counted against the capacity. */
  get held(): number {
    return this.weight;
  }

  private forget(tokenHash: string): void {
    const cart = this.carts.get(tokenHash);
    if (!cart) return;
    this.carts.delete(tokenHash);
    this.weight -= weightOf(cart);
  }
}
