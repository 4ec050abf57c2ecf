import type { CartEntry } from '@storefront/contracts';
import { holdDialog } from '@storefront/ui/dialog-behaviour';
import { formatMinorUnits } from '@storefront/commerce';
import { popoverGapPx, popoverMaxWidthPx, popoverPlacement, type PopoverPlacement } from './added-popover-placement';
import { createPopoverTimer, type PopoverTimer } from './added-popover-timing';
import { variantText } from './variant-text';

export interface AddedPopoverRequest {
  entry: CartEntry;
  currency: string;
  /** The pill to hang under, looked up when shown (it may just have been unhidden). */
  anchor: () => HTMLElement | null;
}

const BOX_STYLE = [
  'position: fixed',
  'z-index: 1000',
  `width: min(${popoverMaxWidthPx}px, calc(100vw - ${2 * popoverGapPx}px))`,
  'box-sizing: border-box',
  'padding: 1rem',
  'background: #fff',
  'color: #1f1f1f',
  'border: 1px solid #d6d2cc',
  'border-radius: 4px',
  'box-shadow: 0 6px 24px rgba(0, 0, 0, 0.15)',
].join('; ');
const CLOSE_STYLE =
  'position: absolute; top: 0.4rem; right: 0.4rem; min-width: 2rem; min-height: 2rem; border: 0; ' +
  'background: none; font: inherit; font-size: 1.25rem; line-height: 1; cursor: pointer';

/** An element with its attributes (a `style` as CSS text) and children. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string>,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

let titles = 0;

/** The popover's markup: what was added, its price and the way to the cart. */
function popoverPanel(entry: CartEntry, currency: string, placement: PopoverPlacement, onClose: () => void) {
  const titleId = `cart-added-popover-title-${++titles}`;
  const variant = variantText(entry.chosenVariant);
  const small = 'margin: 0; font-size: 0.9em';
  const close = element('button', {
    type: 'button',
    class: 'cart-added-popover-close',
    'aria-label': 'Close',
    style: CLOSE_STYLE,
  });
  close.textContent = '×';
  close.addEventListener('click', onClose);
  return element(
    'div',
    {
      class: 'cart-added-popover',
      role: 'dialog',
      'aria-labelledby': titleId,
      style: `${BOX_STYLE}; top: ${placement.top}px; right: ${placement.right}px`,
    },
    element(
      'p',
      { id: titleId, class: 'cart-added-popover-title', style: 'margin: 0 2rem 0.75rem 0; font-weight: 600' },
      'Added to cart',
    ),
    element(
      'div',
      { class: 'cart-added-popover-line', style: 'display: flex; gap: 0.75rem' },
      ...(entry.imageUrl
        ? [
            element('img', {
              src: entry.imageUrl,
              alt: '',
              width: '64',
              height: '64',
              style: 'object-fit: cover; flex: none',
            }),
          ]
        : []),
      element(
        'div',
        {},
        element('p', { class: 'cart-added-popover-item', style: 'margin: 0' }, entry.title),
        ...(variant ? [element('p', { class: 'cart-added-popover-variant', style: small }, variant)] : []),
        element('p', { class: 'cart-added-popover-quantity', style: small }, `Quantity: ${entry.quantity}`),
        element(
          'p',
          { class: 'cart-added-popover-price', style: 'margin: 0' },
          formatMinorUnits(entry.purchasePriceCents, currency),
        ),
      ),
    ),
    element(
      'a',
      {
        class: 'cart-added-popover-view button',
        href: '/cart',
        style: 'display: block; margin-top: 0.75rem; text-align: center',
      },
      'View Cart',
    ),
    close,
  );
}

/** The popover on screen, and the stop of its dialog rules (which hands focus back to the pill). */
let shown: { panel: HTMLElement; release: () => void } | undefined;
let container: HTMLElement | undefined;
let timer: PopoverTimer | undefined;

function remove(): void {
  if (!shown) return;
  // released while still in the document, so it can tell whether focus was inside
  shown.release();
  shown.panel.remove();
  shown = undefined;
}

function setUp(anchor: HTMLElement | null): { container: HTMLElement; timer: PopoverTimer } {
  if (!container || !timer) {
    container = document.createElement('div');
    container.className = 'cart-added-popover-host';
    // right after the pill, so Tab from the pill leads into the popover; `display: contents` keeps
    // the host out of the header's layout (no flex gap, no shift)
    container.style.display = 'contents';
    if (anchor) anchor.after(container);
    else document.body.append(container);
    const popoverTimer = createPopoverTimer(remove);
    container.addEventListener('focusin', () => popoverTimer.focusEntered());
    container.addEventListener('focusout', (event) => {
      if (!container?.contains(event.relatedTarget as Node | null)) popoverTimer.focusLeft();
    });
    timer = popoverTimer;
  }
  return { container, timer };
}

/**
 * Shows (or replaces) the popover for the entry just added; it leaves by itself after 3 s. Plain
 * DOM, so a visitor's first add downloads no React. Non-modal and never focused by itself (spec:
 * it must not take the visitor away from the product); keyboard users reach it by Tab, Escape or
 * the close button remove it (the dialogs' one set of rules, holdDialog).
 */
export function showAddedPopover({ entry, currency, anchor }: AddedPopoverRequest): void {
  const pill = anchor();
  const popover = setUp(pill);
  const placement = popoverPlacement(pill?.getBoundingClientRect() ?? null, document.documentElement.clientWidth);
  const close = () => popover.timer.close();
  remove();
  const panel = popoverPanel(entry, currency, placement, close);
  popover.container.append(panel);
  shown = { panel, release: holdDialog(panel, { modal: false, onClose: close, returnFocus: pill }) };
  // shown at once, so the 3 s are counted from when the visitor can see it
  popover.timer.shown();
}
