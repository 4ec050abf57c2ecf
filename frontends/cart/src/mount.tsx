import { createRoot } from 'react-dom/client';
import type { MountOptions } from '../../shell/src/mount-contract';
import { CartPage } from './CartPage';
import { enhanceCartPill } from './cart-pill';

/** Cart remote: the /cart page and the header pill (the shell passes the pill only when hasCart). */
export async function mount({ elements }: MountOptions): Promise<void> {
  const pills: Promise<void>[] = [];
  for (const element of elements) {
    if (!(element instanceof HTMLElement)) continue;
    if (element.matches('[data-cart-page]')) createRoot(element).render(<CartPage />);
    else if (element.matches('[data-cart-pill]')) pills.push(enhanceCartPill(element));
  }
  await Promise.all(pills);
}

export default mount;
