import { isSoldOut } from '@storefront/commerce';
import { announce, prepareAnnouncer } from '@storefront/ui';
import { pressAddToCart } from './add-to-cart-press';
import { AddToCartButtonState, BUTTON_LABELS, type ButtonView } from './button-state';
import { readProduct, withStock } from './product-on-page';
import type { StockRow } from './stock-availability';

const states = new WeakMap<HTMLElement, AddToCartButtonState>();

function buttonView(button: HTMLElement): ButtonView {
  const inner = button.querySelector<HTMLElement>('.sqs-add-to-cart-button-inner') ?? button;
  return {
    setLabel(text) {
      inner.textContent = text;
      if (text === BUTTON_LABELS.adding || text === BUTTON_LABELS.added) announce(text);
    },
    setAdded: (added) => button.classList.toggle('cart-added', added),
    setDisabled(disabled) {
      button.classList.toggle('sqs-button-element--disabled', disabled);
      if (disabled) button.setAttribute('aria-disabled', 'true');
      else button.removeAttribute('aria-disabled');
    },
    setBusy(busy) {
      if (busy) button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
    },
  };
}

/**
 * Binds one `.sqs-add-to-cart-button` (the server renders a div with role=button): click, Enter
 * and Space press it. Binding twice is harmless.
 */
export function bindAddToCartButton(button: HTMLElement): void {
  if (states.has(button)) return;
  prepareAnnouncer();
  const idleLabel =
    button.dataset.originalLabel ?? button.querySelector('.sqs-add-to-cart-button-inner')?.textContent?.trim() ?? '';
  const state = new AddToCartButtonState(buttonView(button), idleLabel);
  states.set(button, state);
  const press = () => void pressAddToCart({ button, state, idleLabel });
  button.addEventListener('click', press);
  button.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) press();
  });
}

/** Spec §4: a product whose every variant is gone shows 'Sold Out' and cannot be pressed. */
export function showSoldOut(button: HTMLElement, rows: readonly StockRow[] | null): void {
  const state = states.get(button);
  if (!state) return;
  // stock not loaded yet (or not loadable) decides nothing: it is not the same as no variants
  if (rows === null) return state.restock();
  if (isSoldOut(withStock(readProduct(button), rows))) state.soldOut();
  else state.restock();
}
