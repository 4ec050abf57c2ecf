/**
 * `normal-price`, `sale-price`, `from-price`: a product's prices as plain numbers of minor units
 * (cents), the form older templates feed into their own money formatting.
 */
import { mapValue } from '../../plugin';
import { toCentsText } from './money';
import { fromPrice, normalPrice, salePrice } from './product';

export const legacyPrices = {
  'normal-price': mapValue((item) => toCentsText(normalPrice(item))),
  'sale-price': mapValue((item) => toCentsText(salePrice(item))),
  'from-price': mapValue((item) => toCentsText(fromPrice(item))),
};
