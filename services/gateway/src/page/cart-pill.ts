/**
 * The header's cart pill as the server renders it (spec §4 and §9): hidden at 0, '1 item',
 * 'N items', '100+ items' above 100 (spoken 'More than 100 items in cart'). The cart remote
 * words it the same way into the same two spans, so its later update changes nothing visible
 * and shifts no layout.
 */
export interface CartPill {
  hidden: boolean;
  /** The figure in `.sqs-cart-quantity`: the count, or '100+'. */
  count: string;
  /** The word in `.cart-pill-label`. */
  unit: 'item' | 'items';
  ariaLabel: string;
}

const MAX_SHOWN = 100;

export const HIDDEN_CART_PILL: CartPill = { hidden: true, count: '0', unit: 'items', ariaLabel: '' };

export function cartPill(totalQuantity: number): CartPill {
  const count = Number.isFinite(totalQuantity) ? Math.max(0, Math.floor(totalQuantity)) : 0;
  if (count === 0) return HIDDEN_CART_PILL;
  if (count > MAX_SHOWN)
    return { hidden: false, count: '100+', unit: 'items', ariaLabel: 'More than 100 items in cart' };
  const unit = count === 1 ? 'item' : 'items';
  return { hidden: false, count: String(count), unit, ariaLabel: `${count} ${unit} in cart` };
}
