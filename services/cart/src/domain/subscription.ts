import type { CheckoutAddress } from './checkout-details';
import type { OrderLine } from './order';

/**
 * Where a subscription stands: active (renews on its next billing date), cancelled (by the customer
 * or the owner), ended (billed its number of cycles), past_due (a renewal was declined: it is
 * recorded and not tried again, so a dead card is not charged on every run).
 */
export type SubscriptionStatus = 'active' | 'cancelled' | 'ended' | 'past_due';

/**
 * Where one renewal (a subscription's cycle) stands. Each step is written before the next begins:
 * - started: the cycle is claimed; stock may be held and the kept card authorised under its keys.
 * - ordered: the renewal order is recorded and the subscription advanced; stock to commit and
 *   payment to capture.
 * - completed: committed and captured.
 * - declined / failed: refused (card declined, out of stock); what was held is let go.
 */
export type RenewalState = 'started' | 'ordered' | 'completed' | 'declined' | 'failed';

export type BillingPeriodUnit = 'WEEK' | 'MONTH' | 'YEAR';

/** How often a subscription bills and for how long (spec §3 subscriptionPlan). */
export interface SubscriptionPlan {
  billingPeriodValue: number;
  billingPeriodUnit: BillingPeriodUnit;
  /** 0: until cancelled. */
  numBillingCycles: number;
}

export interface Subscription extends SubscriptionPlan {
  id: string;
  websiteId: string;
  siteUserId: string | null;
  email: string;
  status: SubscriptionStatus;
  cartId: string;
  firstOrderId: string;
  line: OrderLine;
  amountCents: number;
  currency: string;
  subscriptionOptionId: string | null;
  cyclesBilled: number;
  nextBillingAt: Date | null;
  paymentProvider: string;
  paymentMethodToken: string;
  lastFailure: string | null;
  createdAt: Date;
  cancelledAt: Date | null;
  /** Where every cycle is shipped; null when the product ships nothing (or for a subscription bought without one). */
  shippingAddress: CheckoutAddress | null;
  billingAddress: CheckoutAddress | null;
  /** The shipping option chosen at checkout; a renewal falls back to the cheapest that applies when it is gone. */
  shippingOptionId: string | null;
}

const MONTHS_PER_UNIT: Record<BillingPeriodUnit, number> = { WEEK: 0, MONTH: 1, YEAR: 12 };
const DAY_MS = 86_400_000;

/**
 * The start plus `periods` billing periods, in UTC. Months are counted on the calendar and a day
 * past the target month's end is its last day (Jan 31 + 1 month = Feb 28/29), so a subscription
 * bills on the same day every month where that day exists. Always counted from the start, never
 * from the previous date, so a short month does not move every later date earlier.
 */
export function addPeriods(start: Date, plan: SubscriptionPlan, periods: number): Date {
  const count = plan.billingPeriodValue * periods;
  if (plan.billingPeriodUnit === 'WEEK') return new Date(start.getTime() + count * 7 * DAY_MS);
  const months = count * MONTHS_PER_UNIT[plan.billingPeriodUnit];
  const year = start.getUTCFullYear();
  const month = start.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const moved = new Date(start.getTime());
  moved.setUTCFullYear(year, month, Math.min(start.getUTCDate(), lastDay));
  return moved;
}

/** Whether every cycle of the plan has been billed. */
export const allCyclesBilled = (plan: SubscriptionPlan, cyclesBilled: number): boolean =>
  plan.numBillingCycles > 0 && cyclesBilled >= plan.numBillingCycles;

/** When the next cycle bills after `cyclesBilled` cycles since `start`, or null when none is left. */
export function nextBillingDate(start: Date, plan: SubscriptionPlan, cyclesBilled: number): Date | null {
  return allCyclesBilled(plan, cyclesBilled) ? null : addPeriods(start, plan, cyclesBilled);
}

/** A unit as the catalog names it (BILLING_PERIOD_UNIT_MONTH, MONTH, month), or undefined. */
export function billingPeriodUnitOf(name: string): BillingPeriodUnit | undefined {
  const unit = name.replace(/^BILLING_PERIOD_UNIT_/, '').toUpperCase();
  return unit === 'WEEK' || unit === 'MONTH' || unit === 'YEAR' ? unit : undefined;
}

/** The stock reservation and payment keys of a renewal: a repeat of the cycle uses the same ones. */
export const renewalReservationIdOf = (renewalId: string): string => `renewal:${renewalId}`;
export const renewalPaymentKeyOf = (renewalId: string, operation: 'authorise' | 'capture' | 'void'): string =>
  `renewal:${renewalId}:${operation}`;
