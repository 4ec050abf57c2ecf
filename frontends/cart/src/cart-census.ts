import type { CartEntry, ShoppingCart } from '@storefront/contracts';
import { postShoppingEvent, type ShoppingEventFields } from '@storefront/ui';

/** Spec §7 cart fields of a shopping event; the cart value is in the currency's major units. */
function cartFields(cart: ShoppingCart): ShoppingEventFields {
  return {
    cart_id: cart.id,
    num_items_in_cart: cart.totalQuantity,
    cart_value: cart.subtotalCents / 100,
    currency_code: cart.currency,
  };
}

/** Spec §7 ViewCart: the visitor opened /cart and saw this cart. */
export function recordCartView(cart: ShoppingCart): void {
  void postShoppingEvent('CommerceShopping_ViewCart', cartFields(cart));
}

/** Spec §7 RemoveFromCart: `entry` left the cart, which is now `cart`. */
export function recordRemoval(entry: CartEntry, cart: ShoppingCart): void {
  void postShoppingEvent('CommerceShopping_RemoveFromCart', {
    ...cartFields(cart),
    item_id: entry.itemId,
    item_type: entry.productType,
    item_title: entry.title,
    item_quantity: entry.quantity,
  });
}
