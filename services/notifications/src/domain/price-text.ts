import { currencyFormatOptions, minorToMajorNumber } from '@storefront/commerce';

/** A notice's price in the reader's language; a language Intl does not know falls back to English. */
export function priceText(valueMinor: number, currency: string, language: string): string {
  const locale = language === '' ? 'en' : language;
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat(locale, currencyFormatOptions(currency));
  } catch {
    format = new Intl.NumberFormat('en', currencyFormatOptions(currency));
  }
  return format.format(minorToMajorNumber(valueMinor, currency));
}
