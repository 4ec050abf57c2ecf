import { reservationIdOf, paymentKeyOf } from '../domain/placement';
import { moveTo, type Placement } from '../store/placements';
import type { OrderContext } from './order-context';

/**
 * Lets go of what a refused placement holds: the authorisation (also one whose answer a crash
 * lost, found by its key) is voided and the stock released, then the placement is failed. Each step
 * is idempotent, so a repeat or the reconciliation may run it again after a failure half-way.
 */
export async function undoPlacement({ db, stock, payment }: OrderContext, placement: Placement): Promise<void> {
  const authorizationId =
    placement.authorizationId ??
    (placement.cardCents > 0 ? await payment.findAuthorisation(paymentKeyOf(placement.id, 'authorise')) : undefined);
  if (authorizationId) await payment.void(authorizationId, paymentKeyOf(placement.id, 'void'));
  await stock.release(reservationIdOf(placement.id));
  await moveTo(db, placement.id, ['failing'], 'failed');
}
