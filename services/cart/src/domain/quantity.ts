import { quantityProblem } from '@storefront/commerce';
import { InvalidArgument } from './errors';

/** A cart entry's quantity obeys spec §5's quantity limits; a request out of them is refused. */
export function checkQuantity(quantity: number): number {
  const problem = quantityProblem(quantity);
  if (problem !== null) throw new InvalidArgument(problem);
  return quantity;
}
