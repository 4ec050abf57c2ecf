import type { handleUnaryCall, Metadata } from '@grpc/grpc-js';
import { fieldErrorsTrailer, NamedStatusError, unary, type UnaryHandler } from '@storefront/service-kit';
import { FieldsRefused, FormsError } from '../domain/errors';

/**
 * The forms domain stays free of transport code, so its errors only name a status. This is the
 * one place they become service-kit errors, whose single mapping turns them into gRPC statuses.
 */
export function asServiceError(error: unknown): unknown {
  return error instanceof FormsError ? new NamedStatusError(error.code, error.message) : error;
}

/** A refused submission carries its messages per field (see forms.proto). */
function trailersOf(error: unknown): Metadata | undefined {
  return error instanceof FieldsRefused ? fieldErrorsTrailer(error.fieldErrors) : undefined;
}

/** service-kit's unary mapping, with forms errors translated on the way out. */
export function formsUnary<Req, Res>(handler: UnaryHandler<Req, Res>): handleUnaryCall<Req, Res> {
  return unary(handler, asServiceError, trailersOf);
}
