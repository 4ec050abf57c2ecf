import { currencyFormatOptions, DEFAULT_CURRENCY, fractionDigits, minorToMajorNumber } from './money';

/**
 * Spec §3 Currencies: every price on every surface is laid out one way — comma thousands, point
 * decimal, the currency's own fraction digits — so storefront amounts use the en-US layout
 * whatever the visitor's language. Formats are cached: building one costs far more than using it.
 */
const formats = new Map<string, Intl.NumberFormat>();

function currencyFormat(currency: string, locale: string): Intl.NumberFormat {
  const key = `${locale}|${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, currencyFormatOptions(currency));
    formats.set(key, format);
  }
  return format;
}

/**
 * The format of a currency in a locale; an unknown code or locale must not break a page, so it
 * falls back to USD in en-US rather than throwing.
 */
function safeFormat(currency: string, locale: string): { format: Intl.NumberFormat; currency: string } {
  const code = currency || DEFAULT_CURRENCY;
  try {
    return { format: currencyFormat(code, locale), currency: code };
  } catch {
    try {
      return { format: currencyFormat(code, 'en-US'), currency: code };
    } catch {
      return { format: currencyFormat(DEFAULT_CURRENCY, 'en-US'), currency: DEFAULT_CURRENCY };
    }
  }
}

/**
 * '$12.50' for (1250, 'USD'), '¥1,250' for (1250, 'JPY'); a missing currency is USD and anything
 * that is not a finite number reads as zero. `locale` is only for texts in a reader's own
 * language (e-mails); storefront surfaces keep the default.
 */
export function formatMinorUnits(minorUnits: number | string, currency: string, locale = 'en-US'): string {
  const minor = Number(minorUnits);
  const { format, currency: code } = safeFormat(currency, locale);
  return format.format(minorToMajorNumber(Number.isFinite(minor) ? minor : 0, code));
}

/** The same for a major-unit decimal string as page JSON carries it ('19.99'). */
export function formatMajorUnits(value: string | number | undefined, currency: string): string {
  const amount = Number(value ?? 0);
  return safeFormat(currency, 'en-US').format.format(Number.isFinite(amount) ? amount : 0);
}

/** Amounts laid out as formatMinorUnits lays out one currency, found by one pattern per currency. */
const amountPatterns = new Map<string, RegExp>();

function escapedForPattern(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * What stands before and after the digits of the currency's amounts ('$', 'NOK\u00a0', '¥'), read
 * off the format itself so the pattern cannot drift from what the storefront prints. Not preceded
 * by a letter or digit, so '$' is not found inside 'A$1.00'.
 */
function amountPattern(currency: string): RegExp {
  let pattern = amountPatterns.get(currency);
  if (pattern) return pattern;
  const parts = currencyFormat(currency, 'en-US').formatToParts(1234.5);
  const firstDigit = parts.findIndex((part) => part.type === 'integer');
  let lastDigit = parts.length - 1;
  while (lastDigit > firstDigit && parts[lastDigit]!.type !== 'integer' && parts[lastDigit]!.type !== 'fraction')
    lastDigit -= 1;
  const affix = (from: number, to: number) =>
    escapedForPattern(
      parts
        .slice(from, to)
        .map((part) => part.value)
        .join(''),
    );
  const digits = fractionDigits(currency);
  const fraction = digits > 0 ? `\\.(\\d{${digits}})` : '()';
  pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(-?)${affix(0, firstDigit)}(\\d{1,3}(?:,\\d{3})*)${fraction}${affix(lastDigit + 1, parts.length)}(?!\\d)`,
    'gu',
  );
  amountPatterns.set(currency, pattern);
  return pattern;
}

/**
 * `text` with every amount of `currency` in it, as formatMinorUnits writes them, replaced by what
 * `replace` makes of its minor units ('From $1,250.00' with 125000); other text is left as it is.
 */
export function replaceAmounts(text: string, currency: string, replace: (minorUnits: number) => string): string {
  return text.replace(amountPattern(currency), (_whole, minus: string, whole: string, fraction: string) => {
    const minor = Number(whole.replace(/,/g, '') + fraction);
    return replace(minus ? -minor : minor);
  });
}
