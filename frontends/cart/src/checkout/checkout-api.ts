import type { CheckoutChange, CheckoutJson } from '@storefront/contracts';
import { apiRequest, ApiError } from '@storefront/ui';

const CHECKOUT_PATH = '/api/commerce/checkout';

export function fetchCheckout(): Promise<CheckoutJson> {
  return apiRequest<CheckoutJson>('GET', CHECKOUT_PATH);
}

/** A refused change: the gateway's message and one message per field path ('shippingAddress.city'). */
export interface CheckoutRefusal {
  message: string;
  errors: Record<string, string>;
}

export function refusalOf(error: unknown): CheckoutRefusal {
  if (error instanceof ApiError) {
    const errors = (error.body as { errors?: unknown } | null)?.errors;
    const fieldErrors =
      errors && typeof errors === 'object'
        ? Object.fromEntries(Object.entries(errors).filter(([, value]) => typeof value === 'string'))
        : {};
    return { message: error.message, errors: fieldErrors as Record<string, string> };
  }
  return { message: 'Something went wrong', errors: {} };
}

/** Stores what the shopper entered and answers the checkout priced for it. */
export function updateCheckout(change: CheckoutChange): Promise<CheckoutJson> {
  return apiRequest<CheckoutJson>('PUT', CHECKOUT_PATH, change);
}
