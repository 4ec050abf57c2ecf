import type { AddToCartErrorType } from './add-to-cart-errors';
import { coversQuantity, type VariantStock } from './availability';
import { PRODUCT_TYPE, tracksStock } from './product-types';
import { clampQuantity, QUANTITY_LIMITS, QUANTITY_MESSAGES, readQuantity } from './quantity';
import { matchVariant, unselectedOptions, type ChosenOptions } from './variant-matching';

export interface AddToCartProduct<V extends VariantStock = VariantStock> {
  productType: number;
  /** The merchant's option order; messages name unselected options in this order. */
  variantOptionOrdering: readonly string[];
  variants: readonly V[];
}

export interface AddToCartRequest<V extends VariantStock = VariantStock> {
  product: AddToCartProduct<V>;
  chosen: ChosenOptions;
  /** The quantity input's text, a number, or undefined when the page shows no input (default 1). */
  quantity?: string | number;
  /** The subscription path also insists on a whole number; the cart path rounds down. */
  path: 'cart' | 'subscription';
}

export type AddToCartCheck<V extends VariantStock = VariantStock> =
  { ok: true; variant: V; quantity: number } | { ok: false; type: AddToCartErrorType; message: string };

export const ADD_TO_CART_MESSAGES = {
  giftCardDenomination: 'Select a denomination for the Gift Card.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  outOfStock: 'Sorry, we do not have enough of that item available.',
} as const;

/** Spec §5 wording for one, two or more unselected options. */
export function selectOptionsMessage(names: readonly string[]): string {
  if (names.length === 1) return `Please select the ${names[0]} option.`;
  if (names.length === 2) return `Please select the ${names[0]} and ${names[1]} options.`;
  const last = names[names.length - 1];
  return `Please select the ${names.slice(0, -1).join(', ')}, and ${last} options.`;
}

function fail(type: AddToCartErrorType, message: string): AddToCartCheck<never> {
  return { ok: false, type, message };
}

/**
 * Spec §5 "Add to cart", in its order: unselected options, no matching variant, not enough stock,
 * then the quantity itself. The first failing rule decides the message.
 */
export function validateAddToCart<V extends VariantStock>(request: AddToCartRequest<V>): AddToCartCheck<V> {
  const { product, chosen } = request;

  const missing = unselectedOptions(product.variantOptionOrdering, chosen);
  if (missing.length > 0) {
    const message =
      product.productType === PRODUCT_TYPE.giftCard
        ? ADD_TO_CART_MESSAGES.giftCardDenomination
        : selectOptionsMessage(missing);
    return fail('NO_VARIANT_SELECTED', message);
  }

  const variant = matchVariant(product, chosen);
  if (!variant) return fail('VARIANT_UNAVAILABLE', ADD_TO_CART_MESSAGES.variantUnavailable);

  const typed = typeof request.quantity === 'number' ? request.quantity : readQuantity(request.quantity ?? '');
  const given = request.quantity === undefined ? QUANTITY_LIMITS.default : typed;
  const wanted = Number.isFinite(given) ? clampQuantity(given) : QUANTITY_LIMITS.min;
  if (tracksStock(product.productType) && !coversQuantity(variant, wanted)) {
    return fail('OUT_OF_STOCK', ADD_TO_CART_MESSAGES.outOfStock);
  }

  if (!Number.isFinite(given)) return fail('QUANTITY_NOT_A_NUMBER', QUANTITY_MESSAGES.notANumber);
  if (request.path === 'subscription' && !Number.isInteger(given)) {
    return fail('SUB_QUANTITY_NOT_A_WHOLE_NUMBER', QUANTITY_MESSAGES.notWhole);
  }
  return { ok: true, variant, quantity: clampQuantity(given) };
}
