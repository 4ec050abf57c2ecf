import { status, type ServiceError } from '@grpc/grpc-js';
import { isValidEmail } from '@storefront/form-rules';
import type { notificationsV1 } from '@storefront/proto';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { underTest } from '@storefront/service-kit/testing';
import { backends, demoProduct, noteSkippedBackends, startShop } from './support/running-notifications';

jest.setTimeout(300_000);

noteSkippedBackends('hostile restock sign-ups');

const camera = demoProduct('vintage-film-camera');
const pins = demoProduct('enamel-pin-set');
const shirt = demoProduct('linen-shirt');

/** Text a visitor never types but an attacker sends: markup, script, huge, control and odd characters. */
const hostileText = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    "'; drop table restock_sign_ups; --",
    'a\ud800b',
    '\u202eevil',
    '\u0007bell',
    '__proto__',
    'en-US-u-ca-buddhist-x-private-and-far-too-long',
  ),
  fc.integer({ min: 0, max: 20_000 }).map((length) => 'x'.repeat(length)),
);

/** Addresses near and far from valid: the one rule (form-rules' isValidEmail) decides. */
const hostileEmail = fc.oneof(
  fc.emailAddress(),
  hostileText,
  fc.string({ maxLength: 20 }).map((local) => `${local}@example.com`),
  fc.constantFrom('', ' ', 'a@b', 'a@b.c', '<a@b.co>', 'a b@c.de', `${'a'.repeat(300)}@example.com`, 'A@EXAMPLE.COM'),
);

const productIds = [camera.id, pins.id, shirt.id];
const variantIds = [...camera.variants, ...pins.variants, ...shirt.variants].map((variant) => variant.id);

const hostileSignUp: fc.Arbitrary<notificationsV1.SignUpForRestockRequest> = fc.record({
  productId: fc.oneof(fc.constantFrom(...productIds), hostileText),
  variantId: fc.oneof(fc.constantFrom('', ...variantIds), hostileText),
  siteVisitorEmail: hostileEmail,
  isJoinMailingList: fc.boolean(),
  language: fc.oneof(fc.constantFrom('', 'en', 'de-DE', 'fr', 'zh-Hant-TW'), hostileText),
  recaptchaEnterpriseV3Token: fc.oneof(fc.constant(''), hostileText),
});

const allowed = new Set([status.INVALID_ARGUMENT, status.NOT_FOUND, status.FAILED_PRECONDITION]);

if (backends.length > 0)
  describe.each(backends)('hostile restock sign-ups on $name', (backend) => {
    const shop = underTest(() => startShop(backend, { REDIS_URL: '' }));

    it('answers 1,000 generated sign-ups OK or with a 4xx-like status, and stores only valid rows', async () => {
      const outcomes = new Map<string, number>();
      await fc.assert(
        fc.asyncProperty(hostileSignUp, async (request) => {
          // NUL cannot reach a handler: service-kit refuses it before; the rest is this service's
          const sent = {
            ...request,
            productId: request.productId.replace(/\0/g, ''),
            siteVisitorEmail: request.siteVisitorEmail.replace(/\0/g, ''),
            language: request.language.replace(/\0/g, ''),
            variantId: request.variantId.replace(/\0/g, ''),
            recaptchaEnterpriseV3Token: request.recaptchaEnterpriseV3Token.replace(/\0/g, ''),
          };
          try {
            await shop().client.call.signUpForRestock(sent);
            outcomes.set('OK', (outcomes.get('OK') ?? 0) + 1);
          } catch (error) {
            const { code } = error as ServiceError;
            outcomes.set(status[code], (outcomes.get(status[code]) ?? 0) + 1);
            expect(allowed.has(code)).toBe(true);
          }
        }),
        { numRuns: 1_000 },
      );
      process.stdout.write(`hostile sign-up outcomes: ${JSON.stringify(Object.fromEntries(outcomes))}\n`);
      const result = (await shop().db.execute(
        sql`select product_id as "productId", variant_id as "variantId", email, language from restock_sign_ups`,
      )) as unknown as { rows: { productId: string; variantId: string; email: string; language: string }[] };
      const takesSignUps = new Map([
        [camera.id, camera.variants.map((variant) => variant.id)],
        [pins.id, pins.variants.map((variant) => variant.id)],
      ]);
      for (const row of result.rows) {
        expect(isValidEmail(row.email)).toBe(true);
        expect(takesSignUps.get(row.productId)).toContain(row.variantId);
        expect(row.language.length).toBeLessThanOrEqual(35);
        if (row.language !== '') expect(Intl.getCanonicalLocales(row.language)).toEqual([row.language]);
      }
    });
  });
