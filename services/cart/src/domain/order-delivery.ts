import type { CartCheckout } from './checkout';
import type { CheckoutDetails } from './checkout-details';
import type { Order } from './order';
import { ORDER_MESSAGES } from './order-messages';

export type OrderDelivery = Pick<Order, 'shippingAddress' | 'billingAddress' | 'shippingMethod'>;

/**
 * Where an order goes and who pays, from the checkout it was priced with: the shipping address and
 * option only when something in it ships; the billing address given, else the shipping address.
 */
export function orderDeliveryOf(priced: CartCheckout, details: CheckoutDetails): OrderDelivery {
  const ships = priced.totals.requiresShipping;
  const shippingAddress = ships ? details.shippingAddress : null;
  return {
    shippingAddress,
    billingAddress: details.billingAddress ?? shippingAddress,
    shippingMethod: ships ? (priced.selectedShippingOption?.name ?? '') : '',
  };
}

/**
 * Why a cart that ships cannot be paid for yet, or undefined when it can. A store with shipping
 * rates ships what it sells: the cart needs a shipping address one of them reaches. A store with
 * none arranges delivery otherwise (pickup, its own courier) and takes the order as it is.
 */
export function shippingRefusal(priced: CartCheckout, storeShips: boolean): string | undefined {
  if (!priced.totals.requiresShipping || !storeShips) return undefined;
  if (!priced.shippingLocation) return ORDER_MESSAGES.shippingAddress;
  if (!priced.selectedShippingOption) return ORDER_MESSAGES.notShipped;
  return undefined;
}
