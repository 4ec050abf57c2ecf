import { ConfigError } from '@storefront/service-kit';
import { chooseCaptchaVerifier } from '../src/captcha/choose-verifier';
import { loadFormsConfig } from '../src/config';

describe('forms configuration', () => {
  it('has working defaults for a laptop', () => {
    expect(loadFormsConfig({})).toMatchObject({
      SERVICE_NAME: 'forms',
      GRPC_PORT: 50053,
      DATA_DIR: '.data/forms',
      SUBMISSION_KEY_TTL_SECONDS: 3600,
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      FORMS_SEED: true,
    });
    expect(loadFormsConfig({}).REDIS_URL).toBeUndefined();
  });

  it('reads its own database URL', () => {
    expect(loadFormsConfig({ FORMS_DATABASE_URL: 'postgres://db/forms' }).FORMS_DATABASE_URL).toBe(
      'postgres://db/forms',
    );
  });

  it('refuses malformed values', () => {
    expect(() => loadFormsConfig({ SUBMISSION_KEY_TTL_SECONDS: 'hour' })).toThrow(ConfigError);
    expect(() => loadFormsConfig({ RECAPTCHA_MIN_SCORE: '2' })).toThrow(ConfigError);
    expect(() => loadFormsConfig({ RECAPTCHA_VERIFY_URL: 'google' })).toThrow(ConfigError);
  });

  it('uses the test captcha verifier unless reCAPTCHA is configured', () => {
    expect(chooseCaptchaVerifier(loadFormsConfig({})).name).toBe('test');
    expect(chooseCaptchaVerifier(loadFormsConfig({ RECAPTCHA_SECRET: 's' })).name).toBe('recaptcha');
    const enterprise = {
      RECAPTCHA_ENTERPRISE_API_KEY: 'k',
      RECAPTCHA_ENTERPRISE_PROJECT: 'p',
      RECAPTCHA_SITE_KEY: 'site',
      RECAPTCHA_SECRET: 's',
    };
    expect(chooseCaptchaVerifier(loadFormsConfig(enterprise)).name).toBe('recaptcha-enterprise');
    expect(() => chooseCaptchaVerifier(loadFormsConfig({ RECAPTCHA_ENTERPRISE_API_KEY: 'k' }))).toThrow(
      'RECAPTCHA_ENTERPRISE_API_KEY needs RECAPTCHA_ENTERPRISE_PROJECT and RECAPTCHA_SITE_KEY',
    );
  });
});
