import { describe, expect, it } from '@jest/globals';
import { CURRENCIES } from './money';
import {
  INSTALLMENT_LOCALES,
  installmentLimitText,
  installmentLocale,
  installmentOffer,
  installmentPayment,
  type InstallmentContext,
} from './installments';

const us: InstallmentContext = {
  afterPayAvailable: true,
  afterPayMin: 100,
  afterPayMax: 200_000,
  shopperLanguage: 'en-US',
  stripeAccountCountry: 'US',
};

describe('installments', () => {
  it('offers four payments in spec wording within the limits', () => {
    expect(installmentOffer(6800, 'USD', us)).toMatchObject({
      text: 'or 4 interest-free payments of $17.00 with',
      shortText: '4 interest-free payments of $17.00',
      brand: 'Afterpay',
      count: 4,
      paymentMinor: 1700,
    });
  });

  it('shows nothing at or below the minimum, and nothing above the maximum (spec §9)', () => {
    expect(installmentOffer(100, 'USD', us)).toBeNull();
    expect(installmentOffer(101, 'USD', us)).not.toBeNull();
    expect(installmentOffer(200_000, 'USD', us)).not.toBeNull();
    expect(installmentOffer(200_001, 'USD', us)).toBeNull();
  });

  it('rounds each payment up, so the payments never add up to less than the price', () => {
    for (const price of [101, 999, 1001, 4999, 123_457]) {
      const payment = installmentPayment(price);
      expect(payment * 4).toBeGreaterThanOrEqual(price);
      expect(payment * 4 - price).toBeLessThan(4);
    }
  });

  it('knows the provider locales of spec §9, GB under its other brand', () => {
    const locales = Object.entries(INSTALLMENT_LOCALES).map(([country, { languages }]) =>
      languages.map((language) => `${language}-${country}`),
    );
    expect(locales.flat()).toEqual(['en-US', 'en-CA', 'fr-CA', 'en-AU', 'en-NZ', 'en-GB']);
    const gb = { ...us, stripeAccountCountry: 'GB' };
    expect(installmentOffer(6800, 'GBP', gb)?.brand).toBe('Clearpay');
    expect(installmentOffer(6800, 'GBP', gb)?.text).toBe('or 4 interest-free payments of £17.00 with');
  });

  it('speaks French in Canada to a French shopper and English elsewhere', () => {
    const ca = { ...us, stripeAccountCountry: 'CA' };
    const french = { ...ca, shopperLanguage: 'fr-CA' };
    expect(installmentOffer(123_456, 'CAD', french)?.text).toBe('ou 4 versements sans intérêts de 308,64\u00a0$ avec');
    expect(installmentOffer(6800, 'CAD', ca)?.text).toBe('or 4 interest-free payments of CA$17.00 with');
    expect(installmentLimitText(250_000, 'CAD', french)).toBe('offert pour les commandes jusqu’à 2\u00a0000,00\u00a0$');
    expect(installmentLocale({ ...ca, shopperLanguage: 'fr-CA' }, 'CAD')).toEqual({
      country: 'CA',
      language: 'fr',
      brand: 'Afterpay',
    });
    expect(installmentLocale({ ...us, shopperLanguage: 'fr' }, 'USD')?.language).toBe('en');
  });

  it('offers nothing when switched off, in a country the provider does not serve, or in another currency', () => {
    expect(installmentOffer(6800, 'USD', { ...us, afterPayAvailable: false })).toBeNull();
    expect(installmentOffer(6800, 'USD', { ...us, stripeAccountCountry: 'DE' })).toBeNull();
    const elsewhere = CURRENCIES.filter((currency) => currency !== 'USD');
    for (const currency of elsewhere) expect(installmentOffer(6800, currency, us)).toBeNull();
  });

  it('words an order total outside the limits for the cart', () => {
    expect(installmentLimitText(250_000, 'USD', us)).toBe('available for orders up to $2,000.00');
    expect(installmentLimitText(50, 'USD', us)).toBe('available for orders over $1.00');
    expect(installmentLimitText(6800, 'USD', us)).toBeNull();
    expect(installmentLimitText(50, 'USD', { ...us, afterPayAvailable: false })).toBeNull();
  });
});
