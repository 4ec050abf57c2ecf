import { status } from '@grpc/grpc-js';

/**
 * Errors the domain raises on purpose. Handlers throw these and never build gRPC statuses
 * themselves: the one mapping to status codes lives in `grpc-status.ts`.
 */
export abstract class DomainError extends Error {
  abstract readonly grpcCode: status;
  constructor(message: string) {
    super(message);
    this.name = new.target.name;
  }
}

/** The thing asked for does not exist (an unknown slug, a cart that expired). */
export class NotFoundError extends DomainError {
  readonly grpcCode = status.NOT_FOUND;
}

/** The request itself is wrong, whatever the state of the system. */
export class InvalidArgumentError extends DomainError {
  readonly grpcCode = status.INVALID_ARGUMENT;
}

/** The request is well-formed but the current state forbids it (sold out, cart already checked out). */
export class FailedPreconditionError extends DomainError {
  readonly grpcCode = status.FAILED_PRECONDITION;
}

/** A concurrent change won; the caller may re-read and retry. */
export class ConflictError extends DomainError {
  readonly grpcCode = status.ABORTED;
}

/** A gRPC status by its name, as transport-free domain code spells it ('NOT_FOUND', 'UNAVAILABLE'...). */
export type StatusName = keyof typeof status;

/**
 * A domain error that names its status instead of importing grpc-js: services whose domain stays
 * free of transport code raise their own classes with a `code` like 'NOT_FOUND' and translate them
 * here, in one line, rather than each keeping a switch over the names.
 */
export class NamedStatusError extends DomainError {
  readonly grpcCode: status;
  constructor(name: StatusName, message: string) {
    super(message);
    this.grpcCode = status[name];
  }
}
