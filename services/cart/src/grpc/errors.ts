import { NamedStatusError, unary, type UnaryHandler } from '@storefront/service-kit';
import { CatalogUnavailable } from '../catalog/catalog-unavailable';
import { CartError } from '../domain/errors';

/**
 * The cart's domain stays free of transport code, so its errors only name a status. This is the
 * one place they become service-kit errors, whose single mapping turns them into gRPC statuses.
 */
export function asServiceError(error: unknown): unknown {
  if (error instanceof CatalogUnavailable) return new NamedStatusError('UNAVAILABLE', error.message);
  return error instanceof CartError ? new NamedStatusError(error.code, error.message) : error;
}

/** service-kit's `unary`, with cart errors translated on the way out. */
export function cartUnary<Req, Res>(handler: UnaryHandler<Req, Res>): ReturnType<typeof unary<Req, Res>> {
  return unary(handler, asServiceError);
}
