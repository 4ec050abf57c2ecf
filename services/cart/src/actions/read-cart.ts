import { findCart } from '../store/carts';
import type { CartContext } from './cart-context';
import { existing, tokenHashOf } from './cart-lookup';
import { viewCart, type CartView } from './cart-view';

/** Any kind of cart, but only by its own token; with each entry's stock unless `withoutStock`. */
export async function readCart(context: CartContext, cartToken: string, withoutStock = false): Promise<CartView> {
  const cart = existing(await findCart(context.db, tokenHashOf(cartToken)));
  return withoutStock ? { cart, stock: new Map() } : viewCart(context, cart);
}
