import type { cartV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';

/** Requests as the tests send them: only what a test is about is spelled out, the rest empty. */

export type AddRequest = Partial<cartV1.AddEntryRequest> & { itemId: string };

/** An AddEntry request: one of the item into a new cart, without variant, answers or key unless given. */
export function addRequest(fields: AddRequest): cartV1.AddEntryRequest {
  return { cartToken: '', sku: '', quantity: 1, additionalFieldsJson: '', idempotencyKey: '', ...fields };
}

/** AddEntry through the client of a shop or a replica. */
export function addEntry(
  { client }: { client: ServiceClient<typeof cartV1.CartServiceService> },
  fields: AddRequest,
): Promise<cartV1.AddEntryResponse> {
  return client.call.addEntry(addRequest(fields));
}

/** A CreateSubscriptionCart request: one of the item, without variant, answers, option or key unless given. */
export function subscriptionCartRequest(
  fields: Partial<cartV1.CreateSubscriptionCartRequest> & { itemId: string },
): cartV1.CreateSubscriptionCartRequest {
  return {
    sku: '',
    quantity: 1,
    additionalFieldsJson: '',
    subscriptionOptionId: '',
    idempotencyKey: '',
    ...fields,
  };
}

/** An AttachCartToSiteUser request: a browser without a cart and without a key unless given. */
export function attachRequest(
  fields: Partial<cartV1.AttachCartToSiteUserRequest> & { siteUserId: string },
): cartV1.AttachCartToSiteUserRequest {
  return { cartToken: '', idempotencyKey: '', ...fields };
}
