import { PRODUCT_TYPE } from '@storefront/commerce';
import type { CartEntry } from './cart';
import type { OrderLine } from './order';
import { entrySubtotalCents } from './totals';

/** The cart's entries as an order keeps them: what was bought, at what price, whatever the catalog says later. */
export function orderLinesOf(entries: readonly CartEntry[]): OrderLine[] {
  return entries.map((entry) => ({
    itemId: entry.itemId,
    variantId: entry.variantId,
    sku: entry.sku,
    title: entry.title,
    quantity: entry.quantity,
    purchasePriceCents: entry.purchasePriceCents,
    subTotalCents: entrySubtotalCents(entry),
    productType: entry.productType,
  }));
}

/** What the catalog must hold for the order: every entry, since only it knows which variants are limited. */
export function stockLinesOf(entries: readonly CartEntry[]): { itemId: string; variantId: string; quantity: number }[] {
  return entries.map(({ itemId, variantId, quantity }) => ({ itemId, variantId, quantity }));
}

/** The gift cards a gift-card order issues: one per unit bought, each worth its denomination. */
export function giftCardsToIssue(entries: readonly CartEntry[]): { balanceCents: number; currency: string }[] {
  return entries
    .filter((entry) => entry.productType === PRODUCT_TYPE.giftCard)
    .flatMap((entry) =>
      Array.from({ length: entry.quantity }, () => ({
        balanceCents: entry.purchasePriceCents,
        currency: entry.currency,
      })),
    );
}
