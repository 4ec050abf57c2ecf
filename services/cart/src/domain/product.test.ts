import { PRODUCT_TYPE } from '@storefront/commerce';
import { FailedPreconditionError, NotFoundError } from '@storefront/service-kit/errors';
import { product, variant } from '../../test/support/catalog-products';
import { checkSubscription, chooseGiftCardVariant, chooseVariant, purchasePriceCents } from './product';

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
    expect(() => chooseVariant(shirt, 'XL')).toThrow(new NotFoundError(VARIANT_UNAVAILABLE));
  });

  it('an empty sku is enough only when there is one variant', () => {
    expect(() => chooseVariant(shirt, '')).toThrow(new FailedPreconditionError(VARIANT_UNAVAILABLE));
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
    expect(() => chooseGiftCardVariant(product([variant('A', 1)]), '')).toThrow(FailedPreconditionError);
  });
});

describe('subscriptions', () => {
  const coffee = product([variant('C', 1600)], { isSubscribable: true, subscriptionOptionIds: ['two-weeks'] });

  it('need a subscribable product and one of its own options', () => {
    expect(() => checkSubscription(coffee, '')).not.toThrow();
    expect(() => checkSubscription(coffee, 'two-weeks')).not.toThrow();
    expect(() => checkSubscription(coffee, 'monthly')).toThrow(FailedPreconditionError);
    expect(() => checkSubscription(product([variant('A', 1)]), '')).toThrow(FailedPreconditionError);
  });
});
