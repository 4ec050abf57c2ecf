import type { InstallmentContext } from '@storefront/commerce';
import { createRoot } from 'react-dom/client';
import { CartPage } from './CartPage';
import { fetchShoppingCart, loadCartOnPageStart } from './shopping-cart-request';

/** Spec §8 interface string for a page part that could not be read. */
const LOAD_FAILED = 'Unable to load. Try again.';

function headingOf(element: HTMLElement): HTMLElement | null {
  const heading =
    element.closest('section')?.querySelector<HTMLElement>('h1') ?? document.querySelector<HTMLElement>('h1');
  // focus lands here after the last entry is removed, so it must take focus without entering the tab order
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  return heading;
}

/**
 * Replaces the server's empty-cart markup with the cart once it is read. Until then the server
 * markup stays; if it cannot be read, the page says so instead of claiming the cart is empty.
 */
export async function renderCartPage(element: HTMLElement, installments?: InstallmentContext): Promise<void> {
  const root = createRoot(element);
  const load = async (retry = false): Promise<void> => {
    try {
      const cart = await (retry ? fetchShoppingCart() : loadCartOnPageStart());
      root.render(<CartPage initialCart={cart} heading={headingOf(element)} installments={installments} />);
    } catch {
      root.render(
        <div className="cart-error" role="alert">
          <p className="cart-error-message">{LOAD_FAILED}</p>
          <button type="button" className="button" onClick={() => void load(true)}>
            Try again
          </button>
        </div>,
      );
    }
  };
  await load();
}
