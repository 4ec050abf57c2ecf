import type { CheckoutAddressJson } from './checkout';

/**
 * An order as the gateway's REST API shows it (the owner's orders, a customer's, the confirmation
 * page). Amounts are integer minor units of `currency`.
 */
export interface OrderLineJson {
  itemId: string;
  sku: string;
  title: string;
  quantity: number;
  purchasePriceCents: number;
  subTotalCents: number;
  /** Spec §3 product type number. */
  productType: number;
}

/** An address an order keeps, and its lines as a parcel carries them (the country's own layout). */
export interface OrderAddressJson extends CheckoutAddressJson {
  lines: string[];
}

export interface OrderJson {
  id: string;
  email: string;
  /** ISO 8601. */
  created: string;
  currency: string;
  lines: OrderLineJson[];
  subtotalCents: number;
  discountCents: number;
  shippingCostCents: number;
  taxCents: number;
  grandTotalCents: number;
  /** What gift cards paid (their codes' last four characters), and the card the rest. */
  giftCardPayments: { codeLast4: string; amountCents: number }[];
  cardCents: number;
  /** Where it is shipped; null when nothing in it ships. */
  shippingAddress: OrderAddressJson | null;
  /** Who pays, when that is not the shipping address; null when it is (or none was asked). */
  billingAddress: OrderAddressJson | null;
  /** The shipping option's name; '' when nothing ships. */
  shippingMethod: string;
}

/** GET /api/owner/orders and GET /api/site-users/orders: newest first, a page at a time. */
export interface OrdersPageJson {
  orders: OrderJson[];
  hasNextPage: boolean;
  /** The cursor of the next page; '' on the last. */
  nextPageCursor: string;
}

/** POST /api/commerce/checkout/orders: where the buyer goes next. */
export interface PlacedOrderJson {
  orderId: string;
  /** The order-confirmed page, or the subscription-confirmed page when the order began a subscription. */
  orderUrl: string;
  /** The subscription the order began, when it did. */
  subscriptionId?: string;
  /**
   * The gift cards the order bought, with their full codes: this answer is the only place the
   * buyer reads them besides the e-mail (the order page shows the last four characters).
   */
  issuedGiftCards?: IssuedGiftCardJson[];
}

export interface IssuedGiftCardJson {
  code: string;
  balanceCents: number;
  currency: string;
}

/** A subscription under the REST names: the owner's list and the customer's account. */
export interface SubscriptionJson {
  id: string;
  email: string;
  /** active, cancelled, ended or past_due. */
  status: string;
  title: string;
  quantity: number;
  amountCents: number;
  currency: string;
  billingPeriodValue: number;
  /** WEEK, MONTH or YEAR. */
  billingPeriodUnit: string;
  /** 0: until cancelled. */
  numBillingCycles: number;
  cyclesBilled: number;
  /** ISO 8601; null when it bills no more. */
  nextBilling: string | null;
  /** ISO 8601. */
  created: string;
  lastFailure: string;
  /** Where each renewal ships; null when it ships nothing. */
  shippingAddress: OrderAddressJson | null;
  /** The shipping option its renewals use; '' when it ships nothing. */
  shippingMethod: string;
}

export interface SubscriptionsPageJson {
  subscriptions: SubscriptionJson[];
  hasNextPage: boolean;
  nextPageCursor: string;
}
