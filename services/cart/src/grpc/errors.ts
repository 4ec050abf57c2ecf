import { status } from '@grpc/grpc-js';
import {
  DomainError,
  FailedPreconditionError,
  InvalidArgumentError,
  NotFoundError,
  unary,
  type UnaryHandler,
} from '@storefront/service-kit';
import { CatalogUnavailable } from '../catalog/catalog-unavailable';
import { CartError } from '../domain/errors';

class ResourceExhaustedError extends DomainError {
  readonly grpcCode = status.RESOURCE_EXHAUSTED;
}

class UnavailableError extends DomainError {
  readonly grpcCode = status.UNAVAILABLE;
}

/**
 * The cart's domain stays free of transport code, so its errors only name a status. This is the
 * one place they become service-kit errors, whose single mapping turns them into gRPC statuses.
 */
export function asServiceError(error: unknown): unknown {
  if (error instanceof CatalogUnavailable) return new UnavailableError(error.message);
  if (!(error instanceof CartError)) return error;
  switch (error.code) {
    case 'NOT_FOUND':
      return new NotFoundError(error.message);
    case 'INVALID_ARGUMENT':
      return new InvalidArgumentError(error.message);
    case 'RESOURCE_EXHAUSTED':
      return new ResourceExhaustedError(error.message);
    default:
      return new FailedPreconditionError(error.message);
  }
}

/** service-kit's `unary`, with cart errors translated on the way out. */
export function cartUnary<Req, Res>(handler: UnaryHandler<Req, Res>): ReturnType<typeof unary<Req, Res>> {
  return unary(async (request, call) => {
    try {
      return await handler(request, call);
    } catch (error) {
      throw asServiceError(error);
    }
  });
}
