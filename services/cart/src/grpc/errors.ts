import { Metadata, type handleUnaryCall } from '@grpc/grpc-js';
import { formsV1 } from '@storefront/proto';
import { NamedStatusError, toServiceError, type UnaryHandler } from '@storefront/service-kit';
import { CatalogUnavailable } from '../catalog/catalog-unavailable';
import { AnswersRefused, CartError } from '../domain/errors';

/** The trailer that carries the field errors of refused custom-form answers, as the forms service sends it. */
export const FIELD_ERRORS_TRAILER = 'field-errors-bin';

/**
 * The cart's domain stays free of transport code, so its errors only name a status. This is the
 * one place they become service-kit errors, whose single mapping turns them into gRPC statuses.
 */
export function asServiceError(error: unknown): unknown {
  if (error instanceof CatalogUnavailable) return new NamedStatusError('UNAVAILABLE', error.message);
  return error instanceof CartError ? new NamedStatusError(error.code, error.message) : error;
}

function fieldErrorsTrailer(error: AnswersRefused): Metadata {
  const errors = Object.entries(error.fieldErrors).map(([fieldId, message]) => ({ fieldId, message }));
  const metadata = new Metadata();
  metadata.set(FIELD_ERRORS_TRAILER, Buffer.from(formsV1.FieldErrors.encode({ errors }).finish()));
  return metadata;
}

/**
 * service-kit's unary mapping, with cart errors translated on the way out and the field errors
 * of refused answers attached as a trailer (a failed call carries no response message).
 */
export function cartUnary<Req, Res>(handler: UnaryHandler<Req, Res>): handleUnaryCall<Req, Res> {
  return (call, callback) => {
    handler(call.request, call).then(
      (response) => callback(null, response),
      (error: unknown) => {
        const serviceError = toServiceError(asServiceError(error));
        if (error instanceof AnswersRefused) serviceError.metadata = fieldErrorsTrailer(error);
        callback(serviceError);
      },
    );
  };
}
