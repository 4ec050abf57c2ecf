import { findCart } from '../store/carts';
import type { CartContext } from './cart-context';
import { existing, tokenHashOf } from './cart-lookup';
import { viewCart, type CartView } from './cart-view';

/** Any kind of cart, but only by its own token. */
export async function readCart(context: CartContext, cartToken: string): Promise<CartView> {
  return viewCart(context, existing(await findCart(context.db, tokenHashOf(cartToken))));
}
