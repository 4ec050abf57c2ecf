import { DEFAULT_CURRENCY, formatMajorUnits } from '@storefront/commerce';
import type { PageMoney } from '@storefront/contracts';
import type { PageVariant } from './product-on-page';

/** Spec §3/§8: comma thousands, point decimal, the currency's fraction digits; USD when missing. */
export function formatMoney(money: PageMoney | undefined): string {
  return formatMajorUnits(money?.value, money?.currency || DEFAULT_CURRENCY);
}

/** One piece of the price line: plain text, a visually hidden prefix, or the struck original. */
export type PricePart = { text: string; kind: 'price' | 'hidden-label' | 'original-price' };

/** Spec §8 store texts 'Sale Price:' and 'Original Price:' precede the two prices of a sale. */
export function variantPriceParts(variant: PageVariant): PricePart[] {
  if (variant.onSale) {
    return [
      { kind: 'hidden-label', text: 'Sale Price:' },
      { kind: 'price', text: `${formatMoney(variant.salePriceMoney)} ` },
      { kind: 'hidden-label', text: 'Original Price:' },
      { kind: 'original-price', text: formatMoney(variant.priceMoney) },
    ];
  }
  return [{ kind: 'price', text: formatMoney(variant.priceMoney) }];
}

/** Spec §8 store text defaults. */
export const BADGE_TEXT = { 'sold-out': 'sold out', sale: 'sale' } as const;
