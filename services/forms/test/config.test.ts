import { itLoadsServiceConfig, withTestSecret } from '@storefront/service-kit/testing';
import { ConfigError } from '@storefront/service-kit';
import { chooseCaptchaVerifier } from '../src/captcha/choose-verifier';
import { loadFormsConfig } from '../src/config';

const load = withTestSecret(loadFormsConfig);

describe('forms configuration', () => {
  itLoadsServiceConfig('forms', loadFormsConfig, {
    grpcPort: 50053,
    defaults: {
      SUBMISSION_KEY_TTL_SECONDS: 3600,
      RECAPTCHA_VERIFY_URL: 'https://www.google.com/recaptcha/api/siteverify',
      FORMS_SEED: false,
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

  it('uses the test captcha verifier unless reCAPTCHA is configured', () => {
    expect(chooseCaptchaVerifier(load({})).name).toBe('test');
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
});
