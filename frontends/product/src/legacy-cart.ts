import type { AddEntryResult } from '@storefront/contracts';
import { addEntry } from './cart-api';

export type LegacyCallback = (error: Error | null, result: AddEntryResult | null) => void;

/**
 * The in-page cart object of spec §7 for scripts on merchant pages:
 * `window.StorefrontCart.addEntry(productId, variant, quantity, additionalFields, callback)`.
 * `variant` is the chosen variant (anything with a `sku`) or its sku. It also returns the promise.
 */
export interface StorefrontCart {
  addEntry(
    productId: string,
    variant: { sku: string } | string,
    quantity?: number,
    additionalFields?: Record<string, unknown> | null,
    callback?: LegacyCallback,
  ): Promise<AddEntryResult>;
}

export const storefrontCart: StorefrontCart = {
  addEntry(productId, variant, quantity = 1, additionalFields = null, callback) {
    const sku = typeof variant === 'string' ? variant : variant.sku;
    const added = addEntry({ itemId: productId, sku, quantity, additionalFields });
    added.then(
      (result) => callback?.(null, result),
      (error: unknown) => callback?.(error instanceof Error ? error : new Error(String(error)), null),
    );
    return added;
  },
};

declare global {
  interface Window {
    StorefrontCart?: StorefrontCart;
  }
}

export function installStorefrontCart(): void {
  window.StorefrontCart ??= storefrontCart;
}
