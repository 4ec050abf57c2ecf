import {
  couponProblems,
  normalizeCouponCode,
  shippingRateProblems,
  taxRuleProblems,
  type Coupon,
  type ShippingRate,
  type TaxRule,
} from '@storefront/commerce';
import type { CheckoutRules } from './checkout';

/** Generous caps on the owner's lists, so one save cannot make every priced cart slow. */
export const SETTINGS_LIMITS = { shippingRates: 100, taxRules: 500, coupons: 1000, tiers: 50, zone: 300, text: 200 };

const RATE_KINDS = new Set(['flat', 'weight', 'freeAbove']);
const COUPON_KINDS = new Set(['percentage', 'fixedAmount', 'freeShipping']);

/**
 * The field a commerce problem is about: its messages start with the field's name ('costCents
 * must be whole minor units'), or with 'each tier costCents' for a weight rate's tiers.
 */
function fieldOf(problem: string): string {
  const [first, second] = problem.split(' ');
  return first === 'each' && second === 'tier' ? 'tiers' : (first ?? '');
}

function record(problems: Record<string, string>, path: string, messages: readonly string[]): void {
  for (const message of messages) problems[`${path}.${fieldOf(message)}`] ??= message;
}

function checkIds(problems: Record<string, string>, list: string, ids: readonly string[], field: string): void {
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    if (id.trim() === '' || id.length > SETTINGS_LIMITS.text)
      problems[`${list}.${index}.${field}`] ??= `${field} must be 1 to 200 characters`;
    else if (seen.has(id)) problems[`${list}.${index}.${field}`] ??= `${field} must be unique`;
    seen.add(id);
  });
}

/**
 * Path -> problem for everything wrong with the owner's lists ('shippingRates.0.costCents'), with
 * @storefront/commerce's checks of each rate, rule and coupon; empty when they may be saved.
 */
export function checkoutSettingsProblems(rules: CheckoutRules): Record<string, string> {
  const problems: Record<string, string> = {};
  const tooMany = (list: keyof typeof SETTINGS_LIMITS, length: number) => {
    if (length > SETTINGS_LIMITS[list]) problems[list] = `at most ${SETTINGS_LIMITS[list]} allowed`;
  };
  tooMany('shippingRates', rules.shippingRates.length);
  tooMany('taxRules', rules.taxRules.length);
  tooMany('coupons', rules.coupons.length);

  rules.shippingRates.forEach((rate: ShippingRate, index) => {
    const path = `shippingRates.${index}`;
    if (!RATE_KINDS.has(rate.kind)) problems[`${path}.kind`] = 'kind must be flat, weight or freeAbove';
    else record(problems, path, shippingRateProblems(rate));
    if (rate.name.length > SETTINGS_LIMITS.text) problems[`${path}.name`] ??= 'name must be at most 200 characters';
    if (rate.zone !== 'everywhere' && rate.zone.length > SETTINGS_LIMITS.zone)
      problems[`${path}.zone`] ??= 'zone lists too many countries';
    if (rate.kind === 'weight' && rate.tiers.length > SETTINGS_LIMITS.tiers)
      problems[`${path}.tiers`] ??= 'at most 50 tiers allowed';
  });
  checkIds(
    problems,
    'shippingRates',
    rules.shippingRates.map((rate) => rate.id),
    'id',
  );

  rules.taxRules.forEach((rule: TaxRule, index) => {
    const path = `taxRules.${index}`;
    record(problems, path, taxRuleProblems(rule));
    if (rule.name.length > SETTINGS_LIMITS.text) problems[`${path}.name`] ??= 'name must be at most 200 characters';
    if ((rule.region ?? '').length > SETTINGS_LIMITS.text)
      problems[`${path}.region`] ??= 'region must be at most 200 characters';
  });
  checkIds(
    problems,
    'taxRules',
    rules.taxRules.map((rule) => rule.id),
    'id',
  );

  rules.coupons.forEach((coupon: Coupon, index) => {
    const path = `coupons.${index}`;
    if (!COUPON_KINDS.has(coupon.kind))
      problems[`${path}.kind`] = 'kind must be percentage, fixedAmount or freeShipping';
    else record(problems, path, couponProblems(coupon));
    for (const field of ['startsAt', 'endsAt'] as const) {
      const date = coupon[field];
      if (date && Number.isNaN(date.getTime())) problems[`${path}.${field}`] = `${field} must be a valid instant`;
    }
  });
  checkIds(
    problems,
    'coupons',
    rules.coupons.map((coupon) => normalizeCouponCode(coupon.code)),
    'code',
  );
  return problems;
}
