/**
 * How a price prints inside product markup: the native amount wrapped in a
 * `sqs-money-native` span (the storefront script re-renders it client-side), or, with the
 * locale money format flag, the locale's currency text. Without locale data prices print
 * nothing, and the locale-format price block is left out altogether.
 */
import type { Context } from '../../exec/context';
import { Money, formatCurrency, formatNativeAmount } from './money';
import { usesLocaleMoneyFormat } from './site-settings';

export interface PriceText {
  format(money: Money): string;
  /** the whole price block prints nothing (locale format requested but no locale data) */
  readonly suppressed: boolean;
}

const NATIVE: PriceText = {
  format: (money) => `<span class="sqs-money-native">${formatNativeAmount(money)}</span>`,
  suppressed: false,
};
const NATIVE_WITHOUT_LOCALE: PriceText = { format: () => '', suppressed: false };
const LOCALE_WITHOUT_LOCALE: PriceText = { format: () => '', suppressed: true };

export function priceTextFor(ctx: Context, item: unknown): PriceText {
  const locale = ctx.locale;
  const localeFormat = usesLocaleMoneyFormat(ctx, item);
  if (locale === null) return localeFormat ? LOCALE_WITHOUT_LOCALE : NATIVE_WITHOUT_LOCALE;
  return localeFormat ? { format: (money) => formatCurrency(locale, money), suppressed: false } : NATIVE;
}
