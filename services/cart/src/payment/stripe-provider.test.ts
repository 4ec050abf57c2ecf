import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { PaymentProvider } from './payment-provider';
import { PaymentUnavailable, stripePaymentProvider } from './stripe-provider';

/**
 * Stripe's SDK pointed at a local HTTP server standing in for api.stripe.com: what is asserted is
 * the request the provider makes (method, path, form body, Idempotency-Key), and how it reads
 * Stripe's answers. It says nothing about Stripe itself, which cannot be reached from here.
 */
interface SeenRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  headers: IncomingHttpHeaders;
}

let server: Server;
let seen: SeenRequest[] = [];
let answer: (request: SeenRequest) => { status: number; body: unknown; headers?: Record<string, string> };
let provider: PaymentProvider;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      const seenRequest = {
        method: request.method!,
        path: request.url!,
        form: new URLSearchParams(body),
        headers: request.headers,
      };
      seen.push(seenRequest);
      const { status, body: json, headers = {} } = answer(seenRequest);
      response.writeHead(status, { 'content-type': 'application/json', ...headers });
      response.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  provider = stripePaymentProvider({ secretKey: 'sk_test_local', host: '127.0.0.1', port, protocol: 'http' });
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  seen = [];
});

const card = { number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' };
const intent = (status: string) => ({ status: 200, body: { id: 'pi_123', object: 'payment_intent', status } });

describe('Stripe provider requests', () => {
  it('keeps a subscription card with a Customer and charges it later off session by its token', async () => {
    answer = (request) =>
      request.path === '/v1/customers'
        ? { status: 200, body: { id: 'cus_1', object: 'customer' } }
        : {
            status: 200,
            body: { id: 'pi_9', object: 'payment_intent', status: 'requires_capture', payment_method: 'pm_7' },
          };
    const kept = await provider.authorise({
      amountCents: 1600,
      currency: 'USD',
      card,
      keepPaymentMethod: true,
      idempotencyKey: 'order:p9:authorise',
    });
    expect(kept).toEqual({ outcome: 'authorised', authorizationId: 'pi_9', paymentMethodToken: 'cus_1/pm_7' });
    expect(seen.map((request) => [request.path, request.headers['idempotency-key']])).toEqual([
      ['/v1/customers', 'order:p9:authorise:customer'],
      ['/v1/payment_intents', 'order:p9:authorise'],
    ]);
    expect(Object.fromEntries(seen[1]!.form)).toMatchObject({ customer: 'cus_1', setup_future_usage: 'off_session' });

    seen = [];
    const renewed = await provider.authorise({
      amountCents: 1600,
      currency: 'USD',
      paymentMethodToken: 'cus_1/pm_7',
      idempotencyKey: 'renewal:r1:authorise',
    });
    expect(renewed).toEqual({ outcome: 'authorised', authorizationId: 'pi_9' });
    expect(seen).toHaveLength(1);
    const form = Object.fromEntries(seen[0]!.form);
    expect(form).toMatchObject({ customer: 'cus_1', payment_method: 'pm_7', off_session: 'true', confirm: 'true' });
    expect(Object.keys(form).some((key) => key.startsWith('payment_method_data'))).toBe(false);
  });

  it('authorises with a manual-capture PaymentIntent confirmed at once, under the idempotency key', async () => {
    answer = () => intent('requires_capture');
    const result = await provider.authorise({
      amountCents: 1999,
      currency: 'EUR',
      card,
      idempotencyKey: 'order:p1:authorise',
    });
    expect(result).toEqual({ outcome: 'authorised', authorizationId: 'pi_123' });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    expect([request!.method, request!.path]).toEqual(['POST', '/v1/payment_intents']);
    expect(request!.headers['idempotency-key']).toBe('order:p1:authorise');
    expect(request!.headers.authorization).toBe('Bearer sk_test_local');
    expect(Object.fromEntries(request!.form)).toMatchObject({
      amount: '1999',
      currency: 'eur',
      capture_method: 'manual',
      confirm: 'true',
      'payment_method_data[type]': 'card',
      'payment_method_data[card][number]': '4242424242424242',
      'payment_method_data[card][exp_month]': '12',
      'payment_method_data[card][exp_year]': '2030',
      'payment_method_data[card][cvc]': '123',
      'metadata[idempotency_key]': 'order:p1:authorise',
    });
  });

  it("answers a card error as declined with Stripe's decline code and message", async () => {
    answer = () => ({
      status: 402,
      body: {
        error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    });
    await expect(
      provider.authorise({ amountCents: 500, currency: 'USD', card, idempotencyKey: 'k-declined' }),
    ).resolves.toEqual({
      outcome: 'declined',
      code: 'insufficient_funds',
      message: 'Your card has insufficient funds.',
    });
  });

  it('counts an intent that wants 3-D Secure as declined: this checkout cannot show the challenge', async () => {
    answer = () => intent('requires_action');
    const result = await provider.authorise({ amountCents: 500, currency: 'USD', card, idempotencyKey: 'k-3ds' });
    expect(result).toMatchObject({ outcome: 'declined', code: 'authentication_required' });
  });

  it('captures, cancels and refunds the intent, each under its own key', async () => {
    answer = (request) =>
      request.path === '/v1/refunds'
        ? { status: 200, body: { id: 're_1', object: 'refund', status: 'succeeded' } }
        : intent('succeeded');
    await provider.capture('pi_123', 'order:p1:capture');
    await provider.void('pi_123', 'order:p1:void');
    await provider.refund('pi_123', 500, 'refund-1');
    expect(seen.map((request) => [request.method, request.path, request.headers['idempotency-key']])).toEqual([
      ['POST', '/v1/payment_intents/pi_123/capture', 'order:p1:capture'],
      ['POST', '/v1/payment_intents/pi_123/cancel', 'order:p1:void'],
      ['POST', '/v1/refunds', 'refund-1'],
    ]);
    expect(Object.fromEntries(seen[2]!.form)).toEqual({ payment_intent: 'pi_123', amount: '500' });
  });

  it('finds the intent an authorisation made by the key in its metadata', async () => {
    answer = () => ({ status: 200, body: { object: 'search_result', data: [{ id: 'pi_found' }], has_more: false } });
    await expect(provider.findAuthorisation('order:p1:authorise')).resolves.toBe('pi_found');
    expect(seen[0]!.method).toBe('GET');
    const url = new URL(seen[0]!.path, 'http://local');
    expect(url.pathname).toBe('/v1/payment_intents/search');
    expect(url.searchParams.get('query')).toBe("metadata['idempotency_key']:'order:p1:authorise'");
  });

  it('answers UNAVAILABLE when Stripe fails, so the placement can be retried with the same keys', async () => {
    answer = () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'boom' } },
      headers: { 'stripe-should-retry': 'false' },
    });
    await expect(provider.capture('pi_123', 'k-down')).rejects.toBeInstanceOf(PaymentUnavailable);
  });
});
