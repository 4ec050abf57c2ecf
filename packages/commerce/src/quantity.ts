import { PRODUCT_TYPE } from './product-types';

/** Spec §5 "Quantity input": number, minimum 1, maximum 9999, step 1, default 1. */
export const QUANTITY_LIMITS = { min: 1, max: 9999, step: 1, default: 1 } as const;

/** Spec §5 wording for the first two; the limits' wording names the limit broken. */
export const QUANTITY_MESSAGES = {
  notANumber: 'Quantity must be a number.',
  notWhole: 'Quantity must be a whole number.',
  belowMinimum: `Quantity must be at least ${QUANTITY_LIMITS.min}.`,
  aboveMaximum: `Quantity must be at most ${QUANTITY_LIMITS.max}.`,
} as const;

export interface QuantityInputRule {
  productType: number;
  isSubscribable: boolean;
  /** `totalStock` of the variants: Infinity when any variant is unlimited. */
  totalStock: number;
  /** Store setting, default true. */
  multipleQuantityAllowedForServices: boolean;
}

/**
 * Spec §4: the quantity input is shown only for physical products, or services when multiple
 * quantity is allowed, and only when not subscribable and more than one piece is in stock.
 */
export function showsQuantityInput(rule: QuantityInputRule): boolean {
  const typeAllows =
    rule.productType === PRODUCT_TYPE.physical ||
    (rule.productType === PRODUCT_TYPE.service && rule.multipleQuantityAllowedForServices);
  return typeAllows && !rule.isSubscribable && rule.totalStock > 1;
}

/**
 * Decimal notation only: JavaScript's Number() also reads '0x10', '1e3' and 'Infinity', which
 * nobody types as a quantity (spec §5: numeric, whole).
 */
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** The number the visitor typed, or NaN when it is not one (blank counts as not a number). */
export function readQuantity(text: string): number {
  const trimmed = text.trim();
  return DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
}

/**
 * What a quantity input settles on after editing: a whole number within the limits; text that is
 * not a number is left for validation to report.
 */
export function clampQuantity(quantity: number): number {
  if (Number.isNaN(quantity)) return quantity;
  return Math.min(QUANTITY_LIMITS.max, Math.max(QUANTITY_LIMITS.min, Math.trunc(quantity)));
}

/**
 * Why a quantity a server is asked for cannot be taken, in the order a visitor would fix it; null
 * for a whole number within the limits. Servers refuse rather than clamp: a request is not typing.
 */
export function quantityProblem(quantity: number): string | null {
  if (!Number.isFinite(quantity)) return QUANTITY_MESSAGES.notANumber;
  if (!Number.isInteger(quantity)) return QUANTITY_MESSAGES.notWhole;
  if (quantity < QUANTITY_LIMITS.min) return QUANTITY_MESSAGES.belowMinimum;
  if (quantity > QUANTITY_LIMITS.max) return QUANTITY_MESSAGES.aboveMaximum;
  return null;
}
