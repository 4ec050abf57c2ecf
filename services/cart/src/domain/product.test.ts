import { PRODUCT_TYPE } from '@storefront/commerce';
import { FailedPrecondition, NotFound } from './errors';
import {
  checkSubscription,
  chooseGiftCardVariant,
  chooseVariant,
  purchasePriceCents,
  type CatalogProduct,
  type ProductVariant,
} from './product';

const variant = (sku: string, priceCents: number, extra: Partial<ProductVariant> = {}): ProductVariant => ({
  id: `v-${sku}`,
  sku,
  attributes: {},
  priceCents,
  salePriceCents: 0,
  onSale: false,
  currency: 'USD',
  qtyInStock: 5,
  unlimited: false,
  ...extra,
});

const product = (variants: ProductVariant[], extra: Partial<CatalogProduct> = {}): CatalogProduct => ({
  id: 'p',
  title: 'Product',
  productType: PRODUCT_TYPE.physical,
  url: '/shop/p/product',
  imageUrl: '',
  variants,
  isSubscribable: false,
  subscriptionOptionIds: [],
  giftCardDenominationsCents: [],
  form: null,
  ...extra,
});

const VARIANT_UNAVAILABLE = 'Sorry, that item variant is unavailable. Please select another variant.';

describe('purchase price', () => {
  it('is the sale price while on sale, else the price', () => {
    expect(purchasePriceCents({ priceCents: 3200, salePriceCents: 2400, onSale: true })).toBe(2400);
    expect(purchasePriceCents({ priceCents: 3200, salePriceCents: 2400, onSale: false })).toBe(3200);
  });
});

describe('choosing a variant', () => {
  const shirt = product([variant('S', 6800), variant('M', 6800)]);

  it('finds the sku', () => {
    expect(chooseVariant(shirt, 'M').id).toBe('v-M');
  });

  it('an unknown sku is not found, with the spec message', () => {
    expect(() => chooseVariant(shirt, 'XL')).toThrow(new NotFound(VARIANT_UNAVAILABLE));
  });

  it('an empty sku is enough only when there is one variant', () => {
    expect(() => chooseVariant(shirt, '')).toThrow(new FailedPrecondition(VARIANT_UNAVAILABLE));
    expect(chooseVariant(product([variant('ONLY', 100)]), '').sku).toBe('ONLY');
  });
});

describe('gift cards', () => {
  const giftCard = product([variant('G50', 5000), variant('G25', 2500)], {
    productType: PRODUCT_TYPE.giftCard,
    giftCardDenominationsCents: [2500, 5000],
  });

  it('without a sku, the first denomination', () => {
    expect(chooseGiftCardVariant(giftCard, '').sku).toBe('G25');
  });

  it('with a sku, that denomination', () => {
    expect(chooseGiftCardVariant(giftCard, 'G50').priceCents).toBe(5000);
  });

  it('only for gift-card products', () => {
    expect(() => chooseGiftCardVariant(product([variant('A', 1)]), '')).toThrow(FailedPrecondition);
  });
});

describe('subscriptions', () => {
  const coffee = product([variant('C', 1600)], { isSubscribable: true, subscriptionOptionIds: ['two-weeks'] });

  it('need a subscribable product and one of its own options', () => {
    expect(() => checkSubscription(coffee, '')).not.toThrow();
    expect(() => checkSubscription(coffee, 'two-weeks')).not.toThrow();
    expect(() => checkSubscription(coffee, 'monthly')).toThrow(FailedPrecondition);
    expect(() => checkSubscription(product([variant('A', 1)]), '')).toThrow(FailedPrecondition);
  });
});
