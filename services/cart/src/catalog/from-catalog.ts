import { productFormDefinition } from '@storefront/form-rules';
import { catalogV1 } from '@storefront/proto';
import type { CatalogProduct, ProductVariant, StoreRules } from '../domain/product';
import { billingPeriodUnitOf, type SubscriptionPlan } from '../domain/subscription';

/** Spec §3 "Money": a missing price is zero in USD. */
const cents = (money: catalogV1.Money | undefined) => Number(money?.valueMinor ?? 0);
const currencyOf = (money: catalogV1.Money | undefined) => money?.currency || 'USD';

function toVariant(variant: catalogV1.Variant): ProductVariant {
  return {
    id: variant.id,
    sku: variant.sku,
    attributes: { ...variant.attributes },
    // the catalog lists a variant's choices in the product's option order
    optionNames: variant.optionValues.map((choice) => choice.optionName),
    priceCents: cents(variant.price),
    salePriceCents: cents(variant.salePrice),
    onSale: variant.onSale,
    currency: currencyOf(variant.price),
    qtyInStock: variant.qtyInStock,
    unlimited: variant.unlimited,
  };
}

function toForm(product: catalogV1.Product): CatalogProduct['form'] {
  if (product.additionalFieldsFormId === '') return null;
  try {
    return productFormDefinition(JSON.parse(product.additionalFieldsFormJson)) ?? 'unreadable';
  } catch {
    return 'unreadable';
  }
}

/** A plan the cart can bill on: a known unit and a period of at least one; others are left out. */
function toPlan(plan: catalogV1.SubscriptionPlan | undefined): SubscriptionPlan | undefined {
  const unit = billingPeriodUnitOf(catalogV1.billingPeriodUnitToJSON(plan?.billingPeriod?.unit ?? 0));
  const value = plan?.billingPeriod?.value ?? 0;
  if (!plan || !unit || value < 1) return undefined;
  return { billingPeriodValue: value, billingPeriodUnit: unit, numBillingCycles: Math.max(0, plan.numBillingCycles) };
}

function toPlans(product: catalogV1.Product): Record<string, SubscriptionPlan> {
  const plans: Record<string, SubscriptionPlan> = {};
  const own = toPlan(product.subscriptionPlan);
  if (own) plans[''] = own;
  for (const option of product.subscriptionOptions) {
    const plan = toPlan(option.plan);
    if (plan) plans[option.id] = plan;
  }
  return plans;
}

export function toCatalogProduct(product: catalogV1.Product): CatalogProduct {
  return {
    id: product.id,
    title: product.title,
    // the catalog numbers product types as spec §3 does
    productType: product.productType,
    url: product.url,
    imageUrl: product.images[0]?.assetUrl ?? '',
    variants: product.variants.map(toVariant),
    isSubscribable: product.isSubscribable,
    subscriptionOptionIds: product.subscriptionOptions.map((option) => option.id),
    subscriptionPlans: product.isSubscribable ? toPlans(product) : {},
    giftCardDenominationsCents: product.giftCardDenominations.map(cents),
    form: toForm(product),
  };
}

export function toStoreRules(settings: catalogV1.GetSettingsResponse): StoreRules {
  return {
    websiteId: settings.website?.id ?? '',
    multipleQuantityAllowedForServices: settings.store?.multipleQuantityAllowedForServices ?? true,
  };
}
