/**
 * `product-price`: the price block of a product item — one price, "from" the lowest of varied
 * prices, or a sale price beside the original; subscription products say how often they bill.
 */
import { escapeHtml } from '../../escape';
import type { Context } from '../../exec/context';
import { scalarText } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { localizedString } from '../shared/site-settings';
import { STORE_TEXT } from '../shared/store-text';
import { Money } from './money';
import { fromPriceLine, salePriceMarkup, wrapPrice } from './price-markup';
import { PriceText, priceTextFor } from './price-text';
import {
  fromPrice,
  hasUndefinedProductType,
  hasVariedPrices,
  isOnSale,
  isSubscribable,
  normalPrice,
  salePrice,
  structuredContent,
} from './product';
import { BillingPlan, readBillingPlan, subscriptionPhrase } from './subscription';

/** How prices are worded: a single price, and the line for the lowest of varied prices. */
interface Wording {
  price(money: Money): string;
  fromLine(money: Money): string;
}

function productPriceMarkup(ctx: Context, item: unknown): string {
  const text = priceTextFor(ctx, item);
  if (isSubscribable(item)) {
    const plan = readBillingPlan(structuredContent(item));
    if (plan === null) return wrapPrice('product-price', unavailableLine(ctx, item));
    return wrapPrice('product-price', priceBody(item, text, subscriptionWording(ctx, item, plan, text)));
  }
  // an explicitly undefined product type has no one-time price to show
  if (hasUndefinedProductType(item)) return wrapPrice('product-price', '');
  return wrapPrice('product-price', priceBody(item, text, oneTimeWording(ctx, text)));
}

function priceBody(item: unknown, text: PriceText, wording: Wording): string {
  if (text.suppressed) return '';
  if (hasVariedPrices(item)) return wording.fromLine(fromPrice(item));
  if (isOnSale(item)) return salePriceMarkup(wording.price(salePrice(item)), wording.price(normalPrice(item)));
  return wording.price(normalPrice(item));
}

function oneTimeWording(ctx: Context, text: PriceText): Wording {
  const hasLocale = ctx.locale !== null;
  return { price: text.format, fromLine: (money) => fromPriceLine(text.format(money), hasLocale) };
}

/** Subscription phrases carry their own "from"; without locale data they print nothing. */
function subscriptionWording(ctx: Context, item: unknown, plan: BillingPlan, text: PriceText): Wording {
  if (ctx.locale === null) return { price: () => '', fromLine: () => '\n' };
  return {
    price: (money) => subscriptionPhrase(ctx, item, plan, 'singlePrice', text.format(money)),
    fromLine: (money) => `${subscriptionPhrase(ctx, item, plan, 'multiplePrices', text.format(money))}\n`,
  };
}

function unavailableLine(ctx: Context, item: unknown): string {
  if (ctx.locale === null) return '\n';
  const text = localizedString(ctx, item, 'productPriceUnavailable');
  return `${text === undefined ? STORE_TEXT.productPriceUnavailable : escapeHtml(scalarText(text))}\n`;
}

export const productPrice: Formatter = {
  apply(ctx, _args, vars) {
    vars[0].value = productPriceMarkup(ctx, vars[0].value);
  },
};
