import { FieldsRefusedError, NotFoundError } from '@storefront/service-kit/errors';
import { sql } from 'drizzle-orm';
import {
  applyCheckoutChange,
  checkoutChangeProblems,
  hasCheckout,
  SUBSCRIPTION_COUPONS,
  type CheckoutChange,
  type CheckoutDetails,
} from '../domain/checkout-details';
import { ANSWERS_REFUSED, CART_NOT_FOUND } from '../domain/messages';
import { findCart } from '../store/carts';
import { readCheckoutDetails, writeCheckoutDetails } from '../store/checkout-details';
import { checkoutDetails } from '../store/checkout-schema';
import type { CartContext } from './cart-context';
import { changeable, tokenHashOf } from './cart-lookup';
import type { CartView } from './cart-view';
import { priceCart } from './checkout-pricing';

export interface CheckoutView {
  view: CartView;
  details: CheckoutDetails;
}

/** A cart bought through a checkout (a shopping cart, a subscription's); any other token names none. */
async function openCheckoutCart(context: CartContext, cartToken: string) {
  const cart = await findCart(context.db, tokenHashOf(cartToken));
  if (!cart || !hasCheckout(cart.kind)) throw new NotFoundError(CART_NOT_FOUND);
  return cart;
}

/** The visitor's shopping cart (or subscription cart), priced, with what they entered at checkout. */
export async function getCheckout(context: CartContext, cartToken: string): Promise<CheckoutView> {
  const cart = await openCheckoutCart(context, cartToken);
  const details = await readCheckoutDetails(context.db, cart.id);
  return { view: { cart, stock: new Map(), checkout: await priceCart(context.db, cart, { details }) }, details };
}

/**
 * Stores the fields of `change` and keeps the rest. Everything is checked first (spec §5 wording per
 * field path) and a refusal stores nothing. The details row is locked while it is read and
 * rewritten, so two changes of different fields made at once both stay. A purchased cart is an
 * order's record: FAILED_PRECONDITION.
 */
export async function updateCheckout(
  context: CartContext,
  cartToken: string,
  change: CheckoutChange,
): Promise<CheckoutView> {
  const problems = checkoutChangeProblems(change);
  if (Object.keys(problems).length > 0) throw new FieldsRefusedError(ANSWERS_REFUSED, problems);
  const cart = changeable(await openCheckoutCart(context, cartToken));
  if (cart.kind === 'SUBSCRIPTION' && (change.couponCodes?.length ?? 0) > 0)
    throw new FieldsRefusedError(ANSWERS_REFUSED, { couponCodes: SUBSCRIPTION_COUPONS });
  const details = await context.db.transaction(async (tx) => {
    await tx.insert(checkoutDetails).values({ cartId: cart.id }).onConflictDoNothing();
    await tx.execute(sql`select 1 from checkout_details where cart_id = ${cart.id} for update`);
    const next = applyCheckoutChange(await readCheckoutDetails(tx, cart.id), change);
    await writeCheckoutDetails(tx, cart.id, next);
    return next;
  });
  return { view: { cart, stock: new Map(), checkout: await priceCart(context.db, cart, { details }) }, details };
}
