import type { VariantStock } from '../catalog/catalog-reader';
import type { Cart } from '../domain/cart';
import type { CartContext } from './cart-context';

/** A cart as answered: its rows plus each entry's current stock, for the cart page's limits. */
export interface CartView {
  token?: string;
  cart: Cart;
  stock: Map<string, VariantStock>;
}

/**
 * Stock is a hint for the cart page, not part of the cart: when the catalog cannot say, the cart
 * is still shown, and any change is checked against the catalog again anyway.
 */
export async function viewCart(
  { catalog, logger }: CartContext,
  cart: Cart,
  known: Map<string, VariantStock> = new Map(),
): Promise<CartView> {
  const missing = [
    ...new Set(cart.entries.filter((entry) => !known.has(entry.variantId)).map((entry) => entry.itemId)),
  ];
  const stock = new Map(known);
  try {
    for (const [variantId, variantStock] of await catalog.stock(missing)) stock.set(variantId, variantStock);
  } catch (error) {
    logger.warn({ err: error }, 'catalog stock unavailable; answering the cart without it');
  }
  return { cart, stock };
}
