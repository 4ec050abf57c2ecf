import { apiRequest, newIdempotencyKey } from '@storefront/ui';
import type { RestockSignUp } from './restock-sign-up';

export const RESTOCK_SIGN_UP_PATH = '/api/site-users/account/notifications/restock';

/**
 * Spec §7 restock sign-up. A repeat of the same sign-up changes nothing on the server, so an
 * answer lost on the way may be asked again (the client repeats it under one key).
 */
export function signUpForRestock(signUp: RestockSignUp): Promise<{ created: boolean }> {
  return apiRequest<{ created: boolean }>('POST', RESTOCK_SIGN_UP_PATH, signUp, {
    idempotencyKey: newIdempotencyKey(),
  });
}
