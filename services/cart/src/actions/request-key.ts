import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { requestClaim, type RequestClaim } from '../store/cart-requests';

/** A browser makes a UUID per press; anything much longer is not a key but a payload. */
export const MAX_REQUEST_KEY_LENGTH = 200;

/**
 * The claim a mutating call makes on its request key, or undefined without one (not protected).
 * `scope` is the cart's token hash, '' for a call that creates a cart; the token itself is left
 * out of what is hashed of the request, since the scope already names the cart.
 */
export function claimOf(
  method: string,
  scope: string,
  input: { idempotencyKey?: string; cartToken?: string },
): RequestClaim | undefined {
  const { idempotencyKey = '', cartToken: _token, ...request } = input;
  if (idempotencyKey === '') return undefined;
  if (idempotencyKey.length > MAX_REQUEST_KEY_LENGTH) {
    throw new InvalidArgumentError(`A request key holds at most ${MAX_REQUEST_KEY_LENGTH} characters.`);
  }
  return requestClaim(method, scope, idempotencyKey, request);
}
