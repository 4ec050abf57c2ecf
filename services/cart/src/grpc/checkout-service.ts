import { cartCheckoutV1 } from '@storefront/proto';
import type { ServiceRegistration } from '@storefront/service-kit';
import { unary } from '@storefront/service-kit';
import type { CartContext } from '../actions/cart-context';
import { getCheckout, updateCheckout, type CheckoutView } from '../actions/checkout';
import { getCheckoutSettings, putCheckoutSettings, type SettingsView } from '../actions/checkout-settings';
import type { CheckoutChange } from '../domain/checkout-details';
import {
  addressFromProto,
  couponFromProto,
  couponToProto,
  detailsToProto,
  rateFromProto,
  rateToProto,
  taxRuleFromProto,
  taxRuleToProto,
} from './checkout-to-proto';
import { toShoppingCart } from './to-proto';

function toCheckout({ view, details }: CheckoutView): cartCheckoutV1.Checkout {
  return { cart: toShoppingCart(view), ...detailsToProto(details) };
}

function toSettings({ rules, timesUsed }: SettingsView): cartCheckoutV1.CheckoutSettings {
  return {
    shippingRates: rules.shippingRates.map(rateToProto),
    taxRules: rules.taxRules.map(taxRuleToProto),
    coupons: rules.coupons.map((coupon) => couponToProto(coupon, timesUsed.get(coupon.code) ?? 0)),
  };
}

/** Only the fields the request sets are part of the change. */
function changeOf(request: cartCheckoutV1.UpdateCheckoutRequest): CheckoutChange {
  const change: CheckoutChange = {};
  if (request.email !== undefined) change.email = request.email;
  if (request.shippingAddress) change.shippingAddress = addressFromProto(request.shippingAddress);
  if (request.setBillingAddress) {
    change.billingAddress = request.billingAddress ? addressFromProto(request.billingAddress) : null;
  }
  if (request.shippingOptionId !== undefined) change.shippingOptionId = request.shippingOptionId || null;
  if (request.setCouponCodes) change.couponCodes = request.couponCodes;
  return change;
}

/** storefront.cart.v1.CheckoutService: the checkout details of a cart and the owner's checkout settings. */
export function checkoutService(context: CartContext): ServiceRegistration {
  const implementation: cartCheckoutV1.CheckoutServiceServer = {
    getCheckout: unary(async (request) => ({ checkout: toCheckout(await getCheckout(context, request.cartToken)) })),

    updateCheckout: unary(async (request) => ({
      checkout: toCheckout(await updateCheckout(context, request.cartToken, changeOf(request))),
    })),

    getCheckoutSettings: unary(async () => ({ settings: toSettings(await getCheckoutSettings(context.db)) })),

    putCheckoutSettings: unary(async ({ settings }) => ({
      settings: toSettings(
        await putCheckoutSettings(context.db, {
          shippingRates: (settings?.shippingRates ?? []).map(rateFromProto),
          taxRules: (settings?.taxRules ?? []).map(taxRuleFromProto),
          coupons: (settings?.coupons ?? []).map(couponFromProto),
        }),
      ),
    })),
  };
  return { definition: cartCheckoutV1.CheckoutServiceService, implementation };
}
