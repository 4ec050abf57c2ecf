import { randomUUID } from 'node:crypto';
import type { Logger } from '@storefront/service-kit';
import type { Cart } from './cart';

/** What the browser's cart cookies hold once its customer is signed in. */
export interface CustomerCart {
  /** The CART cookie from now on; '' : none, clear both cookies. */
  cartToken: string;
  /** Whether to set `hasCart=true` (with CART) or clear them (spec §4 "Cart loading"). */
  hasCart: boolean;
  /** Entries of the browser's anonymous cart the account's cart could not take (a limit), for a notice. */
  droppedEntries: number;
}

/**
 * The cart follows the customer's account (spec §4 "Cart loading"). Customer sign-in and sign-up
 * call it with the account's siteUserId and the browser's CART token ('' when it has none), and so
 * does an add that made a new cart for a signed-in browser (its answer's token is not the one the
 * browser sent), since a first add makes an anonymous cart like any other. The answer's token is
 * what the CART cookie holds from now on: the browser's anonymous cart became the account's or went
 * into it, or the browser joins the account's cart with a token of its own. On sign-out the
 * gateway only forgets the cookie; the cart stays with the account.
 *
 * A sign-in never fails because of the cart: when the cart service cannot do it, the browser keeps
 * the cart it had and the account's cart follows at the next sign-in. `idempotencyKey` names this
 * attach, so the client's own retries apply it once; a caller with the request's key passes a key
 * derived from it.
 */
export async function cartFollowsAccount(
  { cart, logger }: { cart: Cart; logger: Logger },
  siteUserId: string,
  cartToken: string,
  idempotencyKey: string = randomUUID(),
): Promise<CustomerCart> {
  try {
    const attached = await cart.attachToSiteUser(siteUserId, cartToken, idempotencyKey);
    return {
      cartToken: attached.cartToken,
      hasCart: attached.cartToken !== '',
      droppedEntries: attached.droppedEntries,
    };
  } catch (error) {
    logger.warn({ err: error }, 'the cart could not follow the account; the browser keeps its cart');
    return { cartToken, hasCart: cartToken !== '', droppedEntries: 0 };
  }
}
