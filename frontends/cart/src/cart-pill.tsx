import { createRoot } from 'react-dom/client';
import { cartPillWording } from './cart-pill-wording';
import { fetchTotalQuantity } from './shopping-cart-request';

/**
 * Fills in the header pill once the cart's quantity is known. Until then, and whenever the cart
 * cannot be read, the pill stays exactly as the server rendered it.
 */
export async function enhanceCartPill(pill: HTMLElement): Promise<void> {
  let totalQuantity: number;
  try {
    totalQuantity = await fetchTotalQuantity();
  } catch {
    return;
  }
  const wording = cartPillWording(totalQuantity);
  pill.hidden = wording.hidden;
  if (wording.hidden) pill.removeAttribute('aria-label');
  else pill.setAttribute('aria-label', wording.ariaLabel);
  createRoot(pill).render(<span className="sqs-cart-quantity">{wording.text}</span>);
}
