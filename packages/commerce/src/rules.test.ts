import { describe, expect, it } from '@jest/globals';
import { billingDuration, isScarce, matchVariant, SCARCITY_THRESHOLD, unselectedOptions } from './index';

describe('scarcity', () => {
  it('is a limited variant with 1 to 3 pieces left', () => {
    expect(SCARCITY_THRESHOLD).toBe(3);
    expect(isScarce({ qtyInStock: 3, unlimited: false })).toBe(true);
    expect(isScarce({ qtyInStock: 4, unlimited: false })).toBe(false);
    expect(isScarce({ qtyInStock: 0, unlimited: false })).toBe(false);
    expect(isScarce({ qtyInStock: 2, unlimited: true })).toBe(false);
  });
});

describe('variant matching', () => {
  const product = {
    variantOptionOrdering: ['Size', 'Color'],
    variants: [
      { sku: 'S-R', attributes: { Size: 'S', Color: 'Red' } },
      { sku: 'M-R', attributes: { Size: 'M', Color: 'Red' } },
    ],
  };

  it('finds the variant agreeing with every option', () => {
    expect(matchVariant(product, { Size: 'M', Color: 'Red' })?.sku).toBe('M-R');
    expect(matchVariant(product, { Size: 'L', Color: 'Red' })).toBeUndefined();
    expect(matchVariant({ variantOptionOrdering: [], variants: product.variants }, {})?.sku).toBe('S-R');
  });

  it('finds nothing for an option the variants lack', () => {
    const withMaterial = { ...product, variantOptionOrdering: ['Color', 'Material'] };
    expect(matchVariant(withMaterial, { Color: 'Red', Material: 'Wool' })).toBeUndefined();
  });

  it('lists unchosen options in the merchant order', () => {
    expect(unselectedOptions(product.variantOptionOrdering, { Color: 'Red', Size: '' })).toEqual(['Size']);
    expect(unselectedOptions(product.variantOptionOrdering, {})).toEqual(['Size', 'Color']);
    expect(unselectedOptions(['Color', 'Size', 'Fit'], { Color: 'Blue', Size: null, Fit: '' })).toEqual([
      'Size',
      'Fit',
    ]);
  });
});

describe('billingDuration', () => {
  it('says 52 weeks and 12 months (and multiples) in years', () => {
    expect(billingDuration('WEEK', 1, 52)).toEqual({ amount: 1, unit: 'YEAR' });
    expect(billingDuration('MONTH', 2, 12)).toEqual({ amount: 2, unit: 'YEAR' });
    expect(billingDuration('MONTH', 1, 6)).toEqual({ amount: 6, unit: 'MONTH' });
    expect(billingDuration('week', 1, 52)).toEqual({ amount: 52, unit: 'WEEK' });
    expect(billingDuration('WEEK', 1, 0)).toEqual({ amount: 0, unit: 'WEEK' });
  });
});
