import { PRODUCT_TYPE, type CatalogProductType, type Money } from '@storefront/commerce';
import type { CustomForm } from './custom-form';
import type { ImageAsset } from './image';

/** One value of a variant option as the shopper picks it, e.g. { optionName: 'Size', value: 'M' }. */
export interface OptionValue {
  optionName: string;
  value: string;
}

/**
 * One purchasable version of a product. A product without options still has exactly one variant,
 * so cart entries and stock always point at a variant.
 */
export interface Variant {
  id: string;
  sku: string;
  /** Option name to chosen value, e.g. { Size: 'M', Color: 'Blue' }. */
  attributes: Record<string, string>;
  optionValues: OptionValue[];
  qtyInStock: number;
  /** Unlimited variants never run out; qtyInStock is then meaningless. */
  unlimited: boolean;
  priceMoney: Money;
  salePriceMoney: Money;
  onSale: boolean;
}

export type BillingPeriodUnit = 'WEEK' | 'MONTH' | 'YEAR';

export interface BillingPeriod {
  value: number;
  unit: BillingPeriodUnit;
}

/** How often a subscription bills and for how long; numBillingCycles 0 means until cancelled. */
export interface SubscriptionPlan {
  billingPeriod: BillingPeriod;
  numBillingCycles: number;
}

/** An alternative plan the shopper may pick on a subscribable product (sent as subscriptionOptionId). */
export interface SubscriptionOption {
  id: string;
  subscriptionPlan: SubscriptionPlan;
}

/** A gift-card amount the shopper chooses; each denomination is one variant of the gift card. */
export interface GiftCardDenomination {
  variantId: string;
  sku: string;
  amount: Money;
}

export interface Product {
  id: string;
  collectionId: string;
  slug: string;
  title: string;
  /** HTML body shown on the detail page. */
  description: string;
  /** Short HTML summary for lists and quick view. */
  excerpt: string;
  productType: CatalogProductType;
  variants: Variant[];
  /** Option names in the order the variant selectors are shown. */
  variantOptionOrdering: string[];
  /** Each option's values in the order the merchant arranged them. */
  userDefinedVariantOptions: { name: string; values: string[] }[];
  /** Product-level price; digital goods are priced on the product itself. */
  priceMoney: Money;
  salePriceMoney: Money;
  onSale: boolean;
  isSubscribable: boolean;
  subscriptionPlan: SubscriptionPlan | null;
  productSubscriptionOptions: SubscriptionOption[];
  additionalFieldsFormId: string | null;
  additionalFieldsForm: CustomForm | null;
  useCustomAddButtonText: boolean;
  customAddButtonText: string | null;
  audioAssetUrl: string | null;
  images: ImageAsset[];
  tags: string[];
  categories: string[];
  /** Merchant's order within the collection; lists sort by it, then by id. */
  position: number;
  createdOn: Date;
}

/** Gift-card denominations in the product's variant order; other product types have none. */
export function giftCardDenominations(product: Product): GiftCardDenomination[] {
  if (product.productType !== PRODUCT_TYPE.giftCard) return [];
  return product.variants.map((variant) => ({ variantId: variant.id, sku: variant.sku, amount: variant.priceMoney }));
}

/** Variant options named on the product, in display order (ordering first, then any left over). */
export function variantOptionNames(product: Product): string[] {
  const named = new Set(product.variants.flatMap((variant) => Object.keys(variant.attributes)));
  const ordered = product.variantOptionOrdering.filter((name) => named.has(name));
  const rest = [...named].filter((name) => !ordered.includes(name)).sort();
  return [...ordered, ...rest];
}
