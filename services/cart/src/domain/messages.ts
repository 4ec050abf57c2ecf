import { ADD_TO_CART_MESSAGES } from '@storefront/commerce';

/** Texts a visitor reads; the add-to-cart ones are spec §5's, as commerce words them. */
export const VARIANT_UNAVAILABLE = ADD_TO_CART_MESSAGES.variantUnavailable;
export const NOT_ENOUGH_STOCK = ADD_TO_CART_MESSAGES.outOfStock;

export const CART_NOT_FOUND = 'That cart does not exist or has expired.';
export const ENTRY_NOT_FOUND = 'That cart entry does not exist.';
export const CART_PURCHASED = 'This cart has already been purchased.';
export const TOO_MANY_ENTRIES = 'A cart holds at most 100 different items.';
export const TOO_MANY_ANSWERS = 'A cart holds at most 1,000,000 characters of custom-form answers.';
export const ONE_SERVICE_PER_CART = 'This service can be added to the cart only once.';
export const NOT_SUBSCRIBABLE = 'This product cannot be bought as a subscription.';
export const UNKNOWN_SUBSCRIPTION_OPTION = 'That subscription option is not offered for this product.';
export const NOT_A_GIFT_CARD = 'This product is not a gift card.';
export const KEY_REUSED = 'This request key was already used for a different request.';
/** Spec §8, as the forms service says it; the messages per field id are form-rules'. */
export const ANSWERS_REFUSED = 'One or more fields is invalid, please check your entries.';
export const FORM_UNREADABLE = 'This product cannot be added right now. Please try again later.';
