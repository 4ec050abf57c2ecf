import type { FormsConfig } from '../config';
import { recaptchaEnterpriseVerifier } from './recaptcha-enterprise';
import { recaptchaStandardVerifier } from './recaptcha-standard';
import { testCaptchaVerifier } from './test-verifier';
import { unconfiguredCaptchaVerifier } from './unconfigured-verifier';
import type { CaptchaVerifier } from './verifier';

/**
 * Enterprise when its key is configured, else standard when a secret is, else the local test
 * verifier when CAPTCHA_TEST_VERIFIER asks for it (the config refuses it next to either), else one
 * that refuses every token.
 */
export function chooseCaptchaVerifier(config: FormsConfig): CaptchaVerifier {
  const common = { minScore: config.RECAPTCHA_MIN_SCORE, timeoutMs: config.CAPTCHA_TIMEOUT_MS };
  if (config.RECAPTCHA_ENTERPRISE_API_KEY) {
    if (!config.RECAPTCHA_ENTERPRISE_PROJECT || !config.RECAPTCHA_SITE_KEY) {
      throw new Error('RECAPTCHA_ENTERPRISE_API_KEY needs RECAPTCHA_ENTERPRISE_PROJECT and RECAPTCHA_SITE_KEY');
    }
    return recaptchaEnterpriseVerifier({
      apiKey: config.RECAPTCHA_ENTERPRISE_API_KEY,
      project: config.RECAPTCHA_ENTERPRISE_PROJECT,
      siteKey: config.RECAPTCHA_SITE_KEY,
      assessmentsUrl: config.RECAPTCHA_ENTERPRISE_URL,
      ...common,
    });
  }
  if (config.RECAPTCHA_SECRET) {
    return recaptchaStandardVerifier({
      secret: config.RECAPTCHA_SECRET,
      verifyUrl: config.RECAPTCHA_VERIFY_URL,
      ...common,
    });
  }
  return config.CAPTCHA_TEST_VERIFIER ? testCaptchaVerifier() : unconfiguredCaptchaVerifier();
}
