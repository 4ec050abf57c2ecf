import { cartV1 } from '@storefront/proto';
import { minorToMajor } from '@storefront/commerce';
import type { PageMoney } from '@storefront/contracts';
import { parseAdditionalFields } from './shopping-cart-json';

/**
 * One cart entry as the checkout summary shows it. `entries` and `entryTotal` are the names the checkout
 * template (theme/pages/checkout.html) reads.
 */
export interface CheckoutEntry {
  title: string;
  url: string;
  /** The chosen variant's options, in the product's option order as the cart gives them. */
  attributes: { name: string; value: string }[];
  /** The custom-form answers as plain text; the template escapes them like any other text. */
  answers: string[];
  quantity: number;
  unitPrice: PageMoney;
  entryTotal: PageMoney;
}

export interface CheckoutSummary {
  /** What kind of purchase this is, said above the entries. */
  purchaseLabel: string;
  /**
   * What the checkout remote buys, as its hook says it (`data-checkout-page`): '' the visitor's
   * shopping cart, 'giftcard' a denomination of /checkout/giftcard, 'subscription' the cart of
   * /checkout/subscribe; `purchase` is the JSON the remote needs for it.
   */
  purchaseKind: '' | 'giftcard' | 'subscription';
  purchase: string;
  entries: CheckoutEntry[];
  totalQuantity: number;
  subtotal: PageMoney;
  /** Present only when not zero, so the summary lists what applies. */
  discount?: PageMoney;
  shipping?: PageMoney;
  tax?: PageMoney;
  grandTotal: PageMoney;
}

const PURCHASE_LABELS: Partial<Record<cartV1.CartKind, string>> = {
  [cartV1.CartKind.CART_KIND_SUBSCRIPTION]: 'Your subscription',
  [cartV1.CartKind.CART_KIND_GIFT_CARD]: 'Your gift card',
};

/** Answers of every form field type (spec §3 "Form answer types") flattened to text. */
function answerText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.map(answerText).filter(Boolean).join(', ');
  if (typeof value === 'object') return Object.values(value).map(answerText).filter(Boolean).join(', ');
  return String(value);
}

function money(cents: string, currency: string): PageMoney {
  return { value: minorToMajor(cents || '0', currency), currency };
}

function nonZero(cents: string, currency: string): PageMoney | undefined {
  return cents && cents !== '0' ? money(cents, currency) : undefined;
}

/** What the checkout remote needs to buy a one-entry cart: what to buy, and the total to show on its button. */
export type OneEntryPurchase =
  { kind: 'giftcard'; giftCardProductId: string; sku: string } | { kind: 'subscription'; cartToken: string };

/** What is being bought, in the cart's (the store's) currency: entries, subtotal and grand total. */
export function checkoutSummary(
  cart: cartV1.ShoppingCart,
  storeCurrency: string,
  oneEntry?: OneEntryPurchase,
): CheckoutSummary {
  const currency = cart.currency || storeCurrency;
  // a subscription that ships asks for its address and is priced like a shopping cart's checkout
  const purchase = oneEntry && {
    ...oneEntry,
    grandTotalCents: Number(cart.grandTotalCents || 0),
    currency,
    requiresShipping: cart.requiresShipping,
  };
  return {
    purchaseLabel: PURCHASE_LABELS[cart.kind] ?? 'Your order',
    purchaseKind: oneEntry?.kind ?? '',
    purchase: purchase ? JSON.stringify(purchase) : '',
    entries: cart.entries.map((entry) => ({
      title: entry.title,
      url: entry.url,
      attributes: (entry.chosenVariant?.optionValues ?? []).map(({ optionName, value }) => ({
        name: optionName,
        value,
      })),
      answers: Object.values(parseAdditionalFields(entry.additionalFieldsJson) ?? {})
        .map(answerText)
        .filter((text) => text !== ''),
      quantity: entry.quantity,
      unitPrice: money(entry.purchasePriceCents, currency),
      entryTotal: money(entry.subTotalCents, currency),
    })),
    totalQuantity: cart.totalQuantity,
    subtotal: money(cart.subtotalCents, currency),
    discount: nonZero(cart.discountCents, currency),
    shipping: nonZero(cart.shippingCostCents, currency),
    tax: nonZero(cart.taxCents, currency),
    grandTotal: money(cart.grandTotalCents, currency),
  };
}
