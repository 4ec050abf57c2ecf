import { formatMinorUnits } from './money-format';

/**
 * Spec §3 "Installment context per item": what a product surface needs to offer paying in
 * installments. Minimum and maximum are integer minor units of the store currency.
 */
export interface InstallmentContext {
  afterPayAvailable: boolean;
  afterPayMin: number;
  afterPayMax: number;
  /** The shopper's language, e.g. 'en' or 'fr'. */
  shopperLanguage: string;
  /** ISO 3166 country of the store's payment account, e.g. 'US'. */
  stripeAccountCountry: string;
}

/** The highest installment limit an owner may set, in minor units: keeps limits within any price. */
export const INSTALLMENT_LIMIT_MAX = 100_000_000;

/** Spec §9: four payments unless said otherwise. */
export const INSTALLMENT_COUNT = 4;

/**
 * Spec §9: the provider's locales. Each country pays in its own currency; Great Britain knows
 * the provider by its other brand name.
 */
export const INSTALLMENT_LOCALES = {
  US: { currency: 'USD', languages: ['en'], brand: 'Afterpay' },
  CA: { currency: 'CAD', languages: ['en', 'fr'], brand: 'Afterpay' },
  AU: { currency: 'AUD', languages: ['en'], brand: 'Afterpay' },
  NZ: { currency: 'NZD', languages: ['en'], brand: 'Afterpay' },
  GB: { currency: 'GBP', languages: ['en'], brand: 'Clearpay' },
} as const;

export type InstallmentCountry = keyof typeof INSTALLMENT_LOCALES;

export function isInstallmentCountry(country: string): country is InstallmentCountry {
  return Object.prototype.hasOwnProperty.call(INSTALLMENT_LOCALES, country);
}

/** The provider's locale for a store: its country and the shopper's language if offered there, else English. */
export interface InstallmentLocale {
  country: InstallmentCountry;
  language: string;
  brand: string;
}

/**
 * Where installments can be offered at all: switched on, a country the provider serves, and the
 * store selling in that country's currency (the provider pays out in no other).
 */
export function installmentLocale(context: InstallmentContext, currency: string): InstallmentLocale | null {
  const country = context.stripeAccountCountry.toUpperCase();
  if (!context.afterPayAvailable || !isInstallmentCountry(country)) return null;
  const locale = INSTALLMENT_LOCALES[country];
  if (locale.currency !== currency) return null;
  const wanted = context.shopperLanguage.toLowerCase().split(/[-_]/)[0];
  const language = (locale.languages as readonly string[]).includes(wanted) ? wanted : 'en';
  return { country, language, brand: locale.brand };
}

/**
 * One payment of a price split in `count`: rounded up to the minor unit, so the payments shown
 * never add up to less than the price (the provider takes the few cents over from the last one).
 */
export function installmentPayment(priceMinor: number, count = INSTALLMENT_COUNT): number {
  return Math.ceil(priceMinor / count);
}

/** Spec §9: shown only when the price is above the minimum and not above the maximum. */
export function withinInstallmentLimits(priceMinor: number, context: InstallmentContext): boolean {
  return priceMinor > context.afterPayMin && priceMinor <= context.afterPayMax;
}

/** The pay-in-installments line of a product surface, in spec §8's words. */
export interface InstallmentOffer {
  /** 'or 4 interest-free payments of $17.00 with', the brand following it. */
  text: string;
  /** '4 interest-free payments of $17.00', where the line stands alone (the cart's total). */
  shortText: string;
  brand: string;
  locale: InstallmentLocale;
  count: number;
  paymentMinor: number;
}

/**
 * The line's words in each language the provider speaks (spec §9: English, and French in Canada).
 * English is spec §8's wording; amounts in French follow French Canadian layout ('17,00 $'), as the
 * rest of a French sentence would read wrong around '$17.00'.
 */
const WORDING = {
  en: {
    numberLocale: 'en-US',
    payments: (count: number, amount: string) => `${count} interest-free payments of ${amount}`,
    offer: (payments: string) => `or ${payments} with`,
    upTo: (amount: string) => `available for orders up to ${amount}`,
    over: (amount: string) => `available for orders over ${amount}`,
  },
  fr: {
    numberLocale: 'fr-CA',
    payments: (count: number, amount: string) => `${count} versements sans intérêts de ${amount}`,
    offer: (payments: string) => `ou ${payments} avec`,
    upTo: (amount: string) => `offert pour les commandes jusqu’à ${amount}`,
    over: (amount: string) => `offert pour les commandes de plus de ${amount}`,
  },
} as const;

const wordingOf = (locale: InstallmentLocale) => (locale.language === 'fr' ? WORDING.fr : WORDING.en);

/** The line for a price, or null where spec §9 says nothing is shown. */
export function installmentOffer(
  priceMinor: number,
  currency: string,
  context: InstallmentContext,
  count = INSTALLMENT_COUNT,
): InstallmentOffer | null {
  const locale = installmentLocale(context, currency);
  if (!locale || !withinInstallmentLimits(priceMinor, context)) return null;
  const wording = wordingOf(locale);
  const paymentMinor = installmentPayment(priceMinor, count);
  const shortText = wording.payments(count, formatMinorUnits(paymentMinor, currency, wording.numberLocale));
  return { text: wording.offer(shortText), shortText, brand: locale.brand, locale, count, paymentMinor };
}

/**
 * Spec §8's limit wording for an order outside the limits: 'available for orders up to {amount}',
 * or the same with its other ending 'over {amount}' ('available for orders over $1.00'), for the
 * cart, where the total can still move into them; null when the total is within them or
 * installments are not offered.
 */
export function installmentLimitText(totalMinor: number, currency: string, context: InstallmentContext): string | null {
  const locale = installmentLocale(context, currency);
  if (!locale || withinInstallmentLimits(totalMinor, context)) return null;
  const wording = wordingOf(locale);
  const amount = (minor: number) => formatMinorUnits(minor, currency, wording.numberLocale);
  return totalMinor > context.afterPayMax
    ? wording.upTo(amount(context.afterPayMax))
    : wording.over(amount(context.afterPayMin));
}
