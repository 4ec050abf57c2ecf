import type { handleUnaryCall, ServerUnaryCall } from '@grpc/grpc-js';
import { toServiceError } from './grpc-status';

export type UnaryHandler<Req, Res> = (request: Req, call: ServerUnaryCall<Req, Res>) => Promise<Res>;

/** Turns an async handler into a grpc-js callback handler, mapping thrown errors to statuses. */
export function unary<Req, Res>(handler: UnaryHandler<Req, Res>): handleUnaryCall<Req, Res> {
  return (call, callback) => {
    handler(call.request, call).then(
      (response) => callback(null, response),
      (error: unknown) => callback(toServiceError(error)),
    );
  };
}
