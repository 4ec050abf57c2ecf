/** What the cart pill shows for a cart's total quantity (spec §4 and §9). */
export interface CartPillWording {
  hidden: boolean;
  text: string;
  ariaLabel: string;
}

/** Above this many items the pill shows '100+' instead of the count. */
export const cartPillMaxCount = 100;

export function cartPillWording(totalQuantity: number): CartPillWording {
  const count = Number.isFinite(totalQuantity) ? Math.max(0, Math.floor(totalQuantity)) : 0;
  if (count === 0) return { hidden: true, text: '', ariaLabel: '' };
  if (count > cartPillMaxCount) return { hidden: false, text: '100+', ariaLabel: 'More than 100 items in cart' };
  const text = count === 1 ? '1 item' : `${count} items`;
  return { hidden: false, text, ariaLabel: `${text} in cart` };
}
