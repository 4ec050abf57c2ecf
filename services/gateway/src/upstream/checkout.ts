import { cartCheckoutV1 } from '@storefront/proto';
import type { ServiceClient } from '@storefront/service-kit';
import { upstreamClient, type UpstreamSettings } from './upstream-client';

export type CheckoutServiceClient = ServiceClient<typeof cartCheckoutV1.CheckoutServiceService>;

/** The cart process's CheckoutService: a cart's checkout details and the owner's checkout settings. */
export class Checkout {
  readonly client: CheckoutServiceClient;

  constructor(settings: UpstreamSettings) {
    this.client = upstreamClient(
      cartCheckoutV1.CheckoutServiceClient,
      cartCheckoutV1.CheckoutServiceDefinition,
      settings,
    );
  }

  async get(cartToken: string): Promise<cartCheckoutV1.Checkout> {
    return required((await this.client.call.getCheckout({ cartToken })).checkout);
  }

  async update(request: cartCheckoutV1.UpdateCheckoutRequest): Promise<cartCheckoutV1.Checkout> {
    return required((await this.client.call.updateCheckout(request)).checkout);
  }

  async settings(): Promise<cartCheckoutV1.CheckoutSettings> {
    return required((await this.client.call.getCheckoutSettings({})).settings);
  }

  async putSettings(settings: cartCheckoutV1.CheckoutSettings): Promise<cartCheckoutV1.CheckoutSettings> {
    return required((await this.client.call.putCheckoutSettings({ settings })).settings);
  }

  close(): void {
    this.client.close();
  }
}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('the cart process answered a checkout call without its result');
  return value;
}
