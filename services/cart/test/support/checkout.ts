import { cartCheckoutV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { clientOfTestService } from '@storefront/service-kit/testing';
import type { Shop } from './running-cart';

export type CheckoutClient = ServiceClient<typeof cartCheckoutV1.CheckoutServiceService>;

/** The running cart's CheckoutService, as the gateway calls it. */
export const checkoutClient = (shop: Pick<Shop, 'cart'>): CheckoutClient =>
  clientOfTestService(cartCheckoutV1.CheckoutServiceClient, cartCheckoutV1.CheckoutServiceDefinition, shop.cart);
