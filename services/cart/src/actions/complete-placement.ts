import { paymentKeyOf, reservationIdOf } from '../domain/placement';
import { moveTo, type Placement } from '../store/placements';
import type { OrderContext } from './order-context';

/**
 * The steps after an order is recorded: its stock leaves the catalog for good and its payment is
 * captured. Both are idempotent, so a repeat of the attempt or the reconciliation may run them again.
 */
export async function completePlacement({ db, stock, payment }: OrderContext, placement: Placement): Promise<void> {
  await stock.commit(reservationIdOf(placement.id));
  if (placement.authorizationId)
    await payment.capture(placement.authorizationId, paymentKeyOf(placement.id, 'capture'));
  await moveTo(db, placement.id, ['ordered'], 'completed');
}
