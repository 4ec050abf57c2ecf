import type { z } from 'zod';

/** The variables that decide whether the test verifier, which accepts a public token, may run. */
export interface TestVerifierSettings {
  CAPTCHA_TEST_VERIFIER: boolean;
  RECAPTCHA_SECRET?: string | undefined;
  RECAPTCHA_ENTERPRISE_API_KEY?: string | undefined;
  NODE_ENV?: string | undefined;
}

/**
 * Start-up refuses the test verifier where it would let anyone through with a public string: next
 * to a real reCAPTCHA configuration (one of the two is a mistake) and in production.
 */
export function refuseTestVerifierWhereItMustNotRun(
  config: TestVerifierSettings,
  context: z.core.$RefinementCtx<TestVerifierSettings>,
): void {
  if (!config.CAPTCHA_TEST_VERIFIER) return;
  const path = ['CAPTCHA_TEST_VERIFIER'];
  for (const real of ['RECAPTCHA_SECRET', 'RECAPTCHA_ENTERPRISE_API_KEY'] as const)
    if (config[real])
      context.addIssue({
        code: 'custom',
        path,
        message: `cannot be true while ${real} is set: drop CAPTCHA_TEST_VERIFIER to check tokens with reCAPTCHA, or drop ${real} to use the test verifier in development`,
      });
  if (config.NODE_ENV === 'production')
    context.addIssue({
      code: 'custom',
      path,
      message:
        'cannot be true with NODE_ENV=production, where its public token would pass every captcha: drop CAPTCHA_TEST_VERIFIER and set RECAPTCHA_SECRET (or RECAPTCHA_ENTERPRISE_API_KEY, RECAPTCHA_ENTERPRISE_PROJECT and RECAPTCHA_SITE_KEY)',
    });
}
