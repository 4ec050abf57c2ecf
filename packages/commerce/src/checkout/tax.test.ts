import { describe, expect, it } from '@jest/globals';
import { applicableTaxRules, taxOf, taxRuleProblems, totalTax, type TaxRule } from './tax';

const rule = (overrides: Partial<TaxRule>): TaxRule => ({
  id: 'r',
  name: 'Tax',
  countryCode: 'US',
  rateBasisPoints: 1000,
  taxesShipping: false,
  ...overrides,
});

const RULES = [
  rule({ id: 'ca-gst', countryCode: 'CA', rateBasisPoints: 500, taxesShipping: true }),
  rule({ id: 'ca-on', countryCode: 'CA', region: 'ON', rateBasisPoints: 800 }),
  rule({ id: 'ca-qc', countryCode: 'CA', region: 'QC', rateBasisPoints: 9975 }),
  rule({ id: 'us-ny', countryCode: 'US', region: 'NY', rateBasisPoints: 400 }),
];

describe('applicableTaxRules', () => {
  it('applies the country rule and the region rule together', () => {
    expect(applicableTaxRules(RULES, { countryCode: 'CA', region: 'on' }).map((r) => r.id)).toEqual([
      'ca-gst',
      'ca-on',
    ]);
  });

  it('applies only the country rule without a matching region', () => {
    expect(applicableTaxRules(RULES, { countryCode: 'ca' }).map((r) => r.id)).toEqual(['ca-gst']);
    expect(applicableTaxRules(RULES, { countryCode: 'CA', region: 'BC' }).map((r) => r.id)).toEqual(['ca-gst']);
  });

  it('applies nothing in another country', () => {
    expect(applicableTaxRules(RULES, { countryCode: 'US', region: 'CA' })).toEqual([]);
    expect(applicableTaxRules(RULES, { countryCode: 'FR' })).toEqual([]);
  });
});

describe('taxOf: rate on the base, rounded half up to the minor unit', () => {
  it.each([
    [1000, 825, 83], // 82.5 -> 83
    [1000, 824, 82], // 82.4 -> 82
    [1999, 2000, 400], // 399.8 -> 400
    [10, 500, 1], // 0.5 -> 1
    [9, 500, 0], // 0.45 -> 0
    [0, 2500, 0],
  ])('%i at %i bp is %i', (base, rateBasisPoints, expected) => {
    expect(taxOf(rule({ rateBasisPoints }), { discountedSubtotalCents: base, shippingCostCents: 0 })).toBe(expected);
  });

  it('adds shipping to the base only for a rule that taxes shipping', () => {
    const base = { discountedSubtotalCents: 10000, shippingCostCents: 1000 };
    expect(taxOf(rule({ rateBasisPoints: 1000, taxesShipping: true }), base)).toBe(1100);
    expect(taxOf(rule({ rateBasisPoints: 1000, taxesShipping: false }), base)).toBe(1000);
  });

  it('rounds each rule on its own, then adds', () => {
    const two = [rule({ rateBasisPoints: 50 }), rule({ rateBasisPoints: 50 })];
    // 0.5 + 0.5 rounded each is 2, where rounding the sum (1.0) would give 1.
    expect(totalTax(two, { discountedSubtotalCents: 100, shippingCostCents: 0 })).toBe(2);
  });

  it('stays exact for amounts where floats would not', () => {
    expect(taxOf(rule({ rateBasisPoints: 10000 }), { discountedSubtotalCents: 2 ** 52, shippingCostCents: 0 })).toBe(
      2 ** 52,
    );
  });
});

describe('taxRuleProblems', () => {
  it('accepts a sound rule and names what is wrong with a bad one', () => {
    expect(taxRuleProblems(rule({}))).toEqual([]);
    expect(taxRuleProblems(rule({ countryCode: 'USA', rateBasisPoints: 10001, name: ' ' }))).toEqual([
      'countryCode must be a two-letter country code',
      'rateBasisPoints must be a whole number from 0 to 10000',
      'name is required',
    ]);
    expect(taxRuleProblems(rule({ rateBasisPoints: 8.25 }))).toHaveLength(1);
  });
});
