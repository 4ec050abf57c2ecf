import type { CartCheckout } from './checkout';
import type { CheckoutDetails } from './checkout-details';
import type { Order } from './order';

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
