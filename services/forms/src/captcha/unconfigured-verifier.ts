import type { CaptchaVerifier } from './verifier';

/** The name the service recognises the refusing verifier by, to warn about it at start. */
export const UNCONFIGURED_VERIFIER_NAME = 'unconfigured';

/** Said once at start when no verifier is configured, naming what to set. */
export const UNCONFIGURED_CAPTCHA_WARNING =
  'no captcha verifier is configured, so every captcha-protected submission and restock sign-up is refused; ' +
  'set RECAPTCHA_SECRET, or RECAPTCHA_ENTERPRISE_API_KEY with RECAPTCHA_ENTERPRISE_PROJECT and RECAPTCHA_SITE_KEY, ' +
  'or CAPTCHA_TEST_VERIFIER=true for development';

/**
 * Without reCAPTCHA and without the test verifier nothing can vouch for a token, so none passes:
 * a shop that forgot its secret refuses protected forms rather than letting bots through.
 */
export function unconfiguredCaptchaVerifier(): CaptchaVerifier {
  return {
    name: UNCONFIGURED_VERIFIER_NAME,
    verify: async () => false,
  };
}
