import type { handleUnaryCall, Metadata, ServerUnaryCall } from '@grpc/grpc-js';
import { toServiceError } from './grpc-status';

export type UnaryHandler<Req, Res> = (request: Req, call: ServerUnaryCall<Req, Res>) => Promise<Res>;

/**
 * Turns an async handler into a grpc-js callback handler, mapping thrown errors to statuses.
 * `translate` first turns a service's own domain errors into the kit's (see NamedStatusError);
 * `trailersOf` gives the trailers a refusal carries besides its status (see field-errors.ts).
 */
export function unary<Req, Res>(
  handler: UnaryHandler<Req, Res>,
  translate: (error: unknown) => unknown = (error) => error,
  trailersOf: (error: unknown) => Metadata | undefined = () => undefined,
): handleUnaryCall<Req, Res> {
  return (call, callback) => {
    handler(call.request, call).then(
      (response) => callback(null, response),
      (error: unknown) => {
        const serviceError = toServiceError(translate(error));
        const trailers = trailersOf(error);
        if (trailers) serviceError.metadata = trailers;
        callback(serviceError);
      },
    );
  };
}
