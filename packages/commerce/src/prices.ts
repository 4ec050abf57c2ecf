/**
 * Spec §4 prices over any money representation: the catalog's integer minor units, the template's
 * exact decimals read from page JSON. Callers say how to compare and tell two prices apart.
 */

/** A price-bearing entry: a variant, a pricing option, or a digital product itself. */
export interface PricedEntry<M> {
  priceMoney: M;
  salePriceMoney: M;
  onSale: boolean;
}

/** The price an entry is bought at: its sale price while on sale. */
export function effectivePrice<M>(entry: PricedEntry<M>): M {
  return entry.onSale ? entry.salePriceMoney : entry.priceMoney;
}

/** The first entry with the lowest (compare < 0) value of `price`; undefined for none. */
export function lowestBy<E, M>(entries: readonly E[], price: (entry: E) => M, compare: (a: M, b: M) => number) {
  let best: E | undefined;
  let bestPrice: M | undefined;
  for (const entry of entries) {
    const candidate = price(entry);
    if (best === undefined || compare(candidate, bestPrice as M) < 0) {
      best = entry;
      bestPrice = candidate;
    }
  }
  return best;
}

/** The first entry with the highest value of `price`; undefined for none. */
export function highestBy<E, M>(entries: readonly E[], price: (entry: E) => M, compare: (a: M, b: M) => number) {
  return lowestBy(entries, price, (a, b) => compare(b, a));
}

/** How two entries' price fields are told apart; the template compares them as stored. */
export interface PriceSameness<E> {
  samePrice(a: E, b: E): boolean;
  sameSaleFlag(a: E, b: E): boolean;
  sameSalePrice(a: E, b: E): boolean;
  onSale(entry: E): boolean;
}

/**
 * Spec §4: a from-price is shown when the entries differ in price, sale flag or sale price. A sale
 * price counts only while the entries are on sale: off sale it is not what anyone pays.
 */
export function pricesVary<E>(entries: readonly E[], same: PriceSameness<E>): boolean {
  const [first, ...rest] = entries;
  if (first === undefined) return false;
  const onSale = same.onSale(first);
  return rest.some(
    (entry) =>
      !same.samePrice(first, entry) ||
      !same.sameSaleFlag(first, entry) ||
      (onSale && !same.sameSalePrice(first, entry)),
  );
}
