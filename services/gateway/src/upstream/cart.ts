import { status, type ServiceError } from '@grpc/grpc-js';
import { cartV1 } from '@storefront/proto';
import type { CallOptions, ServiceClient } from '@storefront/service-kit';
import { derivedKey } from '../http/idempotency-key';
import { upstreamClient, type UpstreamSettings } from './upstream-client';

export type CartServiceClient = ServiceClient<typeof cartV1.CartServiceService>;
export type ShoppingCart = cartV1.ShoppingCart;
export type CartEntry = cartV1.CartEntry;

export type CartSettings = UpstreamSettings;

export interface AddEntry {
  itemId: string;
  sku: string;
  quantity: number;
  additionalFieldsJson: string;
}

export interface AddedEntry {
  cartToken: string;
  cart: ShoppingCart;
  newlyAdded: CartEntry;
}

export function isNotFound(error: unknown): boolean {
  return (error as ServiceError | null)?.code === status.NOT_FOUND;
}

/** The cart service as the gateway uses it: typed calls with deadlines, every cart named by its token. */
export class Cart {
  readonly client: CartServiceClient;

  constructor(settings: CartSettings) {
    this.client = upstreamClient(cartV1.CartServiceClient, cartV1.CartServiceDefinition, settings);
  }

  /**
   * The cart named by `token`, or undefined when there is none (unknown, expired or never made).
   * Only the cart page needs each entry's stock (`withStock`); the rest reads entries and totals.
   */
  async find(
    token: string,
    { withStock = false, ...options }: CallOptions & { withStock?: boolean } = {},
  ): Promise<ShoppingCart | undefined> {
    try {
      return (await this.client.call.getCart({ cartToken: token, withoutStock: !withStock }, options)).cart;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  /**
   * The visitor's shopping cart named by their CART cookie's `token`, or undefined. A subscription
   * or gift-card cart's token sent as that cookie is no shopping cart: it reads as none, so the
   * visitor's cart never shows, counts or checks out another kind's entries.
   */
  async shoppingCart(
    token: string,
    options: CallOptions & { withStock?: boolean } = {},
  ): Promise<ShoppingCart | undefined> {
    const found = await this.find(token, options);
    return found?.kind === cartV1.CartKind.CART_KIND_SHOPPING ? found : undefined;
  }

  /**
   * Adds to the cart named by `token`, or to a new cart when there is no token or the named cart
   * is gone (expired since the visitor's last visit): the add must not fail because of an old
   * cookie. NOT_FOUND also means an unknown product or variant, so the cart is looked up before
   * starting over, and only on that rare path.
   */
  async addEntry(token: string, entry: AddEntry, idempotencyKey: string): Promise<AddedEntry> {
    try {
      return required(await this.client.call.addEntry({ cartToken: token, ...entry, idempotencyKey }));
    } catch (error) {
      if (!token || !isNotFound(error) || (await this.shoppingCart(token)) !== undefined) throw error;
      // Starting over is a change of its own: a retry of the request must find the same new cart.
      const startOverKey = derivedKey('new cart', idempotencyKey);
      return required(await this.client.call.addEntry({ cartToken: '', ...entry, idempotencyKey: startOverKey }));
    }
  }

  async updateQuantity(
    token: string,
    entryId: string,
    quantity: number,
    idempotencyKey: string,
  ): Promise<ShoppingCart> {
    return cartOf(await this.client.call.updateEntryQuantity({ cartToken: token, entryId, quantity, idempotencyKey }));
  }

  /**
   * The cart after removing the entry, or undefined when the visitor's cart has no such entry (or
   * there is no such shopping cart). A repeat of a removal with its key answers as the first did.
   */
  async removeEntry(token: string, entryId: string, idempotencyKey: string): Promise<ShoppingCart | undefined> {
    try {
      const response = await this.client.call.removeEntry({ cartToken: token, entryId, idempotencyKey });
      return response.removed ? cartOf(response) : undefined;
    } catch (error) {
      if (isNotFound(error)) return undefined;
      throw error;
    }
  }

  async updateAdditionalFields(
    token: string,
    entryId: string,
    additionalFieldsJson: string,
    idempotencyKey: string,
  ): Promise<{ cart: ShoppingCart; updatedEntry: CartEntry }> {
    const response = await this.client.call.updateEntryAdditionalFields({
      cartToken: token,
      entryId,
      additionalFieldsJson,
      idempotencyKey,
    });
    if (!response.updatedEntry) throw new Error('cart answered UpdateEntryAdditionalFields without the entry');
    return { cart: cartOf(response), updatedEntry: response.updatedEntry };
  }

  async createSubscriptionCart(request: cartV1.CreateSubscriptionCartRequest): Promise<string> {
    return (await this.client.call.createSubscriptionCart(request)).cartToken;
  }

  /** A one-entry GIFT_CARD cart of the denomination: what the gift-card purchase buys at once. */
  async createGiftCardCart(itemId: string, sku: string, idempotencyKey: string): Promise<string> {
    return (await this.client.call.createGiftCardCart({ itemId, sku, idempotencyKey })).cartToken;
  }

  /**
   * The gift-card cart that buying `sku` of `itemId` would create, priced and checked like the
   * real one but not written: what the checkout page shows before the purchase step.
   */
  async quoteGiftCardCart(itemId: string, sku: string): Promise<ShoppingCart> {
    return cartOf(await this.client.call.quoteGiftCardCart({ itemId, sku }));
  }

  /**
   * The cart follows the customer `siteUserId` (AttachCartToSiteUser): the browser's anonymous cart,
   * named by `token`, becomes the account's or merges into it. Answers the token the browser holds
   * from now on ('' : no cart) and the account's cart.
   */
  async attachToSiteUser(
    siteUserId: string,
    token: string,
    idempotencyKey: string,
  ): Promise<cartV1.AttachCartToSiteUserResponse> {
    return this.client.call.attachCartToSiteUser({ siteUserId, cartToken: token, idempotencyKey });
  }

  close(): void {
    this.client.close();
  }
}

function cartOf(response: { cart?: ShoppingCart }): ShoppingCart {
  if (!response.cart) throw new Error('cart service answered without a cart');
  return response.cart;
}

function required(response: cartV1.AddEntryResponse): AddedEntry {
  if (!response.cart || !response.newlyAdded) throw new Error('cart answered AddEntry without the cart or entry');
  return { cartToken: response.cartToken, cart: response.cart, newlyAdded: response.newlyAdded };
}
