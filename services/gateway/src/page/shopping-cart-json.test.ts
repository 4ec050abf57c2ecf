import { cartV1 } from '@storefront/proto';
import type { CartEntry, CheckoutCart } from '@storefront/contracts';
import { cartPill } from './cart-pill';
import { checkoutSummary } from './checkout-summary';
import { cartEntryJson, emptyShoppingCartJson, parseAdditionalFields, shoppingCartJson } from './shopping-cart-json';
import { fieldsEmptyUntilCheckout } from '../../test/support/rest-cart';

const entry = cartV1.CartEntry.fromPartial({
  id: 'e1',
  itemId: 'item-1',
  quantity: 3,
  // the map's keys in another order than the product's options, as a map may give them
  chosenVariant: {
    variantId: 'v1',
    sku: 'SQ-1',
    attributes: { Color: 'Moss', Size: 'L' },
    optionValues: [
      { optionName: 'Size', value: 'L' },
      { optionName: 'Color', value: 'Moss' },
    ],
  },
  title: 'Linen <Shirt>',
  subTotalCents: '20400',
  purchasePriceCents: '6800',
  additionalFieldsJson: '{"engraving":"<b>Hi</b>","font":["Serif","Bold"],"name":{"First":"Ann","Last":"Lee"}}',
  productType: 1,
  url: '/shop/p/linen-shirt',
  imageUrl: '/assets/products/linen-shirt-1.svg',
  qtyInStock: 7,
  unlimited: false,
});

const cart = cartV1.ShoppingCart.fromPartial({
  id: 'c1',
  websiteId: 'w1',
  orderId: '',
  created: '1732400000000',
  entries: [entry],
  subtotalCents: '20400',
  taxCents: '0',
  shippingCostCents: '500',
  discountCents: '0',
  grandTotalCents: '20900',
  totalQuantity: 3,
  requiresShipping: true,
  currency: 'USD',
  kind: cartV1.CartKind.CART_KIND_SHOPPING,
  coupons: [],
});

describe('shoppingCartJson', () => {
  it('turns the cart service answer into the REST shape the remotes read', () => {
    // Typed with the browser's own interfaces: the two sides cannot drift apart unnoticed.
    const json: CheckoutCart = shoppingCartJson(cart);
    const jsonEntry: CartEntry = json.entries[0]!;
    expect(json).toMatchObject({
      id: 'c1',
      orderId: null,
      created: 1732400000000,
      subtotalCents: 20400,
      shippingCostCents: 500,
      grandTotalCents: 20900,
      ...fieldsEmptyUntilCheckout,
    });
    expect(jsonEntry).toEqual({
      id: 'e1',
      itemId: 'item-1',
      quantity: 3,
      chosenVariant: {
        sku: 'SQ-1',
        attributes: { Size: 'L', Color: 'Moss' },
        optionValues: [
          { optionName: 'Size', value: 'L' },
          { optionName: 'Color', value: 'Moss' },
        ],
      },
      title: 'Linen <Shirt>',
      subTotal: { value: '20400', currency: 'USD' },
      purchasePriceCents: 6800,
      additionalFields: { engraving: '<b>Hi</b>', font: ['Serif', 'Bold'], name: { First: 'Ann', Last: 'Lee' } },
      productType: 1,
      url: '/shop/p/linen-shirt',
      imageUrl: '/assets/products/linen-shirt-1.svg',
      qtyInStock: 7,
      unlimited: false,
    });
  });

  it('keeps an order id once there is one, and answers no answers as null', () => {
    expect(shoppingCartJson({ ...cart, orderId: 'o-9' }).orderId).toBe('o-9');
    expect(cartEntryJson({ ...entry, additionalFieldsJson: '' }, 'USD').additionalFields).toBeNull();
    expect(parseAdditionalFields('[1]')).toBeNull();
    expect(parseAdditionalFields('{broken')).toBeNull();
  });

  it('makes the empty cart shape in the store currency', () => {
    const empty: CheckoutCart = emptyShoppingCartJson('w1', 'EUR');
    expect(empty).toMatchObject({ id: '', websiteId: 'w1', entries: [], totalQuantity: 0, currency: 'EUR' });
  });
});

describe('cartPill', () => {
  it.each([
    [0, { hidden: true, count: '0', unit: 'items', ariaLabel: '' }],
    [Number.NaN, { hidden: true, count: '0', unit: 'items', ariaLabel: '' }],
    [1, { hidden: false, count: '1', unit: 'item', ariaLabel: '1 item in cart' }],
    [2, { hidden: false, count: '2', unit: 'items', ariaLabel: '2 items in cart' }],
    [100, { hidden: false, count: '100', unit: 'items', ariaLabel: '100 items in cart' }],
    [101, { hidden: false, count: '100+', unit: 'items', ariaLabel: 'More than 100 items in cart' }],
  ])('words %p items as spec §9 says', (quantity, pill) => {
    expect(cartPill(quantity)).toEqual(pill);
  });
});

describe('checkoutSummary', () => {
  it('lists the entries with options and answers as text, and totals in major units', () => {
    const summary = checkoutSummary(cart, 'USD');
    expect(summary).toEqual({
      purchaseLabel: 'Your order',
      // the visitor's shopping cart: the remote's checkout needs nothing more to buy it
      purchaseKind: '',
      purchase: '',
      entries: [
        {
          title: 'Linen <Shirt>',
          url: '/shop/p/linen-shirt',
          attributes: [
            { name: 'Size', value: 'L' },
            { name: 'Color', value: 'Moss' },
          ],
          answers: ['<b>Hi</b>', 'Serif, Bold', 'Ann, Lee'],
          quantity: 3,
          unitPrice: { value: '68.00', currency: 'USD' },
          entryTotal: { value: '204.00', currency: 'USD' },
        },
      ],
      totalQuantity: 3,
      subtotal: { value: '204.00', currency: 'USD' },
      shipping: { value: '5.00', currency: 'USD' },
      discount: undefined,
      tax: undefined,
      grandTotal: { value: '209.00', currency: 'USD' },
    });
  });

  it('names subscription and gift-card purchases, and falls back to the store currency', () => {
    const subscription = checkoutSummary({ ...cart, kind: cartV1.CartKind.CART_KIND_SUBSCRIPTION }, 'USD', {
      kind: 'subscription',
      cartToken: 'token-1',
    });
    expect(subscription.purchaseLabel).toBe('Your subscription');
    expect(subscription.purchaseKind).toBe('subscription');
    expect(JSON.parse(subscription.purchase)).toEqual({
      kind: 'subscription',
      cartToken: 'token-1',
      grandTotalCents: 20900,
      currency: 'USD',
      // its cycles ship: the checkout asks for the address
      requiresShipping: true,
    });
    const giftCard = checkoutSummary({ ...cart, kind: cartV1.CartKind.CART_KIND_GIFT_CARD, currency: '' }, 'JPY', {
      kind: 'giftcard',
      giftCardProductId: 'card',
      sku: 'SKU-50',
    });
    expect(giftCard.purchaseLabel).toBe('Your gift card');
    expect(JSON.parse(giftCard.purchase)).toMatchObject({ kind: 'giftcard', sku: 'SKU-50', currency: 'JPY' });
    expect(giftCard.subtotal).toEqual({ value: '20400', currency: 'JPY' });
  });
});
