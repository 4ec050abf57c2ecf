import { DEFAULT_CURRENCY, effectivePrice } from '@storefront/commerce';
import type { catalogV1 } from '@storefront/proto';
import { FailedPreconditionError, NotFoundError } from '@storefront/service-kit/errors';
import type { ProductSnapshot } from '../store/schema';
import { notificationsMessages } from './messages';

/**
 * The variant a sign-up or send names: an empty id means the only variant of a product without
 * options to choose (proto: "the service fills it in"); any other id must be one of the product's.
 */
export function chosenVariant(product: catalogV1.Product, variantId: string): catalogV1.Variant {
  const variant =
    variantId === ''
      ? product.variants.length === 1
        ? product.variants[0]
        : undefined
      : product.variants.find((candidate) => candidate.id === variantId);
  if (!variant) throw new NotFoundError(notificationsMessages.productUnavailable);
  return variant;
}

/** A product takes sign-ups when its merchandising shows the restock form on some surface. */
export function requireRestockSignUps(context: catalogV1.MerchandisingContext | undefined): void {
  if (!context || context.restockNotificationViews.length === 0)
    throw new FailedPreconditionError(notificationsMessages.restockOff);
}

/** "Blue / Large": the variant's option values in the product's option order; '' without options. */
export function variantDescription(variant: catalogV1.Variant): string {
  return variant.optionValues
    .map((option) => option.value)
    .filter((value) => value !== '')
    .join(' / ');
}

/** Relative catalog URLs (`/shop/p/...`, `/assets/...`) made absolute for a mail reader. */
export function absoluteUrl(publicUrl: string, url: string): string {
  if (url === '') return '';
  return new URL(url, publicUrl.endsWith('/') ? publicUrl : `${publicUrl}/`).toString();
}

/**
 * What a notice shows, read at the owner's press: the price is the one the variant sells at (its
 * sale price while on sale; a digital product's own), in the store's currency.
 */
export function productSnapshot(
  product: catalogV1.Product,
  variant: catalogV1.Variant,
  storeCurrency: string,
  publicUrl: string,
): ProductSnapshot {
  const priced = product.price ? product : variant;
  const price = effectivePrice({
    priceMoney: priced.price,
    salePriceMoney: priced.salePrice,
    onSale: priced.onSale,
  });
  return {
    productTitle: product.title,
    variantDescription: variantDescription(variant),
    productUrl: absoluteUrl(publicUrl, `/shop/p/${product.slug}`),
    imageUrl: absoluteUrl(publicUrl, product.images[0]?.assetUrl ?? ''),
    priceMinor: Number(price?.valueMinor ?? 0),
    currency: storeCurrency || price?.currency || DEFAULT_CURRENCY,
  };
}
