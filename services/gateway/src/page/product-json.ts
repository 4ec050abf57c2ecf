import { catalogV1 } from '@storefront/proto';
import { legacyCents, pageMoney } from './money';

/**
 * The catalog's product in the shape storefront templates read (spec §3 "Product (item)",
 * "Variant", "Image asset"): a content item of record type store-item whose structuredContent
 * holds the commerce fields, prices as Money in major units plus the legacy cent fields.
 */

const RECORD_TYPE_STORE_ITEM = 11;
const RECORD_TYPE_IMAGE = 2;
/** Spec §9: the widths images are rendered in. */
const IMAGE_WIDTHS = [100, 300, 500, 750, 1000, 1500, 2500];

const BILLING_UNITS: Record<number, string> = {
  [catalogV1.BillingPeriodUnit.BILLING_PERIOD_UNIT_WEEK]: 'WEEK',
  [catalogV1.BillingPeriodUnit.BILLING_PERIOD_UNIT_MONTH]: 'MONTH',
  [catalogV1.BillingPeriodUnit.BILLING_PERIOD_UNIT_YEAR]: 'YEAR',
};

export interface PageImage {
  id: string;
  recordType: number;
  assetUrl: string;
  originalSize: string;
  mediaFocalPoint: { x: number; y: number };
  altText: string;
  title: string;
  /** "WIDTHxHEIGHT,100w,300w,...": the original size, then each width it is offered in (srcset). */
  systemDataVariants: string;
}

export interface PageVariant {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  optionValues: { optionName: string; value: string }[];
  qtyInStock: number;
  unlimited: boolean;
  price: number;
  salePrice: number;
  onSale: boolean;
  priceMoney: ReturnType<typeof pageMoney>;
  salePriceMoney: ReturnType<typeof pageMoney>;
  /** Subscription pricing, first option first (subscription price wording reads it). */
  pricingOptions?: {
    id: string;
    priceMoney: ReturnType<typeof pageMoney>;
    salePriceMoney: ReturnType<typeof pageMoney>;
    onSale: boolean;
  }[];
}

export interface PageItem {
  id: string;
  collectionId: string;
  recordType: number;
  urlId: string;
  title: string;
  fullUrl: string;
  body: string;
  excerpt: string;
  assetUrl?: string;
  originalSize?: string;
  mediaFocalPoint?: { x: number; y: number };
  systemDataVariants?: string;
  mainImage?: PageImage;
  /** The main image's id: what the `main-image?` predicate of list cards and quick view tests. */
  mainImageId?: string;
  items: PageImage[];
  structuredContent: Record<string, unknown>;
}

/** Every standard width up to the original's, which is all a browser may pick from. */
export function systemDataVariants(size: catalogV1.ImageSize | undefined): string {
  if (!size) return '';
  const widths = IMAGE_WIDTHS.filter((width) => width <= size.width).map((width) => `${width}w`);
  return [`${size.width}x${size.height}`, ...widths].join(',');
}

function image(asset: catalogV1.ImageAsset, index: number, productId: string): PageImage {
  const size = asset.originalSize;
  return {
    systemDataVariants: systemDataVariants(size),
    id: `${productId}-image-${index + 1}`,
    recordType: RECORD_TYPE_IMAGE,
    assetUrl: asset.assetUrl,
    originalSize: size ? `${size.width}x${size.height}` : '',
    mediaFocalPoint: { x: asset.focalPoint?.x ?? 0.5, y: asset.focalPoint?.y ?? 0.5 },
    altText: asset.altText,
    title: asset.altText,
  };
}

function plan(source: catalogV1.SubscriptionPlan | undefined) {
  if (!source?.billingPeriod) return undefined;
  return {
    billingPeriod: { value: source.billingPeriod.value, unit: BILLING_UNITS[source.billingPeriod.unit] ?? '' },
    numBillingCycles: source.numBillingCycles,
  };
}

function variant(source: catalogV1.Variant, product: catalogV1.Product): PageVariant {
  const out: PageVariant = {
    id: source.id,
    sku: source.sku,
    attributes: { ...source.attributes },
    optionValues: source.optionValues.map(({ optionName, value }) => ({ optionName, value })),
    qtyInStock: source.qtyInStock,
    unlimited: source.unlimited,
    price: legacyCents(source.price),
    salePrice: legacyCents(source.salePrice),
    onSale: source.onSale,
    priceMoney: pageMoney(source.price),
    salePriceMoney: pageMoney(source.salePrice),
  };
  if (product.isSubscribable && product.subscriptionOptions.length > 0) {
    out.pricingOptions = product.subscriptionOptions.map((option) => ({
      id: option.id,
      priceMoney: pageMoney(option.pricing?.price ?? source.price),
      salePriceMoney: pageMoney(option.pricing?.salePrice ?? source.salePrice),
      onSale: option.pricing?.onSale ?? false,
    }));
  }
  return out;
}

/** The first paragraph of the description, as the list page's excerpt. */
export function excerptOf(description: string): string {
  const paragraph = /<p>[\s\S]*?<\/p>/i.exec(description);
  return paragraph ? paragraph[0] : '';
}

function parseForm(json: string): unknown {
  if (!json) return undefined;
  try {
    return JSON.parse(json);
  } catch {
    // A broken form definition must not take the product page down; the button then adds without it.
    return undefined;
  }
}

export function productJson(product: catalogV1.Product): PageItem {
  const images = product.images.map((asset, index) => image(asset, index, product.id));
  const main = images[0];
  const isGiftCard = product.productType === catalogV1.ProductType.PRODUCT_TYPE_GIFT_CARD;
  const structuredContent: Record<string, unknown> = {
    _type: 'Product',
    productType: product.productType,
    variants: product.variants.map((source) => variant(source, product)),
    isSubscribable: product.isSubscribable,
    variantOptionOrdering: [...product.variantOptionOrdering],
    userDefinedVariantOptions: product.userDefinedVariantOptions.map(({ name, values }) => ({
      name,
      values: [...values],
    })),
    useCustomAddButtonText: product.useCustomAddButtonText,
    customAddButtonText: product.customAddButtonText,
  };
  if (product.price) {
    structuredContent.priceMoney = pageMoney(product.price);
    structuredContent.salePriceMoney = pageMoney(product.salePrice);
    structuredContent.onSale = product.onSale;
  }
  if (product.isSubscribable) {
    structuredContent.subscriptionPlan = plan(product.subscriptionPlan);
    structuredContent.productSubscriptionOptions = product.subscriptionOptions.map((option) => ({
      id: option.id,
      subscriptionPlan: plan(option.plan),
    }));
  }
  if (isGiftCard) structuredContent.giftCardDenominations = product.giftCardDenominations.map(pageMoney);
  if (product.additionalFieldsFormId) {
    structuredContent.additionalFieldsFormId = product.additionalFieldsFormId;
    structuredContent.additionalFieldsForm = parseForm(product.additionalFieldsFormJson);
  }
  if (product.audioAssetUrl) structuredContent.audioAssetUrl = product.audioAssetUrl;

  return {
    id: product.id,
    collectionId: product.collectionId,
    recordType: RECORD_TYPE_STORE_ITEM,
    urlId: product.slug,
    title: product.title,
    fullUrl: product.url,
    body: product.description,
    excerpt: excerptOf(product.description),
    assetUrl: main?.assetUrl,
    originalSize: main?.originalSize,
    mediaFocalPoint: main?.mediaFocalPoint,
    systemDataVariants: main?.systemDataVariants,
    mainImage: main,
    mainImageId: main?.id,
    items: images,
    structuredContent,
  };
}

/** Cards in the first screen of a list (four across on a desktop): their images load at once. */
const FIRST_SCREEN_CARDS = 4;

/** Product cards of a list: the first screen's images load at once, the first one first (the page's LCP). */
export function productCards(products: readonly catalogV1.Product[]): PageItem[] {
  return products.map((product, index) => ({
    ...productJson(product),
    imagePriority: index === 0 ? 'high' : index < FIRST_SCREEN_CARDS ? 'auto' : undefined,
  }));
}
