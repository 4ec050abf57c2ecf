/**
 * How a price prints inside product markup: the native amount wrapped in a
 * `sqs-money-native` span (the storefront script re-renders it client-side), or, with the
 * locale money format flag, the locale's currency text. Without locale data prices print
 * nothing, and the locale-format price block is left out altogether.
 */
import type { Context } from '../../exec/context';
import { field, isTruthy } from '../../exec/values';
import { localeOf } from '../shared/locale';
import { lookupFrom } from '../shared/site-settings';
import { Money, formatCurrency, formatNativeAmount } from './money';

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

const FEATURE_FLAGS = ['featureFlags'];

/** Prices in the locale's currency format instead of the native amount markup. */
function usesLocaleMoneyFormat(ctx: Context, item: unknown): boolean {
  return isTruthy(field(lookupFrom(ctx, FEATURE_FLAGS, item), 'useCLDRMoneyFormat'));
}

export function priceTextFor(ctx: Context, item: unknown): PriceText {
  const locale = localeOf(ctx);
  const localeFormat = usesLocaleMoneyFormat(ctx, item);
  if (locale === null) return localeFormat ? LOCALE_WITHOUT_LOCALE : NATIVE_WITHOUT_LOCALE;
  return localeFormat ? { format: (money) => formatCurrency(locale, money), suppressed: false } : NATIVE;
}
