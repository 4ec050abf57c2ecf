import type { Database } from '@storefront/service-kit';
import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { deleteExpiredRequests, REQUEST_KEY_WINDOW_SECONDS } from '../store/cart-requests';
import { deleteAbandonedCarts } from '../store/carts';

/** Below a minute a cart being filled right now could vanish between two clicks. */
export const MIN_ABANDONED_AGE_SECONDS = 60;

/**
 * Deletes unpurchased carts untouched for `olderThanSeconds`, and request keys past their window
 * (a day), so neither grows without end; the cleanup job and the RPC share it. Answers the carts deleted.
 */
export async function expireAbandonedCarts(db: Database, olderThanSeconds: number): Promise<number> {
  if (!Number.isSafeInteger(olderThanSeconds) || olderThanSeconds < MIN_ABANDONED_AGE_SECONDS) {
    throw new InvalidArgumentError(`Abandoned carts must be at least ${MIN_ABANDONED_AGE_SECONDS} seconds old.`);
  }
  const now = Date.now();
  await deleteExpiredRequests(db, new Date(now - REQUEST_KEY_WINDOW_SECONDS * 1000));
  return deleteAbandonedCarts(db, new Date(now - olderThanSeconds * 1000));
}
