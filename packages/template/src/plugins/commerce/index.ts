import type { PluginFamily } from '../../plugin';
import { cartFormatters } from './cart';
import { legacyPrices } from './legacy-prices';
import { bookkeeperMoneyFormat, percentageFormat, retiredMoneyFormatters } from './number-formats';
import { productPredicates } from './predicates';
import { productPrice } from './product-price';
import { productStatus } from './product-status';
import { subscriptionPrice } from './subscription-price';
import { variantDescriptorFormatter } from './variant-descriptor';

/** Commerce prices, product state and cart formatters; the markup-heavy ones live in commerce-markup. */
export const family: PluginFamily = {
  formatters: {
    'product-price': productPrice,
    'subscription-price': subscriptionPrice,
    ...legacyPrices,
    'product-status': productStatus,
    'variant-descriptor': variantDescriptorFormatter,
    'bookkeeper-money-format': bookkeeperMoneyFormat,
    'percentage-format': percentageFormat,
    ...retiredMoneyFormatters,
    ...cartFormatters,
  },
  predicates: productPredicates,
};
