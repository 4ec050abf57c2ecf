import { FailedPreconditionError } from '@storefront/service-kit/errors';
import { KEY_REUSED } from '../domain/messages';
import { openToken, type PriorRequest, type RequestClaim } from '../store/cart-requests';
import { hashCartToken } from '../store/cart-token';
import { findCart } from '../store/carts';
import type { CartContext } from './cart-context';
import { existing } from './cart-lookup';
import type { Changed } from './change-cart';

/** A key names one request: the same key with anything else asked is a caller's mistake, never a repeat. */
export function checkSameRequest(prior: PriorRequest, claim: RequestClaim): void {
  if (prior.requestHash !== claim.requestHash) throw new FailedPreconditionError(KEY_REUSED);
}

/**
 * The answer to a change repeated with its key: the cart as it is now (not as the first answer
 * showed it, which is not kept) and the entry the first request added or changed.
 */
export async function repeatedChange<T extends string | undefined>(
  { db, recentCarts }: Pick<CartContext, 'db' | 'recentCarts'>,
  tokenHash: string,
  prior: PriorRequest,
  claim: RequestClaim,
): Promise<Changed<T>> {
  checkSameRequest(prior, claim);
  const cart = existing(await findCart(db, tokenHash));
  recentCarts.remember(tokenHash, cart);
  return { cart, outcome: (prior.entryId ?? undefined) as T };
}

/** The cart a repeated creation made, found by the token its key unseals. */
export async function repeatedCreation(
  context: Pick<CartContext, 'db' | 'recentCarts'>,
  prior: PriorRequest | null,
  claim: RequestClaim,
): Promise<Changed<string | undefined> & { token: string }> {
  // the key was claimed a moment ago; only an expiry run in between could have removed it
  if (!prior?.sealedToken) throw new Error('a claimed request key has no record');
  checkSameRequest(prior, claim);
  const token = openToken(claim, prior.sealedToken);
  return { ...(await repeatedChange(context, hashCartToken(token), prior, claim)), token };
}
