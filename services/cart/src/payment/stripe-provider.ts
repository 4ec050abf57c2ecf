import { UnavailableError } from '@storefront/service-kit/errors';
import Stripe from 'stripe';
import type { Authorisation, AuthoriseRequest, PaymentProvider } from './payment-provider';

export interface StripeSettings {
  secretKey: string;
  /** Where the API is; Stripe's own unless a test points the SDK at a local server. */
  host?: string;
  port?: number;
  protocol?: 'http' | 'https';
}

/** Stripe could not be reached or failed; nothing is known to have been charged. */
export class PaymentUnavailable extends UnavailableError {
  constructor() {
    super('Payment is not available right now. Please try again in a few seconds.');
  }
}

const AUTHENTICATION_REQUIRED = {
  code: 'authentication_required',
  message: 'Your card requires authentication, which this checkout cannot do. Please use another card.',
};

/** Stripe's currency codes are lower case; ours are ISO 4217 upper case. */
const stripeCurrency = (currency: string) => currency.toLowerCase();

function translate(error: unknown): never {
  if (error instanceof Stripe.errors.StripeError && !(error instanceof Stripe.errors.StripeCardError)) {
    // a refused request of ours is a bug to see in the logs, not an outage to retry
    if (error instanceof Stripe.errors.StripeInvalidRequestError) throw error;
    throw new PaymentUnavailable();
  }
  throw error;
}

/** A kept card as this provider names it: Stripe's Customer and PaymentMethod ids. */
function keptMethodOf(token: string): { customer: string; paymentMethod: string } {
  const [customer = '', paymentMethod = ''] = token.split('/');
  return { customer, paymentMethod };
}

/**
 * Stripe, through its official SDK: an authorisation is a PaymentIntent confirmed with
 * `capture_method: manual` (the card is held, not charged), captured or cancelled later. Each call
 * carries its idempotency key as Stripe's Idempotency-Key header, so Stripe answers a repeat with
 * the first answer (for 24 hours); the intent also carries the key in its metadata, so a placement
 * that crashed while authorising can find what it made.
 */
export function stripePaymentProvider({ secretKey, host, port, protocol }: StripeSettings): PaymentProvider {
  const stripe = new Stripe(secretKey, {
    ...(host ? { host } : {}),
    ...(port ? { port } : {}),
    ...(protocol ? { protocol } : {}),
    // the Idempotency-Key makes Stripe's own retries safe
    maxNetworkRetries: 2,
    timeout: 20_000,
  });

  return {
    name: 'stripe',

    async authorise(request: AuthoriseRequest): Promise<Authorisation> {
      const { amountCents, currency, idempotencyKey } = request;
      try {
        const kept = 'paymentMethodToken' in request ? keptMethodOf(request.paymentMethodToken) : undefined;
        const keep = 'card' in request && request.keepPaymentMethod === true;
        // a card reused later must belong to a Customer; the customer is made once per attempt's key
        const customer = keep
          ? (await stripe.customers.create({}, { idempotencyKey: `${idempotencyKey}:customer` })).id
          : kept?.customer;
        const intent = await stripe.paymentIntents.create(
          {
            amount: amountCents,
            currency: stripeCurrency(currency),
            capture_method: 'manual',
            confirm: true,
            ...('card' in request
              ? {
                  payment_method_data: {
                    type: 'card',
                    card: {
                      number: request.card.number,
                      exp_month: request.card.expMonth,
                      exp_year: request.card.expYear,
                      cvc: request.card.cvc,
                    },
                  } as Stripe.PaymentIntentCreateParams.PaymentMethodData,
                }
              : { payment_method: kept!.paymentMethod, off_session: true }),
            ...(customer ? { customer } : {}),
            ...(keep ? { setup_future_usage: 'off_session' as const } : {}),
            // no redirect-based methods: the shopper is not in a browser this call can send anywhere
            automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
            metadata: { idempotency_key: idempotencyKey },
          },
          { idempotencyKey },
        );
        if (intent.status !== 'requires_capture') return { outcome: 'declined', ...AUTHENTICATION_REQUIRED };
        const paymentMethod =
          typeof intent.payment_method === 'string' ? intent.payment_method : intent.payment_method?.id;
        return {
          outcome: 'authorised',
          authorizationId: intent.id,
          ...(keep && customer && paymentMethod ? { paymentMethodToken: `${customer}/${paymentMethod}` } : {}),
        };
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError)
          return {
            outcome: 'declined',
            code: error.decline_code ?? error.code ?? 'card_declined',
            message: error.message,
          };
        return translate(error);
      }
    },

    async findAuthorisation(idempotencyKey) {
      try {
        const found = await stripe.paymentIntents.search({
          query: `metadata['idempotency_key']:'${idempotencyKey.replace(/'/g, "\\'")}'`,
          limit: 1,
        });
        return found.data[0]?.id;
      } catch (error) {
        return translate(error);
      }
    },

    async capture(authorizationId, idempotencyKey) {
      await stripe.paymentIntents.capture(authorizationId, {}, { idempotencyKey }).catch(translate);
    },

    async void(authorizationId, idempotencyKey) {
      await stripe.paymentIntents.cancel(authorizationId, {}, { idempotencyKey }).catch(translate);
    },

    async refund(authorizationId, amountCents, idempotencyKey) {
      await stripe.refunds
        .create({ payment_intent: authorizationId, amount: amountCents }, { idempotencyKey })
        .catch(translate);
    },
  };
}
