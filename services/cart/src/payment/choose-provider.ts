import type { Database } from '@storefront/service-kit';
import type { PaymentProvider } from './payment-provider';
import { stripePaymentProvider } from './stripe-provider';
import { testPaymentProvider } from './test-provider';

/** Stripe when the config names a secret key; otherwise the embedded test provider, whose books are in `db`. */
export function choosePaymentProvider(
  config: { STRIPE_SECRET_KEY?: string | undefined },
  db: Database,
): PaymentProvider {
  return config.STRIPE_SECRET_KEY
    ? stripePaymentProvider({ secretKey: config.STRIPE_SECRET_KEY })
    : testPaymentProvider(db);
}
