import type { MountOptions } from '@storefront/contracts';
import { setCensusPage } from '@storefront/ui';
import { installStorefrontCart } from './legacy-cart';
import { rememberPageContext } from './page-settings';
import { enhanceProducts } from './product-area';
import { recordPageVisit } from './shopping-events';

/**
 * Product remote: add-to-cart buttons, variant selectors, quantity inputs, stock lines and quick
 * view on every surface of the page. Plain DOM code only; React (alert dialogs, the quick-view
 * lightbox) is fetched the first time an overlay opens.
 */
export function mount({ pageContext }: MountOptions): void {
  rememberPageContext(pageContext);
  installStorefrontCart();
  enhanceProducts(document);
  setCensusPage(pageContext);
  recordPageVisit(pageContext);
}

export default mount;
