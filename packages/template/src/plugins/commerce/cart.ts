/** Cart formatters: the item count badge, the cart address, and a retired subtotal tag. */
import { lenientNumber } from '../../exec/lenient';
import { field } from '../../exec/values';
import { Formatter, mapValue } from '../../plugin';

/**
 * Units in the cart, summed over its entries. Quantities are read leniently; one that is text
 * without a number makes the total NaN, which prints as such rather than hiding the problem.
 */
function cartQuantity(cart: unknown): number {
  const entries = field(cart, 'entries');
  if (!Array.isArray(entries)) return 0;
  let total = 0;
  for (const e of entries) total += lenientNumber(field(e, 'quantity'));
  return total;
}

export const cartFormatters: Record<string, Formatter> = {
  'cart-quantity': mapValue((cart) => `<span class="sqs-cart-quantity">${cartQuantity(cart)}</span>`),
  'cart-url': mapValue(() => '/cart'),
  /** kept so old templates still compile; the value was never reliable */
  'cart-subtotal': mapValue(() => 'deprecated, do not use'),
};
