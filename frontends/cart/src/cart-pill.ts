import type { CartUpdatedDetail } from '@storefront/contracts';
import { announce, onStorefrontEvent, prepareAnnouncer } from '@storefront/ui';
import { cartPillWording } from './cart-pill-wording';
import { inEditorFrame } from './editor-frame';
import { loadCartOnPageStart } from './shopping-cart-request';

/**
 * The header pill(s): plain DOM on the server's markup, so a page that only shows the pill never
 * downloads React for it; nor does the 'added to cart' popover of the first add.
 */
function renderPill(pill: HTMLElement, totalQuantity: number): void {
  const wording = cartPillWording(totalQuantity);
  pill.hidden = wording.hidden;
  if (wording.hidden) pill.removeAttribute('aria-label');
  else pill.setAttribute('aria-label', wording.ariaLabel);
  partOf(pill, 'sqs-cart-quantity').textContent = wording.count;
  partOf(pill, 'cart-pill-label').textContent = wording.unit;
}

/** The pill's count or label span, added when a theme's markup lacks it. */
function partOf(pill: HTMLElement, className: string): HTMLElement {
  const found = pill.querySelector<HTMLElement>(`.${className}`);
  if (found) return found;
  const span = pill.ownerDocument.createElement('span');
  span.className = className;
  if (className === 'cart-pill-label') pill.append(' ');
  pill.append(span);
  return span;
}

function followInEditorFrame(event: MouseEvent): void {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
  if (!inEditorFrame()) return;
  event.preventDefault();
  window.location.assign((event.currentTarget as HTMLAnchorElement).href || '/cart');
}

/** The first pill a visitor can see: where the popover hangs. */
function visiblePill(pills: HTMLElement[]): HTMLElement | null {
  return pills.find((pill) => !pill.hidden && pill.getClientRects().length > 0) ?? null;
}

async function showPopover(pills: HTMLElement[], detail: CartUpdatedDetail): Promise<void> {
  if (!detail.newlyAdded) return;
  const { showAddedPopover } = await import(/* webpackChunkName: "added-popover" */ './added-popover');
  showAddedPopover({
    entry: detail.newlyAdded,
    currency: detail.shoppingCart.currency || detail.newlyAdded.subTotal?.currency || 'USD',
    anchor: () => visiblePill(pills),
  });
}

/**
 * Connects the pills to the cart. `initial` is the cart change that made the shell load this remote
 * late (first add on a page without a cart); otherwise the cart is read once (spec §4: only pages
 * of visitors who may have a cart get here).
 */
export async function connectCartPills(pills: HTMLElement[], initial?: CartUpdatedDetail): Promise<void> {
  prepareAnnouncer();
  for (const pill of pills) pill.addEventListener('click', followInEditorFrame);

  let shownQuantity: number | undefined;
  const update = (detail: CartUpdatedDetail) => {
    const { totalQuantity } = detail.shoppingCart;
    for (const pill of pills) renderPill(pill, totalQuantity);
    const wording = cartPillWording(totalQuantity);
    if (detail.newlyAdded) announce(`Added to cart. ${wording.ariaLabel}`);
    else if (totalQuantity !== shownQuantity && !wording.hidden) announce(wording.ariaLabel);
    shownQuantity = totalQuantity;
    void showPopover(pills, detail).catch((error: unknown) => {
      console.warn('[storefront] cart popover failed', error);
    });
  };
  onStorefrontEvent('storefront:cart-updated', update);

  if (initial) {
    update(initial);
    return;
  }
  try {
    const cart = await loadCartOnPageStart();
    // a cart change that arrived while the request was out is newer than this answer
    if (shownQuantity !== undefined) return;
    shownQuantity = cart.totalQuantity;
    for (const pill of pills) renderPill(pill, cart.totalQuantity);
  } catch {
    // the pill stays as the server rendered it
  }
}
