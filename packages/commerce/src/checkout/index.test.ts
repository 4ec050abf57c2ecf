import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as commerce from '../index';

describe('what the package index carries', () => {
  it('exports the light checkout rules', () => {
    expect(typeof commerce.checkoutTotals).toBe('function');
    expect(typeof commerce.checkPostalCode).toBe('function');
    expect(typeof commerce.judgeCoupons).toBe('function');
  });

  it('leaves the address form and its country data to be imported by path, out of every page bundle', () => {
    expect(commerce).not.toHaveProperty('addressFormatOf');
    expect(commerce).not.toHaveProperty('subdivisionsOf');
    const lightModules = ['index', 'coupons', 'money-text', 'postal-codes', 'shipping', 'tax', 'totals', 'minor-units'];
    for (const module of lightModules) {
      const source = readFileSync(join(__dirname, `${module}.ts`), 'utf8');
      expect(source).not.toMatch(
        /^(import|export) .* from '(\.\/address-format|\.\/subdivisions|i18n-iso-countries|@countrystatecity)/m,
      );
    }
  });
});
