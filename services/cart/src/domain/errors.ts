/**
 * Domain errors of the cart. Each carries the gRPC status name it maps to, so the transport layer
 * can translate any of them in one place without knowing every class.
 */
export type CartErrorCode = 'NOT_FOUND' | 'INVALID_ARGUMENT' | 'FAILED_PRECONDITION' | 'RESOURCE_EXHAUSTED';

export abstract class CartError extends Error {
  abstract readonly code: CartErrorCode;
}

/** A cart, entry, product or variant that does not exist (or is not the caller's to see). */
export class NotFound extends CartError {
  readonly code = 'NOT_FOUND';
  override readonly name = 'NotFound';
}

/** Input the caller must fix: a quantity out of range, malformed additional fields. */
export class InvalidArgument extends CartError {
  readonly code = 'INVALID_ARGUMENT';
  override readonly name = 'InvalidArgument';
}

/** Custom-form answers that fail the product's form: the message for the form, the details per field id. */
export class AnswersRefused extends CartError {
  readonly code = 'INVALID_ARGUMENT';
  override readonly name = 'AnswersRefused';
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message);
  }
}

/** Well-formed, but the state forbids it: not enough stock, a variant still to choose, a purchased cart. */
export class FailedPrecondition extends CartError {
  readonly code = 'FAILED_PRECONDITION';
  override readonly name = 'FailedPrecondition';
}

/** The cart holds as much as it may: as many lines, or as many characters of answers. */
export class CartFull extends CartError {
  readonly code = 'RESOURCE_EXHAUSTED';
  override readonly name = 'CartFull';
}
