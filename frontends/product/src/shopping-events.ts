import type { StorefrontContext } from '@storefront/contracts';
import { postCensusEvent, postShoppingEvent, type ShoppingEventFields } from '@storefront/ui';
import { readProduct, type ProductOnPage } from './product-on-page';

/**
 * The spec §3 commerce and §7 shopping events of product surfaces, sent where they happen: the
 * product page and the list page on mount, every add-to-cart outcome, the custom product form.
 */

let context: StorefrontContext | null = null;

/** Spec §7 item fields of one product. */
function itemFields(product: ProductOnPage): ShoppingEventFields {
  return {
    item_id: product.id,
    item_type: product.productType,
    item_title: product.title,
    item_collection_id: context?.collectionId ?? null,
    item_collection_name: context?.collectionTitle ?? null,
    is_subscription: product.isSubscribable,
    has_custom_form: product.form !== undefined,
    product_page: context?.pageType === 'product-detail',
  };
}

/** The product of the page (a detail page) or of the quick view a button sits in. */
function isQuickView(button: Element): boolean {
  return button.closest('.quick-view, [role="dialog"]') !== null;
}

/** VisitPDP and 'view product' on a product detail page, VisitPLP on a product list page. */
export function recordPageVisit(pageContext: StorefrontContext | null): void {
  context = pageContext;
  if (context?.pageType === 'product-list') {
    void postShoppingEvent('CommerceShopping_VisitPLP', {
      item_collection_id: context.collectionId,
      item_collection_name: context.collectionTitle,
    });
    return;
  }
  if (context?.pageType !== 'product-detail' || !context.itemId) return;
  const button = document.querySelector<HTMLElement>(
    `.sqs-add-to-cart-button[data-item-id="${CSS.escape(context.itemId)}"]`,
  );
  const fields: ShoppingEventFields = button
    ? itemFields(readProduct(button))
    : { item_id: context.itemId, product_page: true };
  void postShoppingEvent('CommerceShopping_VisitPDP', { ...fields, is_quickview: false });
  void postCensusEvent('view product', { item_id: context.itemId });
}

/**
 * One add-to-cart outcome: AddToCart with spec §8's error type when it failed; a success is also
 * the commerce event 'add to cart'.
 */
export function recordAddToCart(
  button: HTMLElement,
  product: ProductOnPage,
  quantity: number,
  errorType?: string,
): void {
  const fields = { ...itemFields(product), item_quantity: quantity, is_quickview: isQuickView(button) };
  void postShoppingEvent('CommerceShopping_AddToCart', errorType ? { ...fields, error_type: errorType } : fields);
  if (!errorType) void postCensusEvent('add to cart', { item_id: product.id, item_quantity: quantity });
}

/** The custom product form opened before an add, and its answers saved. */
export function recordCustomProductForm(product: ProductOnPage, saved: boolean): void {
  void postShoppingEvent(
    saved ? 'CommerceShopping_SaveCustomProductForm' : 'CommerceShopping_OpenCustomProductForm',
    itemFields(product),
  );
}
