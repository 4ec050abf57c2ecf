import { PRODUCT_TYPE } from '@storefront/commerce';
import type { CartEntry } from './cart';
import { cartTotals } from './totals';

const entry = (productType: number, quantity: number, purchasePriceCents: number): CartEntry => ({
  id: `${productType}-${quantity}`,
  itemId: 'item',
  variantId: 'variant',
  sku: 'SKU',
  attributes: {},
  optionNames: [],
  title: 'Thing',
  quantity,
  purchasePriceCents,
  currency: 'USD',
  productType,
  url: '/shop/p/thing',
  imageUrl: '',
  additionalFields: null,
});

describe('cart totals', () => {
  it('adds the entry subtotals and quantities; tax, shipping and discount are 0 without checkout charges', () => {
    const totals = cartTotals([entry(PRODUCT_TYPE.physical, 2, 5600), entry(PRODUCT_TYPE.service, 1, 9500)], 'USD');
    expect(totals).toEqual({
      subtotalCents: 20700,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: 20700,
      totalQuantity: 3,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: true,
    });
  });

  it('an empty cart is zero and neither digital nor shipped', () => {
    expect(cartTotals([], 'USD')).toMatchObject({
      subtotalCents: 0,
      grandTotalCents: 0,
      totalQuantity: 0,
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });

  it('counts gift cards as digital', () => {
    expect(
      cartTotals([entry(PRODUCT_TYPE.giftCard, 1, 2500), entry(PRODUCT_TYPE.digital, 1, 900)], 'USD'),
    ).toMatchObject({
      hasDigital: true,
      purelyDigital: true,
      requiresShipping: false,
    });
    expect(
      cartTotals([entry(PRODUCT_TYPE.digital, 1, 900), entry(PRODUCT_TYPE.physical, 1, 100)], 'USD'),
    ).toMatchObject({
      hasDigital: true,
      purelyDigital: false,
      requiresShipping: true,
    });
  });

  it('a service alone needs no shipping and is not digital', () => {
    expect(cartTotals([entry(PRODUCT_TYPE.service, 1, 15000)], 'USD')).toMatchObject({
      hasDigital: false,
      purelyDigital: false,
      requiresShipping: false,
    });
  });
});
