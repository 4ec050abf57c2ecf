import { COUPON_MESSAGES } from '@storefront/commerce';
import { randomUUID } from 'node:crypto';
import { rows, type Database } from '@storefront/service-kit';
import { sql } from 'drizzle-orm';
import type { Cart } from '../domain/cart';
import { giftCardCodeHash, giftCardCodeLast4, newGiftCardCode } from '../domain/gift-card-code';
import { CART_PURCHASED } from '../domain/messages';
import type { Order } from '../domain/order';
import { orderDeliveryOf } from '../domain/order-delivery';
import { giftCardsToIssue, orderLinesOf } from '../domain/order-lines';
import { ORDER_MESSAGES } from '../domain/order-messages';
import type { GiftCardSpend } from '../domain/payment-plan';
import { OPEN_STATES } from '../domain/placement';
import { CouponRefusedError, redeemCoupons } from '../store/coupon-redemptions';
import { priceCart } from './checkout-pricing';
import { sealCode } from './issued-gift-cards';
import { spendGiftCard, issueGiftCards } from '../store/gift-cards';
import { findOrderWhere, insertOrder } from '../store/orders';
import { insertSubscription } from '../store/subscriptions';
import { subscriptionOf, type NewSubscriptionTerms } from '../domain/subscription-start';
import { moveTo, placementById, type Placement } from '../store/placements';

export type Recorded = { kind: 'ordered'; order: Order } | { kind: 'refused'; message: string };

/** What a coupon says once its uses ran out: the reason an order counting on it is refused. */
const COUPON_LIMIT_REASONS: readonly string[] = [COUPON_MESSAGES.usedUp, COUPON_MESSAGES.usedByCustomer];

/** Thrown inside the transaction so that everything it wrote is rolled back, gift-card spends included. */
class Refusal extends Error {}

export interface OrderToRecord {
  placement: Placement;
  cart: Cart;
  email: string;
  attemptId: string;
  /** The card's authorisation, kept on the journal row as it moves to 'ordered', for the capture. */
  authorizationId: string | undefined;
  paymentMethodToken: string | undefined;
  spends: GiftCardSpend[];
  giftCardRecipientEmail: string | null;
  siteUserId: string | null;
  /** A subscription cart's plan and kept card: the subscription is created with its first order. */
  subscription: NewSubscriptionTerms | undefined;
}

/**
 * The order, in ONE transaction with everything that makes it: the placement locked first (a
 * copy of the attempt that got here first has recorded it, a refused one may record nothing),
 * the cart purchased only at the version the payment was authorised for, the gift cards spent
 * only while their balance holds, the gift cards it buys issued, the coupon redeemed within its
 * limits, the placement marked ordered.
 */
export async function recordOrder(
  db: Database,
  {
    placement,
    cart,
    email,
    attemptId,
    authorizationId,
    paymentMethodToken,
    spends,
    giftCardRecipientEmail,
    siteUserId,
    subscription,
  }: OrderToRecord,
): Promise<Recorded> {
  try {
    return await db.transaction(async (tx) => {
      const locked = (await placementById(tx, placement.id, true))!;
      if (locked.orderId) return { kind: 'ordered', order: (await findOrderWhere(tx, sql`id = ${locked.orderId}`))! };
      if (!OPEN_STATES.includes(locked.state)) throw new Refusal(locked.failureMessage ?? ORDER_MESSAGES.interrupted);

      const orderId = randomUUID();
      const purchased = await rows<{ id: string }>(
        tx,
        sql`update carts set is_purchased = true, order_id = ${orderId}, version = version + 1, updated_at = now()
            where id = ${cart.id} and version = ${placement.cartVersion} and is_purchased = false returning id`,
      );
      if (purchased.length === 0) {
        const [now] = await rows<{ is_purchased: boolean }>(
          tx,
          sql`select is_purchased from carts where id = ${cart.id}`,
        );
        throw new Refusal(now?.is_purchased ? CART_PURCHASED : ORDER_MESSAGES.cartChanged);
      }

      // Priced again inside the transaction, with the coupons' uses as they are now. A total other
      // than the one the card was authorised for means the checkout changed meanwhile (a coupon
      // used up by other orders, a new address): the shopper must see the new total first.
      const priced = await priceCart(tx, cart);
      const totals = priced.totals;
      const giftCardCents = spends.reduce((sum, spend) => sum + spend.amountCents, 0);
      if (totals.grandTotalCents !== placement.cardCents + giftCardCents) {
        const usedUp = priced.invalidCoupons.find(({ reason }) => COUPON_LIMIT_REASONS.includes(reason));
        throw new Refusal(usedUp?.reason ?? ORDER_MESSAGES.cartChanged);
      }
      // redeemed under the coupon's row lock: of two orders counting on its last use, one is refused
      await redeemCoupons(tx, cart, orderId, email, priced.validCoupons).catch((error: unknown) => {
        throw error instanceof CouponRefusedError ? new Refusal(error.message) : error;
      });
      const subscriptionId = subscription ? randomUUID() : null;
      const order = await insertOrder(tx, {
        id: orderId,
        placementId: placement.id,
        websiteId: cart.websiteId,
        cartId: cart.id,
        siteUserId,
        email,
        currency: cart.currency,
        lines: orderLinesOf(cart.entries),
        subtotalCents: totals.subtotalCents,
        taxCents: totals.taxCents,
        shippingCostCents: totals.shippingCostCents,
        discountCents: totals.discountCents,
        grandTotalCents: totals.grandTotalCents,
        giftCardCents,
        cardCents: placement.cardCents,
        giftCardPayments: spends,
        giftCardRecipientEmail,
        subscriptionId,
        ...orderDeliveryOf(priced, priced.details),
      });
      if (subscription && subscriptionId)
        await insertSubscription(
          tx,
          subscriptionOf(subscriptionId, order, subscription, priced.selectedShippingOption?.id ?? null),
        );
      for (const spend of spends) {
        if (!(await spendGiftCard(tx, orderId, spend.giftCardId, spend.amountCents)))
          throw new Refusal(ORDER_MESSAGES.giftCardSpent);
      }
      await issueGiftCards(
        tx,
        orderId,
        giftCardsToIssue(cart.entries).map(({ balanceCents, currency }) => {
          const code = newGiftCardCode();
          return {
            codeHash: giftCardCodeHash(code),
            codeLast4: giftCardCodeLast4(code),
            sealedCode: sealCode(placement, attemptId, code),
            websiteId: cart.websiteId,
            currency,
            balanceCents,
          };
        }),
      );
      await moveTo(tx, placement.id, OPEN_STATES, 'ordered', { orderId, authorizationId, paymentMethodToken });
      return { kind: 'ordered', order };
    });
  } catch (error) {
    if (error instanceof Refusal) return { kind: 'refused', message: error.message };
    throw error;
  }
}
