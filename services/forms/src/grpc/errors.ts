import { Metadata, type handleUnaryCall } from '@grpc/grpc-js';
import { formsV1 } from '@storefront/proto';
import { NamedStatusError, toServiceError, type UnaryHandler } from '@storefront/service-kit';
import { FieldsRefused, FormsError } from '../domain/errors';

/** The trailer that carries the field errors of a refused SubmitForm (see forms.proto). */
export const FIELD_ERRORS_TRAILER = 'field-errors-bin';

/**
 * The forms domain stays free of transport code, so its errors only name a status. This is the
 * one place they become service-kit errors, whose single mapping turns them into gRPC statuses.
 */
export function asServiceError(error: unknown): unknown {
  return error instanceof FormsError ? new NamedStatusError(error.code, error.message) : error;
}

export function fieldErrorList(errors: Record<string, string>): formsV1.FieldError[] {
  return Object.entries(errors).map(([fieldId, message]) => ({ fieldId, message }));
}

function fieldErrorsTrailer(error: FieldsRefused): Metadata {
  const metadata = new Metadata();
  const encoded = formsV1.FieldErrors.encode({ errors: fieldErrorList(error.fieldErrors) }).finish();
  metadata.set(FIELD_ERRORS_TRAILER, Buffer.from(encoded));
  return metadata;
}

/**
 * service-kit's unary mapping, with forms errors translated on the way out and the field errors
 * of refused answers attached as a trailer (a failed call carries no response message).
 */
export function formsUnary<Req, Res>(handler: UnaryHandler<Req, Res>): handleUnaryCall<Req, Res> {
  return (call, callback) => {
    handler(call.request, call).then(
      (response) => callback(null, response),
      (error: unknown) => {
        const serviceError = toServiceError(asServiceError(error));
        if (error instanceof FieldsRefused) serviceError.metadata = fieldErrorsTrailer(error);
        callback(serviceError);
      },
    );
  };
}
