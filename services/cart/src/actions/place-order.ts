import {
  DomainError,
  FailedPreconditionError,
  InvalidArgumentError,
  NotFoundError,
} from '@storefront/service-kit/errors';
import { priceCart } from './checkout-pricing';
import type { Cart } from '../domain/cart';
import { hasCheckout } from '../domain/checkout-details';
import { shippingRefusal } from '../domain/order-delivery';
import { CART_NOT_FOUND, CART_PURCHASED, KEY_REUSED } from '../domain/messages';
import type { Order } from '../domain/order';
import type { SubscriptionPlan } from '../domain/subscription';
import { giftCardsToIssue, stockLinesOf } from '../domain/order-lines';
import { ORDER_MESSAGES } from '../domain/order-messages';
import { planPayment, type SpendableGiftCard } from '../domain/payment-plan';
import { OPEN_STATES, paymentKeyOf, reservationIdOf } from '../domain/placement';
import { findCart } from '../store/carts';
import { readCheckoutRules } from '../store/checkout-settings';
import { findOrderWhere } from '../store/orders';
import { moveTo, placementById, startPlacement, type Placement } from '../store/placements';
import { sql } from 'drizzle-orm';
import { existing, tokenHashOf } from './cart-lookup';
import type { CheckoutInputs } from '../store/checkout-details';
import { placementAndCheckout } from '../store/placement-start';
import { completePlacement } from './complete-placement';
import { withIssuedGiftCards } from './issued-gift-cards';
import type { OrderContext } from './order-context';
import { spendableGiftCards } from './order-gift-cards';
import {
  attemptKeyOf,
  cardFor,
  checkPlaceOrder,
  requestHashOf,
  withCheckoutEmail,
  type CheckedPlaceOrder,
  type PlaceOrderRequest,
} from './place-order-request';
import { recordOrder } from './record-order';
import { subscriptionPlanFor } from './subscription-plan';
import { undoPlacement } from './undo-placement';

/**
 * PlaceOrder: one idempotent operation keyed by the checkout attempt. The journal row comes first;
 * then stock is held (all or nothing), the card authorised, the order recorded with the cart's
 * purchase in one transaction, and stock committed and payment captured. A repeat of the attempt,
 * also one racing the first, runs the same idempotent steps under the same keys and meets the
 * same order; a refusal lets go of what was held and is answered to every repeat.
 */
export async function placeOrder(context: OrderContext, request: PlaceOrderRequest, now = new Date()): Promise<Order> {
  const fields = checkPlaceOrder(request, now);
  // the cart is read before the placement: a placement seen unfinished is then for a cart seen as it was
  const cart = existing(await findCart(context.db, tokenHashOf(fields.cartToken)));
  // only a shopping cart has a checkout; its e-mail is the one an order from the checkout page goes to
  if (fields.emailFromCheckout && cart.kind !== 'SHOPPING') throw new NotFoundError(CART_NOT_FOUND);
  const attemptKey = attemptKeyOf(cart.id, fields.attemptId);
  // a new placement's checkout is read with the journal row, whether or not the row is there already
  const { placement: found, checkout } = await placementAndCheckout(
    context.db,
    attemptKey,
    hasCheckout(cart.kind) && (cart.entries.length > 0 || fields.emailFromCheckout) ? cart.id : null,
  );
  const checked = fields.emailFromCheckout ? withCheckoutEmail(fields, checkout!.details.email) : fields;
  const requestHash = requestHashOf(checked);
  const started: { placement: Placement; pricing?: Pricing } = found
    ? { placement: found }
    : await newPlacement(context, cart, checked, attemptKey, requestHash, checkout);
  if (started.placement.requestHash !== requestHash) throw new FailedPreconditionError(KEY_REUSED);
  return continuePlacement(context, started.placement, cart, checked, started.pricing);
}

/** The grand total and the gift cards as a placement begun by this very request read them a moment ago. */
interface Pricing {
  grandTotalCents: number;
  giftCards: SpendableGiftCard[];
}

/** Every check that needs no hold comes before the journal row, so a refused request writes nothing. */
async function newPlacement(
  context: OrderContext,
  cart: Cart,
  checked: CheckedPlaceOrder,
  attemptKey: string,
  requestHash: string,
  checkout: CheckoutInputs | undefined,
): Promise<{ placement: Placement; pricing: Pricing }> {
  if (cart.isPurchased) throw new FailedPreconditionError(CART_PURCHASED);
  if (cart.entries.length === 0) throw new FailedPreconditionError(ORDER_MESSAGES.cartEmpty);
  // a subscription's renewals are charged to the card it was bought with: no gift card can stand in for it
  if (cart.kind === 'SUBSCRIPTION') {
    if (checked.giftCardCodes.length > 0) throw new FailedPreconditionError(ORDER_MESSAGES.subscriptionGiftCards);
    if (!checked.card) throw new InvalidArgumentError(ORDER_MESSAGES.subscriptionCard);
  }
  const giftCards = await spendableGiftCards(context.db, cart, checked.giftCardCodes);
  // the grand total as the checkout shows it: discount, shipping and tax included
  const priced = await priceCart(context.db, cart, checkout);
  // a cart nobody checked out was priced without the owner's rules: whether the store ships needs them
  const rules = checkout?.rules ?? (priced.totals.requiresShipping ? await readCheckoutRules(context.db) : undefined);
  const unshippable = shippingRefusal(priced, (rules?.shippingRates.length ?? 0) > 0);
  if (unshippable) throw new FailedPreconditionError(unshippable);
  const grandTotalCents = priced.totals.grandTotalCents;
  const { cardCents } = planPayment(grandTotalCents, giftCards);
  cardFor(checked, cardCents);
  const placement = await startPlacement(context.db, {
    attemptKey,
    requestHash,
    cartId: cart.id,
    cartVersion: cart.version,
    cardCents,
    currency: cart.currency,
  });
  return { placement, pricing: { grandTotalCents, giftCards } };
}

async function continuePlacement(
  context: OrderContext,
  placement: Placement,
  cart: Cart,
  checked: CheckedPlaceOrder,
  known?: Pricing,
): Promise<Order> {
  if (placement.state === 'failing' || placement.state === 'failed') return refuse(context, placement);
  if (!OPEN_STATES.includes(placement.state)) return answer(context, placement, checked.attemptId);
  if (cart.isPurchased || cart.version !== placement.cartVersion)
    return fail(context, placement, cart.isPurchased ? CART_PURCHASED : ORDER_MESSAGES.cartChanged, checked.attemptId);

  // the card pays what the placement said at its start; gift cards must still cover the rest. A
  // placement this request began was priced a moment ago (the order's transaction prices it again).
  const grandTotalCents = known?.grandTotalCents ?? (await priceCart(context.db, cart)).totals.grandTotalCents;
  const giftCards =
    known?.giftCards ??
    (await spendableGiftCards(context.db, cart, checked.giftCardCodes).catch((error: unknown) => {
      // a card spent to nothing (or gone) since the placement began; anything else is not the shopper's
      if (error instanceof DomainError) return null;
      throw error;
    }));
  const payment = giftCards && planPayment(grandTotalCents - placement.cardCents, giftCards);
  if (!payment || payment.cardCents !== 0)
    return fail(context, placement, ORDER_MESSAGES.giftCardSpent, checked.attemptId);
  const card = cardFor(checked, placement.cardCents);
  // read before anything is held: a catalog that cannot say the plan holds nothing up
  let plan: SubscriptionPlan | undefined;
  if (cart.kind === 'SUBSCRIPTION') {
    try {
      plan = await subscriptionPlanFor(context, cart);
    } catch (error) {
      // the product is no longer subscribable (or gone): the shopper is told, nothing was held
      if (error instanceof FailedPreconditionError || error instanceof NotFoundError)
        return fail(context, placement, error.message, checked.attemptId);
      throw error;
    }
  }

  try {
    await context.stock.reserve(reservationIdOf(placement.id), stockLinesOf(cart.entries));
  } catch (error) {
    if (error instanceof FailedPreconditionError) return fail(context, placement, error.message, checked.attemptId);
    throw error;
  }
  await moveTo(context.db, placement.id, ['started'], 'authorising');

  let authorizationId: string | undefined;
  let paymentMethodToken: string | undefined;
  if (card) {
    const authorisation = await context.payment.authorise({
      amountCents: placement.cardCents,
      currency: placement.currency,
      card,
      // a subscription's card is kept by the provider for the renewals
      keepPaymentMethod: plan !== undefined,
      idempotencyKey: paymentKeyOf(placement.id, 'authorise'),
    });
    if (authorisation.outcome === 'declined') return fail(context, placement, authorisation.message, checked.attemptId);
    // kept on the journal row by the order's transaction: until then a crash leaves the placement
    // 'authorising', whose undoing finds the authorisation by its key
    ({ authorizationId, paymentMethodToken } = authorisation);
  }

  await context.orderEmails?.enqueue({ placementId: placement.id, attemptId: checked.attemptId });
  const recorded = await recordOrder(context.db, {
    placement,
    cart,
    email: checked.email,
    attemptId: checked.attemptId,
    authorizationId,
    paymentMethodToken,
    spends: payment.spends,
    giftCardRecipientEmail: checked.giftCardRecipientEmail,
    // an account's cart is its customer's; a one-entry cart is the signed-in buyer's, if any
    siteUserId: cart.siteUserId ?? checked.siteUserId,
    subscription: plan && {
      plan,
      subscriptionOptionId: cart.subscriptionOptionId,
      paymentProvider: context.payment.name,
      paymentMethodToken: paymentMethodToken ?? '',
    },
  });
  if (recorded.kind === 'refused') return fail(context, placement, recorded.message, checked.attemptId);
  // the order and its e-mails' job were written by this request just now: neither is read or queued again
  const ordered: Placement = {
    ...placement,
    state: 'ordered',
    orderId: recorded.order.id,
    authorizationId: authorizationId ?? null,
    paymentMethodToken: paymentMethodToken ?? null,
  };
  await complete(context, ordered);
  const issuesGiftCards = giftCardsToIssue(cart.entries).length > 0;
  return issuesGiftCards
    ? withIssuedGiftCards(context.db, recorded.order, { placement: ordered, attemptId: checked.attemptId })
    : { ...recorded.order, issuedGiftCards: [] };
}

/**
 * Commits the stock and captures the payment of a recorded order. If either fails now (the catalog
 * or the provider is down) the order stands: it is recorded and paid for, and the reconciliation
 * finishes those steps.
 */
async function complete(context: OrderContext, placement: Placement): Promise<void> {
  await completePlacement(context, placement).catch((error: unknown) =>
    context.logger.warn(
      { err: error, placementId: placement.id },
      'order recorded; stock commit or capture left to the reconciliation',
    ),
  );
}

/** The order a repeat of the attempt (or a copy that lost the race) meets, its placement completed first. */
async function answer(context: OrderContext, placement: Placement, attemptId: string): Promise<Order> {
  const current = (await placementById(context.db, placement.id))!;
  if (current.state === 'ordered') await complete(context, current);
  const order = (await findOrderWhere(context.db, sql`id = ${current.orderId}`))!;
  await context.orderEmails?.enqueue({ placementId: current.id, attemptId });
  return withIssuedGiftCards(context.db, order, { placement: current, attemptId });
}

/**
 * Refuses the placement for good, unless a copy of the attempt recorded its order first (then that
 * order is the answer). The refusal is written before stock and payment are let go, so no copy can
 * record an order on an authorisation being voided.
 */
async function fail(context: OrderContext, placement: Placement, message: string, attemptId: string): Promise<Order> {
  await moveTo(context.db, placement.id, OPEN_STATES, 'failing', {
    failureStatus: 'FAILED_PRECONDITION',
    failureMessage: message,
  });
  const current = (await placementById(context.db, placement.id))!;
  if (!['failing', 'failed'].includes(current.state)) return answer(context, current, attemptId);
  return refuse(context, current);
}

/** A refused placement's answer, to the first request and every repeat; what it held is let go first. */
async function refuse(context: OrderContext, placement: Placement): Promise<never> {
  if (placement.state === 'failing') {
    await undoPlacement(context, placement).catch((error: unknown) =>
      context.logger.warn(
        { err: error, placementId: placement.id },
        'refused placement; its release is left to the reconciliation',
      ),
    );
  }
  throw new FailedPreconditionError(placement.failureMessage ?? ORDER_MESSAGES.interrupted);
}
