/**
 * Domain errors of the catalog. Each carries the gRPC status name it maps to, so the transport
 * layer can translate any of them in one place without knowing every class.
 */
export type CatalogErrorCode = 'NOT_FOUND' | 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION';

export abstract class CatalogError extends Error {
  abstract readonly code: CatalogErrorCode;
}

/** A product, variant, collection or reservation that does not exist. */
export class NotFound extends CatalogError {
  readonly code = 'NOT_FOUND';
  override readonly name = 'NotFound';
}

/** Input the caller must fix: a malformed slug, cursor, quantity or reservation. */
export class InvalidArgument extends CatalogError {
  readonly code = 'INVALID_ARGUMENT';
  override readonly name = 'InvalidArgument';
}

/** Fewer units left than a reservation asks for; the caller may retry with less. */
export class InsufficientStock extends CatalogError {
  readonly code = 'FAILED_PRECONDITION';
  override readonly name = 'InsufficientStock';
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
export class ReservationStateConflict extends CatalogError {
  readonly code = 'FAILED_PRECONDITION';
  override readonly name = 'ReservationStateConflict';
}
