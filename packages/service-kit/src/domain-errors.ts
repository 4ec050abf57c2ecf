/**
 * Errors the domain raises on purpose, in every service. They name their status the way gRPC
 * spells it but import no transport code, so domain and use-case code stays free of grpc-js; the
 * one mapping to wire statuses lives in `grpc-status.ts`. Loadable alone as
 * `@storefront/service-kit/errors`.
 */
export type StatusName =
  | 'NOT_FOUND'
  | 'INVALID_ARGUMENT'
  | 'ALREADY_EXISTS'
  | 'FAILED_PRECONDITION'
  | 'ABORTED'
  | 'RESOURCE_EXHAUSTED'
  | 'UNAUTHENTICATED'
  | 'PERMISSION_DENIED'
  | 'UNAVAILABLE';

export abstract class DomainError extends Error {
  abstract readonly status: StatusName;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The base of every error of one status; the classes below differ only in it and in their meaning. */
function withStatus(status: StatusName) {
  return class extends DomainError {
    readonly status = status;
  };
}

/** The thing asked for does not exist (an unknown slug, a cart that expired, a form never made). */
export class NotFoundError extends withStatus('NOT_FOUND') {}

/** The request itself is wrong, whatever the state of the system. */
export class InvalidArgumentError extends withStatus('INVALID_ARGUMENT') {}

/**
 * Answers refused field by field: the message for the whole form, the details per field id. They
 * travel in a trailer (`field-errors.ts`), since a refused call carries no response message.
 */
export class FieldsRefusedError extends InvalidArgumentError {
  constructor(
    message: string,
    readonly fieldErrors: Record<string, string>,
  ) {
    super(message);
  }
}

/** What the caller would create exists already (an account for that e-mail). */
export class AlreadyExistsError extends withStatus('ALREADY_EXISTS') {}

/** The request is well-formed but the current state forbids it (sold out, cart already checked out). */
export class FailedPreconditionError extends withStatus('FAILED_PRECONDITION') {}

/** A concurrent change won; the caller may re-read and retry. */
export class ConflictError extends withStatus('ABORTED') {}

/** Something holds as much as it may (a full cart). */
export class ResourceExhaustedError extends withStatus('RESOURCE_EXHAUSTED') {}

/** The caller's credential for this one act is not good (a used or expired submission key). */
export class UnauthenticatedError extends withStatus('UNAUTHENTICATED') {}

/** The caller is known but refused (a captcha that was not accepted). */
export class PermissionDeniedError extends withStatus('PERMISSION_DENIED') {}

/** Something this service depends on did not answer; nothing was changed, a retry may work. */
export class UnavailableError extends withStatus('UNAVAILABLE') {}
