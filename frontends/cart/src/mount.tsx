import type { CartUpdatedDetail } from '@storefront/contracts';
import type { MountOptions } from '@storefront/contracts';
import { setCensusPage } from '@storefront/ui';
import { connectCartPills } from './cart-pill';

/** The cart change that made the shell load this remote late, if that is why it was loaded. */
function triggeringCartUpdate(trigger: Event | undefined): CartUpdatedDetail | undefined {
  if (trigger?.type !== 'storefront:cart-updated') return undefined;
  const detail = (trigger as CustomEvent<CartUpdatedDetail>).detail;
  return detail?.shoppingCart ? detail : undefined;
}

/**
 * Cart remote: the /cart page, checkout, the header pill and the customer's account pages. This entry stays
 * free of React: the pill and the 'added to cart' popover are plain DOM, and React comes with the
 * cart page, checkout or the account screens.
 */
export async function mount({ elements, pageContext, trigger }: MountOptions): Promise<void> {
  setCensusPage(pageContext);
  const html = elements.filter((element): element is HTMLElement => element instanceof HTMLElement);
  const pills = html.filter((element) => element.matches('[data-cart-pill]'));
  const pages = html.filter((element) => element.matches('[data-cart-page]'));
  const accountPages = html.filter((element) => element.matches('[data-account-page]'));
  const checkoutPages = html.filter((element) => element.matches('[data-checkout-page]'));
  const work: Promise<void>[] = [];
  if (pills.length > 0) work.push(connectCartPills(pills, triggeringCartUpdate(trigger)));
  if (pages.length > 0) {
    work.push(
      import(/* webpackChunkName: "cart-page" */ './cart-page-root').then(async ({ renderCartPage }) => {
        for (const page of pages) await renderCartPage(page, pageContext?.installmentContext);
      }),
    );
  }
  if (checkoutPages.length > 0) {
    work.push(
      import(/* webpackChunkName: "checkout" */ './checkout/checkout-root').then(async ({ renderCheckoutPage }) => {
        for (const page of checkoutPages) await renderCheckoutPage(page);
      }),
    );
  }
  if (accountPages.length > 0) {
    work.push(
      import(/* webpackChunkName: "account" */ './account/account-root').then(({ renderAccountScreen }) => {
        for (const page of accountPages) renderAccountScreen(page);
      }),
      import(/* webpackChunkName: "account" */ './account/subscription-cancel').then(({ connectSubscriptionCancels }) =>
        connectSubscriptionCancels(),
      ),
      import(/* webpackChunkName: "account" */ './account/subscription-addresses').then(
        ({ connectSubscriptionAddresses }) => connectSubscriptionAddresses(),
      ),
    );
  }
  await Promise.all(work);
}

export default mount;
