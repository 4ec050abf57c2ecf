/**
 * Where a checkout attempt stands. Each step is written before the next begins, so a placement
 * a crash stopped names what is left to finish or to undo:
 * - started: the journal row exists; stock may be held under the placement's reservation id.
 * - authorising: stock is held; the card may have been authorised under the placement's key.
 * - ordered: the order is recorded and the cart purchased; stock to commit, payment to capture.
 * - completed: stock committed and payment captured.
 * - failing: refused (declined, out of stock, interrupted); no order can be recorded any more, and
 *   stock and authorisation are being let go.
 * - failed: stock released and any authorisation voided; the shopper was told why.
 */
export type PlacementState = 'started' | 'authorising' | 'ordered' | 'completed' | 'failing' | 'failed';

/** The states in which an order may still be recorded. */
export const OPEN_STATES: PlacementState[] = ['started', 'authorising'];

/** The stock reservation of a placement: the catalog's idempotency key for it. */
export const reservationIdOf = (placementId: string): string => `order:${placementId}`;

/** The payment provider's idempotency keys of a placement, one per operation. */
export const paymentKeyOf = (placementId: string, operation: 'authorise' | 'capture' | 'void'): string =>
  `order:${placementId}:${operation}`;
