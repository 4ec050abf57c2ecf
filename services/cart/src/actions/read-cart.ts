import { findCart } from '../store/carts';
import type { CartContext } from './cart-context';
import { existing, tokenHashOf } from './cart-lookup';
import { viewCart, viewCartWithoutStock, type CartView } from './cart-view';

/** Any kind of cart, but only by its own token; with each entry's stock unless `withoutStock`. */
export async function readCart(context: CartContext, cartToken: string, withoutStock = false): Promise<CartView> {
  const tokenHash = tokenHashOf(cartToken);
  const cart = existing(await findCart(context.db, tokenHash));
  // a visitor who reads their cart (every page does) is likely to change it next
  context.recentCarts.remember(tokenHash, cart);
  return withoutStock ? viewCartWithoutStock(context, cart) : viewCart(context, cart);
}
