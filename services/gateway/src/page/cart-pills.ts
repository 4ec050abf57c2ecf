import type { Logger } from '@storefront/service-kit';
import type { IncomingMessage } from 'node:http';
import { cartPill, HIDDEN_CART_PILL, type CartPill } from './cart-pill';
import type { Cart } from '../upstream/cart';
import type { CartCookies } from '../http/cart-cookies';

/** A page waits at most this long for the pill's count; past it the page goes out with the pill hidden. */
const PILL_DEADLINE_MS = 500;

/**
 * The header pill of a page request, filled in on the server so it shows the right count from
 * the first paint (no layout shift when the cart remote takes over). One cart read, and only for
 * visitors with a CART cookie; a cart that cannot be read never fails the page, the pill is
 * just rendered hidden and the cart remote fills it in later.
 */
export class CartPills {
  private readonly deadlineMs: number;

  constructor(
    private readonly cart: Cart,
    private readonly cookies: CartCookies,
    private readonly logger: Logger,
    upstreamDeadlineMs: number,
  ) {
    this.deadlineMs = Math.min(upstreamDeadlineMs, PILL_DEADLINE_MS);
  }

  async forRequest(req: Pick<IncomingMessage, 'headers'>): Promise<CartPill> {
    const token = this.cookies.token(req);
    if (!token) return HIDDEN_CART_PILL;
    try {
      const found = await this.cart.shoppingCart(token, { deadlineMs: this.deadlineMs });
      return found ? cartPill(found.totalQuantity) : HIDDEN_CART_PILL;
    } catch (error) {
      this.logger.debug({ reason: (error as Error).message }, 'cart pill rendered hidden: cart not readable');
      return HIDDEN_CART_PILL;
    }
  }
}
