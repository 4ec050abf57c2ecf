import type { FormDefinition } from '@storefront/form-rules';
import { effectivePrice, PRODUCT_TYPE } from '@storefront/commerce';
import { FailedPreconditionError, NotFoundError } from '@storefront/service-kit/errors';
import { NOT_A_GIFT_CARD, NOT_SUBSCRIBABLE, UNKNOWN_SUBSCRIPTION_OPTION, VARIANT_UNAVAILABLE } from './messages';
import type { SubscriptionPlan } from './subscription';

/** What the cart reads of a variant from the catalog at the moment of a change. */
export interface ProductVariant {
  id: string;
  sku: string;
  attributes: Record<string, string>;
  /** The names of `attributes` in the product's option order (spec §3 variantOptionOrdering). */
  optionNames: string[];
  priceCents: number;
  salePriceCents: number;
  onSale: boolean;
  currency: string;
  /** Units the store can still sell; meaningless when unlimited. */
  qtyInStock: number;
  unlimited: boolean;
}

/** What the cart reads of a product from the catalog. */
export interface CatalogProduct {
  id: string;
  title: string;
  productType: number;
  /** Product page path, e.g. /shop/p/linen-shirt. */
  url: string;
  /** First image; '' when none. */
  imageUrl: string;
  variants: ProductVariant[];
  isSubscribable: boolean;
  subscriptionOptionIds: string[];
  /** The plans a subscription can bill on: by option id, and the product's own plan under ''. */
  subscriptionPlans: Record<string, SubscriptionPlan>;
  /** Ascending; empty unless a gift card. */
  giftCardDenominationsCents: number[];
  /**
   * The custom form an entry's answers must pass: null when the product asks nothing,
   * 'unreadable' when the catalog's copy of its form is not a form (then no answers can be judged).
   */
  form: FormDefinition | null | 'unreadable';
}

/** The store settings that shape a cart. */
export interface StoreRules {
  websiteId: string;
  multipleQuantityAllowedForServices: boolean;
}

/** The unit price a shopper pays: the sale price while the variant is on sale. */
export function purchasePriceCents(variant: Pick<ProductVariant, 'priceCents' | 'salePriceCents' | 'onSale'>): number {
  return effectivePrice({
    priceMoney: variant.priceCents,
    salePriceMoney: variant.salePriceCents,
    onSale: variant.onSale,
  });
}

/**
 * The variant a sku names. An empty sku is only enough when there is nothing to choose; a product
 * with several variants needs one chosen (spec §5 add-to-cart order, step 2's message).
 */
export function chooseVariant(product: CatalogProduct, sku: string): ProductVariant {
  if (sku === '') {
    if (product.variants.length === 1) return product.variants[0]!;
    throw new FailedPreconditionError(VARIANT_UNAVAILABLE);
  }
  const variant = product.variants.find((candidate) => candidate.sku === sku);
  if (!variant) throw new NotFoundError(VARIANT_UNAVAILABLE);
  return variant;
}

/** A gift card's denomination by sku, or its first (smallest) denomination when none is named. */
export function chooseGiftCardVariant(product: CatalogProduct, sku: string): ProductVariant {
  if (product.productType !== PRODUCT_TYPE.giftCard) throw new FailedPreconditionError(NOT_A_GIFT_CARD);
  if (sku !== '') return chooseVariant(product, sku);
  const first = product.giftCardDenominationsCents[0];
  const variant =
    product.variants.find((candidate) => first !== undefined && candidate.priceCents === first) ?? product.variants[0];
  if (!variant) throw new NotFoundError(VARIANT_UNAVAILABLE);
  return variant;
}

/** A subscription cart needs a subscribable product and, when named, one of its own options. */
export function checkSubscription(product: CatalogProduct, subscriptionOptionId: string): void {
  if (!product.isSubscribable) throw new FailedPreconditionError(NOT_SUBSCRIBABLE);
  if (subscriptionOptionId !== '' && !product.subscriptionOptionIds.includes(subscriptionOptionId)) {
    throw new FailedPreconditionError(UNKNOWN_SUBSCRIPTION_OPTION);
  }
}

/** The plan a subscription cart bills on: its chosen option's, else the product's own. */
export function subscriptionPlanOf(product: CatalogProduct, subscriptionOptionId: string | null): SubscriptionPlan {
  checkSubscription(product, subscriptionOptionId ?? '');
  const plan = product.subscriptionPlans[subscriptionOptionId ?? ''];
  if (!plan) throw new FailedPreconditionError(NOT_SUBSCRIBABLE);
  return plan;
}
