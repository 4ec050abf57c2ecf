import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { CURRENCIES, fractionDigits, type CurrencyCode } from '../money';
import type { CouponBenefit } from './coupons';
import type { TaxRule } from './tax';
import { checkoutTotals, type PricedLine } from './totals';

const taxRule = (rateBasisPoints: number, taxesShipping = false): TaxRule => ({
  id: `t${rateBasisPoints}`,
  name: 'Tax',
  countryCode: 'US',
  rateBasisPoints,
  taxesShipping,
});

describe('checkoutTotals', () => {
  it('adds up a cart with a percentage coupon, shipping and two taxes', () => {
    expect(
      checkoutTotals({
        currency: 'USD',
        lines: [
          { unitPriceCents: 1999, quantity: 2 },
          { unitPriceCents: 500, quantity: 1 },
        ],
        validCoupons: [{ kind: 'percentage', percent: 10 }],
        shippingCostCents: 900,
        taxRules: [taxRule(400, true), taxRule(450)],
      }),
    ).toEqual({
      subtotalCents: 4498,
      discountCents: 450, // 449.8 -> 450
      shippingCostCents: 900,
      taxCents: 198 + 182, // 4% of 4948 = 197.92 -> 198; 4.5% of 4048 = 182.16 -> 182
      grandTotalCents: 4498 - 450 + 900 + 380,
    });
  });

  it('works in whole yen', () => {
    expect(
      checkoutTotals({
        currency: 'JPY',
        lines: [{ unitPriceCents: 1250, quantity: 3 }],
        validCoupons: [{ kind: 'fixedAmount', amountCents: 500 }],
        shippingCostCents: 800,
        taxRules: [taxRule(1000, true)],
      }),
    ).toEqual({
      subtotalCents: 3750,
      discountCents: 500,
      shippingCostCents: 800,
      taxCents: 405,
      grandTotalCents: 4455,
    });
  });

  it('never discounts more than the subtotal, and a free-shipping coupon zeroes shipping', () => {
    expect(
      checkoutTotals({
        currency: 'EUR',
        lines: [{ unitPriceCents: 300, quantity: 1 }],
        validCoupons: [{ kind: 'fixedAmount', amountCents: 1000 }, { kind: 'freeShipping' }],
        shippingCostCents: 700,
        taxRules: [taxRule(2000, true)],
      }),
    ).toEqual({ subtotalCents: 300, discountCents: 300, shippingCostCents: 0, taxCents: 0, grandTotalCents: 0 });
  });

  it('refuses amounts that are not whole, non-negative minor units', () => {
    const input = { currency: 'USD' as const, validCoupons: [], taxRules: [], shippingCostCents: 0 };
    expect(() => checkoutTotals({ ...input, lines: [{ unitPriceCents: 19.99, quantity: 1 }] })).toThrow(RangeError);
    expect(() => checkoutTotals({ ...input, lines: [{ unitPriceCents: 100, quantity: -1 }] })).toThrow(RangeError);
    expect(() => checkoutTotals({ ...input, lines: [], shippingCostCents: -5 })).toThrow(RangeError);
    expect(() => checkoutTotals({ ...input, lines: [], currency: 'XYZ' as 'USD' })).toThrow(RangeError);
  });
});

// Amounts as a store in the currency would hold them: up to about a million major units per piece.
function arbitraryCartIn(currency: CurrencyCode) {
  const perPieceMax = 1_000_000 * 10 ** fractionDigits(currency);
  const line: fc.Arbitrary<PricedLine> = fc.record({
    unitPriceCents: fc.integer({ min: 0, max: perPieceMax }),
    quantity: fc.integer({ min: 1, max: 9999 }),
  });
  const coupon: fc.Arbitrary<CouponBenefit> = fc.oneof(
    fc.record({ kind: fc.constant('percentage' as const), percent: fc.integer({ min: 1, max: 100 }) }),
    fc.record({ kind: fc.constant('fixedAmount' as const), amountCents: fc.integer({ min: 1, max: perPieceMax }) }),
    fc.constant({ kind: 'freeShipping' as const }),
  );
  const rule: fc.Arbitrary<TaxRule> = fc.record({
    id: fc.string(),
    name: fc.constant('Tax'),
    countryCode: fc.constant('US'),
    rateBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    taxesShipping: fc.boolean(),
  });
  return fc.record({
    currency: fc.constant(currency),
    lines: fc.array(line, { maxLength: 8 }),
    validCoupons: fc.array(coupon, { maxLength: 3 }),
    shippingCostCents: fc.integer({ min: 0, max: 100_000 * 10 ** fractionDigits(currency) }),
    taxRules: fc.array(rule, { maxLength: 3 }),
  });
}

describe.each(CURRENCIES)('checkoutTotals over random carts in %s', (currency) => {
  const arbitraryCart = arbitraryCartIn(currency);

  it('grand total = subtotal - discount + shipping + tax, exactly, in whole non-negative minor units', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const totals = checkoutTotals(cart);
        for (const value of Object.values(totals)) {
          expect(Number.isSafeInteger(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(totals.grandTotalCents).toBe(
          totals.subtotalCents - totals.discountCents + totals.shippingCostCents + totals.taxCents,
        );
        expect(totals.discountCents).toBeLessThanOrEqual(totals.subtotalCents);
        expect(totals.subtotalCents).toBe(cart.lines.reduce((sum, l) => sum + l.unitPriceCents * l.quantity, 0));
      }),
      { numRuns: 200 },
    );
  });

  it('a free-shipping coupon zeroes shipping; otherwise shipping is the chosen cost', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const free = cart.validCoupons.some((coupon) => coupon.kind === 'freeShipping');
        expect(checkoutTotals(cart).shippingCostCents).toBe(free ? 0 : cart.shippingCostCents);
      }),
      { numRuns: 100 },
    );
  });

  it('a zero taxable base pays no tax, whatever the rates', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const allOff = { ...cart, validCoupons: [{ kind: 'percentage' as const, percent: 100 }], shippingCostCents: 0 };
        expect(checkoutTotals(allOff).taxCents).toBe(0);
        expect(checkoutTotals({ ...cart, lines: [], shippingCostCents: 0 }).taxCents).toBe(0);
      }),
      { numRuns: 100 },
    );
  });

  it('tax never exceeds the taxable base times the summed rates, by more than half a unit per rule', () => {
    fc.assert(
      fc.property(arbitraryCart, (cart) => {
        const totals = checkoutTotals(cart);
        const discounted = totals.subtotalCents - totals.discountCents;
        const exact = cart.taxRules.reduce(
          (sum, rule) =>
            sum + ((discounted + (rule.taxesShipping ? totals.shippingCostCents : 0)) * rule.rateBasisPoints) / 10_000,
          0,
        );
        expect(Math.abs(totals.taxCents - exact)).toBeLessThanOrEqual(cart.taxRules.length * 0.5 + 1e-6 * exact);
      }),
      { numRuns: 100 },
    );
  });
});
