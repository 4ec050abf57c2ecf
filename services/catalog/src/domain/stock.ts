import { coversQuantity, quantityProblem } from '@storefront/commerce';
import { InsufficientStock, InvalidArgument } from './errors';

const RESERVATION_ID = /^[A-Za-z0-9_.:-]{1,128}$/;

export interface ReservationLine {
  variantId: string;
  quantity: number;
}

export type ReservationStatus = 'reserved' | 'released' | 'committed';

export interface VariantStock {
  variantId: string;
  qtyInStock: number;
  unlimited: boolean;
}

export function validateReservationId(reservationId: string): string {
  if (!RESERVATION_ID.test(reservationId)) {
    throw new InvalidArgument('reservationId must be 1 to 128 letters, digits or . _ : -');
  }
  return reservationId;
}

/** A reserved line holds what one cart line may: spec §5's quantity limits. */
export function validateQuantity(quantity: number): number {
  const problem = quantityProblem(quantity);
  if (problem !== null) throw new InvalidArgument(problem);
  return quantity;
}

/**
 * Checks a reservation's lines and puts them in canonical form: one line per variant (repeats are
 * summed) sorted by variant id. The fixed order makes concurrent reservations lock rows in the same
 * order, so they cannot deadlock, and makes a retried request comparable with the stored one.
 */
export function normalizeReservationLines(lines: readonly ReservationLine[]): ReservationLine[] {
  if (lines.length === 0) throw new InvalidArgument('A reservation needs at least one line.');
  const byVariant = new Map<string, number>();
  for (const line of lines) {
    if (!line.variantId) throw new InvalidArgument('Every reservation line needs a variantId.');
    validateQuantity(line.quantity);
    byVariant.set(line.variantId, (byVariant.get(line.variantId) ?? 0) + line.quantity);
  }
  return [...byVariant]
    .map(([variantId, quantity]) => ({ variantId, quantity: validateQuantity(quantity) }))
    .sort((a, b) => (a.variantId < b.variantId ? -1 : a.variantId > b.variantId ? 1 : 0));
}

export function sameLines(a: readonly ReservationLine[], b: readonly ReservationLine[]): boolean {
  return (
    a.length === b.length &&
    a.every((line, i) => line.variantId === b[i]!.variantId && line.quantity === b[i]!.quantity)
  );
}

/** Throws InsufficientStock unless the variant can cover the quantity. */
export function assertCanReserve(stock: VariantStock, quantity: number): void {
  if (!coversQuantity(stock, quantity)) throw new InsufficientStock(stock.variantId, quantity, stock.qtyInStock);
}
