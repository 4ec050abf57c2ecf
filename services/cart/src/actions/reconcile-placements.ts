import { ORDER_MESSAGES } from '../domain/order-messages';
import { OPEN_STATES } from '../domain/placement';
import { moveTo, placementById, stalledPlacements } from '../store/placements';
import { completePlacement } from './complete-placement';
import type { OrderContext } from './order-context';
import { undoPlacement } from './undo-placement';

export interface Reconciliation {
  /** Orders whose stock was committed and payment captured now. */
  completed: number;
  /** Placements without an order whose stock was released and authorisation voided now. */
  undone: number;
  /** Placements that could not be repaired this time (the catalog or provider down); tried again next run. */
  left: number;
}

/**
 * Repairs the placements a crash (or an outage) left between two steps, once they have stood still
 * for `afterSeconds` (longer than any live placement takes, so none is undone under its feet):
 * - stock held or a card authorised, no order: the placement is refused (as a repeat of the attempt
 *   would now be told), the authorisation voided, the stock released;
 * - order recorded: the stock committed, the payment captured.
 * Every step is idempotent and each placement moves on only from the state it was found in, so a
 * placement repaired by two replicas at once, or by a late repeat of its attempt, is repaired once.
 */
export async function reconcilePlacements(context: OrderContext, afterSeconds: number): Promise<Reconciliation> {
  const result: Reconciliation = { completed: 0, undone: 0, left: 0 };
  for (const found of await stalledPlacements(context.db, afterSeconds)) {
    try {
      if (found.state === 'ordered') {
        await completePlacement(context, found);
        result.completed += 1;
        continue;
      }
      if (OPEN_STATES.includes(found.state))
        await moveTo(context.db, found.id, OPEN_STATES, 'failing', {
          failureStatus: 'FAILED_PRECONDITION',
          failureMessage: ORDER_MESSAGES.interrupted,
        });
      // read again: the placement may have recorded its order just before
      const current = (await placementById(context.db, found.id))!;
      if (current.state === 'failing') {
        await undoPlacement(context, current);
        result.undone += 1;
      } else if (current.state === 'ordered') {
        await completePlacement(context, current);
        result.completed += 1;
      }
    } catch (error) {
      context.logger.warn({ err: error, placementId: found.id }, 'placement not repaired; tried again next run');
      result.left += 1;
    }
  }
  return result;
}
