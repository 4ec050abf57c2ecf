import { NamedStatusError, unary, type UnaryHandler } from '@storefront/service-kit';
import { CatalogError } from '../domain/errors';

/**
 * The catalog's domain stays free of transport code, so its errors only name a status. This is
 * the one place they become service-kit errors, whose single mapping turns them into gRPC statuses.
 */
export function asServiceError(error: unknown): unknown {
  return error instanceof CatalogError ? new NamedStatusError(error.code, error.message) : error;
}

/** service-kit's `unary`, with catalog errors translated on the way out. */
export function catalogUnary<Req, Res>(handler: UnaryHandler<Req, Res>): ReturnType<typeof unary<Req, Res>> {
  return unary(handler, asServiceError);
}
