/**
 * Spec §9 subscription wording restates a total duration in years when it is a whole number of
 * them: 52 weeks or 12 months make a year.
 */
const UNITS_PER_YEAR: Readonly<Record<string, number>> = { WEEK: 52, MONTH: 12 };

export interface BillingDuration {
  readonly amount: number;
  /** Upper-case unit name: WEEK, MONTH, YEAR (or whatever unit the plan names). */
  readonly unit: string;
}

/**
 * How long a plan billed every `every` `unit`s for `cycles` cycles runs: in years when that is a
 * whole, positive number of them, else in the plan's own unit. Only the canonical spellings
 * (WEEK, MONTH) are restated.
 */
export function billingDuration(unit: string, every: number, cycles: number): BillingDuration {
  const amount = every * cycles;
  const perYear = UNITS_PER_YEAR[unit];
  if (perYear !== undefined && amount > 0 && amount % perYear === 0) return { amount: amount / perYear, unit: 'YEAR' };
  return { amount, unit: unit.toUpperCase() };
}

/** A subscription's plan in words: 'Every 2 weeks, until cancelled', 'Every month, 6 times'. */
export function subscriptionPlanWording(every: number, unit: string, cycles: number): string {
  const name = unit.toLowerCase();
  const period = every === 1 ? `Every ${name}` : `Every ${every} ${name}s`;
  return `${period}, ${cycles > 0 ? `${cycles} ${cycles === 1 ? 'time' : 'times'}` : 'until cancelled'}`;
}

/** What a subscription's state is called where the customer or the owner reads it. */
export const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Active',
  cancelled: 'Cancelled',
  ended: 'Ended',
  past_due: 'Payment declined',
};
