import { field, isJsonObject } from '../../exec/values';
import { DecimalText, readDecimal } from '../shared/decimal-text';

/**
 * How i18n formatters read numbers and money out of template values. Strictly, a number is a
 * JSON number or numeric text (`readDecimal`); anything else makes a formatter print nothing.
 */

const ZERO: DecimalText = { negative: false, digits: '0', scale: 0 };

/**
 * Lenient, for message arguments: money objects give their amount, booleans 1/0, and anything
 * that is not a number counts as 0.
 */
export function lenientDecimal(value: unknown): DecimalText {
  if (typeof value === 'boolean') return value ? { negative: false, digits: '1', scale: 0 } : ZERO;
  if (isJsonObject(value)) {
    const amount = moneyAmount(value);
    return amount === undefined ? ZERO : (readDecimal(amount) ?? ZERO);
  }
  return readDecimal(value) ?? ZERO;
}

/** A money object's amount: decimalValue (with currencyCode) or value (with currency). */
function moneyAmount(value: unknown): unknown {
  const decimalValue = field(value, 'decimalValue');
  return decimalValue !== undefined ? decimalValue : field(value, 'value');
}

export interface Money {
  readonly amount: DecimalText;
  readonly currency: string;
}

/** A money object with a numeric amount and a currency code, else undefined. */
export function readMoney(value: unknown): Money | undefined {
  if (!isJsonObject(value)) return undefined;
  const amount = readDecimal(moneyAmount(value));
  const code = field(value, 'currencyCode') ?? field(value, 'currency');
  if (amount === undefined || typeof code !== 'string' || code === '') return undefined;
  return { amount, currency: code };
}

/** What a money-like object prints as inside a message ("12.5"); undefined for other objects. */
export function amountText(value: object): string | undefined {
  const amount = moneyAmount(value);
  if (typeof amount === 'string') return amount;
  if (typeof amount === 'number') return String(amount);
  return undefined;
}
