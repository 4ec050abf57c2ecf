/**
 * `subscription-price`: the price block of a product sold by subscription through pricing
 * options. Prices come from the first pricing option of the variant a visitor would pay least
 * for; whether to say "from" is decided on the variants themselves, as for one-time prices.
 * Only physical and service products are sold this way.
 */
import type { Context } from '../../exec/context';
import { field, isTruthy } from '../../exec/values';
import type { Formatter } from '../../plugin';
import { readMoney } from './money';
import { fromPriceLine, salePriceMarkup, wrapPrice } from './price-markup';
import { priceTextFor } from './price-text';
import { PRODUCT_TYPE } from '@storefront/commerce';
import { cheapestVariant, effectivePrice, pricesVary, productType, variants } from './product';

/** A non-empty list (or map) of pricing options. */
function hasPricingOptions(options: unknown): boolean {
  return options !== null && typeof options === 'object' && isTruthy(options);
}

function subscriptionPriceMarkup(ctx: Context, item: unknown): string {
  const type = productType(item);
  if (type !== PRODUCT_TYPE.physical && type !== PRODUCT_TYPE.service) return wrapPrice('subscription-price', '');
  const options = field(cheapestVariant(item), 'pricingOptions');
  if (!hasPricingOptions(options)) return wrapPrice('subscription-price', '');
  const option = field(options, 0);
  const text = priceTextFor(ctx, item);
  let body: string;
  if (text.suppressed) {
    body = '';
  } else if (pricesVary(variants(item))) {
    body = fromPriceLine(text.format(effectivePrice(option)), ctx.locale !== null);
  } else if (isTruthy(field(option, 'onSale'))) {
    const sale = text.format(readMoney(field(option, 'salePriceMoney')));
    body = salePriceMarkup(sale, text.format(readMoney(field(option, 'priceMoney'))));
  } else {
    body = text.format(readMoney(field(option, 'priceMoney')));
  }
  return wrapPrice('subscription-price', body);
}

export const subscriptionPrice: Formatter = {
  apply(ctx, _args, vars) {
    vars[0].value = subscriptionPriceMarkup(ctx, vars[0].value);
  },
};
