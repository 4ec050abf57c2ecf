/**
 * Money as the storefront's data carries it, and the two ways prices are printed.
 *
 * - Current shape: `{ value: "12.50", currency: "EUR" }` — value in major units as a decimal
 *   string (or number), currency defaulting to USD.
 * - Legacy shape: `{ decimalValue: "12.50", currencyCode: "EUR" }`.
 * - Legacy numbers: integer cents (`price: 1250`, `subtotalCents`).
 *
 * A missing or unreadable price is zero in USD (spec §3 Money).
 */
import { DEFAULT_CURRENCY } from '@storefront/commerce';
import { field } from '../../exec/values';
import { formatMoney, planMoney } from '../i18n/number-format';
import { parseMoneyArgs } from '../i18n/number-spec';
import {
  Decimal,
  ZERO,
  compareAmounts,
  groupThousands,
  readDecimal,
  roundHalfUp,
  shift,
  toDecimalText,
  toPlainString,
} from './decimal';

export interface Money {
  readonly amount: Decimal;
  /** ISO 4217 code as found in the data */
  readonly currency: string;
}

export const ZERO_USD: Money = { amount: ZERO, currency: DEFAULT_CURRENCY };

function currencyOf(code: unknown): string {
  return typeof code === 'string' && code !== '' ? code : DEFAULT_CURRENCY;
}

/**
 * Read the current `{value, currency}` shape. Product prices are read this way only: a legacy
 * `{decimalValue}` object in `priceMoney` prints as zero, as the storefront always has.
 */
export function readMoney(node: unknown): Money {
  const amount = readDecimal(field(node, 'value'));
  const currency = field(node, 'currency');
  if (amount === null && currency === undefined) return ZERO_USD;
  return { amount: amount ?? ZERO, currency: currencyOf(currency) };
}

/** Read the legacy `{decimalValue, currencyCode}` shape; null when the object is not one. */
export function readLegacyMoney(node: unknown): Money | null {
  const raw = field(node, 'decimalValue');
  if (raw === undefined) return null;
  return { amount: readDecimal(raw) ?? ZERO, currency: currencyOf(field(node, 'currencyCode')) };
}

/** Either shape: `{value, currency}` when it has a value, else `{decimalValue, currencyCode}`. */
export function readAnyMoney(node: unknown): Money {
  if (field(node, 'value') === undefined) {
    const legacy = readLegacyMoney(node);
    if (legacy !== null) return legacy;
  }
  return readMoney(node);
}

/** Legacy integer cents (number or numeric string) as money; unreadable cents are zero. */
export function moneyFromCents(cents: unknown, currency: string = DEFAULT_CURRENCY): Money {
  const d = readDecimal(typeof cents === 'string' ? cents.trim() : cents);
  return { amount: d === null ? ZERO : shift(d, -2), currency };
}

/** Minor units as the legacy price formatters print them: "1.005" -> "100.5", "2" -> "200". */
export function toCentsText(money: Money): string {
  return toPlainString(shift(money.amount, 2));
}

/** Price ordering as the storefront ranks prices (see compareAmounts); currencies are ignored. */
export function compareMoney(a: Money, b: Money): number {
  return compareAmounts(a.amount, b.amount);
}

/**
 * The storefront's native amount text, the same in every locale: comma thousands, point
 * decimals, always two fraction digits, rounded half away from zero.
 */
export function formatNativeAmount(money: Money): string {
  const r = roundHalfUp(money.amount, 2);
  return `${r.negative ? '-' : ''}${groupThousands(r.whole, ',')}.${r.fraction}`;
}

/** The locale's standard currency format: its symbol and grouping, the currency's digits. */
const LOCALE_MONEY_FORMAT = planMoney(parseMoneyArgs([]));

/**
 * Locale-aware currency text ("$2,500.00", "2.500,00 €") in a locale checked by `localeOf`, the
 * way the `money` formatter prints it: banker's rounding (¥1,234.5 -> ¥1,234), no minus sign on
 * an amount that rounds to zero, and a currency code nobody knows keeps the locale's layout but
 * no symbol (" 1,234.50").
 */
export function formatCurrency(locale: string, money: Money): string {
  return formatMoney(LOCALE_MONEY_FORMAT, locale, toDecimalText(money.amount), money.currency);
}
