import { createRoot } from 'react-dom/client';
import { CheckoutPage } from './CheckoutPage';
import {
  fetchCheckout,
  isShippedSubscription,
  oneEntryPurchaseOf,
  placeCartOrder,
  placeSubscription,
  updateCheckout,
} from './checkout-api';
import { OneEntryCheckout } from './OneEntryCheckout';
import { PaymentStep } from './PaymentStep';

/** Spec §8 interface string for a page part that could not be read. */
const LOAD_FAILED = 'Unable to load. Try again.';

/**
 * Replaces the server's summary of the purchase with the checkout once it is read; if it cannot
 * be read, the summary stays and the page says so. A one-entry purchase keeps the summary and
 * adds its form below it.
 */
export async function renderCheckoutPage(element: HTMLElement): Promise<void> {
  // a gift card or a subscription of what ships nothing: the page itself says what is bought, nothing to read first
  const oneEntry = oneEntryPurchaseOf(element);
  if (oneEntry && !isShippedSubscription(oneEntry)) {
    const form = document.createElement('div');
    form.className = 'checkout-one-entry';
    const loading = element.querySelector('.checkout-next');
    if (loading) loading.replaceWith(form);
    else element.append(form);
    createRoot(form).render(<OneEntryCheckout purchase={oneEntry} />);
    return;
  }
  // the visitor's cart, or a subscription whose every cycle ships: address, shipping and tax first
  const subscription = oneEntry;
  const root = createRoot(element);
  const load = async (): Promise<void> => {
    try {
      const checkout = await fetchCheckout(subscription?.cartToken);
      const payment = ({ shoppingCart, email }: typeof checkout) => (
        <PaymentStep
          grandTotalCents={shoppingCart.grandTotalCents}
          currency={shoppingCart.currency}
          place={subscription ? (details) => placeSubscription(subscription, { ...details, email }) : placeCartOrder}
          // a subscription's renewals are charged to its card: no gift card can stand in for it
          giftCards={!subscription}
        />
      );
      root.render(
        <CheckoutPage
          initial={checkout}
          payment={payment}
          update={(change) => updateCheckout(change, subscription?.cartToken)}
          coupons={!subscription}
        />,
      );
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
