import { FailedPreconditionError, NotFoundError } from '@storefront/service-kit/errors';
import type { Cart } from '../domain/cart';
import { CART_NOT_FOUND, CART_PURCHASED, ENTRY_NOT_FOUND } from '../domain/messages';
import { hashCartToken } from '../store/cart-token';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An empty token names no cart; it is never told apart from an unknown or expired one. */
export function tokenHashOf(token: string): string {
  if (token === '') throw new NotFoundError(CART_NOT_FOUND);
  return hashCartToken(token);
}

export function existing(cart: Cart | null): Cart {
  if (!cart) throw new NotFoundError(CART_NOT_FOUND);
  return cart;
}

/** A purchased cart is an order's record; it no longer changes. */
export function changeable(cart: Cart | null): Cart {
  const found = existing(cart);
  if (found.isPurchased) throw new FailedPreconditionError(CART_PURCHASED);
  return found;
}

/**
 * The visitor's shopping cart, the only kind whose entries change one by one: a subscription or
 * gift-card cart is made whole for its checkout, and its token sent as the visitor's cart is no cart.
 */
export function shoppingCart(cart: Cart | null): Cart {
  if (cart?.kind !== 'SHOPPING') throw new NotFoundError(CART_NOT_FOUND);
  return changeable(cart);
}

/** Only entries of the caller's own cart exist for the caller; any other id is unknown. */
export function entryOf(cart: Cart, entryId: string) {
  const entry = UUID.test(entryId) ? cart.entries.find((candidate) => candidate.id === entryId) : undefined;
  if (!entry) throw new NotFoundError(ENTRY_NOT_FOUND);
  return entry;
}
