import { createHash } from 'node:crypto';
import type { CustomForm } from '../domain/custom-form';
import type { MerchandisingContext } from '../domain/merchandising';
import { money, type CatalogProductType } from '@storefront/commerce';
import type { Product, SubscriptionOption, SubscriptionPlan, Variant } from '../domain/product';
import { productImages } from './images';

/**
 * The short way to describe a demo product; expanded into the full domain product with stable
 * ids, so seeding twice finds the same rows.
 */
export interface DemoVariant {
  /** Option name to value, in the product's option order. */
  options?: Record<string, string>;
  /** Price in cents. */
  price: number;
  /** Sale price in cents; present means on sale. */
  sale?: number;
  stock: number | 'unlimited';
}

export interface DemoProduct {
  slug: string;
  title: string;
  type: CatalogProductType;
  excerpt: string;
  description: string;
  options?: { name: string; values: string[] }[];
  variants: DemoVariant[];
  subscription?: { plan: SubscriptionPlan; options?: SubscriptionPlan[] };
  form?: CustomForm;
  addButtonText?: string;
  audioAssetUrl?: string;
  images?: number;
  tags?: string[];
  categories?: string[];
  merchandising?: Partial<MerchandisingContext>;
}

/** A stable 24-hex-digit id, the shape of the platform's object ids. */
export function stableId(kind: string, key: string): string {
  return createHash('sha1').update(`${kind}:${key}`).digest('hex').slice(0, 24);
}

const CREATED_ON = Date.UTC(2026, 0, 5, 14, 0, 0);

export function buildProduct(demo: DemoProduct, collectionId: string, position: number): Product {
  const optionNames = (demo.options ?? []).map((option) => option.name);
  const variants: Variant[] = demo.variants.map((variant) => {
    const attributes = variant.options ?? {};
    const key = [demo.slug, ...optionNames.map((name) => attributes[name] ?? '')].join('|');
    return {
      id: stableId('variant', key),
      sku: skuOf(
        demo.slug,
        optionNames.map((name) => attributes[name] ?? ''),
      ),
      attributes,
      optionValues: optionNames.map((name) => ({ optionName: name, value: attributes[name] ?? '' })),
      qtyInStock: variant.stock === 'unlimited' ? 0 : variant.stock,
      unlimited: variant.stock === 'unlimited',
      priceMoney: money(variant.price),
      salePriceMoney: money(variant.sale ?? 0),
      onSale: variant.sale !== undefined,
    };
  });
  const first = demo.variants[0]!;
  const subscriptionOptions: SubscriptionOption[] = (demo.subscription?.options ?? []).map((plan, index) => ({
    id: stableId('subscription-option', `${demo.slug}#${index}`),
    subscriptionPlan: plan,
  }));
  return {
    id: stableId('product', demo.slug),
    collectionId,
    slug: demo.slug,
    title: demo.title,
    description: demo.description,
    excerpt: demo.excerpt,
    productType: demo.type,
    variants,
    variantOptionOrdering: optionNames,
    userDefinedVariantOptions: demo.options ?? [],
    priceMoney: money(first.price),
    salePriceMoney: money(first.sale ?? 0),
    onSale: first.sale !== undefined,
    isSubscribable: demo.subscription !== undefined,
    subscriptionPlan: demo.subscription?.plan ?? null,
    productSubscriptionOptions: subscriptionOptions,
    additionalFieldsFormId: demo.form?.id ?? null,
    additionalFieldsForm: demo.form ?? null,
    useCustomAddButtonText: demo.addButtonText !== undefined,
    customAddButtonText: demo.addButtonText ?? null,
    audioAssetUrl: demo.audioAssetUrl ?? null,
    images: productImages(demo.slug, demo.title, demo.images ?? 2),
    tags: demo.tags ?? [],
    categories: demo.categories ?? [],
    position,
    // a day apart, newest last, so 'created' is believable and stable
    createdOn: new Date(CREATED_ON + position * 86_400_000),
  };
}

function skuOf(slug: string, values: string[]): string {
  const base = slug
    .split('-')
    .map((word) => word.slice(0, 3))
    .join('')
    .toUpperCase()
    .slice(0, 10);
  const suffix = values
    .map((value) =>
      value
        .replace(/[^A-Za-z0-9]/g, '')
        .slice(0, 8)
        .toUpperCase(),
    )
    .join('-');
  return suffix ? `SQ-${base}-${suffix}` : `SQ-${base}`;
}
