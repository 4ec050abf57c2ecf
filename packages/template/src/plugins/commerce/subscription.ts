/**
 * Subscription price wording (spec §9): a price billed every week, month or year, optionally
 * every N of them, indefinitely or for a fixed duration. A duration of 52 weeks or 12 months (or
 * a multiple) is said in years, and exactly one year has its own wording.
 *
 * Sites translate the phrases through `localizedStrings` keys named after the case, e.g.
 * `productPrice__singlePrice__nWeekly__limited__nWeeks`; a phrase receives `price`
 * (`fromPrice` too for from-prices), `billingPeriodValue` and `duration`.
 */
import { billingDuration, type BillingDuration } from '@storefront/commerce';
import { escapeHtml } from '../../escape';
import type { Context } from '../../exec/context';
import { lenientNumber } from '../../exec/lenient';
import { field, scalarText } from '../../exec/values';
import { formatStoreMessage, NamedArg } from '../i18n/message/store-message';
import { localizedString } from '../shared/site-settings';

export interface BillingPlan {
  /** the unit exactly as written ("WEEK"); only the canonical spelling is restated in years */
  readonly unit: string;
  /** billed every this many units; NaN when the value is text without a number */
  readonly every: number;
  /** number of billing cycles; 0 or less means until cancelled; NaN when unreadable */
  readonly cycles: number;
}

/** Whether the phrase is about one price or the lowest of several ("from ..."). */
export type PriceKind = 'singlePrice' | 'multiplePrices';

/**
 * The plan of a subscribable product (its structuredContent); null when it has no billing
 * period, which the storefront shows as an unavailable price.
 */
export function readBillingPlan(content: unknown): BillingPlan | null {
  const plan = field(content, 'subscriptionPlan');
  const period = field(plan, 'billingPeriod');
  if (period === undefined) return null;
  const unit = field(period, 'unit');
  return {
    unit: typeof unit === 'string' || typeof unit === 'number' ? String(unit) : '',
    every: lenientNumber(field(period, 'value')),
    cycles: lenientNumber(field(plan, 'numBillingCycles')),
  };
}

const KNOWN_UNITS: Readonly<Record<string, { readonly adverb: string; readonly plural: string }>> = {
  WEEK: { adverb: 'Weekly', plural: 'Weeks' },
  MONTH: { adverb: 'Monthly', plural: 'Months' },
  YEAR: { adverb: 'Yearly', plural: 'Years' },
};

/** The total duration, restated in years when it is a whole, positive number of them (commerce's rule). */
function totalDuration(plan: BillingPlan): BillingDuration {
  return billingDuration(plan.unit, plan.every, plan.cycles);
}

/**
 * The `localizedStrings` key of a phrase; null for units that have no translatable phrases.
 * A plan billed every 1 unit is "1Weekly", any other count "nWeekly"; a zero total duration
 * means the subscription runs until cancelled.
 */
export function phraseKey(plan: BillingPlan, kind: PriceKind): string | null {
  const unit = KNOWN_UNITS[plan.unit.toUpperCase()];
  if (unit === undefined) return null;
  const period = `${plan.every === 1 ? '1' : 'n'}${unit.adverb}`;
  const d = totalDuration(plan);
  if (d.amount === 0) return `productPrice__${kind}__${period}__indefinite`;
  return `productPrice__${kind}__${period}__limited__${d.amount === 1 ? '1' : 'n'}${KNOWN_UNITS[d.unit].plural}`;
}

/** The English phrase, built directly so that unit text from the data is never parsed as syntax. */
function englishPhrase(plan: BillingPlan, kind: PriceKind, price: string): string {
  const unit = plan.unit.toLowerCase();
  let out = kind === 'multiplePrices' ? `from ${price}` : price;
  out += plan.every > 1 ? ` every ${plan.every} ${unit}s` : ` every ${unit}`;
  if (plan.cycles > 0) {
    const d = totalDuration(plan);
    out += ` for ${d.amount} ${d.unit.toLowerCase()}${d.amount === 1 ? '' : 's'}`;
  }
  return out;
}

/**
 * The phrase for a price (already rendered as text or markup) under a plan: the site's
 * translation from the `localizedStrings` in scope of `item`, else the English phrase.
 */
export function subscriptionPhrase(
  ctx: Context,
  item: unknown,
  plan: BillingPlan,
  kind: PriceKind,
  price: string,
): string {
  const key = phraseKey(plan, kind);
  const pattern = key === null ? undefined : localizedString(ctx, item, key);
  if (pattern === undefined) return englishPhrase(plan, kind, price);
  const every = String(plan.every);
  const duration = String(totalDuration(plan).amount);
  const args: NamedArg[] =
    kind === 'multiplePrices'
      ? [
          ['price', price],
          ['fromPrice', price],
          ['billingPeriodValue', every],
          ['duration', duration],
        ]
      : [
          ['price', price],
          ['billingPeriodValue', every],
          ['duration', duration],
        ];
  // The translation is merchant text and is escaped; the price it wraps is our own markup.
  // Escaping the pattern first leaves the message syntax ({ } ' #) untouched.
  return formatStoreMessage(ctx, escapeHtml(scalarText(pattern)), args);
}
