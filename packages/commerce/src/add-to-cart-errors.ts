/**
 * Spec §8: the error types analytics records for a failed add to cart, and the alert titles the
 * visitor sees. The messages themselves live with the rule that produces them.
 */
export const ADD_TO_CART_ERROR_TYPES = [
  'NO_VARIANT_SELECTED',
  'VARIANT_UNAVAILABLE',
  'OUT_OF_STOCK',
  'QUANTITY_NOT_A_NUMBER',
  'SUB_WITH_FORM_FAILURE',
  'SUB_QUANTITY_NOT_A_WHOLE_NUMBER',
  'SUB_API_FAILURE',
  'EXPRESS_CHECKOUT_FAILURE',
  'CUSTOM_FORM_RENDER_ERROR',
  'CUSTOM_FORM_RENDER_ERROR_OUT_OF_STOCK',
  'API_FAILURE',
] as const;

export type AddToCartErrorType = (typeof ADD_TO_CART_ERROR_TYPES)[number];

export const ALERT_TITLES = {
  addItem: 'Unable to Add Item',
  expressCheckout: 'Unable to Purchase Item',
  giftCard: 'Unable to purchase Gift Card',
} as const;

/** Spec §5: express checkout without cart cookies. */
export const EXPRESS_CHECKOUT_SESSION_MESSAGE =
  'Either your session has expired or you do not have cookies enabled. We cannot continue to checkout.';
