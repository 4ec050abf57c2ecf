import {
  ADD_TO_CART_MESSAGES,
  clampQuantity,
  coversQuantity,
  QUANTITY_LIMITS,
  QUANTITY_MESSAGES,
  readQuantity,
} from '@storefront/commerce';
import type { CartEntry } from '@storefront/contracts';

export type QuantityChange =
  { kind: 'unchanged' } | { kind: 'change'; quantity: number } | { kind: 'error'; message: string };

/** The most of this entry a visitor may ask for: 9999, or less when stock is limited. */
export function maxQuantityOf(entry: Pick<CartEntry, 'qtyInStock' | 'unlimited'>): number {
  if (entry.unlimited) return QUANTITY_LIMITS.max;
  return Math.max(QUANTITY_LIMITS.min, Math.min(QUANTITY_LIMITS.max, entry.qtyInStock));
}

/**
 * What typing `raw` into an entry's quantity box asks for (spec §5). Out-of-range numbers are pulled
 * into 1..9999 as the input's own min/max would; asking for more than is in stock is refused before
 * any request (the server checks again).
 */
export function quantityChange(
  raw: string,
  entry: Pick<CartEntry, 'quantity' | 'qtyInStock' | 'unlimited'>,
): QuantityChange {
  const asked = readQuantity(raw);
  if (Number.isNaN(asked)) return { kind: 'error', message: QUANTITY_MESSAGES.notANumber };
  if (!Number.isInteger(asked)) return { kind: 'error', message: QUANTITY_MESSAGES.notWhole };
  const quantity = clampQuantity(asked);
  if (!coversQuantity(entry, quantity)) return { kind: 'error', message: ADD_TO_CART_MESSAGES.outOfStock };
  return quantity === entry.quantity ? { kind: 'unchanged' } : { kind: 'change', quantity };
}
