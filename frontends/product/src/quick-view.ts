import { apiRequest } from '@storefront/ui';
import { showLightbox } from './overlays';

/** Spec §8 interface string for content that could not be fetched. */
const LOAD_FAILED = 'Unable to load. Try again.';

async function quickViewHtml(itemId: string): Promise<string> {
  const response = await fetch(`/shop/quick-view/${encodeURIComponent(itemId)}`, {
    credentials: 'same-origin',
    headers: { Accept: 'text/html' },
  });
  if (!response.ok) throw new Error(`quick view failed: HTTP ${response.status}`);
  return response.text();
}

/**
 * `.sqs-product-quick-view-button` opens the product's quick view in a modal lightbox and
 * enhances its controls like the page's own. The view is recorded; that call may fail unnoticed.
 */
export function bindQuickViewButton(trigger: HTMLElement, enhance: (container: HTMLElement) => void): void {
  const open = () => {
    const itemId = trigger.dataset.id;
    if (!itemId) return;
    apiRequest('POST', `/api/census/RecordQuickView/${encodeURIComponent(itemId)}`).catch(() => undefined);
    const title = trigger.closest('.product-card')?.querySelector('.product-card-title')?.textContent?.trim();
    void showLightbox({
      label: title ? `Quick View: ${title}` : (trigger.textContent?.trim() ?? 'Quick View'),
      load: () => quickViewHtml(itemId),
      loadError: LOAD_FAILED,
      onContent: enhance,
      returnFocus: trigger,
    });
  };
  trigger.addEventListener('click', (event) => {
    event.preventDefault();
    open();
  });
  trigger.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    if (!event.repeat) open();
  });
}
