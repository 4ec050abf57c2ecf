import { InvalidArgument } from '../domain/errors';
import { deleteAbandonedCarts } from '../store/carts';
import type { CartDatabase } from '../store/database';

/** Below a minute a cart being filled right now could vanish between two clicks. */
export const MIN_ABANDONED_AGE_SECONDS = 60;

/** Deletes unpurchased carts untouched for `olderThanSeconds`; the cleanup job and the RPC share it. */
export async function expireAbandonedCarts(db: CartDatabase, olderThanSeconds: number): Promise<number> {
  if (!Number.isSafeInteger(olderThanSeconds) || olderThanSeconds < MIN_ABANDONED_AGE_SECONDS) {
    throw new InvalidArgument(`Abandoned carts must be at least ${MIN_ABANDONED_AGE_SECONDS} seconds old.`);
  }
  return deleteAbandonedCarts(db, new Date(Date.now() - olderThanSeconds * 1000));
}
