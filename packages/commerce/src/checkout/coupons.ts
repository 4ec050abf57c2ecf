import { DEFAULT_CURRENCY, type CurrencyCode } from '../money';
import { formatMoney } from './money-text';
import { shareHalfUp } from './minor-units';

/**
 * Owner-made coupons and whether a shopper's codes hold. Codes are matched whatever their case
 * and surrounding spaces.
 *
 * One coupon per order: the first valid code counts and each further one is refused with a
 * reason. Stacked coupons make the price depend on the order they are applied in and let two
 * promotions meant to be separate add up; one at a time keeps the price the shopper sees obvious.
 */
export type CouponBenefit =
  { kind: 'percentage'; percent: number } | { kind: 'fixedAmount'; amountCents: number } | { kind: 'freeShipping' };

export type Coupon = CouponBenefit & {
  code: string;
  /** Subtotal (before discount) the order must reach; 0 or absent for none. */
  minimumSubtotalCents?: number;
  /** The coupon works from this moment... */
  startsAt?: Date | null;
  /** ...up to, not including, this one. */
  endsAt?: Date | null;
  /** Orders that may use it in all; null or absent for no limit. */
  totalUsageLimit?: number | null;
  /** Orders one customer may use it on; null or absent for no limit. */
  perCustomerLimit?: number | null;
};

export interface CouponUsage {
  /** Orders that used the coupon so far. */
  total: number;
  /** Orders of this customer that used it so far. */
  byCustomer: number;
}

export interface JudgedCoupons {
  valid: Coupon[];
  invalid: { code: string; reason: string }[];
}

export const COUPON_MESSAGES = {
  unknown: 'This coupon code is not valid.',
  notStarted: 'This coupon is not active yet.',
  expired: 'This coupon has expired.',
  usedUp: 'This coupon has been used up.',
  usedByCustomer: 'You have already used this coupon.',
  oneAtATime: 'Only one coupon can be used per order.',
  minimum: (amount: string) => `This coupon needs an order of at least ${amount}.`,
} as const;

export function normalizeCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

function reasonAgainst(
  coupon: Coupon,
  order: { subtotalCents: number; now: Date; currency: CurrencyCode },
  usage: CouponUsage,
): string | null {
  if (coupon.startsAt && order.now < coupon.startsAt) return COUPON_MESSAGES.notStarted;
  if (coupon.endsAt && order.now >= coupon.endsAt) return COUPON_MESSAGES.expired;
  if (coupon.totalUsageLimit != null && usage.total >= coupon.totalUsageLimit) return COUPON_MESSAGES.usedUp;
  if (coupon.perCustomerLimit != null && usage.byCustomer >= coupon.perCustomerLimit) {
    return COUPON_MESSAGES.usedByCustomer;
  }
  const minimum = coupon.minimumSubtotalCents ?? 0;
  if (order.subtotalCents < minimum) return COUPON_MESSAGES.minimum(formatMoney(minimum, order.currency));
  return null;
}

/**
 * Each code the shopper entered, valid or with the reason it is not, in the order entered. A code
 * entered twice counts once. `usageOf` is asked with the coupon's own code.
 */
export function judgeCoupons(
  codes: readonly string[],
  coupons: readonly Coupon[],
  order: { subtotalCents: number; now: Date; usageOf: (code: string) => CouponUsage; currency?: CurrencyCode },
): JudgedCoupons {
  const byCode = new Map(coupons.map((coupon) => [normalizeCouponCode(coupon.code), coupon]));
  const context = { subtotalCents: order.subtotalCents, now: order.now, currency: order.currency ?? DEFAULT_CURRENCY };
  const judged: JudgedCoupons = { valid: [], invalid: [] };
  const seen = new Set<string>();
  for (const entered of codes) {
    const code = normalizeCouponCode(entered);
    if (code === '' || seen.has(code)) continue;
    seen.add(code);
    const coupon = byCode.get(code);
    if (!coupon) {
      judged.invalid.push({ code: entered.trim(), reason: COUPON_MESSAGES.unknown });
      continue;
    }
    const reason =
      reasonAgainst(coupon, context, order.usageOf(coupon.code)) ??
      (judged.valid.length > 0 ? COUPON_MESSAGES.oneAtATime : null);
    if (reason) judged.invalid.push({ code: entered.trim(), reason });
    else judged.valid.push(coupon);
  }
  return judged;
}

/** What one coupon takes off a subtotal, never more than the subtotal; half-up for percentages. */
export function couponDiscountOf(coupon: CouponBenefit, subtotalCents: number): number {
  switch (coupon.kind) {
    case 'percentage':
      return Math.min(subtotalCents, shareHalfUp(subtotalCents, coupon.percent, 100));
    case 'fixedAmount':
      return Math.min(subtotalCents, coupon.amountCents);
    case 'freeShipping':
      return 0;
  }
}

/** What is wrong with an owner's coupon, for a clear refusal when it is saved; empty when fine. */
export function couponProblems(coupon: Coupon): string[] {
  const problems: string[] = [];
  const wholeOrNull = (value: number | null | undefined) =>
    value == null || (Number.isSafeInteger(value) && value >= 0);
  if (!/^[A-Z0-9_-]{1,64}$/.test(normalizeCouponCode(coupon.code))) {
    problems.push('code must be 1 to 64 letters, digits, hyphens or underscores');
  }
  if (
    coupon.kind === 'percentage' &&
    !(Number.isInteger(coupon.percent) && coupon.percent >= 1 && coupon.percent <= 100)
  ) {
    problems.push('percent must be a whole number from 1 to 100');
  }
  if (coupon.kind === 'fixedAmount' && !(Number.isSafeInteger(coupon.amountCents) && coupon.amountCents > 0)) {
    problems.push('amountCents must be a whole number above 0');
  }
  if (!wholeOrNull(coupon.minimumSubtotalCents)) problems.push('minimumSubtotalCents must be whole minor units');
  if (!wholeOrNull(coupon.totalUsageLimit)) problems.push('totalUsageLimit must be a whole number');
  if (!wholeOrNull(coupon.perCustomerLimit)) problems.push('perCustomerLimit must be a whole number');
  if (coupon.startsAt && coupon.endsAt && coupon.endsAt <= coupon.startsAt)
    problems.push('endsAt must be after startsAt');
  return problems;
}
