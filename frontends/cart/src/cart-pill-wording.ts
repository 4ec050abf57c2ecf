/** What the cart pill shows for a cart's total quantity (spec §4 and §9). */
export interface CartPillWording {
  hidden: boolean;
  /** The figure in `.sqs-cart-quantity`: the count, or '100+'. */
  count: string;
  /** The word after it: 'item' or 'items'. */
  unit: 'item' | 'items';
  /** What a screen reader says for the pill; also what a count change announces. */
  ariaLabel: string;
}

/** Above this many items the pill shows '100+' instead of the count. */
export const cartPillMaxCount = 100;

export function cartPillWording(totalQuantity: number): CartPillWording {
  const count = Number.isFinite(totalQuantity) ? Math.max(0, Math.floor(totalQuantity)) : 0;
  if (count === 0) return { hidden: true, count: '0', unit: 'items', ariaLabel: '' };
  if (count > cartPillMaxCount) {
    return { hidden: false, count: '100+', unit: 'items', ariaLabel: 'More than 100 items in cart' };
  }
  const unit = count === 1 ? 'item' : 'items';
  return { hidden: false, count: String(count), unit, ariaLabel: `${count} ${unit} in cart` };
}
