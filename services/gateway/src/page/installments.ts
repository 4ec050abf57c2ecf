import {
  compareMoney,
  effectivePrice,
  installmentLocale,
  installmentOffer,
  lowestBy,
  type InstallmentContext,
} from '@storefront/commerce';
import { catalogV1 } from '@storefront/proto';
import type { SiteSettings } from './theme';

/** Spec §3 installment context of every item of the store: the store's settings and the site's language. */
export function installmentContextOf(
  settings: Pick<catalogV1.GetSettingsResponse, 'store'>,
  site: Pick<SiteSettings, 'language'>,
): InstallmentContext {
  return {
    afterPayAvailable: settings.store?.afterPayAvailable ?? false,
    afterPayMin: settings.store?.afterPayMin ?? 0,
    afterPayMax: settings.store?.afterPayMax ?? 0,
    shopperLanguage: site.language,
    stripeAccountCountry: settings.store?.stripeAccountCountry ?? '',
  };
}

/** The installment line of a product surface as the theme renders it. */
export interface InstallmentLine {
  text: string;
  brand: string;
  language: string;
  country: string;
  /** No offer at this price (spec §9): the line is there, hidden, for a variant whose price has one. */
  hidden: boolean;
  /** The price offered, for the browser to word the line in the shopper's own language. */
  priceMinor: number;
  currency: string;
}

const minorOf = (money: catalogV1.Money | undefined) => Number(money?.valueMinor || '0');

/** The lowest price a visitor can pay for the product: the one the page shows before a choice. */
function displayedPrice(product: catalogV1.Product): catalogV1.Money | undefined {
  const priced = product.variants.map((variant) => ({
    priceMoney: variant.price,
    salePriceMoney: variant.salePrice,
    onSale: variant.onSale,
  }));
  const cheapest = lowestBy(priced, effectivePrice, (a, b) =>
    compareMoney({ valueMinor: minorOf(a), currency: 'USD' }, { valueMinor: minorOf(b), currency: 'USD' }),
  );
  if (cheapest) return effectivePrice(cheapest);
  return product.onSale ? product.salePrice : product.price;
}

/**
 * The line of one product, or undefined where installments are not offered at all: switched off,
 * a country or currency the provider does not serve, a subscription (paid per period) or a gift
 * card (which installment providers do not finance).
 */
export function installmentLineOf(
  product: catalogV1.Product,
  context: InstallmentContext,
): InstallmentLine | undefined {
  const price = displayedPrice(product);
  const currency = price?.currency || 'USD';
  const locale = installmentLocale(context, currency);
  const giftCard = product.productType === catalogV1.ProductType.PRODUCT_TYPE_GIFT_CARD;
  if (!locale || product.isSubscribable || giftCard) return undefined;
  const offer = installmentOffer(minorOf(price), currency, context);
  return {
    text: offer?.text ?? '',
    brand: locale.brand,
    language: locale.language,
    country: locale.country,
    hidden: offer === null,
    priceMinor: minorOf(price),
    currency,
  };
}
