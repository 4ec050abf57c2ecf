import { InvalidArgumentError } from '@storefront/service-kit/errors';
import { QUANTITY_OUT_OF_RANGE } from './messages';

/** Spec §5 "Quantity input": minimum 1, maximum 9999, step 1. */
export const MIN_QUANTITY = 1;
export const MAX_QUANTITY = 9999;

export function checkQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < MIN_QUANTITY || quantity > MAX_QUANTITY) {
    throw new InvalidArgumentError(QUANTITY_OUT_OF_RANGE);
  }
  return quantity;
}
