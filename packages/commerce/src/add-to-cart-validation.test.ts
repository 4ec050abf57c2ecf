import { describe, expect, it } from '@jest/globals';
import {
  PRODUCT_TYPE,
  selectOptionsMessage,
  validateAddToCart,
  type AddToCartProduct,
  type AddToCartRequest,
  type VariantStock,
} from './index';

const variant = (sku: string, attributes: Record<string, string>, qtyInStock: number, unlimited = false) => ({
  sku,
  attributes,
  qtyInStock,
  unlimited,
});

const shirt: AddToCartProduct = {
  productType: PRODUCT_TYPE.physical,
  variantOptionOrdering: ['Size', 'Color', 'Material'],
  variants: [
    variant('S-RED-COT', { Size: 'S', Color: 'Red', Material: 'Cotton' }, 5),
    variant('S-BLU-COT', { Size: 'S', Color: 'Blue', Material: 'Cotton' }, 0),
    variant('L-RED-LIN', { Size: 'L', Color: 'Red', Material: 'Linen' }, 0, true),
  ],
};

const cartAdd = (overrides: Partial<AddToCartRequest>): AddToCartRequest => ({
  product: shirt,
  chosen: { Size: 'S', Color: 'Red', Material: 'Cotton' },
  quantity: '1',
  path: 'cart',
  ...overrides,
});

describe('selectOptionsMessage', () => {
  it.each([
    [['Size'], 'Please select the Size option.'],
    [['Size', 'Color'], 'Please select the Size and Color options.'],
    [['Size', 'Color', 'Material'], 'Please select the Size, Color, and Material options.'],
    [['A', 'B', 'C', 'D'], 'Please select the A, B, C, and D options.'],
  ])('names %j', (names, message) => {
    expect(selectOptionsMessage(names)).toBe(message);
  });
});

describe('validateAddToCart', () => {
  it('accepts a chosen, stocked variant with its quantity', () => {
    const check = validateAddToCart(cartAdd({ quantity: '3' }));
    expect(check).toEqual({ ok: true, variant: shirt.variants[0], quantity: 3 });
  });

  it('names unselected options in the merchant order, not the order they were chosen', () => {
    expect(validateAddToCart(cartAdd({ chosen: { Material: 'Cotton', Color: null, Size: '' } }))).toEqual({
      ok: false,
      type: 'NO_VARIANT_SELECTED',
      message: 'Please select the Size and Color options.',
    });
    expect(validateAddToCart(cartAdd({ chosen: {} }))).toMatchObject({
      message: 'Please select the Size, Color, and Material options.',
    });
    expect(validateAddToCart(cartAdd({ chosen: { Size: 'S', Color: 'Red' } }))).toMatchObject({
      message: 'Please select the Material option.',
    });
  });

  it('asks for a denomination on a gift card', () => {
    const giftCard: AddToCartProduct = {
      productType: PRODUCT_TYPE.giftCard,
      variantOptionOrdering: ['Amount'],
      variants: [variant('GC-25', { Amount: '$25' }, 0, true), variant('GC-50', { Amount: '$50' }, 0, true)],
    };
    expect(validateAddToCart(cartAdd({ product: giftCard, chosen: { Amount: null } }))).toEqual({
      ok: false,
      type: 'NO_VARIANT_SELECTED',
      message: 'Select a denomination for the Gift Card.',
    });
    // gift cards never run out, whatever the stock figure says
    expect(validateAddToCart(cartAdd({ product: giftCard, chosen: { Amount: '$50' } }))).toMatchObject({
      ok: true,
      variant: { sku: 'GC-50' },
    });
  });

  it('refuses a combination no variant has', () => {
    expect(validateAddToCart(cartAdd({ chosen: { Size: 'L', Color: 'Blue', Material: 'Cotton' } }))).toEqual({
      ok: false,
      type: 'VARIANT_UNAVAILABLE',
      message: 'Sorry, that item variant is unavailable. Please select another variant.',
    });
  });

  it('refuses more than is in stock unless the variant is unlimited', () => {
    const outOfStock = {
      ok: false,
      type: 'OUT_OF_STOCK',
      message: 'Sorry, we do not have enough of that item available.',
    };
    expect(validateAddToCart(cartAdd({ chosen: { Size: 'S', Color: 'Blue', Material: 'Cotton' } }))).toEqual(
      outOfStock,
    );
    expect(validateAddToCart(cartAdd({ quantity: '6' }))).toEqual(outOfStock);
    expect(validateAddToCart(cartAdd({ quantity: '5' }))).toMatchObject({ ok: true, quantity: 5 });
    expect(
      validateAddToCart(cartAdd({ chosen: { Size: 'L', Color: 'Red', Material: 'Linen' }, quantity: '9999' })),
    ).toMatchObject({ ok: true, quantity: 9999 });
  });

  it('never treats digital products as out of stock', () => {
    const ebook: AddToCartProduct = {
      productType: PRODUCT_TYPE.digital,
      variantOptionOrdering: [],
      variants: [variant('EBOOK', {}, 0)],
    };
    expect(validateAddToCart(cartAdd({ product: ebook, chosen: {}, quantity: undefined }))).toMatchObject({
      ok: true,
      quantity: 1,
    });
  });

  it('takes the only variant of a product without options', () => {
    const mug: AddToCartProduct<VariantStock> = {
      productType: PRODUCT_TYPE.physical,
      variantOptionOrdering: [],
      variants: [variant('MUG', {}, 2)],
    };
    expect(validateAddToCart(cartAdd({ product: mug, chosen: {} }))).toMatchObject({
      ok: true,
      variant: { sku: 'MUG' },
    });
    expect(validateAddToCart(cartAdd({ product: { ...mug, variants: [] }, chosen: {} }))).toMatchObject({
      type: 'VARIANT_UNAVAILABLE',
    });
  });

  it.each(['abc', '', '  ', 'Infinity', '1e999'])('refuses the quantity %j as not a number', (quantity) => {
    expect(validateAddToCart(cartAdd({ quantity }))).toEqual({
      ok: false,
      type: 'QUANTITY_NOT_A_NUMBER',
      message: 'Quantity must be a number.',
    });
  });

  it('insists on a whole number only on the subscription path', () => {
    expect(validateAddToCart(cartAdd({ quantity: '2.5', path: 'subscription' }))).toEqual({
      ok: false,
      type: 'SUB_QUANTITY_NOT_A_WHOLE_NUMBER',
      message: 'Quantity must be a whole number.',
    });
    expect(validateAddToCart(cartAdd({ quantity: '2.5', path: 'cart' }))).toMatchObject({ ok: true, quantity: 2 });
    expect(validateAddToCart(cartAdd({ quantity: 'abc', path: 'subscription' }))).toMatchObject({
      type: 'QUANTITY_NOT_A_NUMBER',
    });
  });

  it('keeps the quantity within 1..9999', () => {
    expect(validateAddToCart(cartAdd({ quantity: '0' }))).toMatchObject({ ok: true, quantity: 1 });
    expect(validateAddToCart(cartAdd({ quantity: -4 }))).toMatchObject({ ok: true, quantity: 1 });
  });

  describe('checks in the spec order', () => {
    it('reports unselected options before an impossible combination or a bad quantity', () => {
      expect(validateAddToCart(cartAdd({ chosen: { Size: 'XL', Color: 'Red' }, quantity: 'abc' }))).toMatchObject({
        type: 'NO_VARIANT_SELECTED',
      });
    });

    it('reports an unavailable variant before stock or quantity', () => {
      expect(
        validateAddToCart(cartAdd({ chosen: { Size: 'XL', Color: 'Red', Material: 'Cotton' }, quantity: 'abc' })),
      ).toMatchObject({ type: 'VARIANT_UNAVAILABLE' });
    });

    it('reports missing stock before a bad quantity', () => {
      expect(
        validateAddToCart(cartAdd({ chosen: { Size: 'S', Color: 'Blue', Material: 'Cotton' }, quantity: 'abc' })),
      ).toMatchObject({ type: 'OUT_OF_STOCK' });
    });
  });
});
