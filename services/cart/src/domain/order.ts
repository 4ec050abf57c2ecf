import type { CheckoutAddress } from './checkout-details';

/** One line of an order: a cart entry as it was bought. */
export interface OrderLine {
  itemId: string;
  variantId: string;
  sku: string;
  title: string;
  quantity: number;
  purchasePriceCents: number;
  subTotalCents: number;
  productType: number;
}

/** What one gift card paid of an order; only the code's last four characters are kept with it. */
export interface GiftCardPayment {
  giftCardId: string;
  codeLast4: string;
  amountCents: number;
}

/** A gift card bought with an order; `code` only where the buyer may read it. */
export interface IssuedGiftCard {
  code: string;
  codeLast4: string;
  balanceCents: number;
  currency: string;
}

export interface Order {
  id: string;
  placementId: string;
  websiteId: string;
  cartId: string;
  siteUserId: string | null;
  email: string;
  currency: string;
  lines: OrderLine[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  giftCardCents: number;
  cardCents: number;
  giftCardPayments: GiftCardPayment[];
  issuedGiftCards: IssuedGiftCard[];
  /** Where the gift cards it bought are e-mailed; null: to `email`. */
  giftCardRecipientEmail: string | null;
  /** The subscription it began or renewed; null for a one-time order. */
  subscriptionId: string | null;
  /** Where it is shipped, as the checkout had it; null when nothing in it ships. */
  shippingAddress: CheckoutAddress | null;
  /** Who pays: the billing address given, else the shipping address; null when neither was asked. */
  billingAddress: CheckoutAddress | null;
  /** The name of the shipping option it pays for; '' when nothing ships. */
  shippingMethod: string;
  createdAt: Date;
}
