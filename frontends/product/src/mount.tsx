import { createRoot } from 'react-dom/client';
import type { MountOptions } from '../../shell/src/mount-contract';
import { StockStatus } from './StockStatus';

/**
 * Product remote. Today it enhances the stock live regions; the other product hooks (add to cart,
 * quick view, restock form) keep their server behaviour until their features arrive.
 */
export function mount({ elements }: MountOptions): void {
  for (const region of elements) {
    if (!(region instanceof HTMLElement) || !region.matches('[data-product-stock]')) continue;
    const itemId = region.dataset.itemId;
    if (!itemId) continue;
    const variants = document.querySelector(`.product-variants[data-item-id="${CSS.escape(itemId)}"]`);
    createRoot(region).render(<StockStatus itemId={itemId} variants={variants} />);
  }
}

export default mount;
