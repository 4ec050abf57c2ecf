import { createLogger, openDatabase, type OpenDatabase } from '@storefront/service-kit';
import path from 'node:path';
import type { PaymentProvider } from './payment-provider';
import { testPaymentProvider } from './test-provider';

// PGlite applies every migration of the cart first: seconds on a busy machine
jest.setTimeout(60_000);

/** The embedded provider on PGlite with the cart's migrations: its books must survive a restart. */
let database: OpenDatabase<Record<string, never>>;
let provider: PaymentProvider;

beforeAll(async () => {
  database = await openDatabase({
    dataDir: 'memory://',
    logger: createLogger({ service: 'cart', level: 'silent' }),
    migrationsFolder: path.join(__dirname, '..', '..', 'migrations'),
    migrationsTable: '__drizzle_migrations_cart',
  });
  provider = testPaymentProvider(database.db);
});

afterAll(() => database.close());

const card = (number: string) => ({ number, expMonth: 12, expYear: 2030, cvc: '123' });
const authorise = (number: string, idempotencyKey: string, amountCents = 1000) =>
  provider.authorise({ amountCents, currency: 'USD', card: card(number), idempotencyKey });

describe('test payment provider', () => {
  it("declines Stripe's test cards with Stripe's codes and messages", async () => {
    await expect(authorise('4000000000000002', 'd1')).resolves.toEqual({
      outcome: 'declined',
      code: 'card_declined',
      message: 'Your card was declined.',
    });
    await expect(authorise('4000000000009995', 'd2')).resolves.toMatchObject({
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
    await expect(authorise('4000000000000069', 'd3')).resolves.toMatchObject({
      code: 'expired_card',
      message: 'Your card has expired.',
    });
  });

  it('answers a repeated key with the first answer, also to concurrent repeats and another card', async () => {
    const answers = await Promise.all(Array.from({ length: 10 }, () => authorise('4242424242424242', 'same')));
    const ids = new Set(answers.map((answer) => (answer.outcome === 'authorised' ? answer.authorizationId : '')));
    expect(ids.size).toBe(1);
    await expect(authorise('4000000000000002', 'same')).resolves.toEqual(answers[0]);
    // and from a provider made afresh on the same database, as after a restart
    await expect(
      testPaymentProvider(database.db).authorise({
        amountCents: 1,
        currency: 'USD',
        card: card('4242424242424242'),
        idempotencyKey: 'same',
      }),
    ).resolves.toEqual(answers[0]);
    await expect(provider.findAuthorisation('same')).resolves.toBe([...ids][0]);
    await expect(provider.findAuthorisation('never')).resolves.toBeUndefined();
  });

  it('captures or voids an authorisation once; a repeat is fine, the other move is refused', async () => {
    const captured = await authorise('4242424242424242', 'c1');
    const voided = await authorise('4242424242424242', 'v1');
    if (captured.outcome !== 'authorised' || voided.outcome !== 'authorised') throw new Error('not authorised');
    await provider.capture(captured.authorizationId, 'c1-capture');
    await provider.capture(captured.authorizationId, 'c1-capture');
    await expect(provider.void(captured.authorizationId, 'c1-void')).rejects.toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
    await provider.void(voided.authorizationId, 'v1-void');
    await provider.void(voided.authorizationId, 'v1-void');
    await expect(provider.capture(voided.authorizationId, 'v1-capture')).rejects.toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
  });

  it('refunds a capture once per key and never more than was captured', async () => {
    const paid = await authorise('4242424242424242', 'r1', 1000);
    if (paid.outcome !== 'authorised') throw new Error('not authorised');
    await provider.capture(paid.authorizationId, 'r1-capture');
    await provider.refund(paid.authorizationId, 600, 'refund-a');
    await provider.refund(paid.authorizationId, 600, 'refund-a');
    await expect(provider.refund(paid.authorizationId, 600, 'refund-b')).rejects.toMatchObject({
      status: 'FAILED_PRECONDITION',
    });
    await provider.refund(paid.authorizationId, 400, 'refund-c');
  });

  it('keeps a card asked to be kept, charges it later by its token only, and declines an unknown token', async () => {
    const keep = (key: string) =>
      provider.authorise({
        amountCents: 1600,
        currency: 'USD',
        card: card('4242424242424242'),
        keepPaymentMethod: true,
        idempotencyKey: key,
      });
    const first = await keep('keep-1');
    if (first.outcome !== 'authorised' || !first.paymentMethodToken) throw new Error('not kept');
    expect(first.paymentMethodToken).toMatch(/^tpm_[0-9a-f]{24}$/);
    // a repeat of the key answers the same kept card, not a second one
    await expect(keep('keep-1')).resolves.toEqual(first);
    const byToken = (paymentMethodToken: string, idempotencyKey: string) =>
      provider.authorise({ amountCents: 1600, currency: 'USD', paymentMethodToken, idempotencyKey });
    await expect(byToken(first.paymentMethodToken, 'renewal-1')).resolves.toMatchObject({ outcome: 'authorised' });
    await expect(byToken('tpm_unknown', 'renewal-2')).resolves.toMatchObject({
      outcome: 'declined',
      code: 'payment_method_unknown',
    });
    // a declined card is not kept
    const declined = await provider.authorise({
      amountCents: 1600,
      currency: 'USD',
      card: card('4000000000000002'),
      keepPaymentMethod: true,
      idempotencyKey: 'keep-2',
    });
    expect(declined).toMatchObject({ outcome: 'declined' });
    expect('paymentMethodToken' in declined).toBe(false);
  });
});
