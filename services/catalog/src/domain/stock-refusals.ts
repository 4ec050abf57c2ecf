import { FailedPreconditionError } from '@storefront/service-kit/errors';

/** Fewer units left than a reservation asks for; the caller may retry with less. */
export class InsufficientStock extends FailedPreconditionError {
  constructor(
    readonly variantId: string,
    readonly requested: number,
    readonly available: number,
    /** Known to callers that name lines by item; the message then names both. */
    readonly itemId?: string,
  ) {
    super(
      `${itemId ? `Item ${itemId}, variant` : 'Variant'} ${variantId} has ${available} in stock; ${requested} requested.`,
    );
  }
}

/** A reservation asked to move to a state its current state does not allow (e.g. release after commit). */
export class ReservationStateConflict extends FailedPreconditionError {}
