import type { CheckoutChange, CheckoutJson, PlacedOrderJson } from '@storefront/contracts';
import { apiRequest, ApiError } from '@storefront/ui';
import type { PaymentDetails } from './PaymentStep';

const CHECKOUT_PATH = '/api/commerce/checkout';

/** The checkout of the visitor's cart, or of the subscription cart `cartToken` names. */
const checkoutPath = (cartToken?: string) =>
  cartToken === undefined ? CHECKOUT_PATH : `${CHECKOUT_PATH}?cartToken=${encodeURIComponent(cartToken)}`;

export function fetchCheckout(cartToken?: string): Promise<CheckoutJson> {
  return apiRequest<CheckoutJson>('GET', checkoutPath(cartToken));
}

/** A refused change: the gateway's message and one message per field path ('shippingAddress.city'). */
export interface CheckoutRefusal {
  message: string;
  errors: Record<string, string>;
}

export function refusalOf(error: unknown): CheckoutRefusal {
  if (error instanceof ApiError) {
    const errors = (error.body as { errors?: unknown } | null)?.errors;
    const fieldErrors =
      errors && typeof errors === 'object'
        ? Object.fromEntries(Object.entries(errors).filter(([, value]) => typeof value === 'string'))
        : {};
    return { message: error.message, errors: fieldErrors as Record<string, string> };
  }
  return { message: 'Something went wrong', errors: {} };
}

/** Stores what the shopper entered and answers the checkout priced for it. */
export function updateCheckout(change: CheckoutChange, cartToken?: string): Promise<CheckoutJson> {
  return apiRequest<CheckoutJson>('PUT', checkoutPath(cartToken), change);
}

/** What a one-entry checkout buys, as the page's hook carries it (data-purchase). */
export type OneEntryPurchase = { grandTotalCents: number; currency: string; requiresShipping: boolean } & (
  { kind: 'giftcard'; giftCardProductId: string; sku: string } | { kind: 'subscription'; cartToken: string }
);

export type SubscriptionPurchase = Extract<OneEntryPurchase, { kind: 'subscription' }>;

/** A subscription whose cycles ship: bought through the full checkout (address, shipping, tax). */
export const isShippedSubscription = (purchase: OneEntryPurchase): purchase is SubscriptionPurchase =>
  purchase.kind === 'subscription' && purchase.requiresShipping;

/** The page's purchase, or undefined when the hook names none (the visitor's shopping cart). */
export function oneEntryPurchaseOf(element: HTMLElement): OneEntryPurchase | undefined {
  const kind = element.dataset.checkoutPage;
  if (kind !== 'giftcard' && kind !== 'subscription') return undefined;
  return JSON.parse(element.dataset.purchase ?? '') as OneEntryPurchase;
}

/** Buys the visitor's shopping cart (the CART cookie's). */
export function placeCartOrder(payment: PaymentDetails): Promise<PlacedOrderJson> {
  return apiRequest<PlacedOrderJson>('POST', `${CHECKOUT_PATH}/orders`, payment, { idempotencyKey: payment.attemptId });
}

/** Buys the subscription cart of /checkout/subscribe: its first order, and the subscription. */
export function placeSubscription(
  purchase: SubscriptionPurchase,
  payment: PaymentDetails & { email: string },
): Promise<PlacedOrderJson> {
  const { attemptId, card, email } = payment;
  return apiRequest<PlacedOrderJson>(
    'POST',
    `${CHECKOUT_PATH}/orders`,
    { cartToken: purchase.cartToken, attemptId, card, email },
    { idempotencyKey: attemptId },
  );
}

/** Buys one gift card of the page's denomination. */
export function placeGiftCardPurchase(
  purchase: Extract<OneEntryPurchase, { kind: 'giftcard' }>,
  payment: PaymentDetails & { email: string; recipientEmail: string },
): Promise<PlacedOrderJson> {
  return apiRequest<PlacedOrderJson>(
    'POST',
    `${CHECKOUT_PATH}/giftcard`,
    { giftCardProductId: purchase.giftCardProductId, sku: purchase.sku, ...payment },
    { idempotencyKey: payment.attemptId },
  );
}
