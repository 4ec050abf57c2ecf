import { cartV1 } from '@storefront/proto';
import type { ServiceRegistration } from '@storefront/service-kit';
import { unary } from '@storefront/service-kit';
import { addEntry } from '../actions/add-entry';
import { attachCartToSiteUser } from '../actions/attach-to-site-user';
import type { CartContext } from '../actions/cart-context';
import { removeEntry, updateEntryAdditionalFields, updateEntryQuantity } from '../actions/change-entry';
import { createGiftCardCart, createSubscriptionCart, quoteGiftCardCart } from '../actions/checkout-carts';
import { expireAbandonedCarts } from '../actions/expire-carts';
import { readCart } from '../actions/read-cart';
import { toAttachCartResponse, toCartEntry, toShoppingCart } from './to-proto';

/** storefront.cart.v1.CartService: every RPC of the contract, each a thin map to one cart action. */
export function cartService(context: CartContext): ServiceRegistration {
  const implementation: cartV1.CartServiceServer = {
    getCart: unary(async (request) => ({
      cart: toShoppingCart(await readCart(context, request.cartToken, request.withoutStock)),
    })),

    addEntry: unary(async (request) => {
      const added = await addEntry(context, request);
      return {
        cartToken: added.token,
        cart: toShoppingCart(added),
        newlyAdded: added.newlyAdded && toCartEntry(added.newlyAdded, added.stock),
      };
    }),

    updateEntryQuantity: unary(async (request) => ({
      cart: toShoppingCart(await updateEntryQuantity(context, request)),
    })),

    removeEntry: unary(async (request) => {
      const removal = await removeEntry(context, request);
      return { cart: toShoppingCart(removal), removed: removal.removed };
    }),

    updateEntryAdditionalFields: unary(async (request) => {
      const updated = await updateEntryAdditionalFields(context, request);
      return { cart: toShoppingCart(updated), updatedEntry: toCartEntry(updated.updatedEntry, updated.stock) };
    }),

    createSubscriptionCart: unary(async (request) => {
      const created = await createSubscriptionCart(context, request);
      return { cartToken: created.token, cart: toShoppingCart(created) };
    }),

    createGiftCardCart: unary(async (request) => {
      const created = await createGiftCardCart(context, request);
      return { cartToken: created.token, cart: toShoppingCart(created) };
    }),

    quoteGiftCardCart: unary(async (request) => ({
      cart: toShoppingCart(await quoteGiftCardCart(context, request)),
    })),

    attachCartToSiteUser: unary(async (request) => toAttachCartResponse(await attachCartToSiteUser(context, request))),

    expireAbandonedCarts: unary(async (request) => ({
      expired: await expireAbandonedCarts(context.db, Number(request.olderThanSeconds)),
    })),
  };
  return { definition: cartV1.CartServiceService, implementation };
}
