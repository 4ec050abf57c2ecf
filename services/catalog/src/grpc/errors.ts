import {
  FailedPreconditionError,
  InvalidArgumentError,
  NotFoundError,
  unary,
  type DomainError,
  type UnaryHandler,
} from '@storefront/service-kit';
import { CatalogError } from '../domain/errors';

/**
 * The catalog's domain stays free of transport code, so its errors only name a status. This is
 * the one place they become service-kit errors, whose single mapping turns them into gRPC statuses.
 */
export function asServiceError(error: unknown): unknown {
  if (!(error instanceof CatalogError)) return error;
  const translated: DomainError =
    error.code === 'NOT_FOUND'
      ? new NotFoundError(error.message)
      : error.code === 'INVALID_ARGUMENT'
        ? new InvalidArgumentError(error.message)
        : new FailedPreconditionError(error.message);
  return translated;
}

/** service-kit's `unary`, with catalog errors translated on the way out. */
export function catalogUnary<Req, Res>(handler: UnaryHandler<Req, Res>): ReturnType<typeof unary<Req, Res>> {
  return unary(async (request, call) => {
    try {
      return await handler(request, call);
    } catch (error) {
      throw asServiceError(error);
    }
  });
}
