import type { VariantStock } from '../catalog/catalog-reader';
import type { Cart } from '../domain/cart';
import type { CartCheckout } from '../domain/checkout';
import type { CartContext } from './cart-context';
import { priceCart } from './checkout-pricing';

/** A cart as answered: its rows, each entry's current stock for the cart page's limits, and its checkout pricing. */
export interface CartView {
  token?: string;
  cart: Cart;
  stock: Map<string, VariantStock>;
  /** Spec §3 checkout fields and totals; absent for a cart never written (a quote), priced plainly. */
  checkout?: CartCheckout;
}

/**
 * Stock is a hint for the cart page, not part of the cart: when the catalog cannot say, the cart
 * is still shown, and any change is checked against the catalog again anyway.
 */
export async function viewCart(
  context: CartContext,
  cart: Cart,
  known: Map<string, VariantStock> = new Map(),
): Promise<CartView> {
  const { catalog, logger } = context;
  const missing = [
    ...new Set(cart.entries.filter((entry) => !known.has(entry.variantId)).map((entry) => entry.itemId)),
  ];
  const stock = new Map(known);
  const [, checkout] = await Promise.all([
    catalog.stock(missing).then(
      (found) => {
        for (const [variantId, variantStock] of found) stock.set(variantId, variantStock);
      },
      (error: unknown) => logger.warn({ err: error }, 'catalog stock unavailable; answering the cart without it'),
    ),
    priceCart(context.db, cart),
  ]);
  return { cart, stock, checkout };
}

/** The cart without the stock hint (callers that show no quantity limits), still priced. */
export async function viewCartWithoutStock(context: CartContext, cart: Cart): Promise<CartView> {
  return { cart, stock: new Map(), checkout: await priceCart(context.db, cart) };
}
