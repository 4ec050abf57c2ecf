import { DEFAULT_CURRENCY, isCurrencyCode, type CatalogProductType, type Money } from '@storefront/commerce';
import type { Product, Variant } from '../domain/product';
import type { products, variants } from './schema';

export type ProductRow = typeof products.$inferSelect;
export type VariantRow = typeof variants.$inferSelect;

function moneyOf(valueMinor: number, currency: string): Money {
  return { valueMinor, currency: isCurrencyCode(currency) ? currency : DEFAULT_CURRENCY };
}

export function toVariant(row: VariantRow): Variant {
  return {
    id: row.id,
    sku: row.sku,
    attributes: row.attributes,
    optionValues: row.optionValues,
    qtyInStock: row.qtyInStock,
    unlimited: row.unlimited,
    priceMoney: moneyOf(row.priceMinor, row.currency),
    salePriceMoney: moneyOf(row.salePriceMinor, row.currency),
    onSale: row.onSale,
  };
}

/** Assembles a domain product from its row and its variant rows (already in position order). */
export function toProduct(row: ProductRow, variantRows: VariantRow[]): Product {
  const doc = row.document;
  return {
    id: row.id,
    collectionId: row.collectionId,
    slug: row.slug,
    title: row.title,
    description: doc.description,
    excerpt: doc.excerpt,
    productType: row.productType as CatalogProductType,
    variants: variantRows.map(toVariant),
    variantOptionOrdering: doc.variantOptionOrdering,
    userDefinedVariantOptions: doc.userDefinedVariantOptions,
    priceMoney: moneyOf(row.priceMinor, row.currency),
    salePriceMoney: moneyOf(row.salePriceMinor, row.currency),
    onSale: row.onSale,
    isSubscribable: row.isSubscribable,
    subscriptionPlan: doc.subscriptionPlan,
    productSubscriptionOptions: doc.productSubscriptionOptions,
    additionalFieldsFormId: doc.additionalFieldsFormId,
    additionalFieldsForm: doc.additionalFieldsForm,
    useCustomAddButtonText: doc.customAddButtonText !== null,
    customAddButtonText: doc.customAddButtonText,
    audioAssetUrl: doc.audioAssetUrl,
    images: doc.images,
    tags: doc.tags,
    categories: doc.categories,
    position: row.position,
    createdOn: row.createdAt,
  };
}

/** The rows that store a domain product (the inverse of toProduct). */
export function productRows(product: Product): { product: typeof products.$inferInsert; variants: VariantRow[] } {
  return {
    product: {
      id: product.id,
      collectionId: product.collectionId,
      slug: product.slug,
      title: product.title,
      productType: product.productType,
      position: product.position,
      priceMinor: product.priceMoney.valueMinor,
      salePriceMinor: product.salePriceMoney.valueMinor,
      currency: product.priceMoney.currency,
      onSale: product.onSale,
      isSubscribable: product.isSubscribable,
      createdAt: product.createdOn,
      document: {
        description: product.description,
        excerpt: product.excerpt,
        variantOptionOrdering: product.variantOptionOrdering,
        userDefinedVariantOptions: product.userDefinedVariantOptions,
        subscriptionPlan: product.subscriptionPlan,
        productSubscriptionOptions: product.productSubscriptionOptions,
        additionalFieldsFormId: product.additionalFieldsFormId,
        additionalFieldsForm: product.additionalFieldsForm,
        customAddButtonText: product.useCustomAddButtonText ? product.customAddButtonText : null,
        audioAssetUrl: product.audioAssetUrl,
        images: product.images,
        tags: product.tags,
        categories: product.categories,
      },
    },
    variants: product.variants.map((variant, position) => ({
      id: variant.id,
      productId: product.id,
      sku: variant.sku,
      position,
      attributes: variant.attributes,
      optionValues: variant.optionValues,
      qtyInStock: variant.qtyInStock,
      unlimited: variant.unlimited,
      priceMinor: variant.priceMoney.valueMinor,
      salePriceMinor: variant.salePriceMoney.valueMinor,
      currency: variant.priceMoney.currency,
      onSale: variant.onSale,
    })),
  };
}
