import type { handleUnaryCall, Metadata } from '@grpc/grpc-js';
import { fieldErrorsTrailer, NamedStatusError, unary, type UnaryHandler } from '@storefront/service-kit';
import { CatalogUnavailable } from '../catalog/catalog-unavailable';
import { AnswersRefused, CartError } from '../domain/errors';

/**
 * The cart's domain stays free of transport code, so its errors only name a status. This is the
 * one place they become service-kit errors, whose single mapping turns them into gRPC statuses.
 */
export function asServiceError(error: unknown): unknown {
  if (error instanceof CatalogUnavailable) return new NamedStatusError('UNAVAILABLE', error.message);
  return error instanceof CartError ? new NamedStatusError(error.code, error.message) : error;
}

/** Refused custom-form answers carry their messages per field, as the forms service sends them. */
function trailersOf(error: unknown): Metadata | undefined {
  return error instanceof AnswersRefused ? fieldErrorsTrailer(error.fieldErrors) : undefined;
}

/** service-kit's unary mapping, with cart errors translated on the way out. */
export function cartUnary<Req, Res>(handler: UnaryHandler<Req, Res>): handleUnaryCall<Req, Res> {
  return unary(handler, asServiceError, trailersOf);
}
