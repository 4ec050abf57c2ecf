import type { VariantStock } from '@storefront/commerce';
import type { PageMoney } from '@storefront/contracts';
import type { StockRow } from './stock-availability';

/** Spec §3 "Variant" as the server writes it into `data-variants`. */
export interface PageVariant extends VariantStock {
  id?: string;
  priceMoney?: PageMoney;
  salePriceMoney?: PageMoney;
  onSale?: boolean;
}

/** What the add-to-cart button knows about its product, read from the server markup. */
export interface ProductOnPage {
  id: string;
  title: string;
  productType: number;
  /** The option names in the merchant's order: the order the server renders the selectors in. */
  variantOptionOrdering: string[];
  /** From `data-variants`, or for a product without choices from its stock rows (`withStock`). */
  variants: PageVariant[];
  /**
   * A product without choices has no variants in its markup: until its stock rows arrive its
   * variants are not known yet, which is not the same as having none.
   */
  stockPending: boolean;
  isSubscribable: boolean;
  subscriptionOptionId: string | null;
  /** The custom product form (`data-form`), when the button has one. */
  form: unknown;
  /** `data-express-checkout` on the button overrides the store setting. */
  expressCheckout: boolean | null;
}

/** The part of the page that belongs to one product (detail, quick view, block or card). */
export function productScope(button: Element): ParentNode {
  return button.closest('.ProductItem, .sqs-block-product, .product-block, .product-card') ?? document;
}

function parseJson(text: string | undefined): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

export function variantsElement(scope: ParentNode, itemId: string): HTMLElement | null {
  return scope.querySelector<HTMLElement>(`.product-variants[data-item-id="${CSS.escape(itemId)}"]`);
}

export function readProduct(button: HTMLElement): ProductOnPage {
  const id = button.dataset.itemId ?? '';
  const scope = productScope(button);
  const variantsBlock = variantsElement(scope, id);
  const ordering: string[] = [];
  for (const select of variantsBlock?.querySelectorAll<HTMLSelectElement>('select[data-variant-option-name]') ?? []) {
    const name = select.dataset.variantOptionName;
    if (name !== undefined && !ordering.includes(name)) ordering.push(name);
  }
  const variants = parseJson(variantsBlock?.dataset.variants);
  const markupVariants = Array.isArray(variants) ? (variants as PageVariant[]) : [];
  const title =
    scope
      .querySelector('.ProductItem-details-title, .quick-view-title, .product-card-title, .product-title')
      ?.textContent?.trim() ?? '';
  const express = button.dataset.expressCheckout;
  return {
    id,
    title,
    productType: Number(button.dataset.productType) || 1,
    variantOptionOrdering: ordering,
    variants: markupVariants,
    stockPending: markupVariants.length === 0,
    isSubscribable: button.dataset.isSubscription === 'true' || variantsBlock?.dataset.isSubscribable === 'true',
    subscriptionOptionId: button.dataset.subscriptionOptionId || null,
    form: button.classList.contains('use-form') ? parseJson(button.dataset.form) : undefined,
    expressCheckout: express === undefined ? null : express === 'true',
  };
}

/**
 * The product's variants with fresh stock: prices from the markup, stock from the stock rows
 * (the markup may be a moment old). Products without choices get their only variant from the rows.
 */
export function withStock(product: ProductOnPage, rows: readonly StockRow[] | null): ProductOnPage {
  if (!rows) return product;
  if (product.stockPending) {
    return {
      ...product,
      stockPending: false,
      variants: rows.map((row) => ({
        id: row.variantId,
        sku: row.sku,
        attributes: row.attributes,
        qtyInStock: row.qtyInStock,
        unlimited: row.unlimited,
      })),
    };
  }
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return {
    ...product,
    variants: product.variants.map((variant) => {
      const row = bySku.get(variant.sku);
      return row ? { ...variant, qtyInStock: row.qtyInStock, unlimited: row.unlimited } : variant;
    }),
  };
}
