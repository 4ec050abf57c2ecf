import type { CheckoutAddress } from '../domain/checkout-details';

/** An address for a nullable jsonb column (orders, subscriptions): bound as text, cast by the statement. */
export const addressColumn = (address: CheckoutAddress | null): string | null =>
  address ? JSON.stringify(address) : null;

/** A nullable jsonb address column as read: node-postgres parses jsonb, PGlite may hand back its text. */
export const addressFromColumn = (value: CheckoutAddress | string | null): CheckoutAddress | null =>
  typeof value === 'string' ? (JSON.parse(value) as CheckoutAddress) : value;
