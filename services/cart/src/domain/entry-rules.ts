import {
  FailedPreconditionError,
  InvalidArgumentError,
  NotFoundError,
  ResourceExhaustedError,
} from '@storefront/service-kit/errors';
import { sameAdditionalFields } from './additional-fields';
import { coversQuantity, PRODUCT_TYPE, QUANTITY_LIMITS, QUANTITY_MESSAGES } from '@storefront/commerce';
import type { AdditionalFields, CartEntry } from './cart';
import {
  NOT_ENOUGH_STOCK,
  ONE_SERVICE_PER_CART,
  TOO_MANY_ANSWERS,
  TOO_MANY_ENTRIES,
  VARIANT_UNAVAILABLE,
} from './messages';
import type { CatalogProduct, ProductVariant, StoreRules } from './product';

export const MAX_ENTRIES_PER_CART = 100;
/**
 * Characters of answers (as JSON) all entries of a cart hold together. Each entry's are limited too
 * (32,000), but 100 such entries would make a cart whose every answer is megabytes: beyond gRPC's
 * default 4 MB message in three-byte characters, and heavy on every read. A million keeps a full
 * cart's answer under that, and is far above what shoppers type.
 */
export const MAX_CART_ANSWERS_LENGTH = 1_000_000;

export type Entry = Pick<CartEntry, 'id' | 'itemId' | 'variantId' | 'sku' | 'quantity' | 'additionalFields'>;

export interface Addition {
  product: CatalogProduct;
  variant: ProductVariant;
  quantity: number;
  additionalFields: AdditionalFields | null;
}

/** Grow an existing entry to `quantity`, or append a new entry of `quantity`. */
export type AdditionPlan = { kind: 'grow'; entryId: string; quantity: number } | { kind: 'append'; quantity: number };

/**
 * The cart's total of one variant may never pass what the store can sell; stock is checked here
 * and held only at checkout (see the README).
 */
function checkStock(variant: ProductVariant, cartTotalAfter: number): void {
  if (!coversQuantity(variant, cartTotalAfter)) throw new FailedPreconditionError(NOT_ENOUGH_STOCK);
}

/** When the store hides the quantity input for services, a cart books a service once. */
function checkServiceCap(product: CatalogProduct, rules: StoreRules, productTotalAfter: number): void {
  if (
    product.productType === PRODUCT_TYPE.service &&
    !rules.multipleQuantityAllowedForServices &&
    productTotalAfter > 1
  ) {
    throw new FailedPreconditionError(ONE_SERVICE_PER_CART);
  }
}

const answersLength = (fields: AdditionalFields | null) => (fields === null ? 0 : JSON.stringify(fields).length);

/** Answers for an entry (the one `replacing`, or a new one) must fit in what the cart's answers may hold. */
export function checkAnswersRoom(
  entries: readonly Entry[],
  additionalFields: AdditionalFields | null,
  replacing?: string,
): void {
  if (additionalFields === null) return;
  const others = entries
    .filter((entry) => entry.id !== replacing)
    .reduce((total, entry) => total + answersLength(entry.additionalFields), 0);
  if (others + answersLength(additionalFields) > MAX_CART_ANSWERS_LENGTH)
    throw new ResourceExhaustedError(TOO_MANY_ANSWERS);
}

const sum = (entries: readonly Entry[], pick: (entry: Entry) => boolean) =>
  entries.filter(pick).reduce((total, entry) => total + entry.quantity, 0);

/** The entry an addition of this item, sku and answers goes into, when the cart has one. */
export function equalEntry<E extends Entry>(
  entries: readonly E[],
  itemId: string,
  sku: string,
  additionalFields: AdditionalFields | null,
): E | undefined {
  return entries.find(
    (entry) =>
      entry.itemId === itemId && entry.sku === sku && sameAdditionalFields(entry.additionalFields, additionalFields),
  );
}

/** Same item, sku and answers: one entry whose quantities add up. */
export function planAddition(entries: readonly Entry[], addition: Addition, rules: StoreRules): AdditionPlan {
  const { product, variant, quantity, additionalFields } = addition;
  const target = equalEntry(entries, product.id, variant.sku, additionalFields);
  const entryQuantity = (target?.quantity ?? 0) + quantity;
  if (entryQuantity > QUANTITY_LIMITS.max) throw new InvalidArgumentError(QUANTITY_MESSAGES.aboveMaximum);
  if (!target && entries.length >= MAX_ENTRIES_PER_CART) throw new ResourceExhaustedError(TOO_MANY_ENTRIES);
  if (!target) checkAnswersRoom(entries, additionalFields);
  checkStock(variant, sum(entries, (entry) => entry.variantId === variant.id) + quantity);
  checkServiceCap(product, rules, sum(entries, (entry) => entry.itemId === product.id) + quantity);
  return target ? { kind: 'grow', entryId: target.id, quantity: entryQuantity } : { kind: 'append', quantity };
}

/**
 * Setting an entry's quantity. Lowering it is always allowed (even when stock has since dropped
 * below what the cart holds); raising it is checked like an addition.
 */
export function checkQuantityChange(
  entries: readonly Entry[],
  entryId: string,
  quantity: number,
  product: CatalogProduct | null,
  rules: StoreRules,
): void {
  const entry = entries.find((candidate) => candidate.id === entryId);
  if (!entry || quantity <= entry.quantity) return;
  const variant = product?.variants.find((candidate) => candidate.id === entry.variantId);
  if (!product || !variant) throw new NotFoundError(VARIANT_UNAVAILABLE);
  const others = entries.filter((candidate) => candidate.id !== entryId);
  checkStock(variant, sum(others, (other) => other.variantId === variant.id) + quantity);
  checkServiceCap(product, rules, sum(others, (other) => other.itemId === product.id) + quantity);
}
