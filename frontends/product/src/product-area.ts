import { bindAddToCartButton, showSoldOut } from './add-to-cart-button';
import { bindInstallmentInfo, bindInstallmentLine } from './installments';
import { bindQuantityInput } from './quantity-input';
import { bindQuickViewButton } from './quick-view';
import { bindRestockForm } from './restock-form';
import { freshStock } from './stock-cache';
import { loadStock } from './stock-rows';
import { bindVariantControls, showChosenVariant, showRestockForms, showStock } from './variant-controls';
import { productScope, variantsElement } from './product-on-page';

const bound = new WeakSet<Element>();

function once<E extends Element>(elements: Iterable<E>, bind: (element: E) => void): void {
  for (const element of elements) {
    if (bound.has(element)) continue;
    bound.add(element);
    bind(element);
  }
}

/**
 * Enhances every product control under `root` (the page, or a quick view's content): add-to-cart
 * buttons, variant selectors, quantity inputs, restock sign-up forms, stock lines and quick-view
 * buttons. Stock of all
 * products found is fetched in one request.
 */
export function enhanceProducts(root: ParentNode): void {
  const buttons = Array.from(root.querySelectorAll<HTMLElement>('.sqs-add-to-cart-button[data-item-id]'));
  once(buttons, bindAddToCartButton);
  once(root.querySelectorAll<HTMLElement>('.product-variants[data-item-id]'), bindVariantControls);
  once(root.querySelectorAll<HTMLElement>('.product-quantity-input'), bindQuantityInput);
  once(root.querySelectorAll<HTMLElement>('.product-restock-notification[data-product-id]'), bindRestockForm);
  once(root.querySelectorAll<HTMLElement>('.product-installments-info'), bindInstallmentInfo);
  once(root.querySelectorAll<HTMLElement>('[data-installments]'), bindInstallmentLine);
  once(root.querySelectorAll<HTMLElement>('.sqs-product-quick-view-button[data-id]'), (trigger) =>
    bindQuickViewButton(trigger, enhanceProducts),
  );

  const stockRegions = Array.from(root.querySelectorAll<HTMLElement>('[data-product-stock][data-item-id]'));
  const itemIds = new Set([
    ...buttons.map((button) => button.dataset.itemId ?? ''),
    ...stockRegions.map((region) => region.dataset.itemId ?? ''),
  ]);
  itemIds.delete('');
  loadStock([...itemIds]);
  for (const itemId of itemIds) {
    void freshStock(itemId).then((rows) => {
      for (const button of buttons) if (button.dataset.itemId === itemId) showSoldOut(button, rows);
      for (const region of stockRegions) {
        if (region.dataset.itemId !== itemId) continue;
        const scope = productScope(region);
        const block = variantsElement(scope, itemId);
        if (block) showChosenVariant(block);
        else {
          showStock(scope, itemId);
          showRestockForms(scope, itemId);
        }
      }
    });
  }
}
