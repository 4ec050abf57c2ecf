import { itLoadsServiceConfig, withTestSecret } from '@storefront/service-kit/testing';
import { ConfigError } from '@storefront/service-kit';
import { chooseCaptchaVerifier } from '../src/captcha/choose-verifier';
import { TEST_CAPTCHA_TOKEN } from '../src/captcha/test-verifier';
import { loadFormsConfig } from '../src/config';

const load = withTestSecret(loadFormsConfig);

describe('forms configuration', () => {
  itLoadsServiceConfig('forms', loadFormsConfig, {
    grpcPort: 50053,
    defaults: {
      SUBMISSION_KEY_TTL_SECONDS: 3600,
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      FORMS_SEED: false,
      CAPTCHA_TEST_VERIFIER: false,
    },
    unsetByDefault: ['REDIS_URL'],
  });

  it('writes the demo forms only when FORMS_SEED asks for them', () => {
    expect(load({}).FORMS_SEED).toBe(false);
    expect(load({ FORMS_SEED: 'true' }).FORMS_SEED).toBe(true);
    expect(() => load({ FORMS_SEED: 'yes' })).toThrow(ConfigError);
  });

  it('refuses malformed values', () => {
    expect(() => load({ SUBMISSION_KEY_TTL_SECONDS: 'hour' })).toThrow(ConfigError);
    expect(() => load({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(ConfigError);
    expect(() => load({ RECAPTCHA_VERIFY_URL: 'google' })).toThrow(ConfigError);
  });

  it('uses the test captcha verifier only when asked to, and otherwise refuses every token', async () => {
    const unconfigured = chooseCaptchaVerifier(load({}));
    expect(unconfigured.name).toBe('unconfigured');
    expect(await unconfigured.verify(TEST_CAPTCHA_TOKEN)).toBe(false);
    const test = chooseCaptchaVerifier(load({ CAPTCHA_TEST_VERIFIER: 'true' }));
    expect(test.name).toBe('test');
    expect(await test.verify(TEST_CAPTCHA_TOKEN)).toBe(true);
    expect(chooseCaptchaVerifier(load({ CAPTCHA_TEST_VERIFIER: 'false' })).name).toBe('unconfigured');
    expect(() => load({ CAPTCHA_TEST_VERIFIER: 'yes' })).toThrow(ConfigError);
    expect(chooseCaptchaVerifier(load({ RECAPTCHA_SECRET: 's' })).name).toBe('recaptcha');
    const enterprise = {
      RECAPTCHA_ENTERPRISE_API_KEY: 'k',
      RECAPTCHA_ENTERPRISE_PROJECT: 'p',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 's',
    };
    expect(chooseCaptchaVerifier(load(enterprise)).name).toBe('recaptcha-enterprise');
    expect(() => chooseCaptchaVerifier(load({ RECAPTCHA_ENTERPRISE_API_KEY: 'k' }))).toThrow(
      'RECAPTCHA_ENTERPRISE_API_KEY needs RECAPTCHA_ENTERPRISE_PROJECT and RECAPTCHA_SITE_KEY',
    );
  });

  it('refuses the test verifier next to a real reCAPTCHA configuration, saying which to drop', () => {
    expect(() => load({ CAPTCHA_TEST_VERIFIER: 'true', RECAPTCHA_SECRET: 's' })).toThrow(
      'CAPTCHA_TEST_VERIFIER: cannot be true while RECAPTCHA_SECRET is set: drop CAPTCHA_TEST_VERIFIER to check tokens with reCAPTCHA, or drop RECAPTCHA_SECRET',
    );
    const enterprise = {
      RECAPTCHA_ENTERPRISE_API_KEY: 'k',
      RECAPTCHA_ENTERPRISE_PROJECT: 'p',
      RECAPTCHA_SITE_KEY: 'site',
    };
    expect(() => load({ ...enterprise, CAPTCHA_TEST_VERIFIER: 'true' })).toThrow(
      'CAPTCHA_TEST_VERIFIER: cannot be true while RECAPTCHA_ENTERPRISE_API_KEY is set: drop CAPTCHA_TEST_VERIFIER',
    );
    expect(load({ ...enterprise, CAPTCHA_TEST_VERIFIER: 'false' }).CAPTCHA_TEST_VERIFIER).toBe(false);
  });

  it('refuses the test verifier in production', () => {
    expect(() => load({ CAPTCHA_TEST_VERIFIER: 'true', NODE_ENV: 'production' })).toThrow(
      'CAPTCHA_TEST_VERIFIER: cannot be true with NODE_ENV=production',
    );
    expect(load({ CAPTCHA_TEST_VERIFIER: 'true', NODE_ENV: 'development' }).CAPTCHA_TEST_VERIFIER).toBe(true);
    expect(chooseCaptchaVerifier(load({ NODE_ENV: 'production', RECAPTCHA_SECRET: 's' })).name).toBe('recaptcha');
  });
});
