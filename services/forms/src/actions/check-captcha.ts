import { PermissionDeniedError, UnavailableError } from '@storefront/service-kit/errors';
import { CaptchaProviderDown } from '../captcha/verifier';
import { formsMessages } from '../domain/messages';
import type { FormsContext } from './forms-context';

/**
 * The site's captcha check, for its own forms and for other services' sign-ups (VerifyCaptcha): a
 * missing or refused token is PERMISSION_DENIED, a provider that could not answer UNAVAILABLE.
 */
export async function checkCaptcha(context: FormsContext, token: string): Promise<void> {
  if (token === '') throw new PermissionDeniedError(formsMessages.captchaMissing);
  let passed: boolean;
  try {
    passed = await context.captcha.verify(token);
  } catch (error) {
    if (!(error instanceof CaptchaProviderDown)) throw error;
    context.logger.warn({ err: error, verifier: context.captcha.name }, 'captcha provider down');
    throw new UnavailableError(formsMessages.captchaUnavailable);
  }
  if (!passed) throw new PermissionDeniedError(formsMessages.captchaFailed);
}
