import { currencyFormatOptions, DEFAULT_CURRENCY, minorToMajorNumber } from '@storefront/commerce';

/**
 * Money of the cart's REST shapes is integer minor units (spec §3 Money); commerce knows each
 * store currency's fraction digits, Intl only how to lay the amount out.
 */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', currencyFormatOptions(currency));
    formats.set(currency, format);
  }
  return format;
}

/** '$12.50' for (1250, 'USD'), '¥1,250' for (1250, 'JPY'); a missing currency is USD. */
export function formatMinorUnits(minorUnits: number | string, currency: string): string {
  const code = currency || DEFAULT_CURRENCY;
  let format: Intl.NumberFormat;
  try {
    format = currencyFormat(code);
  } catch {
    // an unknown code in the data must not break the page: show the amount in dollars' layout
    format = currencyFormat(DEFAULT_CURRENCY);
  }
  const minor = Number(minorUnits);
  return format.format(minorToMajorNumber(Number.isFinite(minor) ? minor : 0, code));
}
