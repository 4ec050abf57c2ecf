import { ConflictError, InvalidArgumentError } from '@storefront/service-kit/errors';
import { planAttachment } from '../domain/cart-attachment';
import { findCartById, lockAccountCart, lockBrowserCart, lockSiteUser } from '../store/account-carts';
import {
  claimRequest,
  findRequest,
  openToken,
  sealToken,
  type PriorRequest,
  type RequestClaim,
} from '../store/cart-requests';
import { hashCartToken } from '../store/cart-token';
import { findCart } from '../store/carts';
import { applyAttachment, CatalogReadTooEarly, type AttachmentDone } from './apply-attachment';
import type { CartContext } from './cart-context';
import { viewCart, type CartView } from './cart-view';
import { readMergeCatalog } from './merge-catalog';
import { checkSameRequest } from './repeated-request';
import { claimOf } from './request-key';

/** Accounts' ids are far shorter; anything longer is not an id. */
export const MAX_SITE_USER_ID_LENGTH = 200;

/** A merge whose anonymous cart keeps changing under it is read again this many times at most. */
const MAX_ATTEMPTS = 3;

export interface AttachInput {
  siteUserId: string;
  /** The browser's CART token; '' when it has none. */
  cartToken: string;
  /** '' : not protected against repeats. */
  idempotencyKey: string;
}

/** The answer: the browser's token from now on ('' : no cart) and the account's cart as it is now. */
export type Attached = Omit<AttachmentDone, 'cartId' | 'changed'> & { view: CartView | undefined };

/** What a repeat with the key answers besides the cart, sealed with the key like a created cart's token. */
type SealedAnswer = Omit<Attached, 'view'>;

/** Another request with the same key committed first: this one writes nothing and answers as a repeat. */
class KeyClaimedMeanwhile extends Error {
  constructor() {
    super('the request key was claimed by a request running at the same time');
  }
}

function checkSiteUserId(siteUserId: string): string {
  if (siteUserId === '' || siteUserId.length > MAX_SITE_USER_ID_LENGTH) {
    throw new InvalidArgumentError(`A site user id holds 1 to ${MAX_SITE_USER_ID_LENGTH} characters.`);
  }
  return siteUserId;
}

/**
 * The cart follows the customer who just signed in (spec §4 "Cart loading"). The catalog is read
 * first, then one transaction serialized per account (store/account-carts) locks the carts,
 * decides (domain/cart-attachment) and writes (apply-attachment), and claims the request key
 * with the answer sealed, so a repeat is answered instead of applied again.
 */
export async function attachCartToSiteUser(context: CartContext, input: AttachInput): Promise<Attached> {
  const siteUserId = checkSiteUserId(input.siteUserId);
  const browserToken = input.cartToken;
  const browserTokenHash = browserToken === '' ? '' : hashCartToken(browserToken);
  const claim = claimOf('AttachCartToSiteUser', browserTokenHash, input);

  for (let attempt = 1; ; attempt += 1) {
    const catalog = await readMergeCatalog(context, siteUserId, browserTokenHash);
    let outcome: { done: AttachmentDone } | { prior: PriorRequest };
    try {
      outcome = await context.db.transaction(async (tx) => {
        await lockSiteUser(tx, siteUserId);
        const prior = claim && (await findRequest(tx, claim));
        if (prior) return { prior };
        const browserCart = browserTokenHash === '' ? null : await lockBrowserCart(tx, browserTokenHash);
        const plan = planAttachment(browserCart, await lockAccountCart(tx, siteUserId));
        const done = await applyAttachment(tx, plan, siteUserId, browserToken, catalog);
        // an attach that wrote nothing needs no key: a repeat of it may as well run again
        if (claim && done.changed && !(await claimRequest(tx, claim, sealToken(claim, JSON.stringify(sealed(done)))))) {
          throw new KeyClaimedMeanwhile();
        }
        return { done };
      });
    } catch (error) {
      if (error instanceof KeyClaimedMeanwhile)
        return repeatedAttach(context, await findRequest(context.db, claim!), claim!);
      if (!(error instanceof CatalogReadTooEarly)) throw error;
      if (attempt === MAX_ATTEMPTS) throw new ConflictError('The cart changed while signing in. Please try again.');
      continue;
    }
    if ('prior' in outcome) return repeatedAttach(context, outcome.prior, claim!);
    return answer(context, outcome.done);
  }
}

function sealed({ token, attachment, mergedEntries, droppedEntries }: AttachmentDone): SealedAnswer {
  return { token, attachment, mergedEntries, droppedEntries };
}

async function answer(context: CartContext, done: AttachmentDone): Promise<Attached> {
  const cart = done.cartId === null ? null : await findCartById(context.db, done.cartId);
  if (!cart) return { ...sealed(done), view: undefined };
  context.recentCarts.remember(hashCartToken(done.token), cart);
  return { ...sealed(done), view: await viewCart(context, cart) };
}

/**
 * The first answer's token, with the cart as it is now. A cart gone since (expired) leaves
 * nothing to hold: the answer is then no cart, as a fresh attach would say.
 */
async function repeatedAttach(
  context: CartContext,
  prior: PriorRequest | null,
  claim: RequestClaim,
): Promise<Attached> {
  // the key was claimed a moment ago; only an expiry run in between could have removed it
  if (!prior?.sealedToken) throw new Error('a claimed request key has no record');
  checkSameRequest(prior, claim);
  const first = JSON.parse(openToken(claim, prior.sealedToken)) as SealedAnswer;
  const cart = first.token === '' ? null : await findCart(context.db, hashCartToken(first.token));
  if (!cart) return { token: '', attachment: 'NONE', mergedEntries: 0, droppedEntries: 0, view: undefined };
  context.recentCarts.remember(hashCartToken(first.token), cart);
  return { ...first, view: await viewCart(context, cart) };
}
