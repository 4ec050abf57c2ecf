import type { Context } from '../../exec/context';
import { localizedOr } from './site-settings';

/** Spec §8 store text defaults, under the key a site's localizedStrings translates each by. */
export const STORE_TEXT = {
  productAddToCartText: 'Add To Cart',
  productSubscribeText: 'Subscribe',
  productQuantityInputLabel: 'Quantity',
  productVariantSelectText: 'Select {variantName}',
  giftCardValueDisplayText: 'Value',
  giftCardVariantSelectText: 'Select Value',
  productQuickViewText: 'Quick View',
  productPriceUnavailable: 'Unavailable',
} as const;

export type StoreTextKey = keyof typeof STORE_TEXT;

/** The site's translation of a store text when it has content, else the spec's default. */
export function storeText(ctx: Context, item: unknown, key: StoreTextKey): unknown {
  return localizedOr(ctx, item, key, STORE_TEXT[key]);
}
