import type { CartEntry } from '@storefront/ui';

/** Spec §5 quantity input: number, 1 to 9999, whole. */
export const minQuantity = 1;
export const maxQuantity = 9999;

/** Spec §5 and §8 wording. */
export const NOT_A_NUMBER = 'Quantity must be a number.';
export const NOT_WHOLE = 'Quantity must be a whole number.';
export const NOT_ENOUGH_STOCK = 'Sorry, we do not have enough of that item available.';

export type QuantityChange =
  { kind: 'unchanged' } | { kind: 'change'; quantity: number } | { kind: 'error'; message: string };

/** The most of this line a visitor may ask for: 9999, or less when stock is limited. */
export function maxQuantityOf(entry: Pick<CartEntry, 'qtyInStock' | 'unlimited'>): number {
  return entry.unlimited ? maxQuantity : Math.max(minQuantity, Math.min(maxQuantity, entry.qtyInStock));
}

/**
 * What typing `raw` into a line's quantity box asks for. Out-of-range numbers are pulled into
 * 1..9999 as the input's own min/max would; asking for more than is in stock is refused before any
 * request (the server checks again).
 */
export function quantityChange(
  raw: string,
  entry: Pick<CartEntry, 'quantity' | 'qtyInStock' | 'unlimited'>,
): QuantityChange {
  const text = raw.trim();
  if (text === '' || !Number.isFinite(Number(text))) return { kind: 'error', message: NOT_A_NUMBER };
  const asked = Number(text);
  if (!Number.isInteger(asked)) return { kind: 'error', message: NOT_WHOLE };
  const quantity = Math.min(maxQuantity, Math.max(minQuantity, asked));
  if (!entry.unlimited && quantity > entry.qtyInStock) return { kind: 'error', message: NOT_ENOUGH_STOCK };
  return quantity === entry.quantity ? { kind: 'unchanged' } : { kind: 'change', quantity };
}
