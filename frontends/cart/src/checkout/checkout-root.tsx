import { createRoot } from 'react-dom/client';
import { CheckoutPage } from './CheckoutPage';
import { fetchCheckout } from './checkout-api';
import { PaymentStep } from './PaymentStep';

/** Spec §8 interface string for a page part that could not be read. */
const LOAD_FAILED = 'Unable to load. Try again.';

/**
 * Replaces the server's summary of the purchase with the checkout once it is read; if it cannot
 * be read, the summary stays and the page says so.
 */
export async function renderCheckoutPage(element: HTMLElement): Promise<void> {
  const root = createRoot(element);
  const load = async (): Promise<void> => {
    try {
      const checkout = await fetchCheckout();
      root.render(<CheckoutPage initial={checkout} payment={(current) => <PaymentStep checkout={current} />} />);
    } catch {
      root.render(
        <div className="cart-error" role="alert">
          <p className="cart-error-message">{LOAD_FAILED}</p>
          <button type="button" className="button" onClick={() => void load()}>
            Try again
          </button>
        </div>,
      );
    }
  };
  await load();
}
