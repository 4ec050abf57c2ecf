import type { PageMoney, PageVariant } from './product-on-page';

/** Spec §3/§8: comma thousands, point decimal; two fraction digits except JPY; USD when missing. */
export function formatMoney(money: PageMoney | undefined): string {
  const currency = money?.currency || 'USD';
  const amount = Number(money?.value ?? 0);
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(Number.isFinite(amount) ? amount : 0);
  } catch {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(0);
  }
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

export type Badge = 'sold-out' | 'sale' | null;

/** Spec §4 badge priority, for one variant: sold out first, then sale. */
export function variantBadge(variant: PageVariant, tracksStock: boolean): Badge {
  if (tracksStock && !variant.unlimited && variant.qtyInStock <= 0) return 'sold-out';
  if (variant.onSale) return 'sale';
  return null;
}

/** Spec §8 store text defaults. */
export const BADGE_TEXT = { 'sold-out': 'sold out', sale: 'sale' } as const;
