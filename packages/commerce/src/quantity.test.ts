import { describe, expect, it } from '@jest/globals';
import {
  clampQuantity,
  PRODUCT_TYPE,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  quantityProblem,
  readQuantity,
  showsQuantityInput,
} from './index';

describe('quantity input rules', () => {
  it('has the spec limits', () => {
    expect(QUANTITY_LIMITS).toEqual({ min: 1, max: 9999, step: 1, default: 1 });
  });

  const rule = {
    productType: PRODUCT_TYPE.physical,
    isSubscribable: false,
    totalStock: 5,
    multipleQuantityAllowedForServices: true,
  };

  it('shows the input for physical products with more than one piece', () => {
    expect(showsQuantityInput(rule)).toBe(true);
    expect(showsQuantityInput({ ...rule, totalStock: 1 })).toBe(false);
    expect(showsQuantityInput({ ...rule, totalStock: Infinity })).toBe(true);
    expect(showsQuantityInput({ ...rule, isSubscribable: true })).toBe(false);
  });

  it('shows it for services only when multiple quantity is allowed', () => {
    expect(showsQuantityInput({ ...rule, productType: PRODUCT_TYPE.service })).toBe(true);
    expect(
      showsQuantityInput({ ...rule, productType: PRODUCT_TYPE.service, multipleQuantityAllowedForServices: false }),
    ).toBe(false);
  });

  it('never shows it for digital goods or gift cards', () => {
    expect(showsQuantityInput({ ...rule, productType: PRODUCT_TYPE.digital })).toBe(false);
    expect(showsQuantityInput({ ...rule, productType: PRODUCT_TYPE.giftCard })).toBe(false);
  });

  it('reads blank text as not a number and clamps numbers into the limits', () => {
    expect(readQuantity(' 3 ')).toBe(3);
    expect(readQuantity('')).toBeNaN();
    expect(readQuantity('abc')).toBeNaN();
    // spec §5: numeric and whole; JavaScript's other spellings of numbers are not typed quantities
    expect(readQuantity('0x10')).toBeNaN();
    expect(readQuantity('1e3')).toBeNaN();
    expect(readQuantity('0o7')).toBeNaN();
    expect(readQuantity('Infinity')).toBeNaN();
    expect(readQuantity('2.5')).toBe(2.5);
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(12000)).toBe(9999);
    expect(clampQuantity(2.7)).toBe(2);
    expect(clampQuantity(Number.NaN)).toBeNaN();
  });
});

describe('quantityProblem', () => {
  it('takes whole numbers from 1 to 9999', () => {
    expect(quantityProblem(1)).toBeNull();
    expect(quantityProblem(9999)).toBeNull();
  });

  it('names the first problem', () => {
    expect(quantityProblem(Number.NaN)).toBe(QUANTITY_MESSAGES.notANumber);
    expect(quantityProblem(Infinity)).toBe(QUANTITY_MESSAGES.notANumber);
    expect(quantityProblem(0.5)).toBe(QUANTITY_MESSAGES.notWhole);
    expect(quantityProblem(0)).toBe('Quantity must be at least 1.');
    expect(quantityProblem(10_000)).toBe('Quantity must be at most 9999.');
  });
});
