import { isScarce } from '@storefront/commerce';
import { catalogV1 } from '@storefront/proto';

/** The storefront's English defaults for the restock sign-up form (spec §8 'Signed up!'). */
export const DEFAULT_RESTOCK_MESSAGES = {
  CTAText: 'Get notified by email when this product is back in stock.',
  placeholderText: 'Email Address',
  buttonText: 'Sign Up',
  mailingListDescription: 'Sign up for news and updates',
  successMessage: 'Signed up!',
};

export const DEFAULT_SCARCITY_TEXT = 'Only {qtyInStock} left in stock';

/** Where a product is being shown; the merchant turns restock and scarcity on per surface. */
export type Surface = 'detail' | 'quick-view' | 'product-block';

const SURFACE_VIEWS: Record<Surface, catalogV1.ProductView> = {
  detail: catalogV1.ProductView.PRODUCT_VIEW_DETAIL,
  'quick-view': catalogV1.ProductView.PRODUCT_VIEW_QUICK_VIEW,
  'product-block': catalogV1.ProductView.PRODUCT_VIEW_PRODUCT_BLOCK,
};

const limited = (variant: catalogV1.Variant) => !variant.unlimited;

/**
 * The merchandising context a page carries for one product on one surface, in the shape the
 * template's restock and scarcity helpers read (spec §3 "Merchandising context"): a restock
 * view per sold-out variant and a scarcity view per low-stock variant. With several variants the
 * views start hidden and name their variant, so the product script shows the one chosen.
 */
export function pageMerchandising(
  product: catalogV1.Product,
  context: catalogV1.MerchandisingContext | undefined,
  surface: Surface,
) {
  if (!context) return undefined;
  const view = SURFACE_VIEWS[surface];
  const several = product.variants.length > 1;

  const restockNotificationViews = context.restockNotificationViews.includes(view)
    ? product.variants
        .filter((variant) => limited(variant) && variant.qtyInStock === 0)
        .map((variant) => ({ variantId: variant.id, hiddenByDefault: several }))
    : [];

  const scarcityEnabled = context.scarcityEnabled && context.scarcityTemplateViews.includes(view);
  const scarcityTemplateViews = scarcityEnabled
    ? product.variants
        .filter(isScarce)
        .map((variant) =>
          several
            ? { variantId: variant.id, attributes: { ...variant.attributes }, qtyInStock: variant.qtyInStock }
            : { qtyInStock: variant.qtyInStock },
        )
    : [];

  return {
    restockNotificationViews,
    restockNotificationMessages: {
      ...DEFAULT_RESTOCK_MESSAGES,
      successMessage: context.restockNotificationMessages?.successMessage || DEFAULT_RESTOCK_MESSAGES.successMessage,
    },
    mailingListSignUpEnabled: context.mailingListSignUpEnabled,
    mailingListOptInByDefault: context.mailingListOptInByDefault,
    scarcityEnabled,
    scarcityTemplateViews,
    scarcityText: context.scarcityText || DEFAULT_SCARCITY_TEXT,
    scarcityShownByDefault: context.scarcityShownByDefault,
    customSoldOutText: context.customSoldOutText,
  };
}
