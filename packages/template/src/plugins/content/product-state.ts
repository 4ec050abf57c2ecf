import { isTruthy } from '../../exec/values';
import { looseNumber } from './coerce';
import { prop } from './prop';

/** Product types (spec §3). */
const PHYSICAL = 1;
const DIGITAL = 2;
const SERVICE = 3;
const GIFT_CARD = 4;

function variantsOf(content: unknown): readonly unknown[] {
  const variants = prop(content, 'variants');
  return Array.isArray(variants) ? variants : [];
}

/**
 * Whether a store item is on sale (spec §4): physical and service products when any variant is;
 * a digital product by its own flag; other types never.
 */
export function productOnSale(content: unknown): boolean {
  const type = looseNumber(prop(content, 'productType'));
  if (type === DIGITAL) return isTruthy(prop(content, 'onSale'));
  if (type !== PHYSICAL && type !== SERVICE) return false;
  return variantsOf(content).some((v) => isTruthy(prop(v, 'onSale')));
}

/**
 * Whether a store item is sold out (spec §4): digital products and gift cards never are; others
 * when every variant is limited and has no stock left.
 */
export function productSoldOut(content: unknown): boolean {
  const type = looseNumber(prop(content, 'productType'));
  if (type === DIGITAL || type === GIFT_CARD) return false;
  return variantsOf(content).every((v) => !isTruthy(prop(v, 'unlimited')) && !(looseNumber(prop(v, 'qtyInStock')) > 0));
}
