/**
 * Money of the cart's REST shapes is integer minor units (spec §3 Money): two fraction digits for
 * every store currency except JPY, whose minor unit is the yen itself. Intl knows each currency's
 * digits, so the divisor comes from it rather than from a list of our own.
 */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string): Intl.NumberFormat {
  let format = formats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
    formats.set(currency, format);
  }
  return format;
}

/** '$12.50' for (1250, 'USD'), '¥1,250' for (1250, 'JPY'); a missing currency is USD. */
export function formatMinorUnits(minorUnits: number | string, currency: string): string {
  let format: Intl.NumberFormat;
  try {
    format = currencyFormat(currency || 'USD');
  } catch {
    // an unknown code in the data must not break the page: show the amount in dollars' layout
    format = currencyFormat('USD');
  }
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  const minor = Number(minorUnits);
  return format.format((Number.isFinite(minor) ? minor : 0) / 10 ** digits);
}
