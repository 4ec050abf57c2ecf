import { PRODUCT_TYPE } from '../product-types';

/**
 * Owner-configured shipping rates and the options a cart gets from them. A zone is a list of
 * country codes or 'everywhere'; the cart's shipping country picks which rates apply.
 */
export type ShippingZone = 'everywhere' | readonly string[];

interface RateBase {
  id: string;
  name: string;
  zone: ShippingZone;
}

export interface FlatRate extends RateBase {
  kind: 'flat';
  costCents: number;
}

/** A weight tier covers parcels up to and including `upToGrams`; null is the open last tier. */
export interface WeightTier {
  upToGrams: number | null;
  costCents: number;
}

/** Cost by the parcel's weight; a parcel heavier than every tier is not offered this rate. */
export interface WeightRate extends RateBase {
  kind: 'weight';
  tiers: readonly WeightTier[];
}

/** Free once the subtotal after discount reaches the amount ("free on orders of $50 or more"). */
export interface FreeAboveRate extends RateBase {
  kind: 'freeAbove';
  minimumSubtotalCents: number;
}

export type ShippingRate = FlatRate | WeightRate | FreeAboveRate;

export interface ShippedLine {
  productType: number;
  quantity: number;
  /** Weight of one piece; a missing weight counts as nothing. */
  weightGrams?: number;
}

export interface ShippingOption {
  id: string;
  name: string;
  costCents: number;
}

/**
 * Spec §3 requiresShipping: only physical goods travel. Digital goods and gift cards are
 * delivered by email, a service is performed, a paywall is access.
 */
export function lineRequiresShipping(productType: number): boolean {
  return productType === PRODUCT_TYPE.physical;
}

export function cartRequiresShipping(lines: readonly Pick<ShippedLine, 'productType'>[]): boolean {
  return lines.some((line) => lineRequiresShipping(line.productType));
}

export function zoneCovers(zone: ShippingZone, countryCode: string): boolean {
  if (zone === 'everywhere') return true;
  const country = countryCode.toUpperCase();
  return zone.some((code) => code.toUpperCase() === country);
}

/** The parcel: only the lines that ship weigh anything. */
export function parcelGrams(lines: readonly ShippedLine[]): number {
  return lines
    .filter((line) => lineRequiresShipping(line.productType))
    .reduce((sum, line) => sum + (line.weightGrams ?? 0) * line.quantity, 0);
}

function costOf(rate: ShippingRate, grams: number, subtotalCents: number): number | null {
  switch (rate.kind) {
    case 'flat':
      return rate.costCents;
    case 'weight': {
      // Tiers may be given in any order: the lightest tier that holds the parcel prices it.
      const fitting = rate.tiers.filter((tier) => tier.upToGrams === null || grams <= tier.upToGrams);
      if (fitting.length === 0) return null;
      const tightest = fitting.reduce((best, tier) =>
        best.upToGrams === null || (tier.upToGrams !== null && tier.upToGrams < best.upToGrams) ? tier : best,
      );
      return tightest.costCents;
    }
    case 'freeAbove':
      return subtotalCents >= rate.minimumSubtotalCents ? 0 : null;
  }
}

/**
 * The options a shopper chooses from, cheapest first (then by name, then id, so the order is
 * stable). A cart with nothing to ship gets none, and needs none.
 */
export function shippingOptionsFor(
  cart: { lines: readonly ShippedLine[]; subtotalCents: number; countryCode: string },
  rates: readonly ShippingRate[],
): ShippingOption[] {
  if (!cartRequiresShipping(cart.lines)) return [];
  const grams = parcelGrams(cart.lines);
  const options: ShippingOption[] = [];
  for (const rate of rates) {
    if (!zoneCovers(rate.zone, cart.countryCode)) continue;
    const costCents = costOf(rate, grams, cart.subtotalCents);
    if (costCents !== null) options.push({ id: rate.id, name: rate.name, costCents });
  }
  return options.sort(
    (a, b) =>
      a.costCents - b.costCents || a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** What is wrong with an owner's rate, for a clear refusal when it is saved; empty when fine. */
export function shippingRateProblems(rate: ShippingRate): string[] {
  const problems: string[] = [];
  const whole = (value: number) => Number.isSafeInteger(value) && value >= 0;
  if (rate.name.trim() === '') problems.push('name is required');
  if (rate.zone !== 'everywhere') {
    if (rate.zone.length === 0) problems.push('zone must name at least one country, or be everywhere');
    if (rate.zone.some((code) => !/^[A-Z]{2}$/i.test(code))) problems.push('zone must hold two-letter country codes');
  }
  switch (rate.kind) {
    case 'flat':
      if (!whole(rate.costCents)) problems.push('costCents must be whole minor units');
      break;
    case 'weight': {
      if (rate.tiers.length === 0) problems.push('tiers must hold at least one tier');
      if (rate.tiers.some((tier) => !whole(tier.costCents)))
        problems.push('each tier costCents must be whole minor units');
      const limits = rate.tiers.map((tier) => tier.upToGrams);
      if (limits.some((grams) => grams !== null && !whole(grams)))
        problems.push('each tier upToGrams must be whole grams');
      if (new Set(limits).size !== limits.length) problems.push('tiers must not repeat a weight limit');
      break;
    }
    case 'freeAbove':
      if (!whole(rate.minimumSubtotalCents)) problems.push('minimumSubtotalCents must be whole minor units');
      break;
  }
  return problems;
}
