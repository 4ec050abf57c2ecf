import type { AddEntryResult } from '@storefront/contracts';
import { apiRequest, dispatchStorefrontEvent, newIdempotencyKey } from '@storefront/ui';

export interface EntryRequest {
  itemId: string;
  sku: string;
  quantity: number;
  /** Custom-form answers by field id; null when the product has no form. */
  additionalFields: Record<string, unknown> | null;
}

/**
 * Adds to the visitor's cart and tells the other remotes (cart pill, popover) about it. One call
 * is one press: its key makes the repeats of a lost answer add once.
 */
export async function addEntry(request: EntryRequest): Promise<AddEntryResult> {
  const result = await apiRequest<AddEntryResult>('POST', '/api/commerce/shopping-cart/entries', request, {
    idempotencyKey: newIdempotencyKey(),
  });
  dispatchStorefrontEvent('storefront:cart-updated', {
    shoppingCart: result.shoppingCart,
    newlyAdded: result.newlyAdded,
  });
  return result;
}

export interface SubscriptionRequest {
  itemId: string;
  sku: string;
  quantity: number;
  /** Spec §3: the answers travel as a JSON string here. */
  additionalFields: string;
  subscriptionOptionId?: string;
}

/** Spec §7: a subscription gets its own cart, identified by the token checkout needs. */
export async function startSubscription(request: SubscriptionRequest): Promise<string> {
  const response = await apiRequest<{ data?: { cartToken?: unknown } }>(
    'POST',
    '/api/3/commerce/cart/subscription',
    request,
    { idempotencyKey: newIdempotencyKey() },
  );
  const token = response?.data?.cartToken;
  if (typeof token !== 'string' || token === '') throw new Error('subscription response has no cartToken');
  return token;
}
