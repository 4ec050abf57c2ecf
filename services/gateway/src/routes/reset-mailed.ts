import type { Logger } from '@storefront/service-kit';

/**
 * Waits for a password-reset e-mail to be queued. A reset is answered 202 whether or not the
 * address has an account, so the answer tells nobody which addresses do; a failure to queue the
 * e-mail (notifications unreachable) would tell exactly that if it became a 503, so it is logged
 * (without address or token) and the person asks again when the e-mail does not come.
 */
export async function resetMailed(delivery: Promise<void>, logger: Logger): Promise<void> {
  try {
    await delivery;
  } catch (error) {
    logger.warn({ reason: (error as Error).message }, 'password reset e-mail could not be queued');
  }
}
