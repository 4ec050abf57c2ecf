import type { Context } from '../../exec/context';
import { mapValue } from '../../plugin';
import { addToCartButton } from './add-to-cart-btn';
import { quantityInput } from './quantity-input';
import { variantsSelect } from './variants-select';

/** The whole purchase block of a product page: variant selectors, quantity, add-to-cart button. */
function productCheckout(ctx: Context, item: unknown): string {
  return variantsSelect(ctx, item) + quantityInput(ctx, item) + addToCartButton(ctx, item);
}

export const productCheckoutFormatter = mapValue((item, _args, ctx) => productCheckout(ctx, item));
