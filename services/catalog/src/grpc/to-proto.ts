import { catalogV1 } from '@storefront/proto';
import type { Collection } from '../domain/collection';
import { itemUrl } from '../domain/collection';
import type { ImageAsset } from '../domain/image';
import { DEFAULT_FOCAL_POINT } from '../domain/image';
import type { MerchandisingContext, MERCHANDISING_VIEWS } from '../domain/merchandising';
import { PRODUCT_TYPE, type Money } from '@storefront/commerce';
import type { BillingPeriodUnit, Product, SubscriptionPlan, Variant } from '../domain/product';
import { giftCardDenominations } from '../domain/product';
import type { CatalogSettings } from '../domain/settings';
import { accentLabelColor } from '../domain/theme';
import type { ItemStock } from '../store/stock';

/** Domain -> proto. Optional domain values (null) become the proto's empty value, as the contract documents. */

/** int64 travels as a decimal string (forceLong=string), so minor units stay exact. */
export function moneyToProto(value: Money): catalogV1.Money {
  return { valueMinor: String(value.valueMinor), currency: value.currency };
}

export function collectionToProto(collection: Collection): catalogV1.Collection {
  return {
    id: collection.id,
    title: collection.title,
    type: catalogV1.CollectionType.COLLECTION_TYPE_PRODUCTS,
    urlSlug: collection.slug,
  };
}

function variantToProto(variant: Variant): catalogV1.Variant {
  return {
    id: variant.id,
    sku: variant.sku,
    attributes: { ...variant.attributes },
    optionValues: variant.optionValues.map(({ optionName, value }) => ({ optionName, value })),
    qtyInStock: variant.unlimited ? 0 : variant.qtyInStock,
    unlimited: variant.unlimited,
    price: moneyToProto(variant.priceMoney),
    salePrice: variant.onSale ? moneyToProto(variant.salePriceMoney) : undefined,
    onSale: variant.onSale,
  };
}

/** originalSize is stored as the pages write it, 'WIDTHxHEIGHT'. */
function imageSizeToProto(originalSize: string): catalogV1.ImageSize | undefined {
  const match = /^(\d+)x(\d+)$/.exec(originalSize);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : undefined;
}

function imageToProto(image: ImageAsset): catalogV1.ImageAsset {
  const focal = image.mediaFocalPoint ?? DEFAULT_FOCAL_POINT;
  return {
    assetUrl: image.assetUrl,
    originalSize: imageSizeToProto(image.originalSize),
    focalPoint: { x: focal.x, y: focal.y },
    altText: image.altText,
  };
}

const BILLING_UNITS: Record<BillingPeriodUnit, catalogV1.BillingPeriodUnit> = {
  WEEK: catalogV1.BillingPeriodUnit.BILLING_PERIOD_UNIT_WEEK,
  MONTH: catalogV1.BillingPeriodUnit.BILLING_PERIOD_UNIT_MONTH,
  YEAR: catalogV1.BillingPeriodUnit.BILLING_PERIOD_UNIT_YEAR,
};

function planToProto(plan: SubscriptionPlan): catalogV1.SubscriptionPlan {
  return {
    billingPeriod: { value: plan.billingPeriod.value, unit: BILLING_UNITS[plan.billingPeriod.unit] },
    numBillingCycles: plan.numBillingCycles,
  };
}

export function productToProto(product: Product): catalogV1.Product {
  // The product-level price is the contract's price of digital goods only; the others are priced per variant.
  const productPriced = product.productType === PRODUCT_TYPE.digital;
  // A subscription bills the product's price each period; the domain keeps no separate price per option.
  const periodPricing: catalogV1.SubscriptionPricing = {
    price: moneyToProto(product.priceMoney),
    salePrice: product.onSale ? moneyToProto(product.salePriceMoney) : undefined,
    onSale: product.onSale,
  };
  return {
    id: product.id,
    slug: product.slug,
    title: product.title,
    collectionId: product.collectionId,
    url: itemUrl(product.slug),
    description: product.description,
    productType: product.productType as number as catalogV1.ProductType,
    variants: product.variants.map(variantToProto),
    images: product.images.map(imageToProto),
    price: productPriced ? moneyToProto(product.priceMoney) : undefined,
    salePrice: productPriced && product.onSale ? moneyToProto(product.salePriceMoney) : undefined,
    onSale: productPriced && product.onSale,
    isSubscribable: product.isSubscribable,
    subscriptionPlan:
      product.isSubscribable && product.subscriptionPlan ? planToProto(product.subscriptionPlan) : undefined,
    subscriptionOptions: product.isSubscribable
      ? product.productSubscriptionOptions.map((option) => ({
          id: option.id,
          plan: planToProto(option.subscriptionPlan),
          pricing: periodPricing,
        }))
      : [],
    giftCardDenominations: giftCardDenominations(product)
      .map((denomination) => denomination.amount)
      .sort((a, b) => a.valueMinor - b.valueMinor)
      .map(moneyToProto),
    additionalFieldsFormId: product.additionalFieldsFormId ?? '',
    additionalFieldsFormJson:
      product.additionalFieldsFormId && product.additionalFieldsForm
        ? JSON.stringify(product.additionalFieldsForm)
        : '',
    useCustomAddButtonText: product.useCustomAddButtonText,
    customAddButtonText: product.customAddButtonText ?? '',
    variantOptionOrdering: [...product.variantOptionOrdering],
    userDefinedVariantOptions: product.userDefinedVariantOptions.map(({ name, values }) => ({
      name,
      values: [...values],
    })),
    audioAssetUrl: product.audioAssetUrl ?? '',
    categories: [...product.categories],
  };
}

export function itemStockToProto(stock: ItemStock): catalogV1.ItemStock {
  return {
    itemId: stock.itemId,
    variants: stock.variants.map((variant) => ({
      variantId: variant.variantId,
      unlimited: variant.unlimited,
      qtyInStock: variant.unlimited ? 0 : variant.qtyInStock,
    })),
  };
}

export function settingsToProto(settings: CatalogSettings): catalogV1.GetSettingsResponse {
  const { store, site, website, theme } = settings;
  return {
    store: {
      multipleQuantityAllowedForServices: store.multipleQuantityAllowedForServices,
      selectedCurrency: store.selectedCurrency,
      expressCheckout: store.expressCheckout,
      afterPayAvailable: store.afterPayAvailable,
      afterPayMin: store.afterPayMin,
      afterPayMax: store.afterPayMax,
      stripeAccountCountry: store.stripeAccountCountry,
      presentmentRates: store.presentmentRates.map(({ currency, rate }) => ({ currency, rate })),
    },
    site: {
      timeZone: site.timeZone,
      commentsEnabled: site.commentsEnabled,
      disqusShortname: site.disqusShortname ?? '',
      simpleLikingEnabled: site.simpleLikingEnabled,
      shareButtonOptions: [...site.shareButtonOptions],
      restrictiveCookies: site.restrictiveCookies,
    },
    website: { id: website.id, captchaSiteKey: website.captchaSettings.siteKey ?? '' },
    theme: { ...theme, accentLabelColor: accentLabelColor(theme) },
  };
}

const PRODUCT_VIEWS: Record<(typeof MERCHANDISING_VIEWS)[number], catalogV1.ProductView> = {
  PRODUCT_DETAIL: catalogV1.ProductView.PRODUCT_VIEW_DETAIL,
  QUICK_VIEW: catalogV1.ProductView.PRODUCT_VIEW_QUICK_VIEW,
  PRODUCT_BLOCK: catalogV1.ProductView.PRODUCT_VIEW_PRODUCT_BLOCK,
};

export function merchandisingToProto(productId: string, context: MerchandisingContext): catalogV1.MerchandisingContext {
  return {
    productId,
    restockNotificationViews: context.restockNotificationViews.map((view) => PRODUCT_VIEWS[view]),
    restockNotificationMessages: { successMessage: context.restockNotificationMessages.successMessage ?? '' },
    mailingListSignUpEnabled: context.mailingListSignUpEnabled,
    mailingListOptInByDefault: context.mailingListOptInByDefault,
    scarcityEnabled: context.scarcityEnabled,
    scarcityTemplateViews: context.scarcityTemplateViews.map((view) => PRODUCT_VIEWS[view]),
    scarcityText: context.scarcityText,
    scarcityShownByDefault: context.scarcityShownByDefault,
    customSoldOutText: context.customSoldOutText ?? '',
  };
}
