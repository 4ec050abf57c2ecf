import type { CaptchaVerifier } from './verifier';

/**
 * The one token the local verifier accepts. Browsers and tests send it where a real captcha would
 * produce a response token; any other token fails, so the refused path is exercised too.
 */
export const TEST_CAPTCHA_TOKEN = 'storefront-test-captcha-ok';

/** For development and tests (CAPTCHA_TEST_VERIFIER=true): accepts only TEST_CAPTCHA_TOKEN. */
export function testCaptchaVerifier(): CaptchaVerifier {
  return {
    name: 'test',
    verify: async (token) => token === TEST_CAPTCHA_TOKEN,
  };
}
