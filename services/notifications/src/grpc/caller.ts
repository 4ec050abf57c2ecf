import type { ServerUnaryCall } from '@grpc/grpc-js';
import { SERVICE_AUTH_METADATA } from '@storefront/service-kit';
import { UnauthenticatedError } from '@storefront/service-kit/errors';

/**
 * The service that made this call, as its credential names it. service-kit's interceptor let the
 * call in only with a credential signed for this caller (`<caller>.<time>.<signature>`), so the
 * name is authenticated: another service cannot reuse a caller's mail keys.
 */
export function callerOf(call: ServerUnaryCall<unknown, unknown>): string {
  const [credential] = call.metadata.get(SERVICE_AUTH_METADATA);
  const caller = typeof credential === 'string' ? credential.split('.')[0] : undefined;
  if (!caller) throw new UnauthenticatedError('Service credentials missing or not valid.');
  return caller;
}
