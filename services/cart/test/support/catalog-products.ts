import { PRODUCT_TYPE } from '@storefront/commerce';
import type { CatalogProduct, ProductVariant } from '../../src/domain/product';

/** A variant as the catalog gives it to the cart: five in stock at `priceCents` unless `extra` says otherwise. */
export const variant = (sku: string, priceCents: number, extra: Partial<ProductVariant> = {}): ProductVariant => ({
  id: `v-${sku}`,
  sku,
  attributes: {},
  optionNames: [],
  priceCents,
  salePriceCents: 0,
  onSale: false,
  currency: 'USD',
  qtyInStock: 5,
  unlimited: false,
  ...extra,
});

/** A physical product of these variants, asking no questions, unless `extra` says otherwise. */
export const product = (variants: ProductVariant[], extra: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: 'p',
  title: 'Product',
  productType: PRODUCT_TYPE.physical,
  url: '/shop/p/product',
  imageUrl: '',
  variants,
  isSubscribable: false,
  subscriptionOptionIds: [],
  subscriptionPlans: {},
  giftCardDenominationsCents: [],
  form: null,
  ...extra,
});
