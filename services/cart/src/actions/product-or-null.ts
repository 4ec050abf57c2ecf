import { NotFoundError } from '@storefront/service-kit/errors';
import type { CatalogProduct } from '../domain/product';
import type { CartContext } from './cart-context';

/**
 * The product, or null when the catalog no longer has it: an entry of such a product can still be
 * lowered or removed, and is left out of a merge, so its absence is an answer, not a failure.
 */
export async function productOrNull(
  context: Pick<CartContext, 'catalog'>,
  itemId: string,
): Promise<CatalogProduct | null> {
  try {
    return await context.catalog.product(itemId);
  } catch (error) {
    if (error instanceof NotFoundError) return null;
    throw error;
  }
}
