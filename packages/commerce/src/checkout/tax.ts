import { assertWhole, shareHalfUp } from './minor-units';

/**
 * Owner-configured tax rules. A rule names a country and, optionally, one of its regions (a US
 * state, a Canadian province); its rate is in basis points (825 = 8.25 %).
 */
export interface TaxRule {
  id: string;
  name: string;
  countryCode: string;
  /** Subdivision code ('NY'); null or absent for a rule that covers the whole country. */
  region?: string | null;
  rateBasisPoints: number;
  /** Whether the shipping cost is part of this rule's taxable base. */
  taxesShipping: boolean;
}

export const BASIS_POINTS_PER_WHOLE = 10_000;

const same = (a: string, b: string) => a.trim().toUpperCase() === b.trim().toUpperCase();

/**
 * The rules for a shipping location: every country-wide rule of the country and every rule of
 * its region both apply (a state tax on top of a national one), in the order the owner gave.
 */
export function applicableTaxRules(
  rules: readonly TaxRule[],
  location: { countryCode: string; region?: string | null },
): TaxRule[] {
  return rules.filter((rule) => {
    if (!same(rule.countryCode, location.countryCode)) return false;
    if (rule.region == null || rule.region.trim() === '') return true;
    return location.region != null && same(rule.region, location.region);
  });
}

/**
 * Rounding rule: each rule's tax is its rate times its taxable base (subtotal after discount,
 * plus shipping when the rule taxes shipping), rounded half up to the currency's minor unit
 * (a whole cent, a whole yen); the cart's tax is the sum of the rounded amounts.
 */
export function taxOf(rule: TaxRule, base: { discountedSubtotalCents: number; shippingCostCents: number }): number {
  const taxable = base.discountedSubtotalCents + (rule.taxesShipping ? base.shippingCostCents : 0);
  assertWhole('taxable base', taxable);
  return shareHalfUp(taxable, rule.rateBasisPoints, BASIS_POINTS_PER_WHOLE);
}

export function totalTax(
  rules: readonly TaxRule[],
  base: { discountedSubtotalCents: number; shippingCostCents: number },
): number {
  return rules.reduce((sum, rule) => sum + taxOf(rule, base), 0);
}

/** What is wrong with an owner's rule, for a clear refusal when it is saved; empty when fine. */
export function taxRuleProblems(rule: TaxRule): string[] {
  const problems: string[] = [];
  if (!/^[A-Z]{2}$/i.test(rule.countryCode)) problems.push('countryCode must be a two-letter country code');
  if (!Number.isInteger(rule.rateBasisPoints) || rule.rateBasisPoints < 0 || rule.rateBasisPoints > 10_000) {
    problems.push('rateBasisPoints must be a whole number from 0 to 10000');
  }
  if (rule.name.trim() === '') problems.push('name is required');
  return problems;
}
