import { matchVariant, tracksStock, variantBadge } from '@storefront/commerce';
import { showInstallments } from './installments';
import { BADGE_TEXT, variantPriceParts, type PricePart } from './price-display';
import { productScope, readProduct, withStock, type ProductOnPage } from './product-on-page';
import { showRestockForm } from './restock-form';
import { restockFormShown } from './restock-visibility';
import { availabilityWording } from './stock-availability';
import { cachedStock } from './stock-cache';
import { readChosenOptions } from './variant-choice';

/** What the server rendered before any choice, to restore when a choice is undone. */
const original = new WeakMap<Element, { html: string; hidden: boolean }>();

function remember(element: Element): void {
  if (!original.has(element)) {
    original.set(element, { html: element.innerHTML, hidden: (element as HTMLElement).hidden });
  }
}

function restore(element: Element): void {
  const saved = original.get(element);
  if (!saved) return;
  element.innerHTML = saved.html;
  (element as HTMLElement).hidden = saved.hidden;
}

function pricePart(part: PricePart): Node {
  if (part.kind === 'price') return document.createTextNode(part.text);
  const span = document.createElement('span');
  span.className = part.kind === 'hidden-label' ? 'visually-hidden v6-visually-hidden' : 'original-price';
  span.textContent = part.text;
  return span;
}

function addToCartButton(scope: ParentNode, itemId: string): HTMLElement | null {
  return scope.querySelector<HTMLElement>(`.sqs-add-to-cart-button[data-item-id="${CSS.escape(itemId)}"]`);
}

/** The product as the button in this scope sees it, with the freshest stock known. */
function productIn(scope: ParentNode, itemId: string): ProductOnPage | null {
  const button = addToCartButton(scope, itemId);
  return button ? withStock(readProduct(button), cachedStock(itemId)) : null;
}

/** Price, badge and stock line of one product follow the chosen variant (spec §4). */
export function showChosenVariant(block: HTMLElement): void {
  const itemId = block.dataset.itemId ?? '';
  const scope = productScope(block);
  const chosen = readChosenOptions(block);
  const product = productIn(scope, itemId);
  const variant = product ? matchVariant(product, chosen) : undefined;
  const complete = Object.values(chosen).every((value) => value !== null);

  const price = scope.querySelector('.product-price');
  if (price && product && !product.isSubscribable) {
    remember(price);
    if (complete && variant?.priceMoney) price.replaceChildren(...variantPriceParts(variant).map(pricePart));
    else restore(price);
  }

  const installments = scope.querySelector<HTMLElement>('[data-installments]');
  if (installments && product && !product.isSubscribable) {
    const paid = variant && (variant.onSale ? variant.salePriceMoney : variant.priceMoney);
    showInstallments(installments, complete && paid ? paid : null);
  }

  const mark = scope.querySelector<HTMLElement>('.product-mark');
  if (mark && product) {
    remember(mark);
    const badge = complete && variant ? variantBadge(variant, tracksStock(product.productType)) : undefined;
    if (badge === undefined) restore(mark);
    else {
      mark.classList.toggle('sold-out', badge === 'sold-out');
      mark.classList.toggle('sale', badge === 'sale');
      mark.textContent = badge === 'none' ? '' : BADGE_TEXT[badge];
      mark.hidden = badge === 'none';
    }
  }

  showStock(scope, itemId, chosen);
  showRestockForms(scope, itemId, chosen);
}

/** Fills the server's empty stock live region; says nothing until the stock is known. */
export function showStock(scope: ParentNode, itemId: string, chosen = readChosenOptions(null)): void {
  const rows = cachedStock(itemId);
  const region = scope.querySelector<HTMLElement>(`[data-product-stock][data-item-id="${CSS.escape(itemId)}"]`);
  if (!region || !rows) return;
  const wording = availabilityWording(rows, chosen);
  if (region.textContent !== wording) region.textContent = wording;
}

/** Only the restock form of the chosen sold-out variant is shown (spec §2, §4). */
export function showRestockForms(scope: ParentNode, itemId: string, chosen = readChosenOptions(null)): void {
  const forms = scope.querySelectorAll<HTMLElement>(
    `.product-restock-notification[data-product-id="${CSS.escape(itemId)}"]`,
  );
  if (forms.length === 0) return;
  const product = productIn(scope, itemId);
  if (!product) return;
  const stockKnown = cachedStock(itemId) !== null;
  for (const form of forms) {
    const shown = restockFormShown(product, chosen, form.dataset.variantId ?? '', stockKnown);
    if (shown !== null) showRestockForm(form, shown);
  }
}

/**
 * Binds one `.product-variants` block: its dropdowns and radio groups show the same choice (a
 * theme displays one kind), radio labels work from the keyboard, and every change updates the
 * price (announced: the price gets aria-live), badge and stock line.
 */
export function bindVariantControls(block: HTMLElement): void {
  const scope = productScope(block);
  const price = scope.querySelector('.product-price');
  price?.setAttribute('aria-live', 'polite');

  block.addEventListener('change', (event) => {
    const control = event.target as HTMLElement;
    const holder = control.closest<HTMLElement>('[data-variant-option-name]');
    const name = holder?.dataset.variantOptionName;
    if (name === undefined) return;
    const value = control instanceof HTMLSelectElement || control instanceof HTMLInputElement ? control.value : '';
    for (const twin of block.querySelectorAll<HTMLElement>('[data-variant-option-name]')) {
      if (twin === holder || twin.dataset.variantOptionName !== name) continue;
      if (twin instanceof HTMLSelectElement) twin.value = value;
      else
        for (const radio of twin.querySelectorAll<HTMLInputElement>('input[type="radio"]'))
          radio.checked = radio.value === value;
    }
    showChosenVariant(block);
  });

  block.addEventListener('keydown', (event) => {
    const label = (event.target as HTMLElement).closest('label[for]');
    if (!label || (event.key !== 'Enter' && event.key !== ' ')) return;
    event.preventDefault();
    (label as HTMLLabelElement).click();
  });

  // a browser may restore choices on back navigation
  showChosenVariant(block);
}
