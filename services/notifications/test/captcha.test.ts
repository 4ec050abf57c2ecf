import { status } from '@grpc/grpc-js';
import type { RunningService } from '@storefront/service-kit';
import { failure, pgliteRuns, underTest } from '@storefront/service-kit/testing';
import { TEST_CAPTCHA_TOKEN } from '../../forms/src/captcha/test-verifier';
import { startFormsOn } from '../../forms/test/support/running-forms';
import { backends, demoProduct, noteSkippedBackends, startShop, type Shop } from './support/running-notifications';

jest.setTimeout(120_000);

noteSkippedBackends('restock captcha');

const camera = demoProduct('vintage-film-camera');

/** A shop whose restock sign-ups are checked by a forms service started with `formsEnv`. */
function shopWithForms(formsEnv: NodeJS.ProcessEnv) {
  return underTest(async (): Promise<Shop & { forms: RunningService }> => {
    const { forms, stopService: stopForms } = await startFormsOn(formsEnv);
    const started = await startShop(backends[0]!, {
      FORMS_ADDR: `127.0.0.1:${forms.grpc.port}`,
      // settings are read anew for every sign-up, so the key's change shows at once
      CATALOG_CACHE_TTL_MS: '0',
      REDIS_URL: '',
    });
    return {
      ...started,
      forms,
      async stop() {
        await started.stop();
        await stopForms();
      },
    };
  });
}

function signUpAt(shop: () => Shop) {
  return (email: string, token: string) =>
    shop().client.call.signUpForRestock({
      productId: camera.id,
      variantId: '',
      siteVisitorEmail: email,
      isJoinMailingList: false,
      language: '',
      recaptchaEnterpriseV3Token: token,
    });
}

/**
 * The site's captcha (its verifier lives in the forms service) guards sign-ups only while the site
 * has a captcha site key; the catalog's settings say so.
 */
if (pgliteRuns && backends.length > 0)
  describe('restock sign-ups behind the site captcha', () => {
    const shop = shopWithForms({ CAPTCHA_TEST_VERIFIER: 'true' });
    const signUp = signUpAt(shop);

    it('needs no token while the site has no captcha site key', async () => {
      await expect(signUp('no-captcha@example.com', '')).resolves.toEqual({ created: true });
    });

    it('refuses a missing or refused token once the site has one, and takes an accepted one', async () => {
      await shop().catalog.client.call.updateSettings({ captchaSiteKey: 'site-key-for-tests' });
      const missing = await failure(signUp('captcha-1@example.com', ''));
      expect({ code: missing.code, details: missing.details }).toEqual({
        code: status.PERMISSION_DENIED,
        details: 'Complete CAPTCHA before submitting.',
      });
      expect((await failure(signUp('captcha-1@example.com', 'forged-token'))).code).toBe(status.PERMISSION_DENIED);
      await expect(signUp('captcha-1@example.com', TEST_CAPTCHA_TOKEN)).resolves.toEqual({ created: true });
      // the captcha is checked last: a malformed address is refused for itself
      expect((await failure(signUp('nope', ''))).details).toBe('Email is invalid.');
    });
  });

/** A forms service with neither reCAPTCHA nor the test verifier vouches for no token. */
if (pgliteRuns && backends.length > 0)
  describe('restock sign-ups when the forms service has no captcha verifier', () => {
    const shop = shopWithForms({ CAPTCHA_TEST_VERIFIER: 'false' });
    const signUp = signUpAt(shop);

    it('refuses the public test token as a failed captcha, and signs up without one while the site asks none', async () => {
      await expect(signUp('no-captcha@example.com', '')).resolves.toEqual({ created: true });
      await shop().catalog.client.call.updateSettings({ captchaSiteKey: 'site-key-for-tests' });
      const refused = await failure(signUp('captcha-2@example.com', TEST_CAPTCHA_TOKEN));
      expect({ code: refused.code, details: refused.details }).toEqual({
        code: status.PERMISSION_DENIED,
        details: 'The CAPTCHA was not accepted. Please try it again.',
      });
    });
  });
