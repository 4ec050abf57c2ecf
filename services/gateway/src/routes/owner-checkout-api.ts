import type { Request, Response } from 'express';
import { checkoutSettingsJson } from '../page/checkout-json';
import type { Checkout } from '../upstream/checkout';
import { checkoutSettingsBody, checkoutSettingsRequest, readCheckoutInput } from './checkout-input';
import type { OwnerApiHandlers } from './owner-api-handlers';

/**
 * The owner's shipping rates, tax rules and coupons. A PUT replaces the three lists whole; the
 * cart process checks each item with @storefront/commerce and refuses per field path
 * ('shippingRates.0.costCents'), saving nothing.
 */
export function ownerCheckoutApi(
  checkout: Checkout,
): Pick<OwnerApiHandlers, 'checkoutSettings' | 'updateCheckoutSettings'> {
  return {
    async checkoutSettings(_req: Request, res: Response) {
      res.setHeader('Cache-Control', 'no-store');
      res.json(checkoutSettingsJson(await checkout.settings()));
    },

    async updateCheckoutSettings(req: Request, res: Response) {
      const body = readCheckoutInput(checkoutSettingsBody, req.body);
      const saved = await checkout.putSettings(checkoutSettingsRequest(body));
      res.setHeader('Cache-Control', 'no-store');
      res.json(checkoutSettingsJson(saved));
    },
  };
}
